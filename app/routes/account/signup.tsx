import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data, redirect } from "react-router";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import signupForm from "~/components/account/signup.island";
import { WELCOME_PARAM, homeAfterSignin } from "~/domain/accounts/account";
import { signupFormSchema } from "~/domain/accounts/account-forms";
import { PRIVACY_POLICY_VERSION, TERMS_VERSION } from "~/domain/accounts/privacy";
import { seoMeta } from "~/domain/site/seo";
import { cappedReply } from "~/domain/content/form-reply";
import { currentUser, signUpAndSignIn } from "~/server/accounts/auth.server";
import { env } from "~/server/platform/env.server";
import { sessionCookie } from "~/server/accounts/sessions.server";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Créer un compte", description: "Créez votre compte investisseur pour suivre votre projet étape par étape.", noindex: true });

/** Served without React Router's scripts: the form is an island (decision 0046). */
export const handle: RouteHandle = { hydrate: false };

export function loader({ context }: Route.LoaderArgs) {
  if (currentUser(context)) throw redirect("/profile");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signupFormSchema });
  if (submission.status !== "success") return data(cappedReply(submission.reply({ hideFields: ["password"] }), signupFormSchema), { status: 400 });
  const result = await signUpAndSignIn(request, { ...submission.value, accepted: { terms: TERMS_VERSION, privacy: PRIVACY_POLICY_VERSION } });
  if (!result.ok) return data(cappedReply(submission.reply({ formErrors: [result.message], hideFields: ["password"] }), signupFormSchema), { status: result.status });
  // Signed in at once (issue 23): on to the questionnaire, which says the verification e-mail is on its way.
  throw redirect(`${homeAfterSignin(result.user)}?${WELCOME_PARAM}=1`, { headers: { "Set-Cookie": sessionCookie(result.token, env().secureCookies) } });
}

export default function Signup({ actionData }: Route.ComponentProps) {
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">Créer un compte</h1>
      <p className="mt-2 text-slate-700">Suivez l’avancement de votre projet et retrouvez vos réponses au questionnaire.</p>
      <Island of={signupForm} props={{ lastResult: actionData ?? null }} />
      <p className="mt-6 text-slate-700">
        Déjà un compte ? <Link to="/signin" className="font-semibold text-navy underline">Se connecter</Link>
      </p>
    </main>
  );
}
