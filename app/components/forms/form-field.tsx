// Form fields bound to conform: label, input, hint and the error under it, wired for screen readers.
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useEffect, useId, useState } from "react";

export const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900 focus:border-navy focus:outline-2 focus:outline-navy aria-[invalid=true]:border-red-700";

export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className="mt-1 text-sm font-medium text-red-800">
      {errors[0]}
    </p>
  );
}

/** The frame of every field: label (with the asterisk of a required field), hint, control, error. */
export function FieldFrame({
  field,
  label,
  hint,
  required = false,
  className = "",
  children,
}: {
  field: Pick<FieldMetadata<unknown>, "id" | "errorId" | "errors">;
  label: React.ReactNode;
  hint?: string;
  required?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={field.id} className="font-semibold text-navy">
        {label}
        {required && <span aria-hidden="true" className="text-terracotta-dark"> *</span>}
      </label>
      {hint && (
        <p id={hintIdOf(field, hint)} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The id of a field's hint, for aria-describedby; undefined without a hint. */
export const hintIdOf = (field: Pick<FieldMetadata<unknown>, "id">, hint: string | undefined) => (hint ? `${field.id}-aide` : undefined);

interface TextFieldProps {
  field: FieldMetadata<string | number | undefined | null>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "number" | "url" | "date";
  hint?: string;
  autoComplete?: string;
  required?: boolean;
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "text";
  className?: string;
}

export function TextField({ field, label, type = "text", hint, autoComplete, required, inputMode, className = "" }: TextFieldProps) {
  const props = getInputProps(field, { type, ariaDescribedBy: hintIdOf(field, hint) });
  return (
    <FieldFrame field={field} label={label} hint={hint} required={required} className={className}>
      <input {...props} key={props.key} autoComplete={autoComplete} inputMode={inputMode} required={required || props.required} className={inputClass} />
    </FieldFrame>
  );
}

/**
 * A password field with « Afficher » / « Masquer »: the button appears once JavaScript runs (without
 * it the field works as a plain password field).
 */
export function PasswordField({ field, label, hint, autoComplete, required }: Omit<TextFieldProps, "type" | "inputMode" | "className">) {
  const [shown, setShown] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  const props = getInputProps(field, { type: "password", ariaDescribedBy: hintIdOf(field, hint) });
  return (
    <FieldFrame field={field} label={label} hint={hint} required={required}>
      <div className="relative">
        <input
          {...props}
          key={props.key}
          type={shown ? "text" : "password"}
          autoComplete={autoComplete}
          required={required || props.required}
          className={`${inputClass} ${enhanced ? "pr-24" : ""}`}
        />
        {enhanced && (
          <button
            type="button"
            aria-pressed={shown}
            aria-controls={field.id}
            onClick={() => setShown((v) => !v)}
            className="absolute inset-y-0 right-0 mt-1 rounded-r-lg px-3 text-sm font-semibold text-navy underline hover:text-terracotta-dark focus-visible:outline-2 focus-visible:outline-terracotta"
          >
            {shown ? "Masquer" : "Afficher"}
            <span className="sr-only"> le mot de passe</span>
          </button>
        )}
      </div>
    </FieldFrame>
  );
}

export function TextArea({ field, label, rows = 5, hint }: { field: FieldMetadata<string | undefined | null>; label: string; rows?: number; hint?: string }) {
  const props = getTextareaProps(field, { ariaDescribedBy: hintIdOf(field, hint) });
  return (
    <FieldFrame field={field} label={label} hint={hint}>
      <textarea {...props} key={props.key} rows={rows} className={inputClass} />
    </FieldFrame>
  );
}

/**
 * A number as French staff type it: « 3,6 », « 1 200 », « 95 000 € » are all read (the server says
 * what it cannot read, where `type="number"` would silently send nothing). Numeric keyboard on
 * phones, except for signed figures: that keyboard has no minus sign.
 */
export function NumberField({ field, label, hint, signed = false, required = false }: { field: FieldMetadata<any>; label: string; hint?: string; signed?: boolean; required?: boolean }) {
  const props = getInputProps(field, { type: "text", ariaDescribedBy: hintIdOf(field, hint) });
  return (
    <FieldFrame field={field} label={label} hint={hint} required={required}>
      <input {...props} key={props.key} required={required} inputMode={signed ? undefined : "decimal"} autoComplete="off" className={inputClass} />
    </FieldFrame>
  );
}

/**
 * A checkbox with its label beside it, a hint under the label (its description) and the error under
 * both. `label` may hold links (« J’accepte les conditions… »); a required one shows the asterisk.
 */
export function Checkbox({
  id,
  label,
  hint,
  errors,
  errorId,
  required,
  ...input
}: {
  id: string;
  label: React.ReactNode;
  hint?: React.ReactNode;
  errors?: string[];
  errorId?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "type" | "className">) {
  const hintId = hint ? `${id}-aide` : undefined;
  const invalid = Boolean(errors?.length);
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...input}
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          className="mt-1 size-5 shrink-0 cursor-pointer accent-navy disabled:cursor-not-allowed"
        />
        <div>
          <label htmlFor={id} className="cursor-pointer text-slate-800">
            {label}
            {required && <span aria-hidden="true" className="text-terracotta-dark"> *</span>}
          </label>
          {hint && (
            <p id={hintId} className="text-sm text-slate-600">
              {hint}
            </p>
          )}
        </div>
      </div>
      {errorId && <FieldError id={errorId} errors={errors} />}
    </div>
  );
}

/** A checkbox bound to conform (checked from the form's value, its error shown). */
export function CheckboxField({ field, label, hint, required }: { field: FieldMetadata<any>; label: React.ReactNode; hint?: React.ReactNode; required?: boolean }) {
  const { key, id: _id, type: _type, "aria-invalid": _invalid, "aria-describedby": _describedBy, required: _required, ...props } = getInputProps(field, { type: "checkbox" });
  return <Checkbox key={key} {...props} id={field.id} label={label} hint={hint} required={required} errors={field.errors} errorId={field.errorId} />;
}

/** Errors of the whole form (e.g. « E-mail ou mot de passe incorrect. »), announced when they appear. */
export function FormErrors({ id, errors }: { id: string; errors?: string[] }) {
  return (
    <div id={id} role="alert" aria-live="assertive">
      {errors?.length ? <p className="rounded-lg bg-red-50 p-3 font-medium text-red-800">{errors[0]}</p> : null}
    </div>
  );
}

/** A field robots fill and people never see: a submission with it filled is dropped. */
export function Honeypot() {
  return (
    <div className="hidden" aria-hidden="true">
      <label htmlFor="site-web">Ne pas remplir ce champ</label>
      <input id="site-web" name="siteWeb" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

export const submitClass =
  "inline-flex items-center justify-center rounded-full bg-navy px-6 py-3 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta disabled:opacity-60";

/** A select list with « Choisissez… » first; required ones show the asterisk. */
export function SelectField({
  field,
  label,
  options,
  required = false,
  hint,
  emptyLabel = "Choisissez…",
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  required?: boolean;
  hint?: string;
  /** The first, empty choice: « Choisissez… », or what an empty value means (« Non renseigné »). */
  emptyLabel?: string;
}) {
  const props = getSelectProps(field, { ariaDescribedBy: hintIdOf(field, hint) });
  return (
    <FieldFrame field={field} label={label} hint={hint} required={required}>
      <select {...props} key={props.key} required={required} className={inputClass}>
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A titled part of a long admin form. */
export function FormSection({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-5 border-t border-slate-200 pt-8">
      <h2 id={id} className="text-2xl font-bold text-navy">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A framed group of fields (fieldset) with a legend and an optional description. */
export function FieldsetSection({ legend, description, children }: { legend: string; description?: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <fieldset className="min-w-0 rounded-2xl border border-slate-200 p-4 sm:p-6" aria-describedby={description ? id : undefined}>
      <legend className="px-2 text-xl font-bold text-navy">{legend}</legend>
      {description && (
        <p id={id} className="text-slate-700">
          {description}
        </p>
      )}
      <div className="mt-4 space-y-5">{children}</div>
    </fieldset>
  );
}

/** A sub-group of fields laid out in a grid. */
export function FieldGrid({ legend, children }: { legend: string; children: React.ReactNode }) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-lg font-semibold text-navy">{legend}</legend>
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

/** The errors of a whole admin form, under it: why it was not saved (« Le projet n’a pas pu être enregistré : »). */
export function SaveErrors({ id, errors, title }: { id: string; errors?: string[]; title: string }) {
  return (
    <div id={id} role="alert" aria-live="assertive">
      {errors?.length ? (
        <div className="rounded-lg bg-red-50 p-4 text-red-800">
          <p className="font-bold">{title}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5 font-medium">
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
