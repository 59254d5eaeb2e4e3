// The staff's forms of a let property (issue 22): a lease, its end, a payment, an expense, an IRL quarter.
// One zod schema per form, used by the browser (useSchemaForm) and by the server. The rules are the domain's
// checks (leaseErrors, paymentErrors, expenseErrors, irlQuarterErrors), run here on what the form alone can
// tell, and again by the model with what the database holds (the other leases, the payments already in).
// Amounts are read as French visitors type them (« 620,50 », « 1 200 € »); an unreadable one is NaN, which the
// domain's checks refuse with their French message.
import { z } from "zod";
import { hasControlChars } from "../text/control-chars";
import { parseFrenchNumber } from "../text/french-number";
import { checkbox, idField } from "../content/form-values";
import { expenseErrors } from "./expenses";
import { irlQuarterErrors } from "./irl";
import { leaseErrors } from "./leases";
import { isDay } from "./calendar";

/** An amount as typed: a number, 0 when empty, NaN when unreadable (the domain's checks word the refusal). */
const amount = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = parseFrenchNumber(v);
    return typeof n === "number" ? n : Number.NaN;
  });

/**
 * A chosen id read leniently (NaN when missing or not one), refused in the form's superRefine: an object's
 * refinements only run once its fields parse, and a missing choice must not hide the other fields' messages.
 */
const chosenId = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === "string" && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : typeof v === "number" && Number.isInteger(v) && v > 0 ? v : Number.NaN));

const idError = (id: number, message: string) => (Number.isNaN(id) ? message : undefined);

/** A text field as the form sends it ("" when absent), trimmed. */
const typed = (max: number, label: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? "").trim())
    .refine((v) => v.length <= max, `${label} : ${max} caractères au plus.`)
    .refine((v) => !hasControlChars(v), `${label} contient des caractères de contrôle non autorisés.`);

/** Adds the domain's messages to the fields they name. */
function addErrors(ctx: z.RefinementCtx, errors: Partial<Record<string, string>>) {
  for (const [path, message] of Object.entries(errors)) if (message) ctx.addIssue({ code: "custom", path: [path], message });
}

/** « Trimestre de référence de l’IRL »: 1 to 4, or empty (the quarter in force at signing). */
const referenceQuarter = z
  .union([z.literal(""), z.enum(["1", "2", "3", "4"], { message: "Choisissez un trimestre de 1 à 4." })])
  .optional()
  .transform((v) => (v ? (Number(v) as 1 | 2 | 3 | 4) : null));

export const leaseFormSchema = z
  .object({
    projectId: chosenId,
    tenant: typed(200, "Le nom du locataire"),
    start: typed(10, "Le début du bail"),
    furnished: checkbox,
    rent: amount,
    charges: amount,
    deposit: amount,
    referenceQuarter,
    homeAddress: typed(300, "L’adresse du logement"),
    landlordAddress: typed(300, "L’adresse du bailleur"),
  })
  .superRefine((v, ctx) => addErrors(ctx, { projectId: idError(v.projectId, "Choisissez le projet loué."), ...leaseErrors({ ...v, end: null }, []) }));

export type LeaseForm = z.output<typeof leaseFormSchema>;

export const leaseEndFormSchema = z.object({
  leaseId: idField("Bail inconnu."),
  end: typed(10, "La fin du bail").refine(isDay, "La fin du bail doit être une date."),
});

/** « Mois », « Montant encaissé » and the day the money came in (empty: the day it is recorded). */
export const paymentFormSchema = z.object({
  leaseId: idField("Choisissez le bail."),
  month: typed(7, "Le mois"),
  amount,
  paidOn: typed(10, "La date d’encaissement"),
});

export type PaymentForm = z.output<typeof paymentFormSchema>;

export const expenseFormSchema = z
  .object({
    projectId: chosenId,
    category: typed(40, "La catégorie"),
    date: typed(10, "La date de la dépense"),
    amount,
  })
  // The books' start and today are the server's: here, only what the form alone can tell.
  .superRefine((v, ctx) => {
    const { category, amount: amountError, date } = expenseErrors(v, "0000-01-01", "9999-12-31");
    addErrors(ctx, { projectId: idError(v.projectId, "Choisissez le bien."), category, amount: amountError, date: isDay(v.date) ? undefined : date });
  });

export type ExpenseForm = z.output<typeof expenseFormSchema>;

/** A revision staff apply: the lease and the anniversary it revises (the model computes the rent again). */
export const revisionFormSchema = z.object({
  leaseId: idField("Bail inconnu."),
  anniversary: typed(10, "La date de révision").refine(isDay, "La date de révision doit être une date."),
});

/** A number of the IRL form (year, quarter, value): NaN when unreadable. */
export const irlQuarterFormSchema = z
  .object({
    year: amount,
    quarter: amount,
    value: amount,
    published: typed(10, "La date de publication"),
    source: typed(1000, "La source"),
  })
  .superRefine((v, ctx) => {
    const { published, ...rest } = irlQuarterErrors(v, [], "9999-12-31");
    addErrors(ctx, { ...rest, published: isDay(v.published) ? undefined : published });
  });

export type IrlQuarterForm = z.output<typeof irlQuarterFormSchema>;
