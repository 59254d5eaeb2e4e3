// The form of « Mot de passe oublié ? » (/mot-de-passe-oublie), the island « forgot-password » (decision 0046):
// checked in the browser from the first focus (useSchemaForm), posted by the browser, answered by the page's action.
import type { SubmissionResult } from "@conform-to/react";
import { FormErrors, TextField, submitClass } from "~/components/forms/form-field";
import { PostForm, SubmitButton } from "~/components/forms/post-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";

export function ForgotPasswordForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const [form, fields] = useSchemaForm(() => import("~/domain/accounts/account-forms").then((m) => m.forgotPasswordSchema), { lastResult });
  return (
    <PostForm form={form} className="mt-8 space-y-5">
      <TextField field={fields.email} label="Adresse e-mail" type="email" autoComplete="email" required />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton idle="Recevoir le lien" busy="Envoi…" className={`${submitClass} w-full`} />
    </PostForm>
  );
}
