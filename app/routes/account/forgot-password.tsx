import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data, redirect, useSearchParams } from "react-router";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import forgotPasswordForm from "~/components/account/forgot-password.island";
import { FORGOT_PASSWORD_SENT } from "~/domain/accounts/account";
import { forgotPasswordSchema } from "~/domain/accounts/account-forms";
import { seoMeta } from "~/domain/site/seo";
import { requestPasswordReset } from "~/server/accounts/account-links.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { LIMITS, clientIp, hit } from "~/server/platform/rate-limit.server";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Mot de passe oublié", description: "Recevez un lien pour choisir un nouveau mot de passe.", noindex: true });

/** Served without React Router's scripts: the form is an island (decision 0046). */
export const handle: RouteHandle = { hydrate: false };

const SENT = "/mot-de-passe-oublie?envoye=1";

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordSchema });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  if (!(await hit(db(), `reset:ip:${clientIp(request)}`, LIMITS.passwordResetPerIp)))
    return data(submission.reply({ formErrors: ["Trop de demandes. Réessayez dans quelques minutes."] }), { status: 429 });
  await requestPasswordReset(db(), submission.value.email, { publicUrl: env().publicUrl, companyName: env().COMPANY_NAME });
  throw redirect(SENT, 303);
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">Mot de passe oublié</h1>
      {params.get("envoye") === "1" ? (
        <p role="status" className="mt-6 rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">
          {FORGOT_PASSWORD_SENT}
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">Saisissez l’adresse e-mail de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.</p>
          <Island of={forgotPasswordForm} props={{ lastResult: actionData ?? null }} />
        </>
      )}
      <p className="mt-6 text-slate-700">
        <Link to="/signin" className="font-semibold text-navy underline">Retour à la connexion</Link>
      </p>
    </main>
  );
}
