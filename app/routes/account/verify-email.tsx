import { parseWithZod } from "@conform-to/zod/v4";
import { Link, data, redirect } from "react-router";
import { FormErrors, submitClass } from "~/components/forms/form-field";
import { Island } from "~/components/layout/island";
import type { RouteHandle } from "~/components/layout/route-handle";
import verifyEmailForm from "~/components/account/verify-email.island";
import { confirmAddressSchema } from "~/domain/accounts/account-forms";
import { seoMeta } from "~/domain/site/seo";
import { confirmEmailChange, verifyEmail } from "~/server/accounts/account-links.server";
import { linkPurpose } from "~/server/accounts/email-links.server";
import { currentUser } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { sessionCookie } from "~/server/accounts/sessions.server";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Confirmer votre adresse e-mail", description: "Confirmation de l’adresse e-mail.", noindex: true });

/**
 * Served without React Router's scripts (decision 0046): the form with the account's password is an island;
 * signed in to the account, the page is one button and loads no script.
 */
export const handle: RouteHandle = { hydrate: false };

// The token is in the address: never sent to another site, never stored.
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" });

const EXPIRED = "Ce lien n’est plus valable. Connectez-vous pour en recevoir un nouveau depuis votre profil.";

/** What the link is: a change of address (one click) or the sign-up verification (the account's password, unless signed in to it). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("jeton") ?? "";
  const link = await linkPurpose(db(), token);
  const kind = link?.purpose === "change-email" ? "change" : link?.purpose === "verify-email" ? "verify" : "invalid";
  return { token, kind, needsPassword: kind === "verify" && currentUser(context)?.id !== link?.userId };
}

// The link in the e-mail opens this page; the confirmation itself is a POST (no change on GET).
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: confirmAddressSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  const { jeton, password } = submission.value;
  const site = { publicUrl: env().publicUrl, companyName: env().COMPANY_NAME };
  // A change of address confirmed from the new address.
  if (await confirmEmailChange(db(), jeton, site)) throw redirect(currentUser(context) ? "/profile?enregistre=adresse" : "/signin?verification=adresse", 303);
  const result = await verifyEmail(db(), { token: jeton, adminEmails: env().ADMIN_EMAILS, sessionUserId: currentUser(context)?.id ?? null, password });
  if (!result.ok) {
    const refusal =
      result.reason === "invalid"
        ? { formErrors: [EXPIRED] }
        : result.reason === "too-many"
          ? { formErrors: ["Trop de tentatives. Réessayez dans quelques minutes."] }
          : { fieldErrors: { password: [result.reason === "wrong-password" ? "Mot de passe incorrect." : "Saisissez le mot de passe de votre compte."] } };
    return data(submission.reply({ ...refusal, hideFields: ["password"] }), { status: result.reason === "too-many" ? 429 : 400 });
  }
  // Every session of the account has ended; this browser gets a new one, opened after the verification.
  const to = result.role === "admin" ? "/creer" : `/profile?enregistre=${result.leadsAdopted > 0 ? "verification-reponses" : "verification"}`;
  throw redirect(to, { status: 303, headers: { "Set-Cookie": sessionCookie(result.sessionToken, env().secureCookies) } });
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const formErrors = actionData?.error?.[""] ?? undefined;
  const expired = loaderData.kind === "invalid" || formErrors?.includes(EXPIRED);
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">
        {/* « e-mail » kept on one line: the narrow column broke it as « e- / mail » on a desktop (issue 23). */}
        Confirmer votre adresse <span className="whitespace-nowrap">e-mail</span>
      </h1>
      {expired ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 font-medium text-red-800">
          {EXPIRED} <Link to="/signin" className="underline">Se connecter</Link>
        </p>
      ) : loaderData.needsPassword ? (
        <Island of={verifyEmailForm} props={{ token: loaderData.token, lastResult: actionData ?? null }} />
      ) : (
        <form method="post" className="mt-6 space-y-5">
          <input type="hidden" name="jeton" value={loaderData.token} />
          <FormErrors id="confirmation-erreurs" errors={formErrors} />
          <button type="submit" className={submitClass}>
            Confirmer mon adresse
          </button>
        </form>
      )}
    </main>
  );
}
