// The staff's forms of a let property (issue 22): a lease, its end, a payment, an expense, a revision, an IRL
// quarter. Each form is a table of fields made with the kinds of app/domain/content/fields.ts, as the content's
// entities are (docs/architecture.md, « A new entity »); its schema is the table's (`formSchema`), used by the
// browser (useSchemaForm) and by the server. The rules across fields are the domain's checks (leaseErrors,
// expenseErrors, irlQuarterErrors), refinements on top of the table's schema, run here on what the form alone can
// tell, and again by the model with what the database holds (the other leases, the payments already in).
import { z } from "zod";
import { amount, chosenId, flag, formSchema, inCents, inColumn, link, quarter, text, textWith } from "../content/fields";
import { typedText } from "../content/form-values";
import { expenseErrors } from "./expenses";
import { irlQuarterErrors } from "./irl";
import { leaseErrors } from "./leases";
import { isDay } from "./calendar";

/** The message of a choice left empty (a chosenId field is NaN then). */
const idError = (id: number, message: string) => (Number.isNaN(id) ? message : undefined);

/** Adds the domain's messages to the fields they name. */
function addErrors(ctx: z.RefinementCtx, errors: Partial<Record<string, string>>) {
  for (const [path, message] of Object.entries(errors)) if (message) ctx.addIssue({ code: "custom", path: [path], message });
}

/** A text as staff type it: trimmed, `max` characters at most, no control characters. */
const typed = (label: string, max: number) => text(label, { max, noControlChars: true });

/** A day a form requires (« 2025-03-15 »): `label` words the messages. */
const requiredDay = (label: string) => textWith(typedText(label, 10).refine(isDay, `${label} doit être une date.`));

/**
 * A lease: the property let, the tenant, the money, the IRL quarter it names and the addresses of its letters. Its
 * table's columns are these (ownership-schema.ts), money in cents, days in `…On` columns.
 */
export const leaseFields = {
  projectId: chosenId(),
  tenant: typed("Le nom du locataire", 200),
  start: inColumn(typed("Le début du bail", 10), "startOn"),
  furnished: flag(),
  rent: inCents(amount(), "rentCents"),
  charges: inCents(amount(), "chargesCents"),
  deposit: inCents(amount(), "depositCents"),
  /** « Trimestre de référence de l’IRL »: empty, the quarter in force at signing. */
  referenceQuarter: quarter(),
  homeAddress: typed("L’adresse du logement", 300),
  landlordAddress: typed("L’adresse du bailleur", 300),
};

export const leaseFormSchema = formSchema(leaseFields).superRefine((v, ctx) =>
  addErrors(ctx, { projectId: idError(v.projectId, "Choisissez le projet loué."), ...leaseErrors({ ...v, end: null }, []) }),
);

export type LeaseForm = z.output<typeof leaseFormSchema>;

export const leaseEndFields = {
  leaseId: link("Bail inconnu.", { describe: "Le bail qui prend fin." }),
  end: requiredDay("La fin du bail"),
};

export const leaseEndFormSchema = formSchema(leaseEndFields);

/** « Mois », « Montant encaissé » and the day the money came in (empty: the day it is recorded). */
export const paymentFields = {
  leaseId: link("Choisissez le bail.", { describe: "Le bail du loyer encaissé." }),
  month: typed("Le mois", 7),
  amount: inCents(amount(), "amountCents"),
  paidOn: typed("La date d’encaissement", 10),
};

export const paymentFormSchema = formSchema(paymentFields);

export type PaymentForm = z.output<typeof paymentFormSchema>;

export const expenseFields = {
  projectId: chosenId(),
  category: typed("La catégorie", 40),
  date: inColumn(typed("La date de la dépense", 10), "spentOn"),
  amount: inCents(amount(), "amountCents"),
};

export const expenseFormSchema = formSchema(expenseFields)
  // The books' start and today are the server's: here, only what the form alone can tell.
  .superRefine((v, ctx) => {
    const { category, amount: amountError, date } = expenseErrors(v, "0000-01-01", "9999-12-31");
    addErrors(ctx, { projectId: idError(v.projectId, "Choisissez le bien."), category, amount: amountError, date: isDay(v.date) ? undefined : date });
  });

export type ExpenseForm = z.output<typeof expenseFormSchema>;

/** A revision staff apply: the lease and the anniversary it revises (the model computes the rent again). */
export const revisionFields = {
  leaseId: link("Bail inconnu.", { describe: "Le bail révisé." }),
  anniversary: requiredDay("La date de révision"),
};

export const revisionFormSchema = formSchema(revisionFields);

/** An IRL quarter: its numbers (year, quarter, value) NaN when unreadable, refused by irlQuarterErrors. */
export const irlQuarterFields = {
  year: amount(),
  quarter: amount(),
  value: amount(),
  published: typed("La date de publication", 10),
  source: typed("La source", 1000),
};

export const irlQuarterFormSchema = formSchema(irlQuarterFields).superRefine((v, ctx) => {
  const { published, ...rest } = irlQuarterErrors(v, [], "9999-12-31");
  addErrors(ctx, { ...rest, published: isDay(v.published) ? undefined : published });
});

export type IrlQuarterForm = z.output<typeof irlQuarterFormSchema>;
