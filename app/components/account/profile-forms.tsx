// The forms of the profile page (/profile), posted by the browser (decision 0046): the client's details (the
// island « profil-coordonnees »), and the change of password and of address (the island « profil-compte »),
// each behind a disclosure. Checked in the browser from the first focus; the page's action answers the errors
// at the fields or the page with what was saved.
import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { FormErrors, PasswordField, TextField, submitClass } from "~/components/forms/form-field";
import { PostForm, SubmitButton } from "~/components/forms/post-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/domain/accounts/account";

/** The form the action answered, with its reply: `form` is « coordonnees », « mot-de-passe » or « adresse ». */
export type ProfileFormResult = { form: string; reply: SubmissionResult<string[]> } | null;

const replyTo = (lastResult: ProfileFormResult, form: "coordonnees" | "mot-de-passe" | "adresse") => (lastResult?.form === form ? lastResult.reply : null);

export function DetailsForm({
  lastResult,
  details,
}: {
  lastResult: ProfileFormResult;
  details: { nom: string; prenom: string; age: string; telephone: string; ville: string };
}) {
  const [form, fields] = useSchemaForm(() => import("~/domain/accounts/account-forms").then((m) => m.detailsSchema), {
    id: "formulaire-coordonnees",
    lastResult: replyTo(lastResult, "coordonnees"),
    defaultValue: details,
  });
  return (
    <PostForm form={form} action="/profile" className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.nom} label="Nom" autoComplete="family-name" required />
        <TextField field={fields.prenom} label="Prénom" autoComplete="given-name" required />
        <TextField field={fields.age as FieldMetadata<string | undefined>} label="Âge" type="number" inputMode="numeric" />
        <TextField field={fields.telephone} label="Téléphone" type="tel" autoComplete="tel" />
        <TextField field={fields.ville} label="Ville" autoComplete="address-level2" required />
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton idle="Enregistrer mes coordonnées" busy="Enregistrement…" className={submitClass} />
    </PostForm>
  );
}

/** Change of password and of address, each behind a disclosure (they work without JavaScript). */
export function AccountForms({ lastResult }: { lastResult: ProfileFormResult }) {
  const [passwordForm, passwordFields] = useSchemaForm(() => import("~/domain/accounts/account-forms").then((m) => m.changePasswordSchema), {
    id: "formulaire-mot-de-passe",
    lastResult: replyTo(lastResult, "mot-de-passe"),
  });
  const [emailForm, emailFields] = useSchemaForm(() => import("~/domain/accounts/account-forms").then((m) => m.changeEmailSchema), {
    id: "formulaire-adresse",
    lastResult: replyTo(lastResult, "adresse"),
  });
  const summaryClass = "cursor-pointer font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";
  return (
    <div className="mt-4 space-y-3">
      <details open={lastResult?.form === "mot-de-passe"}>
        <summary className={summaryClass}>Changer mon mot de passe</summary>
        <PostForm form={passwordForm} action="/profile" className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="mot-de-passe" />
          <PasswordField field={passwordFields.current} label="Mot de passe actuel" autoComplete="current-password" required />
          <PasswordField
            field={passwordFields.password}
            label="Nouveau mot de passe"
            autoComplete="new-password"
            hint={`Entre ${PASSWORD_MIN} et ${PASSWORD_MAX} caractères. Vos autres sessions seront fermées.`}
            required
          />
          <FormErrors id={passwordForm.errorId} errors={passwordForm.errors} />
          <SubmitButton idle="Changer le mot de passe" busy="Changement en cours…" className={submitClass} />
        </PostForm>
      </details>
      <details open={lastResult?.form === "adresse"}>
        <summary className={summaryClass}>Changer mon adresse e-mail</summary>
        <PostForm form={emailForm} action="/profile" className="mt-3 space-y-4">
          <input type="hidden" name="intent" value="adresse" />
          <TextField field={emailFields.email} label="Nouvelle adresse e-mail" type="email" autoComplete="email" hint="Nous y envoyons un lien de confirmation." required />
          <PasswordField field={emailFields.current} label="Mot de passe actuel" autoComplete="current-password" required />
          <FormErrors id={emailForm.errorId} errors={emailForm.errors} />
          <SubmitButton idle="Changer l’adresse" busy="Envoi du lien…" className={submitClass} />
        </PostForm>
      </details>
    </div>
  );
}
