// The sign-up form (/signup), the island « signup » (decision 0046): checked in the browser from the first
// focus (useSchemaForm), posted by the browser, answered by the page's action (the errors at the fields, or
// the new account signed in).
import type { SubmissionResult } from "@conform-to/react";
import { CheckboxField, FormErrors, PasswordField, TextField, submitClass } from "~/components/forms/form-field";
import { PostForm, SubmitButton } from "~/components/forms/post-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/domain/accounts/account";

export function SignupForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const [form, fields] = useSchemaForm(() => import("~/domain/accounts/account-forms").then((m) => m.signupFormSchema), { lastResult });
  return (
    <PostForm form={form} className="mt-8 space-y-5">
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
            <a href="/mentions-legales#conditions" className="font-semibold text-navy underline">
              conditions d’utilisation
            </a>{" "}
            et la{" "}
            <a href="/politique-confidentialite" className="font-semibold text-navy underline">
              politique de confidentialité
            </a>
            .
          </>
        }
      />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton idle="Créer mon compte" busy="Création du compte…" className={`${submitClass} w-full`} />
    </PostForm>
  );
}
