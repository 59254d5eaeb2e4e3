import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data, redirect } from "react-router";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import newPasswordForm from "~/components/account/new-password.island";
import { resetPasswordSchema } from "~/domain/accounts/account-forms";
import { seoMeta } from "~/domain/site/seo";
import { resetPassword } from "~/server/accounts/account-links.server";
import { linkIsValid } from "~/server/accounts/email-links.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { clearSessionCookie } from "~/server/accounts/sessions.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Nouveau mot de passe", description: "Choisissez un nouveau mot de passe.", noindex: true });

/** Served without React Router's scripts: the form is an island (decision 0046). */
export const handle: RouteHandle = { hydrate: false };

// The token is in the address: never sent to another site (same-origin still lets the form's POST carry
// its Origin, which the request guard checks).
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

const EXPIRED = "Ce lien n’est plus valable : il a déjà servi ou a expiré. Demandez-en un nouveau.";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("jeton") ?? "";
  return { token, valid: await linkIsValid(db(), token, "reset-password") };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const done = await resetPassword(db(), {
    token: submission.value.jeton,
    password: submission.value.password,
    adminEmails: env().ADMIN_EMAILS,
    site: { publicUrl: env().publicUrl, companyName: env().COMPANY_NAME },
  });
  if (!done) return data(submission.reply({ formErrors: [EXPIRED], hideFields: ["password"] }), { status: 400 });
  // Every session of the account has ended, this browser's included.
  throw redirect("/signin?motdepasse=ok", { status: 303, headers: { "Set-Cookie": clearSessionCookie(env().secureCookies) } });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">Nouveau mot de passe</h1>
      {loaderData.valid ? (
        <Island of={newPasswordForm} props={{ token: loaderData.token, lastResult: actionData ?? null, submitLabel: "Enregistrer le mot de passe" }} />
      ) : (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {EXPIRED}
        </p>
      )}
      <p className="mt-6 text-slate-700">
        <Link to="/mot-de-passe-oublie" className="font-semibold text-navy underline">Recevoir un nouveau lien</Link>
      </p>
    </main>
  );
}
