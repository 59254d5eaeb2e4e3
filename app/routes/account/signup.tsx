import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, data, redirect, useNavigation } from "react-router";
import { CheckboxField, FormErrors, PasswordField, TextField, submitClass } from "~/components/form-field";
import { useSchemaForm } from "~/components/use-schema-form";
import { PASSWORD_MAX, PASSWORD_MIN, WELCOME_PARAM, homeAfterSignin } from "~/domain/account";
import { signupFormSchema } from "~/domain/account-forms";
import { PRIVACY_POLICY_VERSION, TERMS_VERSION } from "~/domain/privacy";
import { seoMeta } from "~/domain/seo";
import { cappedReply } from "~/domain/form-reply";
import { currentUser, signUpAndSignIn } from "~/server/auth.server";
import { env } from "~/server/env.server";
import { sessionCookie } from "~/server/sessions.server";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Créer un compte", description: "Créez votre compte investisseur pour suivre votre projet étape par étape.", noindex: true });

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
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(() => import("~/domain/account-forms").then((m) => m.signupFormSchema), { lastResult: actionData });
  return (
    <main id="contenu" className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-3xl font-extrabold text-navy">Créer un compte</h1>
      <p className="mt-2 text-slate-700">Suivez l’avancement de votre projet et retrouvez vos réponses au questionnaire.</p>
      <Form method="post" {...getFormProps(form)} className="mt-8 space-y-5">
        <TextField field={fields.username} label="Nom d’utilisateur" autoComplete="username" required />
        <TextField field={fields.email} label="Adresse e-mail" type="email" autoComplete="email" required />
        <PasswordField
          field={fields.password}
          label="Mot de passe"
          autoComplete="new-password"
          hint={`Entre ${PASSWORD_MIN} et ${PASSWORD_MAX} caractères. Une phrase facile à retenir est idéale.`}
          required
        />
        <CheckboxField
          field={fields.terms}
          required
          label={
            <>
              J’accepte les{" "}
              <Link to="/mentions-legales#conditions" className="font-semibold text-navy underline">
                conditions d’utilisation
              </Link>{" "}
              et la{" "}
              <Link to="/politique-confidentialite" className="font-semibold text-navy underline">
                politique de confidentialité
              </Link>
              .
            </>
          }
        />
        <FormErrors id={form.errorId} errors={form.errors} />
        <button type="submit" className={`${submitClass} w-full`} disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Création du compte…" : "Créer mon compte"}
        </button>
      </Form>
      <p className="mt-6 text-slate-700">
        Déjà un compte ? <Link to="/signin" className="font-semibold text-navy underline">Se connecter</Link>
      </p>
    </main>
  );
}
