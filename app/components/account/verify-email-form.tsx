// The sign-up verification asked from outside the account's session (/verifier-email): the account's
// password proves the link is the owner's. The island « verify-email » (decision 0046): checked in the browser
// from the first focus, posted by the browser to the page's own address (its token in the query), answered by
// the page's action. Signed in to the account, the page needs no password and no island: one button.
import type { SubmissionResult } from "@conform-to/react";
import { FormErrors, PasswordField, submitClass } from "~/components/forms/form-field";
import { PostForm, SubmitButton } from "~/components/forms/post-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";

export function VerifyEmailForm({ token, lastResult }: { token: string; lastResult: SubmissionResult<string[]> | null }) {
  const [form, fields] = useSchemaForm(() => import("~/domain/accounts/account-forms").then((m) => m.confirmAddressSchema), {
    lastResult,
    defaultValue: { jeton: token },
  });
  return (
    <PostForm form={form} className="mt-6 space-y-5">
      <input type="hidden" name={fields.jeton.name} value={token} />
      <p className="text-slate-700">Pour confirmer que ce compte est bien le vôtre, saisissez son mot de passe.</p>
      <PasswordField field={fields.password} label="Mot de passe du compte" autoComplete="current-password" required />
      <p className="text-sm text-slate-700">
        Vous n’avez pas créé ce compte, ou vous avez oublié son mot de passe ?{" "}
        <a href="/mot-de-passe-oublie" className="font-semibold text-navy underline">
          Choisissez un nouveau mot de passe
        </a>{" "}
        : le lien que nous vous enverrons confirmera aussi votre adresse.
      </p>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton idle="Confirmer mon adresse" busy="Confirmation…" className={submitClass} />
    </PostForm>
  );
}
