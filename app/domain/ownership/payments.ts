// Rent received: what each payment covers, the status of each month, the unpaid months and the amounts
// received in a year. Rules (issue 22):
// - a payment is for one month of one lease and covers that month's rent and charges as the lease sets them
//   (monthDue); a partial payment is split between rent and charges in the same proportion as the amount
//   due, and the month is « partiel »;
// - a month not fully paid by the 10th of the next month is late: « impayé » when nothing was received,
//   « partiel » when part was (the rest counts in the unpaid total);
// - months covered by no lease are « vacant »; a month whose deadline has not passed and that is not paid
//   yet is « à venir ».
// The year's receipts are counted on the day the money came in (« loyers encaissés », as form 2044 asks:
// rent of December paid in January counts in January's year).

import { formatMoneyCents } from "../text/format";
import { elide, fieldMessages } from "../text/french";
import { fromCents, toCents } from "../projects/finance";
import { type Day, type Month, addMonths, firstDay, formatDay, formatMonth, isDay, isMonth, lastDay } from "./calendar";
import { type Lease, type MonthDue, leaseDaysIn, monthDue } from "./leases";

/** Rent received for one month of one lease. */
export interface Payment {
  leaseId: number;
  /** « Mois » paid. */
  month: Month;
  /** « Montant encaissé » (€), rent and charges together. */
  amount: number;
  /** The day the money came in. */
  paidOn: Day;
}

export const MONTH_STATUSES = ["paye", "partiel", "impaye", "a-venir", "vacant"] as const;
export type MonthStatus = (typeof MONTH_STATUSES)[number];
export const MONTH_STATUS_LABELS: Record<MonthStatus, string> = {
  paye: "Payé",
  partiel: "Partiel",
  impaye: "Impayé",
  "a-venir": "À venir",
  vacant: "Vacant",
};

/** Day of the next month by which a month's rent is to be paid. */
export const PAYMENT_DAY = 10;

/** The last day to pay `month` without it being late: the 10th of the next month. */
export const paymentDeadline = (month: Month): Day => `${addMonths(month, 1)}-${String(PAYMENT_DAY).padStart(2, "0")}`;

/** One payment with the part of it that is rent and the part that is charges. */
export interface SplitPayment extends Payment {
  rent: number;
  charges: number;
}

const byDay = (a: Payment, b: Payment) => (a.paidOn < b.paidOn ? -1 : a.paidOn > b.paidOn ? 1 : 0);

/**
 * Splits the payments of one month between rent and charges in the proportion of what is due. The split is
 * made on the running total (rent so far = total so far × rent due ÷ total due, rounded to the cent), so a
 * month paid in full in several goes splits exactly as the lease sets it.
 */
export function splitPayments(due: Pick<MonthDue, "rent" | "total">, payments: readonly Payment[]): SplitPayment[] {
  const totalCents = toCents(due.total);
  const rentCents = toCents(due.rent);
  let paid = 0;
  let rentSoFar = 0;
  return [...payments].sort(byDay).map((p) => {
    paid += toCents(p.amount);
    const rentNow = totalCents > 0 ? Math.round((paid * rentCents) / totalCents) : 0;
    const rent = rentNow - rentSoFar;
    rentSoFar = rentNow;
    return { ...p, rent: fromCents(rent), charges: fromCents(toCents(p.amount) - rent) };
  });
}

/** One month of one lease: what was due, what came in, and its status on the day asked. */
export interface LeaseMonth {
  leaseId: number;
  tenant: string;
  month: Month;
  due: MonthDue;
  paid: number;
  paidRent: number;
  paidCharges: number;
  /** Still due: due.total − paid. */
  remaining: number;
  /** Day of the last payment, null when nothing came in. */
  lastPaidOn: Day | null;
  status: Exclude<MonthStatus, "vacant">;
  /** True when the deadline has passed and something is still due. */
  late: boolean;
  payments: SplitPayment[];
}

