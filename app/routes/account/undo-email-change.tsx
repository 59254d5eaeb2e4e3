import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import newPasswordForm from "~/components/account/new-password.island";
import { resetPasswordSchema } from "~/domain/accounts/account-forms";
import { seoMeta } from "~/domain/site/seo";
import { undoEmailChange } from "~/server/accounts/account-links.server";
import { linkIsValid } from "~/server/accounts/email-links.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { clearSessionCookie } from "~/server/accounts/sessions.server";
import type { Route } from "./+types/undo-email-change";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Annuler le changement d’adresse", description: "Gardez l’adresse e-mail de votre compte.", noindex: true });

/** Served without React Router's scripts: the form is an island (decision 0046). */
export const handle: RouteHandle = { hydrate: false };

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

const EXPIRED = "Ce lien n’est plus valable : il a déjà servi ou a expiré.";

// The link sent to the old address when a change of address is asked for, and again once it is done.
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("jeton") ?? "";
  return { token, valid: await linkIsValid(db(), token, "undo-email-change") };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const result = await undoEmailChange(db(), {
    token: submission.value.jeton,
    password: submission.value.password,
    site: { publicUrl: env().publicUrl, companyName: env().COMPANY_NAME },
  });
  if (!result.ok) return data(submission.reply({ formErrors: [result.message], hideFields: ["password"] }), { status: 400 });
  // Every session of the account has ended, this browser's included.
  throw redirect("/signin?adresse=retablie", { status: 303, headers: { "Set-Cookie": clearSessionCookie(env().secureCookies) } });
}

export default function UndoEmailChange({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">Annuler le changement d’adresse</h1>
      {loaderData.valid ? (
        <>
          <p className="mt-4 text-slate-700">
            Votre compte gardera (ou retrouvera) l’adresse à laquelle ce lien a été envoyé. Celui qui a demandé le changement
            connaissait votre mot de passe : choisissez-en un nouveau. Toutes les sessions ouvertes sur votre compte seront fermées.
          </p>
          <Island of={newPasswordForm} props={{ token: loaderData.token, lastResult: actionData ?? null, submitLabel: "Annuler le changement" }} />
        </>
      ) : (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {EXPIRED}
        </p>
      )}
    </main>
  );
}
