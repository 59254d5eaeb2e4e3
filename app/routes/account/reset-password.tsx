import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { FormErrors, PasswordField, submitClass } from "~/components/form-field";
import { useSchemaForm } from "~/components/use-schema-form";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/domain/account";
import { resetPasswordSchema } from "~/domain/account-forms";
import { seoMeta } from "~/domain/seo";
import { resetLinkIsValid, resetPassword } from "~/server/account-links.server";
import { db } from "~/server/db.server";
import { env } from "~/server/env.server";
import { clearSessionCookie } from "~/server/sessions.server";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Nouveau mot de passe", description: "Choisissez un nouveau mot de passe.", noindex: true });

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" });

const EXPIRED = "Ce lien n’est plus valable : il a déjà servi ou a expiré. Demandez-en un nouveau.";

export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("jeton") ?? "";
  return { token, valid: await resetLinkIsValid(db(), token) };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password"] }), { status: 400 });
  if (!(await resetPassword(db(), submission.value.jeton, submission.value.password)))
    return data(submission.reply({ formErrors: [EXPIRED], hideFields: ["password"] }), { status: 400 });
  // Every session of the account has ended, this browser's included.
  throw redirect("/signin?motdepasse=ok", { status: 303, headers: { "Set-Cookie": clearSessionCookie(env().secureCookies) } });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(() => import("~/domain/account-forms").then((m) => m.resetPasswordSchema), {
    lastResult: actionData,
    defaultValue: { jeton: loaderData.token },
  });
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">Nouveau mot de passe</h1>
      {loaderData.valid ? (
        <Form method="post" {...getFormProps(form)} className="mt-8 space-y-5">
          <input type="hidden" name={fields.jeton.name} value={loaderData.token} />
          <PasswordField
            field={fields.password}
            label="Nouveau mot de passe"
            autoComplete="new-password"
            hint={`Entre ${PASSWORD_MIN} et ${PASSWORD_MAX} caractères.`}
            required
          />
          <FormErrors id={form.errorId} errors={form.errors} />
          <button type="submit" className={`${submitClass} w-full`} disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Enregistrement…" : "Enregistrer le mot de passe"}
          </button>
        </Form>
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
