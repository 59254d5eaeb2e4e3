import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data, redirect, useSearchParams } from "react-router";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import { useSite } from "~/components/layout/use-site";
import callbackForm from "~/components/forms/rappel.island";
import { callbackSchema, callbackSlots } from "~/domain/clients/callback";
import { callbackDelayText, telHref } from "~/domain/site/company";
import { CONTACT_TOO_MANY } from "~/domain/clients/contact";
import { seoMeta } from "~/domain/site/seo";
import { requestCallback } from "~/server/clients/callbacks.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { LIMITS, clientIp, hit } from "~/server/platform/rate-limit.server";
import type { Route } from "./+types/callback";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Être rappelé",
    description: "Choisissez une demi-journée : un conseiller vous appelle pour parler de votre projet d’investissement locatif.",
    path: "/rappel",
  });

/** Served without React Router's scripts: the form is an island (decision 0046). */
export const handle: RouteHandle = { hydrate: false };

// The half-days offered change every day: never served from the page cache.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export async function loader({ request }: Route.LoaderArgs) {
  const projectId = Number(new URL(request.url).searchParams.get("projet"));
  const project =
    Number.isInteger(projectId) && projectId > 0
      ? ((await db().selectFrom("projects").select(["id", "title"]).where("id", "=", projectId).executeTakeFirst()) ?? null)
      : null;
  return { slots: callbackSlots(new Date()), project };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  if (String(formData.get("siteWeb") ?? "") !== "") throw redirect("/rappel?envoye=1", 303);
  const submission = parseWithZod(formData, { schema: callbackSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await hit(db(), `callback:ip:${clientIp(request)}`, LIMITS.contactPerIp)))
    return data(submission.reply({ formErrors: [CONTACT_TOO_MANY] }), { status: 429 });
  const result = await requestCallback(db(), submission.value, { companyEmail: env().COMPANY_EMAIL, publicUrl: env().publicUrl });
  if (!result.ok) return data(submission.reply({ fieldErrors: { [result.field]: [result.message] } }), { status: 400 });
  throw redirect(`/rappel?envoye=1&creneau=${encodeURIComponent(submission.value.creneau)}`, 303);
}

export default function Callback({ loaderData, actionData }: Route.ComponentProps) {
  const { slots, project } = loaderData;
  const { company, callbackDelayHours } = useSite();
  const [params] = useSearchParams();
  const chosen = slots.find((s) => s.value === params.get("creneau"));
  return (
    <main id="contenu" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-4xl font-extrabold text-navy">Être rappelé</h1>
      {params.get("envoye") === "1" ? (
        <div role="status" className="mt-6 space-y-4">
          <p className="rounded-lg bg-sage/20 p-3 text-lg font-semibold text-sage-dark">Merci, votre demande de rappel est bien enregistrée.</p>
          <p className="text-slate-700">
            {chosen ? `Un conseiller vous appelle le ${chosen.label}.` : "Un conseiller vous appelle au créneau choisi."} Si ce créneau ne
            nous permet pas de vous joindre, nous vous recontactons sous {callbackDelayText(callbackDelayHours)}.
          </p>
          <Link to="/projets" className="inline-block font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
            Voir nos projets
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-3 text-lg text-slate-700">
            Choisissez une demi-journée parmi les dix prochains jours ouvrés : un conseiller vous appelle pour parler de votre
            projet. Vous pouvez aussi nous appeler au{" "}
            <a href={telHref(company.phone)} className="font-semibold text-navy underline underline-offset-4">
              {company.phone}
            </a>
            .
          </p>
          {project && (
            <p className="mt-4 rounded-lg bg-sand p-3 text-navy">
              À propos du projet : <strong>{project.title}</strong>
            </p>
          )}
          <Island of={callbackForm} props={{ lastResult: actionData ?? null, slots, projectId: project?.id ?? null }} />
        </>
      )}
    </main>
  );
}
