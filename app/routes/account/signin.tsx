import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data, redirect, useSearchParams } from "react-router";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import signinForm from "~/components/account/signin.island";
import { homeAfterSignin, safeReturnPath } from "~/domain/accounts/account";
import { signinSchema } from "~/domain/accounts/account-forms";
import { seoMeta } from "~/domain/site/seo";
import { cappedReply } from "~/domain/content/form-reply";
import { currentUser, signIn } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { ownsLetProperty } from "~/server/ownership/owner.server";
import { env } from "~/server/platform/env.server";
import { sessionCookie } from "~/server/accounts/sessions.server";
import type { Route } from "./+types/signin";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Se connecter", description: "Connectez-vous à votre espace investisseur.", noindex: true });

/** Served without React Router's scripts: the form is an island (decision 0046). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = currentUser(context);
  if (user) throw redirect(safeReturnPath(new URL(request.url).searchParams.get("retour")) ?? homeAfterSignin(user, await ownsLetProperty(db(), user.id)));
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: signinSchema });
  if (submission.status !== "success") return data(cappedReply(submission.reply({ hideFields: ["password"] }), signinSchema), { status: 400 });
  const result = await signIn(request, submission.value);
  if (!result.ok) return data(cappedReply(submission.reply({ formErrors: [result.message], hideFields: ["password"] }), signinSchema), { status: result.status });
  // Back to the page asked for before signing in, when there was one on this site.
  const back = safeReturnPath(new URL(request.url).searchParams.get("retour"));
  throw redirect(back ?? homeAfterSignin(result.user, await ownsLetProperty(db(), result.user.id)), { headers: { "Set-Cookie": sessionCookie(result.token, env().secureCookies) } });
}

/** Messages shown above the form, by query parameter value. */
const NOTICES: Record<string, Record<string, string>> = {
  verification: { adresse: "Votre nouvelle adresse e-mail est confirmée. Connectez-vous avec elle." },
  adresse: {
    retablie: "Le changement d’adresse est annulé et votre mot de passe est changé. Toutes les sessions sont fermées : connectez-vous avec le nouveau mot de passe.",
  },
  motdepasse: { ok: "Votre mot de passe est changé. Connectez-vous avec le nouveau." },
  session: { expiree: "Votre session a expiré. Reconnectez-vous pour continuer." },
};

export default function Signin({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const notices = Object.entries(NOTICES).flatMap(([key, messages]) => messages[params.get(key) ?? ""] ?? []);
  const back = safeReturnPath(params.get("retour"));
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">Se connecter</h1>
      {notices.map((notice) => (
        <p key={notice} role="status" className="mt-4 rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
          {notice}
        </p>
      ))}
      <Island of={signinForm} props={{ lastResult: actionData ?? null, back }} />
      <p className="mt-6 text-slate-700">
        Pas encore de compte ? <Link to="/signup" className="font-semibold text-navy underline">Créer un compte</Link>
      </p>
    </main>
  );
}
