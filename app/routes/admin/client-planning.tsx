// /creer/clients/:id/calendrier — the days of a client's nine steps (issue 23): when each step was done,
// when each is planned. The client sees them on their timeline (/profile/avancement).
import { Form, data, redirect, useNavigation } from "react-router";
import { AdminBreadcrumb } from "~/components/admin/admin-ui";
import { seoMeta } from "~/domain/site/seo";
import { STEPS } from "~/domain/clients/steps";
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { idParam, notFoundUnless } from "~/server/http/route-params.server";
import { listStepUpdates } from "~/server/clients/step-updates.server";
import { getStepDates, saveStepDates } from "~/server/timeline/step-dates.server";
import { getUser } from "~/server/accounts/users.server";
import type { Route } from "./+types/client-planning";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Dates des étapes", description: "Les dates prévues et les dates de fin des étapes d’un client.", noindex: true });

export async function loader({ params }: Route.LoaderArgs) {
  const client = notFoundUnless(await getUser(db(), idParam(params.id)));
  const dates = await getStepDates(db(), client.id, client.steps, await listStepUpdates(db(), client.id));
  return { client: { id: client.id, name: `${client.prenom} ${client.nom}`.trim() || client.username, steps: client.steps }, dates };
}

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const clientId = idParam(params.id);
  const form = await request.formData();
  const done = STEPS.map((_, i) => field(form, `faite-${i + 1}`));
  const planned = STEPS.map((_, i) => field(form, `prevue-${i + 1}`));
  const result = notFoundUnless(await saveStepDates(db(), { clientId, done, planned }, { actor: admin }));
  if (!result.ok) return data({ ...result, done, planned }, { status: 400 });
  throw redirect(`/creer/clients/${clientId}?conseiller=calendrier#suivi`, 303);
}

const inputClass = "mt-1 block h-11 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus:border-navy focus:outline-2 focus:outline-navy";

export default function ClientPlanning({ loaderData, actionData }: Route.ComponentProps) {
  const { client, dates } = loaderData;
  const busy = useNavigation().state === "submitting";
  const doneValue = (i: number) => (actionData ? actionData.done[i] : (dates.done[i] ?? ""));
  const plannedValue = (i: number) => (actionData ? actionData.planned[i] : (dates.planned[i] ?? ""));
  return (
    <main id="contenu" className="mx-auto max-w-3xl px-4 py-10">
      <AdminBreadcrumb
        trail={[
          { to: "/creer/clients", label: "Clients" },
          { to: `/creer/clients/${client.id}`, label: client.name },
        ]}
        current="Dates des étapes"
      />
      <h1 className="mt-3 break-words text-3xl font-extrabold text-navy">Dates des étapes</h1>
      <p className="mt-2 text-slate-700">
        Le client voit ces dates sur son calendrier : la date de fin des étapes terminées, la date prévue des autres. Une étape
        cochée est datée du jour ; corrigez ici sa date si besoin. Laissez vide une date inconnue.
      </p>
      {actionData && !actionData.ok && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {actionData.message}
        </p>
      )}
      <Form method="post" className="mt-6">
        <ol className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {STEPS.map((step, i) => {
            const n = i + 1;
            const done = client.steps[i];
            const name = done ? `faite-${n}` : `prevue-${n}`;
            const invalid = actionData && !actionData.ok && actionData.step === n;
            return (
              <li key={step.title} className="flex flex-wrap items-end justify-between gap-3 p-4">
                <div className="min-w-0 basis-64 grow">
                  <p className="font-semibold text-navy">
                    Étape {n} : {step.title}
                  </p>
                  <p className="text-sm text-slate-600">{done ? "Terminée" : "Pas encore terminée"}</p>
                </div>
                <div>
                  <label htmlFor={name} className="block text-sm font-semibold text-navy">
                    {done ? "Terminée le" : "Prévue le"}
                    <span className="sr-only"> (étape {n})</span>
                  </label>
                  <input
                    id={name}
                    name={name}
                    type="date"
                    min="2000-01-01"
                    max="2100-12-31"
                    defaultValue={done ? doneValue(i) : plannedValue(i)}
                    aria-invalid={invalid || undefined}
                    className={inputClass}
                  />
                  {/* The other day rides along unchanged: a step unticked later keeps its plan. */}
                  <input type="hidden" name={done ? `prevue-${n}` : `faite-${n}`} value={done ? plannedValue(i) : doneValue(i)} />
                </div>
              </li>
            );
          })}
        </ol>
        <button
          type="submit"
          disabled={busy}
          className="mt-6 inline-flex h-11 cursor-pointer items-center justify-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta disabled:opacity-60"
        >
          Enregistrer les dates
        </button>
      </Form>
    </main>
  );
}
