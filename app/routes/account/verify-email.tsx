import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { FormErrors, PasswordField, submitClass } from "~/components/form-field";
import { useSchemaForm } from "~/components/use-schema-form";
import { confirmAddressSchema } from "~/domain/account-forms";
import { seoMeta } from "~/domain/seo";
import { confirmEmailChange, linkPurpose, verifyEmail } from "~/server/account-links.server";
import { currentUser } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { env } from "~/server/env.server";
import { sessionCookie } from "~/server/sessions.server";
import type { Route } from "./+types/verify-email";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Confirmer votre adresse e-mail", description: "Confirmation de l’adresse e-mail.", noindex: true });

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
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(() => import("~/domain/account-forms").then((m) => m.confirmAddressSchema), {
    lastResult: actionData,
    defaultValue: { jeton: loaderData.token },
  });
  const expired = loaderData.kind === "invalid" || form.errors?.includes(EXPIRED);
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
      ) : (
        <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
          <input type="hidden" name={fields.jeton.name} value={loaderData.token} />
          {loaderData.needsPassword && (
            <>
              <p className="text-slate-700">Pour confirmer que ce compte est bien le vôtre, saisissez son mot de passe.</p>
              <PasswordField field={fields.password} label="Mot de passe du compte" autoComplete="current-password" required />
              <p className="text-sm text-slate-700">
                Vous n’avez pas créé ce compte, ou vous avez oublié son mot de passe ?{" "}
                <Link to="/mot-de-passe-oublie" className="font-semibold text-navy underline">
                  Choisissez un nouveau mot de passe
                </Link>{" "}
                : le lien que nous vous enverrons confirmera aussi votre adresse.
              </p>
            </>
          )}
          <FormErrors id={form.errorId} errors={form.errors} />
          <button type="submit" className={submitClass} disabled={navigation.state === "submitting"}>
            Confirmer mon adresse
          </button>
        </Form>
      )}
    </main>
  );
}
