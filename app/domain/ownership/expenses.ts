// Expenses of a let property, by the categories of issue 22, with the checks of an expense as staff enter
// it and the sums by category over a period. Which category counts where (result, cash flow, yields, tax
// lines) is decided by the modules that use them; the two groups they share are named here.

import { fieldMessages } from "../text/french";
import { fromCents, toCents } from "../projects/finance";
import { type Day, formatDay, isDay } from "./calendar";

export const EXPENSE_CATEGORIES = [
  "taxe-fonciere",
  "assurance-pno",
  "copropriete",
  "travaux-entretien",
  "travaux-amelioration",
  "frais-gestion",
  "interets",
  "assurance-emprunteur",
  "autre",
] as const;
export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

/** The options of « Catégorie », in this order (the list, with the typographic apostrophe). */
export const EXPENSE_CATEGORY_LABELS: Record<ExpenseCategory, string> = {
  "taxe-fonciere": "Taxe foncière",
  "assurance-pno": "Assurance propriétaire non occupant",
  copropriete: "Charges de copropriété non récupérables",
  "travaux-entretien": "Travaux d’entretien et de réparation",
  "travaux-amelioration": "Travaux d’amélioration",
  "frais-gestion": "Frais de gestion",
  interets: "Intérêts d’emprunt",
  "assurance-emprunteur": "Assurance emprunteur",
  autre: "Autre",
};

export const isExpenseCategory = (value: unknown): value is ExpenseCategory =>
  typeof value === "string" && (EXPENSE_CATEGORIES as readonly string[]).includes(value);

/** The cost of the loan: not an operating charge (the announced net yield leaves the loan out too). */
export const FINANCING_CATEGORIES: readonly ExpenseCategory[] = ["interets", "assurance-emprunteur"];

/** Spending that adds to the property rather than runs it (capitalised by an LMNP au réel). */
export const CAPITAL_CATEGORIES: readonly ExpenseCategory[] = ["travaux-amelioration"];

/** An expense of the property. */
export interface Expense {
  category: ExpenseCategory;
  /** « Date de la dépense ». */
  date: Day;
  /** « Montant de la dépense » (€). */
  amount: number;
}

/** Amounts by category, every category present (0 when none). */
export type ByCategory = Record<ExpenseCategory, number>;

/** The expenses dated between two days (both included), summed by category, to the cent. */
export function expensesByCategory(expenses: readonly Expense[], from: Day, to: Day): ByCategory {
  const cents = Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, 0])) as ByCategory;
  for (const e of expenses) if (e.date >= from && e.date <= to) cents[e.category] += toCents(e.amount);
  return Object.fromEntries(EXPENSE_CATEGORIES.map((c) => [c, fromCents(cents[c])])) as ByCategory;
}

/** The sum of some categories (all of them by default), to the cent. */
export function sumCategories(amounts: ByCategory, categories: readonly ExpenseCategory[] = EXPENSE_CATEGORIES): number {
  return fromCents(categories.reduce((s, c) => s + toCents(amounts[c]), 0));
}

/** An expense as the form gives it, the amount already read as a number (NaN for an unreadable one). */
export interface ExpenseInput {
  category: string;
  date: string;
  amount: number;
}

export type ExpenseField = keyof ExpenseInput;

/**
 * The French messages of an expense staff record, keyed by field; empty when it can be saved. Rules: one of
 * the categories; a real date, not before the property's first lease (`booksStart`, when the books begin)
 * and not after `today`; an amount above zero.
 */
export function expenseErrors(input: ExpenseInput, booksStart: Day | null, today: Day): Partial<Record<ExpenseField, string>> {
  const errors: Partial<Record<ExpenseField, string>> = {};
  if (!isExpenseCategory(input.category)) errors.category = "Choisissez une catégorie de la liste.";
  if (!isDay(input.date)) errors.date = "La date de la dépense doit être une date.";
  else if (booksStart === null) errors.date = "Enregistrez d’abord le bail : les dépenses se comptent à partir de son début.";
  else if (input.date < booksStart) errors.date = `La date de la dépense ne peut pas précéder le début du premier bail (${formatDay(booksStart)}).`;
  else if (input.date > today) errors.date = "La date de la dépense ne peut pas être dans le futur.";
  if (!Number.isFinite(input.amount)) errors.amount = fieldMessages.money("Le montant de la dépense");
  else if (input.amount < 0) errors.amount = fieldMessages.notNegative("Le montant de la dépense");
  else if (input.amount === 0) errors.amount = "Le montant de la dépense doit être supérieur à zéro.";
  return errors;
}
