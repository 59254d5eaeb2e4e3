import { Form, Link, data, redirect, useSearchParams } from "react-router";
import { AdminBreadcrumb } from "~/components/admin/admin-ui";
import { telHref } from "~/domain/site/company";
import { formatCount, formatDate } from "~/domain/text/format";
import { seoMeta } from "~/domain/site/seo";
import { requireAdmin } from "~/server/accounts/auth.server";
import { listCallbackRequests, setCallbackDone } from "~/server/clients/callbacks.server";
import { db } from "~/server/db/db.server";
import type { Route } from "./+types/callbacks";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Demandes de rappel", description: "Demandes de rappel des visiteurs, par date.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ context }: Route.LoaderArgs) {
  requireAdmin(context);
  return { requests: await listCallbackRequests(db()) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context);
  const form = await request.formData();
  const id = Number(form.get("id"));
  const done = form.get("fait") === "1";
  if (!Number.isInteger(id) || id < 1 || !(await setCallbackDone(db(), id, done, admin.email)))
    throw data("Cette demande de rappel n’existe pas.", { status: 404 });
  throw redirect(`/creer/rappels?ok=${done ? "fait" : "a-faire"}`, 303);
}

const CONFIRMATIONS: Record<string, string> = {
  fait: "La demande est marquée comme traitée.",
  "a-faire": "La demande est de nouveau à traiter.",
};

export default function Callbacks({ loaderData }: Route.ComponentProps) {
  const { requests } = loaderData;
  const [params] = useSearchParams();
  const confirmation = CONFIRMATIONS[params.get("ok") ?? ""];
  const pending = requests.filter((r) => !r.doneAt).length;
  return (
    <main id="contenu" className="mx-auto max-w-4xl px-4 py-10">
      <AdminBreadcrumb current="Demandes de rappel" />
      <h1 className="mt-3 text-4xl font-extrabold text-navy">Demandes de rappel</h1>
      <div role="status" className="mt-3">
        {confirmation && <p className="rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">{confirmation}</p>}
      </div>
      <p className="mt-3 text-slate-700">
        {requests.length === 0
          ? "Aucune demande de rappel pour le moment."
          : `${formatCount(pending, "demande", "demandes")} à traiter, par date de rappel ; les demandes traitées suivent. Chaque demande est aussi envoyée par e-mail à l’adresse de contact.`}
      </p>
      {requests.length > 0 && (
        <ol className="mt-8 space-y-4">
          {requests.map((r) => (
            <li key={r.id}>
              <article aria-labelledby={`rappel-${r.id}`} className={`rounded-2xl border p-5 ${r.doneAt ? "border-slate-200 bg-slate-50" : "border-navy"}`}>
                <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                  <h2 id={`rappel-${r.id}`} className="text-lg font-bold text-navy">
                    <span className="capitalize">{r.slotLabel}</span> — {r.nom}
                  </h2>
                  <span className="text-sm text-slate-600">
                    Demandé le <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                  </span>
                </header>
                <p className="mt-2">
                  <a href={telHref(r.telephone)} className="font-semibold text-navy underline underline-offset-4">
                    {r.telephone}
                  </a>
                </p>
                {r.projectId !== null && (
                  <p className="mt-1 text-slate-700">
                    Projet :{" "}
                    <Link to={`/projets/${r.projectId}`} className="text-navy underline underline-offset-4">
                      {r.projectTitle}
                    </Link>
                  </p>
                )}
                <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
                  <input type="hidden" name="id" value={r.id} />
                  <input type="hidden" name="fait" value={r.doneAt ? "0" : "1"} />
                  {r.doneAt && (
                    <span className="rounded-full bg-sage/30 px-3 py-1 text-sm font-semibold text-sage-dark">
                      Traitée le {formatDate(r.doneAt)}
                    </span>
                  )}
                  <button
                    type="submit"
                    className="rounded-full border border-navy px-4 py-2 font-semibold text-navy hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
                  >
                    {r.doneAt ? "Remettre à traiter" : "Marquer comme traitée"}
                    <span className="sr-only"> : {r.nom}</span>
                  </button>
                </Form>
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
