// The sign-in form (/signin), the island « signin » (decision 0046): checked in the browser from the first
// focus (useSchemaForm), posted by the browser, answered by the page's action (the e-mail kept after a
// refusal, the password never sent back).
import type { SubmissionResult } from "@conform-to/react";
import { FormErrors, PasswordField, TextField, submitClass } from "~/components/forms/form-field";
import { PostForm, SubmitButton } from "~/components/forms/post-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";

export function SigninForm({
  lastResult,
  back,
}: {
  lastResult: SubmissionResult<string[]> | null;
  /** The page asked for before signing in (`?retour=`, one of this site's paths): kept in the form's address. */
  back: string | null;
}) {
  const [form, fields] = useSchemaForm(() => import("~/domain/accounts/account-forms").then((m) => m.signinSchema), { lastResult });
  return (
    <PostForm form={form} action={back ? `/signin?retour=${encodeURIComponent(back)}` : "/signin"} className="mt-8 space-y-5">
      <TextField field={fields.email} label="Adresse e-mail" type="email" autoComplete="email" required />
      <PasswordField field={fields.password} label="Mot de passe" autoComplete="current-password" required />
      <p className="text-sm">
        <a href="/mot-de-passe-oublie" className="font-semibold text-navy underline">
          Mot de passe oublié ?
        </a>
      </p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton idle="Se connecter" busy="Connexion…" className={`${submitClass} w-full`} />
    </PostForm>
  );
}
