import { Link, redirect } from "react-router";
import { submitClass } from "~/components/forms/form-field";
import { NO_SCRIPTS } from "~/components/layout/route-handle";
import { homeAfterSignin } from "~/domain/accounts/account";
import { seoMeta } from "~/domain/site/seo";
import { signInWithLink } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { ownsLetProperty } from "~/server/ownership/owner.server";
import { env } from "~/server/platform/env.server";
import { sessionCookie } from "~/server/accounts/sessions.server";
import type { Route } from "./+types/signin-link";

export const meta: Route.MetaFunction = (args) => seoMeta(args, { title: "Se connecter par lien", description: "Connexion confirmée par e-mail.", noindex: true });

/** One button, posted by the browser: no script (decisions 0012 and 0046). */
export const handle = NO_SCRIPTS;

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("jeton") ?? "" };
}

// The link e-mailed when a sign-in had to be confirmed (auth.server.ts, signIn); a POST opens the session.
export async function action({ request }: Route.ActionArgs) {
  const token = String((await request.formData()).get("jeton") ?? "");
  const signedIn = token ? await signInWithLink(request, token) : null;
  if (!signedIn) return { error: "Ce lien n’est plus valable : il a déjà servi ou a expiré. Connectez-vous de nouveau pour en recevoir un autre." };
  throw redirect(homeAfterSignin(signedIn.user, await ownsLetProperty(db(), signedIn.user.id)), { status: 303, headers: { "Set-Cookie": sessionCookie(signedIn.token, env().secureCookies) } });
}

export default function SigninLink({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">Se connecter</h1>
      {actionData?.error ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {actionData.error} <Link to="/signin" className="underline">Se connecter</Link>
        </p>
      ) : (
        <form method="post" className="mt-6">
          <input type="hidden" name="jeton" value={loaderData.token} />
          <button type="submit" className={submitClass}>Me connecter</button>
        </form>
      )}
    </main>
  );
}
