// « Créer une alerte » (issue 11, item 6): the search of /projets, as it is in the link's query, saved
// with an address. Visitors confirm the address by a link; signed-in clients' alerts are active at once.
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data, redirect, useSearchParams } from "react-router";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import alertForm from "~/components/forms/alerte.island";
import { UnverifiedNotice } from "~/components/account/unverified-notice";
import { UNVERIFIED_ALERT } from "~/domain/accounts/account";
import { alertEmailSchema } from "~/domain/clients/search-alert-form";
import { ALERT_CONFIRM_HOURS, ALERT_TOO_MANY, alertQueryError, normaliseAlertQuery } from "~/domain/clients/search-alerts";
import { seoMeta } from "~/domain/site/seo";
import { currentUser } from "~/server/accounts/auth.server";
import { getUser } from "~/server/accounts/users.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { LIMITS, clientIp, hit } from "~/server/platform/rate-limit.server";
import { createSearchAlert } from "~/server/clients/search-alert-subscriptions.server";
import { describeAlertQuery } from "~/server/clients/search-alerts.server";
import type { Route } from "./+types/alert-new";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Créer une alerte", description: "Recevez par e-mail les nouveaux projets qui correspondent à votre recherche.", noindex: true });

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const sent = params.get("envoye") === "1";
  params.delete("envoye");
  const query = normaliseAlertQuery(params);
  const user = currentUser(context);
  return {
    query,
    description: await describeAlertQuery(db(), query),
    queryError: alertQueryError(query),
    signedInEmail: user?.email ?? null,
    // Issue 29, item 6: a signed-in account whose address is not confirmed is offered a new link, not the form.
    unverified: user ? (await getUser(db(), user.id))?.emailVerified !== true : false,
    sent,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const query = normaliseAlertQuery(new URLSearchParams(String(formData.get("recherche") ?? "")));
  const back = `/alertes/nouvelle${query ? `?${query}&` : "?"}envoye=1`;
  if (String(formData.get("siteWeb") ?? "") !== "") throw redirect(back, 303);
  const user = currentUser(context);
  const submission = parseWithZod(formData, { schema: user ? alertEmailSchema.partial() : alertEmailSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  const email = user?.email ?? submission.value.email ?? "";
  if (!(await hit(db(), `search-alert:ip:${clientIp(request)}`, LIMITS.searchAlertPerIp)) || !(await hit(db(), `search-alert:email:${email}`, LIMITS.searchAlertPerEmail)))
    return data(submission.reply({ formErrors: [ALERT_TOO_MANY] }), { status: 429 });
  const config = env();
  const result = await createSearchAlert(db(), {
    email,
    query,
    user: user ? { id: user.id, email: user.email } : null,
    site: { publicUrl: config.publicUrl, companyName: config.COMPANY_NAME },
  });
  if (!result.ok)
    return data(submission.reply(result.field === "email" ? { fieldErrors: { email: [result.message] } } : { formErrors: [result.message] }), {
      status: result.field === "unverified" ? 403 : 400,
    });
  if (user) throw redirect(`/profile?enregistre=${result.status === "already-active" ? "alerte-existante" : "alerte"}#alertes`, 303);
  throw redirect(back, 303);
}

/** Served without React Router's scripts: the form is an island (decision 0046). */
export const handle: RouteHandle = { hydrate: false };

const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";

export default function AlertNew({ loaderData, actionData }: Route.ComponentProps) {
  const { query, description, queryError, signedInEmail, unverified, sent } = loaderData;
  const [params] = useSearchParams();
  const searchHref = `/projets${query ? `?${query}` : ""}`;
  return (
    <main id="contenu" className="mx-auto max-w-2xl px-4 py-10 sm:py-12">
      <h1 className="text-3xl font-extrabold text-navy sm:text-4xl">Créer une alerte</h1>
      <p className="mt-3 text-lg text-slate-700">Recevez par e-mail les nouveaux projets qui correspondent à votre recherche : un e-mail par jour au plus, seulement quand il y a du nouveau.</p>
      <section aria-labelledby="recherche" className="mt-8 rounded-2xl bg-sand p-5 sm:p-6">
        <h2 id="recherche" className="text-lg font-bold text-navy">
          Votre recherche
        </h2>
        <p className="mt-2 text-slate-900">{description}</p>
        <Link to={searchHref} className={`${linkClass} mt-2 inline-block`}>
          Modifier la recherche
        </Link>
      </section>
      {sent && params.get("envoye") === "1" && !actionData ? (
        <div role="status" className="mt-8 space-y-3">
          <p className="rounded-lg bg-sage/20 p-3 text-lg font-semibold text-sage-dark">Vérifiez votre boîte de réception.</p>
          <p className="text-slate-700">
            Nous vous avons envoyé un lien pour confirmer votre adresse. L’alerte s’active quand vous l’ouvrez (il est valable {ALERT_CONFIRM_HOURS} heures).
          </p>
          <Link to={searchHref} className={linkClass}>
            Retour aux projets
          </Link>
        </div>
      ) : unverified ? (
        <UnverifiedNotice message={UNVERIFIED_ALERT} />
      ) : queryError ? (
        <p role="alert" className="mt-8 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {queryError} <Link to="/projets" className="underline">Revenir à la recherche</Link>
        </p>
      ) : (
        <Island of={alertForm} props={{ lastResult: actionData ?? null, query, signedInEmail }} />
      )}
    </main>
  );
}
