// The form of the pages an e-mailed link opens to choose a new password: « Mot de passe oublié ? » and
// the old address's undo link after a change of address. The island « new-password » (decision 0046):
// checked in the browser from the first focus, posted by the browser to the page's own address (its token
// in the query, read again by the loader), answered by the page's action.
import type { SubmissionResult } from "@conform-to/react";
import { FormErrors, PasswordField, submitClass } from "~/components/forms/form-field";
import { PostForm, SubmitButton } from "~/components/forms/post-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/domain/accounts/account";

export function NewPasswordForm({ token, lastResult, submitLabel }: { token: string; lastResult: SubmissionResult<string[]> | null; submitLabel: string }) {
  const [form, fields] = useSchemaForm(() => import("~/domain/accounts/account-forms").then((m) => m.resetPasswordSchema), {
    lastResult,
    defaultValue: { jeton: token },
  });
  return (
    <PostForm form={form} className="mt-8 space-y-5">
      <input type="hidden" name={fields.jeton.name} value={token} />
      <PasswordField field={fields.password} label="Nouveau mot de passe" autoComplete="new-password" hint={`Entre ${PASSWORD_MIN} et ${PASSWORD_MAX} caractères.`} required />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton idle={submitLabel} busy="Enregistrement…" className={`${submitClass} w-full`} />
    </PostForm>
  );
}
