// One step of the investor questionnaire (/formulaire, decision 0043): its questions, the other answers in hidden
// fields, « Précédent » and « Continuer ». The island « questionnaire » (decision 0046): posted by the browser,
// the server answers the next step or the errors of this one.
import { type FieldMetadata, type SubmissionResult, getInputProps } from "@conform-to/react";
import { CheckboxField, FieldError, FormErrors, Honeypot, TextArea, TextField, inputClass, submitClass } from "~/components/forms/form-field";
import { PostForm, SubmitButton, useSending } from "~/components/forms/post-form";
import { ProjectAbout } from "~/components/forms/project-about";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { elide } from "~/domain/text/french";
import { PROJECT_PARAM } from "~/domain/projects/project-interest";
import { APPORTS, COURTIER, DELEGATION, RESIDENCES, SITUATIONS, TRAVAUX } from "~/domain/clients/questionnaire-options";
import { BACK_INTENT, QUESTIONNAIRE_STEPS, STEP_COUNT, STEP_FIELD, type QuestionnaireField } from "~/domain/clients/questionnaire-steps";

type Values = Partial<Record<QuestionnaireField, string>>;

/** "800 à 1 200 €/m²" must not break inside "1 200" nor before "€". */
const keepNumbersTogether = (text: string) => text.replace(/(\d) (?=\d|€|%)/g, "$1\u00a0");

interface Option {
  value: string;
  label: string;
}

