// The staff's forms of a client's « Location » page (issue 22): a new lease, a payment, an expense. Each is a
// conform form checked in the browser by its schema (app/domain/ownership/ownership-forms.ts, loaded at the
// first focus) and on the server by the same schema and the model; the labels are the issue's, exactly.
import { type FieldMetadata, type SubmissionResult, getFormProps, getInputProps } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { CheckboxField, FieldFrame, FormErrors, NumberField, SelectField, TextField, hintIdOf, inputClass, submitClass } from "~/components/forms/form-field";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from "~/domain/ownership/expenses";

const forms = () => import("~/domain/ownership/ownership-forms");

/** An `<input type="date">` or `type="month"` bound to conform. */
export function DateField({ field, label, type = "date", hint, required }: { field: FieldMetadata<any>; label: string; type?: "date" | "month"; hint?: string; required?: boolean }) {
  const props = getInputProps(field, { type, ariaDescribedBy: hintIdOf(field, hint) });
  return (
    <FieldFrame field={field} label={label} hint={hint} required={required}>
      <input {...props} key={props.key} required={required} min={type === "date" ? "2000-01-01" : "2000-01"} max={type === "date" ? "2100-12-31" : "2100-12"} className={inputClass} />
    </FieldFrame>
  );
}

function Submit({ intent, label }: { intent: string; label: string }) {
  const busy = useNavigation().state === "submitting";
  return (
    <button type="submit" name="intent" value={intent} disabled={busy} className={submitClass}>
      {label}
    </button>
  );
}

export function LeaseForm({ projects, lastResult }: { projects: { id: number; title: string }[]; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(() => forms().then((m) => m.leaseFormSchema), { id: "bail", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
      <SelectField field={fields.projectId} label="Projet" options={projects.map((p) => ({ value: String(p.id), label: p.title }))} required hint="Le bien que le client a acheté." />
      <TextField field={fields.tenant} label="Locataire" required autoComplete="off" />
      <div className="grid gap-5 sm:grid-cols-2">
        <DateField field={fields.start} label="Début du bail" required />
        <SelectField
          field={fields.referenceQuarter}
          label="Trimestre de référence de l’IRL"
          options={[1, 2, 3, 4].map((q) => ({ value: String(q), label: `${q === 1 ? "1er" : `${q}e`} trimestre` }))}
          emptyLabel="Celui en vigueur à la signature"
          hint="Celui que le bail nomme pour la révision du loyer."
        />
      </div>
      <CheckboxField field={fields.furnished} label="Meublé" />
      <div className="grid gap-5 sm:grid-cols-3">
        <NumberField field={fields.rent} label="Loyer hors charges" required />
        <NumberField field={fields.charges} label="Provision pour charges" />
        <NumberField field={fields.deposit} label="Dépôt de garantie" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField field={fields.homeAddress} label="Adresse du logement" hint="Imprimée sur les quittances et les lettres au locataire." autoComplete="off" />
        <TextField field={fields.landlordAddress} label="Adresse du bailleur" hint="Celle du client, telle que le bail la donne." autoComplete="off" />
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Submit intent="bail" label="Enregistrer le bail" />
    </Form>
  );
}

export function PaymentForm({
  leases,
  defaultLeaseId,
  lastResult,
}: {
  leases: { id: number; label: string }[];
  defaultLeaseId: number | null;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useSchemaForm(() => forms().then((m) => m.paymentFormSchema), {
    id: "paiement",
    lastResult,
    defaultValue: { leaseId: defaultLeaseId ? String(defaultLeaseId) : "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
      <SelectField field={fields.leaseId} label="Bail" options={leases.map((l) => ({ value: String(l.id), label: l.label }))} required />
      <div className="grid gap-5 sm:grid-cols-3">
        <DateField field={fields.month} label="Mois" type="month" required />
        <NumberField field={fields.amount} label="Montant encaissé" required hint="Loyer et charges ensemble." />
        <DateField field={fields.paidOn} label="Date d’encaissement" hint="Vide : aujourd’hui." />
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Submit intent="paiement" label="Enregistrer le paiement" />
    </Form>
  );
}

export function ExpenseForm({ properties, lastResult }: { properties: { projectId: number; title: string }[]; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useSchemaForm(() => forms().then((m) => m.expenseFormSchema), {
    id: "depense",
    lastResult,
    defaultValue: { projectId: properties.length === 1 ? String(properties[0].projectId) : "" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 space-y-5">
      <SelectField field={fields.projectId} label="Bien" options={properties.map((p) => ({ value: String(p.projectId), label: p.title }))} required />
      <div className="grid gap-5 sm:grid-cols-3">
        <SelectField field={fields.category} label="Catégorie" options={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] }))} required />
        <DateField field={fields.date} label="Date de la dépense" required />
        <NumberField field={fields.amount} label="Montant de la dépense" required />
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <Submit intent="depense" label="Enregistrer la dépense" />
    </Form>
  );
}
