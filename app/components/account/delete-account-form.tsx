// The confirmation of an account's deletion (/profile/supprimer), the island « profil-suppression » (decision
// 0046): the password, checked in the browser from the first focus, then posted by the browser.
import type { SubmissionResult } from "@conform-to/react";
import { FormErrors, TextField } from "~/components/forms/form-field";
import { PostForm, SubmitButton } from "~/components/forms/post-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";

export function DeleteAccountForm({ lastResult }: { lastResult: SubmissionResult<string[]> | null }) {
  const [form, fields] = useSchemaForm(() => import("~/domain/accounts/account-forms").then((m) => m.deleteAccountSchema), { lastResult });
  return (
    <PostForm form={form} action="/profile/supprimer" className="mt-6 space-y-5">
      <TextField field={fields.password} label="Mot de passe" type="password" autoComplete="current-password" required />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-col gap-3 sm:flex-row">
        <SubmitButton
          idle="Supprimer définitivement mon compte"
          busy="Suppression…"
          className="inline-flex items-center justify-center rounded-full bg-red-700 px-6 py-3 font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy"
        />
        <a
          href="/profile"
          className="inline-flex items-center justify-center rounded-full border border-navy px-6 py-3 font-semibold text-navy hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
        >
          Annuler
        </a>
      </div>
    </PostForm>
  );
}
