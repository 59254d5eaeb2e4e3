import { Form, Link, redirect } from "react-router";
import { submitClass } from "~/components/form-field";
import { seoMeta } from "~/domain/seo";
import { confirmEmailChange, verifyEmail } from "~/server/account-links.server";
import { currentUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { env } from "~/server/env.server";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Confirmer votre adresse e-mail", description: "Confirmation de l’adresse e-mail.", noindex: true });

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("jeton") ?? "" };
}

// The link in the e-mail opens this page; the confirmation itself is a POST (no change on GET).
export async function action({ request, context }: Route.ActionArgs) {
  const token = String((await request.formData()).get("jeton") ?? "");
  // A change of address confirmed from the new address.
  if (token && (await confirmEmailChange(db(), token)))
    throw redirect(currentUser(context) ? "/profile?enregistre=adresse" : "/signin?verification=adresse", 303);
  const verified = token ? await verifyEmail(db(), token, env().ADMIN_EMAILS) : null;
  if (!verified) return { error: "Ce lien n’est plus valable. Connectez-vous pour en recevoir un nouveau." };
  if (currentUser(context)) throw redirect(`/profile?enregistre=${verified.leadsAdopted > 0 ? "verification-reponses" : "verification"}`, 303);
  throw redirect("/signin?verification=ok", 303);
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">
        {/* « e-mail » kept on one line: the narrow column broke it as « e- / mail » on a desktop (issue 23). */}
        Confirmer votre adresse <span className="whitespace-nowrap">e-mail</span>
      </h1>
      {actionData?.error ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {actionData.error} <Link to="/signin" className="underline">Se connecter</Link>
        </p>
      ) : (
        <Form method="post" className="mt-6">
          <input type="hidden" name="jeton" value={loaderData.token} />
          <button type="submit" className={submitClass}>Confirmer mon adresse</button>
        </Form>
      )}
    </main>
  );
}