/** A single-choice question: a fieldset of radio buttons, its error under it. */
function RadioGroup({
  field,
  legend,
  options,
  columns = "sm:grid-cols-2",
  hint,
  children,
}: {
  field: FieldMetadata<string | undefined>;
  legend: string;
  options: readonly Option[];
  columns?: string;
  hint?: string;
  children?: React.ReactNode;
}) {
  const hintId = hint ? `${field.id}-aide` : undefined;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="font-semibold text-navy">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {options.map((option) => {
          const { key: _key, ...props } = getInputProps(field, { type: "radio", value: option.value });
          const id = `${field.id}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-800 hover:border-navy has-checked:border-navy has-checked:bg-sand/60 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-navy"
            >
              <input {...props} id={id} className="h-4 w-4 shrink-0 accent-navy" />
              <span>{keepNumbersTogether(option.label)}</span>
            </label>
          );
        })}
      </div>
      {children}
      <FieldError id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

/** One step of the questionnaire: its questions, the other answers in hidden fields, « Précédent » and « Continuer ». */
export function QuestionnaireStep({
  step,
  values,
  result,
  account,
  project,
  budgetFromProject = null,
  companyName,
}: {
  step: number;
  values: Values;
  result: SubmissionResult<string[]> | null;
  account: { email: string; complete: boolean } | null;
  project: { id: number; title: string } | null;
  /** The project's price the budget was prefilled with (opened from a project, no budget given before). */
  budgetFromProject?: string | null;
  companyName: string;
}) {
  const [form, fields] = useSchemaForm(() => import("~/domain/clients/questionnaire").then((m) => m.questionnaireStepSchema(step)), {
    id: `questionnaire-${step}`,
    lastResult: result,
    defaultValue: values,
  });
  const { key: _emailKey, ...emailProps } = getInputProps(fields.email, { type: "email", ariaDescribedBy: account ? `${fields.email.id}-aide` : undefined });
  const linkClass = "font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark";
  const current = QUESTIONNAIRE_STEPS[step - 1];
  const last = step === STEP_COUNT;

  return (
    <PostForm form={form} action={project ? `/formulaire?${PROJECT_PARAM}=${project.id}` : "/formulaire"} className="mt-6 space-y-8">
      <ProjectAbout project={project} without="/formulaire" />
      <input type="hidden" name={STEP_FIELD} value={step} />
      {(Object.entries(values) as [QuestionnaireField, string][])
        .filter(([name]) => !current.fields.includes(name))
        .map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}

      <section aria-labelledby="etape-titre" className="space-y-6 rounded-2xl border border-slate-200 p-5 sm:p-6">
        <h2 id="etape-titre" className="text-2xl font-bold text-navy">
          {current.title}
        </h2>
        {step === 1 && (
          <>
            <TextField
              field={fields.budget}
              label="Budget total de l’opération"
              inputMode="numeric"
              hint={
                budgetFromProject
                  ? "Repris du prix global de ce projet, achat, travaux et frais compris\u00a0: modifiez-le si votre budget est différent."
                  : "En euros, par exemple 150\u00a0000\u00a0: achat, travaux et frais compris."
              }
            />
            <RadioGroup field={fields.travaux} legend="Travaux envisagés" options={TRAVAUX} />
            <RadioGroup
              field={fields.apportPerso}
              legend="Apport personnel, en % du coût total de l’opération"
              hint={"Le coût total de l’opération\u00a0: prix d’achat, frais de notaire, travaux et ameublement."}
              options={APPORTS}
              columns="sm:grid-cols-3"
            />
          </>
        )}
        {step === 2 && (
          <>
            <RadioGroup field={fields.ammeublement} legend="Ameublement (achat et montage des meubles)" options={DELEGATION} />
            <RadioGroup field={fields.gestionLoc} legend="Gestion locative (locataires, loyers, entretien)" options={DELEGATION} />
            <RadioGroup field={fields.courtier} legend="Souhaitez-vous être accompagné par un courtier ?" options={COURTIER} columns="grid-cols-2" />
          </>
        )}
        {step === 3 && (
          <>
            <RadioGroup
              field={fields.situationPro}
              legend="Situation professionnelle"
              options={SITUATIONS.map((s) => ({ value: s, label: s }))}
              columns="grid-cols-2 sm:grid-cols-3"
            >
              <TextField field={fields.situationAutre} label="Si « Autre », précisez" className="mt-3" />
            </RadioGroup>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField field={fields.age} label="Âge" type="number" inputMode="numeric" hint="En années, par exemple 42." />
              <TextField field={fields.revenus} label="Revenus annuels nets" inputMode="numeric" hint="En euros, pour votre foyer." />
            </div>
            <RadioGroup field={fields.resPrincipale} legend="Résidence principale" options={RESIDENCES} columns="sm:grid-cols-3" />
          </>
        )}
        {last && (
          <>
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField field={fields.prenom} label="Prénom" autoComplete="given-name" required />
              <TextField field={fields.nom} label="Nom" autoComplete="family-name" required />
              <TextField field={fields.ville} label="Ville" autoComplete="address-level2" required />
              <TextField field={fields.telephone} label="Téléphone" type="tel" autoComplete="tel" />
              {account ? (
                <div className="sm:col-span-2">
                  <label htmlFor={fields.email.id} className="font-semibold text-navy">
                    Adresse e-mail<span aria-hidden="true" className="text-terracotta-dark"> *</span>
                  </label>
                  <p id={`${fields.email.id}-aide`} className="text-sm text-slate-600">
                    L’adresse de votre compte.
                  </p>
                  <input {...emailProps} readOnly className={`${inputClass} bg-slate-100`} />
                </div>
              ) : (
                <TextField field={fields.email} label="Adresse e-mail" type="email" autoComplete="email" required className="sm:col-span-2" />
              )}
            </div>
            <TextArea field={fields.commentaire} label="Votre message" hint="Vos objectifs, vos questions, une ville qui vous intéresse…" />
            <CheckboxField
              field={fields.rgpd}
              required
              label={
                <>
                  J’accepte {elide("que", companyName)} utilise ces informations pour étudier mon projet et me recontacter, dans les
                  conditions décrites par la{" "}
                  <a href="/politique-confidentialite" className={linkClass}>
                    politique de confidentialité
                  </a>
                  .
                </>
              }
            />
          </>
        )}
      </section>

      <Honeypot />
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        {step > 1 ? <BackButton /> : <span />}
        <SubmitButton idle={!last ? "Continuer" : account ? "Enregistrer mes réponses" : "Envoyer mon questionnaire"} busy="Envoi…" className={submitClass} />
      </div>
    </PostForm>
  );
}



/** « Précédent »: back to the step before, this one's answers kept and not checked (formNoValidate). */
function BackButton() {
  const sending = useSending();
  return (
    <button type="submit" name="intent" value={BACK_INTENT} formNoValidate className={`${secondaryClass} aria-disabled:opacity-60`} aria-disabled={sending || undefined}>
      Précédent
    </button>
  );
}

const secondaryClass =
  "inline-flex items-center justify-center rounded-full border border-navy px-6 py-3 font-semibold text-navy hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";
