// The form of the pages an e-mailed link opens to choose a new password: « Mot de passe oublié ? » and
// the old address's undo link after a change of address.
import { type SubmissionResult, getFormProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { FormErrors, PasswordField, submitClass } from "~/components/form-field";
import { useSchemaForm } from "~/components/use-schema-form";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/domain/account";

export function NewPasswordForm({ token, lastResult, submitLabel }: { token: string; lastResult?: SubmissionResult<string[]>; submitLabel: string }) {
  const navigation = useNavigation();
  const [form, fields] = useSchemaForm(() => import("~/domain/account-forms").then((m) => m.resetPasswordSchema), {
    lastResult,
    defaultValue: { jeton: token },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-8 space-y-5">
      <input type="hidden" name={fields.jeton.name} value={token} />
      <PasswordField field={fields.password} label="Nouveau mot de passe" autoComplete="new-password" hint={`Entre ${PASSWORD_MIN} et ${PASSWORD_MAX} caractères.`} required />
      <FormErrors id={form.errorId} errors={form.errors} />
      <button type="submit" className={`${submitClass} w-full`} disabled={navigation.state === "submitting"}>
        {navigation.state === "submitting" ? "Enregistrement…" : submitLabel}
      </button>
    </Form>
  );
}