/** The status of a month of a lease on `today`, from what is due and what came in. */
function leaseMonthStatus(dueCents: number, paidCents: number, month: Month, today: Day): LeaseMonth["status"] {
  if (paidCents >= dueCents) return "paye";
  if (paidCents > 0) return "partiel";
  return today > paymentDeadline(month) ? "impaye" : "a-venir";
}

/** One month of a lease on `today` (payments that came in after `today` do not count yet), or null when the lease does not cover the month. */
export function leaseMonth(lease: Lease, month: Month, payments: readonly Payment[], today: Day): LeaseMonth | null {
  const due = monthDue(lease, month);
  if (!due) return null;
  const split = splitPayments(due, payments.filter((p) => p.leaseId === lease.id && p.month === month && p.paidOn <= today));
  const paidCents = split.reduce((s, p) => s + toCents(p.amount), 0);
  const status = leaseMonthStatus(toCents(due.total), paidCents, month, today);
  return {
    leaseId: lease.id,
    tenant: lease.tenant,
    month,
    due,
    paid: fromCents(paidCents),
    paidRent: fromCents(split.reduce((s, p) => s + toCents(p.rent), 0)),
    paidCharges: fromCents(split.reduce((s, p) => s + toCents(p.charges), 0)),
    remaining: fromCents(Math.max(0, toCents(due.total) - paidCents)),
    lastPaidOn: split.length > 0 ? split[split.length - 1].paidOn : null,
    status,
    late: status !== "paye" && today > paymentDeadline(month),
    payments: split,
  };
}

/** One month of the property: every lease running in it, and the property's status. */
export interface PropertyMonth {
  month: Month;
  status: MonthStatus;
  leases: LeaseMonth[];
  dueRent: number;
  dueCharges: number;
  /** Rent and charges received for this month (whenever they came in). */
  paidRent: number;
  paidCharges: number;
  /** Still due for this month once its deadline passed (0 before). */
  unpaid: number;
}

/** The status of the property for a month: « impayé » before « partiel » before « à venir » before « payé ». */
function propertyStatus(rows: readonly LeaseMonth[]): MonthStatus {
  if (rows.length === 0) return "vacant";
  for (const status of ["impaye", "partiel", "a-venir"] as const) if (rows.some((r) => r.status === status)) return status;
  return "paye";
}

const sum = <T>(rows: readonly T[], pick: (row: T) => number) => fromCents(rows.reduce((s, r) => s + toCents(pick(r)), 0));

/** The property's months on `today`: for each month asked, its leases, amounts and status. */
export function propertyMonths(leases: readonly Lease[], payments: readonly Payment[], months: readonly Month[], today: Day): PropertyMonth[] {
  return months.map((month) => {
    const rows = leases.flatMap((l) => leaseMonth(l, month, payments, today) ?? []);
    return {
      month,
      status: propertyStatus(rows),
      leases: rows,
      dueRent: sum(rows, (r) => r.due.rent),
      dueCharges: sum(rows, (r) => r.due.charges),
      paidRent: sum(rows, (r) => r.paidRent),
      paidCharges: sum(rows, (r) => r.paidCharges),
      unpaid: sum(rows, (r) => (r.late ? r.remaining : 0)),
    };
  });
}

