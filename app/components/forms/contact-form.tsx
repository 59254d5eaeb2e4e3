// The contact form (/contact), the island « contact » (decision 0046): checked in the browser from the first
// focus (useSchemaForm), posted by the browser, answered by the page's action.
import { type SubmissionResult, getTextareaProps } from "@conform-to/react";
import { FieldError, FormErrors, Honeypot, TextField, inputClass, submitClass } from "~/components/forms/form-field";
import { PostForm, SubmitButton } from "~/components/forms/post-form";
import { ProjectAbout } from "~/components/forms/project-about";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { CONTACT_LIMITS } from "~/domain/clients/contact-limits";
import { PROJECT_PARAM } from "~/domain/projects/project-interest";

export function ContactForm({ lastResult, project }: { lastResult: SubmissionResult<string[]> | null; project: { id: number; title: string } | null }) {
  const [form, fields] = useSchemaForm(() => import("~/domain/clients/contact").then((m) => m.contactSchema), { lastResult });
  const message = getTextareaProps(fields.message, { ariaDescribedBy: `${fields.message.id}-aide` });
  // The project stays in the URL: a refused form comes back about the same project.
  const action = project ? `/contact?${PROJECT_PARAM}=${project.id}` : "/contact";
  return (
    <PostForm form={form} action={action} className="mt-6 space-y-5">
      <p className="text-sm text-slate-600">
        Tous les champs sont obligatoires<span aria-hidden="true"> (*)</span>.
      </p>
      <ProjectAbout project={project} without="/contact" />
      <TextField field={fields.nom} label="Votre nom" autoComplete="name" required />
      <TextField field={fields.email} label="Votre adresse e-mail" type="email" autoComplete="email" required />
      <div>
        <label htmlFor={fields.message.id} className="font-semibold text-navy">
          Votre message<span aria-hidden="true" className="text-terracotta-dark"> *</span>
        </label>
        <p id={`${fields.message.id}-aide`} className="text-sm text-slate-600">
          Entre {CONTACT_LIMITS.messageMin} et 5 000 caractères. Pour un projet, précisez la ville visée et votre budget.
        </p>
        <textarea {...message} key={message.key} rows={7} required className={inputClass} />
        <FieldError id={fields.message.errorId} errors={fields.message.errors} />
      </div>
      <Honeypot />
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton idle="Envoyer le message" busy="Envoi en cours…" className={`${submitClass} w-full sm:w-auto`} />
    </PostForm>
  );
}
