// The link e-mailed to a visitor who created a search alert: the page asks, the POST confirms (no
// change on GET: mail scanners open links).
import { Link } from "react-router";
import { submitClass } from "~/components/forms/form-field";
import { NO_SCRIPTS } from "~/components/layout/route-handle";
import { seoMeta } from "~/domain/site/seo";
import { db } from "~/server/db/db.server";
import { confirmSearchAlert } from "~/server/clients/search-alert-subscriptions.server";
import type { Route } from "./+types/alert-confirm";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Confirmer votre alerte", description: "Confirmation d’une alerte sur les nouveaux projets.", noindex: true });

/** One button, posted by the browser: no script (decisions 0012 and 0046). */
export const handle = NO_SCRIPTS;

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("jeton") ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const token = String((await request.formData()).get("jeton") ?? "");
  return { confirmed: await confirmSearchAlert(db(), token) };
}

export default function AlertConfirm({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="contenu" className="mx-auto max-w-xl px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">Confirmer votre alerte</h1>
      {actionData?.confirmed ? (
        <div role="status" className="mt-6 space-y-3">
          <p className="rounded-lg bg-sage/20 p-3 text-lg font-semibold text-sage-dark">Votre alerte est active.</p>
          <p className="text-slate-700">Nous vous écrirons dès qu’un nouveau projet correspondra à votre recherche, un e-mail par jour au plus.</p>
          <Link to="/projets" className="font-semibold text-navy underline underline-offset-2">
            Voir nos projets
          </Link>
        </div>
      ) : actionData ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          Ce lien n’est plus valable : il a déjà servi ou a expiré. <Link to="/projets" className="underline">Créer une nouvelle alerte</Link>
        </p>
      ) : (
        <form method="post" className="mt-6">
          <p className="mb-4 text-slate-700">Activez l’alerte pour recevoir par e-mail les nouveaux projets qui correspondent à votre recherche.</p>
          <input type="hidden" name="jeton" value={loaderData.token} />
          <button type="submit" className={submitClass}>
            Activer mon alerte
          </button>
        </form>
      )}
    </main>
  );
}
