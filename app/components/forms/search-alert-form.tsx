// « Créer une alerte » (/alertes/nouvelle): the address, or the signed-in client's; the island « alerte »
// (decision 0046).
import type { SubmissionResult } from "@conform-to/react";
import { FormErrors, Honeypot, TextField, submitClass } from "~/components/forms/form-field";
import { PostForm, SubmitButton } from "~/components/forms/post-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";

const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";

export function SearchAlertForm({ lastResult, query, signedInEmail }: { lastResult: SubmissionResult<string[]> | null; query: string; signedInEmail: string | null }) {
  const [form, fields] = useSchemaForm(() => import("~/domain/clients/search-alert-form").then((m) => (signedInEmail ? m.alertEmailSchema.partial() : m.alertEmailSchema)), {
    id: "formulaire-alerte",
    lastResult,
  });
  return (
    <PostForm form={form} className="mt-8 space-y-5">
      <input type="hidden" name="recherche" value={query} />
      {signedInEmail ? (
        <p className="text-slate-700">
          Les nouveaux projets seront envoyés à <strong className="break-all">{signedInEmail}</strong>, l’adresse de votre compte. Vous retrouvez vos alertes sur{" "}
          <a href="/profile#alertes" className={linkClass}>
            votre profil
          </a>
          .
        </p>
      ) : (
        <TextField field={fields.email} label="Votre adresse e-mail" type="email" autoComplete="email" hint="Nous y envoyons d’abord un lien de confirmation." required />
      )}
      <p className="text-sm text-slate-600">
        Chaque e-mail contient un lien pour vous désinscrire en un clic.{" "}
        <a href="/politique-confidentialite" className="underline underline-offset-2">
          Politique de confidentialité
        </a>
      </p>
      <Honeypot />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton idle="Créer l’alerte" busy="Création…" className={submitClass} />
    </PostForm>
  );
}
