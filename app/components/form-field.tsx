// Form fields bound to conform: label, input, hint and the error under it, wired for screen readers.
import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";

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

interface TextFieldProps {
  field: FieldMetadata<string | number | undefined | null>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "number" | "url";
  hint?: string;
  autoComplete?: string;
  required?: boolean;
  inputMode?: "numeric" | "decimal" | "tel" | "email" | "text";
  className?: string;
}

export function TextField({ field, label, type = "text", hint, autoComplete, required, inputMode, className = "" }: TextFieldProps) {
  const hintId = hint ? `${field.id}-aide` : undefined;
  const props = getInputProps(field, { type, ariaDescribedBy: hintId });
  return (
    <div className={className}>
      <label htmlFor={field.id} className="font-semibold text-navy">
        {label}
        {required && <span aria-hidden="true" className="text-terracotta-dark"> *</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <input {...props} key={props.key} autoComplete={autoComplete} inputMode={inputMode} required={required || props.required} className={inputClass} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
}

export function TextArea({ field, label, rows = 5, hint }: { field: FieldMetadata<string | undefined | null>; label: string; rows?: number; hint?: string }) {
  const hintId = hint ? `${field.id}-aide` : undefined;
  const props = getTextareaProps(field, { ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={field.id} className="font-semibold text-navy">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <textarea {...props} key={props.key} rows={rows} className={inputClass} />
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
  );
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
}: {
  field: FieldMetadata<string | undefined>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  required?: boolean;
  hint?: string;
}) {
  const hintId = hint ? `${field.id}-aide` : undefined;
  const props = getSelectProps(field, { ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={field.id} className="font-semibold text-navy">
        {label}
        {required && <span aria-hidden="true" className="text-terracotta-dark"> *</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      <select {...props} key={props.key} required={required} className={inputClass}>
        <option value="">Choisissez…</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={field.errorId} errors={field.errors} />
    </div>
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