/** Every payment of the property, split between rent and charges (see {@link splitPayments}). */
export function splitAll(leases: readonly Lease[], payments: readonly Payment[]): SplitPayment[] {
  const groups = new Map<string, Payment[]>();
  for (const p of payments) {
    const key = `${p.leaseId}|${p.month}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.values()].flatMap((group) => {
    const lease = leases.find((l) => l.id === group[0].leaseId);
    const due = lease ? monthDue(lease, group[0].month) : null;
    return due ? splitPayments(due, group) : [];
  });
}

/** Rent and charges received between two days, both included, counted on the day they came in. */
export function receivedBetween(leases: readonly Lease[], payments: readonly Payment[], from: Day, to: Day): { rent: number; charges: number } {
  const inRange = splitAll(leases, payments).filter((p) => p.paidOn >= from && p.paidOn <= to);
  return { rent: sum(inRange, (p) => p.rent), charges: sum(inRange, (p) => p.charges) };
}

/** Rent and charges received in a calendar year (« encaissés » in it). */
export const receivedInYear = (leases: readonly Lease[], payments: readonly Payment[], year: number) =>
  receivedBetween(leases, payments, `${year}-01-01`, `${year}-12-31`);

/** The late months among `rows` (see {@link propertyMonths}) and the total still due for them. */
export function unpaidOf(rows: readonly PropertyMonth[]): { months: Month[]; total: number } {
  const late = rows.filter((m) => m.unpaid > 0);
  return { months: late.map((m) => m.month), total: sum(late, (m) => m.unpaid) };
}

/* ------------------------------------------------------------------ */
/* Checks of a payment as staff enter it                               */
/* ------------------------------------------------------------------ */

/** A payment as the form gives it, the amount already read as a number (NaN for an unreadable one). */
export interface PaymentInput {
  month: string;
  amount: number;
  paidOn: string;
}

export type PaymentField = keyof PaymentInput;

/**
 * The French messages of a payment staff record for `lease`, keyed by field; empty when it can be saved.
 * Rules: a real month that the lease covers (no month before the lease or after its end); an amount above
 * zero that does not exceed what is still due for the month (`payments` are those already recorded); a
 * real day of payment, not after `today`.
 */
export function paymentErrors(input: PaymentInput, lease: Lease, payments: readonly Payment[], today: Day): Partial<Record<PaymentField, string>> {
  const errors: Partial<Record<PaymentField, string>> = {};
  if (!isMonth(input.month)) errors.month = "Le mois doit être un mois de l’année, au format AAAA-MM.";
  else if (!leaseDaysIn(lease, input.month)) {
    errors.month =
      lastDay(input.month) < lease.start
        ? `Le bail de ${lease.tenant} commence le ${formatDay(lease.start)} : ${formatMonth(input.month)} le précède.`
        : `Le bail de ${lease.tenant} a pris fin le ${formatDay(lease.end ?? today)} : ${formatMonth(input.month)} le suit.`;
  }
  if (!Number.isFinite(input.amount)) errors.amount = fieldMessages.money("Le montant encaissé");
  else if (input.amount < 0) errors.amount = fieldMessages.notNegative("Le montant encaissé");
  else if (input.amount === 0) errors.amount = "Le montant encaissé doit être supérieur à zéro.";
  else if (!errors.month) {
    const row = leaseMonth(lease, input.month, payments, today);
    if (row && toCents(input.amount) > toCents(row.remaining)) {
      errors.amount =
        row.remaining === 0
          ? `Le mois ${elide("de", formatMonth(input.month))} est déjà payé en entier (${formatMoneyCents(row.due.total)}).`
          : `Le montant encaissé (${formatMoneyCents(input.amount)}) dépasse ce qui reste dû pour ${formatMonth(input.month)} (${formatMoneyCents(row.remaining)}).`;
    }
  }
  if (!isDay(input.paidOn)) errors.paidOn = "La date d’encaissement doit être une date.";
  else if (input.paidOn > today) errors.paidOn = "La date d’encaissement ne peut pas être dans le futur.";
  return errors;
}

/**
 * The French message refusing to end `lease` on `end`, or null when it may end then: not before its start,
 * and not before a month for which rent was already recorded.
 */
export function leaseEndError(lease: Lease, end: string, payments: readonly Payment[]): string | null {
  if (!isDay(end)) return "La fin du bail doit être une date.";
  if (end < lease.start) return "La fin du bail ne peut pas précéder son début.";
  const after = payments.filter((p) => p.leaseId === lease.id && firstDay(p.month) > end).map((p) => p.month).sort();
  if (after.length > 0) return `Un loyer est enregistré pour ${formatMonth(after[after.length - 1])} : la fin du bail ne peut pas le précéder.`;
  return null;
}

