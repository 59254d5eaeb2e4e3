// The call-back request form (/rappel), the island « rappel » (decision 0046).
import { type SubmissionResult, getSelectProps } from "@conform-to/react";
import { FieldError, FormErrors, Honeypot, TextField, inputClass, submitClass } from "~/components/forms/form-field";
import { PostForm, SubmitButton } from "~/components/forms/post-form";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import type { Slot } from "~/domain/clients/callback";

export function CallbackForm({ lastResult, slots, projectId }: { lastResult: SubmissionResult<string[]> | null; slots: Slot[]; projectId: number | null }) {
  const [form, fields] = useSchemaForm(() => import("~/domain/clients/callback").then((m) => m.callbackSchema), {
    lastResult,
    defaultValue: { projet: projectId ? String(projectId) : "" },
  });
  const select = getSelectProps(fields.creneau);
  return (
    <PostForm form={form} className="mt-6 space-y-5">
      <TextField field={fields.nom} label="Votre nom" autoComplete="name" required />
      <TextField field={fields.telephone} label="Votre numéro de téléphone" type="tel" autoComplete="tel" required />
      <div>
        <label htmlFor={fields.creneau.id} className="font-semibold text-navy">
          Quand vous appeler ?<span aria-hidden="true" className="text-terracotta-dark"> *</span>
        </label>
        <select {...select} key={select.key} required className={inputClass}>
          <option value="">Choisissez une demi-journée…</option>
          {slots.map((slot) => (
            <option key={slot.value} value={slot.value}>
              {slot.label}
            </option>
          ))}
        </select>
        <FieldError id={fields.creneau.errorId} errors={fields.creneau.errors} />
      </div>
      <input type="hidden" name={fields.projet.name} value={projectId ? String(projectId) : ""} />
      <Honeypot />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton idle="Demander à être rappelé" busy="Envoi…" className={`${submitClass} w-full sm:w-auto`} />
    </PostForm>
  );
}
