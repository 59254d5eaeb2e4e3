// The unsubscribe link of a search alert's e-mails. GET shows what will stop and a button; POST
// deletes the alert — the button's form, or the mail client's one-click POST (RFC 8058: the token is in
// the URL, the body is « List-Unsubscribe=One-Click », no CSRF token: the unguessable token is the proof).
import { Link } from "react-router";
import { submitClass } from "~/components/forms/form-field";
import { NO_SCRIPTS } from "~/components/layout/route-handle";
import { seoMeta } from "~/domain/site/seo";
import { db } from "~/server/db/db.server";
import { alertOfUnsubscribeLink, unsubscribeSearchAlert } from "~/server/clients/search-alerts.server";
import type { Route } from "./+types/alert-unsubscribe";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Se désinscrire d’une alerte", description: "Arrêter une alerte sur les nouveaux projets.", noindex: true });

/** One button, posted by the browser: no script (decisions 0012 and 0046). */
export const handle = NO_SCRIPTS;

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("jeton") ?? "";
  return { token, alert: await alertOfUnsubscribeLink(db(), token) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get("jeton") ?? new URL(request.url).searchParams.get("jeton") ?? "");
  return { unsubscribed: await unsubscribeSearchAlert(db(), token) };
}

export default function AlertUnsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const { token, alert } = loaderData;
  return (
    <main id="contenu" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">Se désinscrire d’une alerte</h1>
      {actionData?.unsubscribed ? (
        <p role="status" className="mt-6 rounded-lg bg-sage/20 p-3 text-lg font-semibold text-sage-dark">
          C’est fait : vous ne recevrez plus cette alerte, et elle est effacée.
        </p>
      ) : actionData || !alert ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          Cette alerte n’existe plus : vous ne recevrez plus d’e-mail pour elle. <Link to="/projets" className="underline">Voir nos projets</Link>
        </p>
      ) : (
        <form method="post" className="mt-6 space-y-4">
          <p className="text-slate-700">
            Vous ne recevrez plus, à l’adresse <strong className="break-all">{alert.email}</strong>, les nouveaux projets de l’alerte « {alert.description} ».
          </p>
          <input type="hidden" name="jeton" value={token} />
          <button type="submit" className={submitClass}>
            Me désinscrire
          </button>
        </form>
      )}
    </main>
  );
}
