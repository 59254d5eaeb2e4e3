// Leases of a let property over time: successive tenants, the rent in force on a day (after IRL revisions),
// what a month is due (prorated by days when the lease starts or ends during it), the vacancy between
// tenants, and the checks of a lease as staff enter it (French messages keyed by field). Pure; money is
// worked in integer cents through the finance module's toCents / fromCents.

import { formatMoneyCents } from "../text/format";
import { fieldMessages } from "../text/french";
import { fromCents, toCents } from "../projects/finance";
import { type Day, type Month, addDays, addYears, daysBetween, daysInMonth, earlier, firstDay, formatDay, isDay, lastDay, later } from "./calendar";

/** A rent revision applied to a lease: from `from` on, the rent excluding charges is `rent`. */
export interface RentChange {
  from: Day;
  rent: number;
}

/** A lease of the property, as staff keep it. Amounts in euros. */
export interface Lease {
  id: number;
  /** The tenant's name, shown to the owner and staff only. */
  tenant: string;
  /** « Début du bail ». */
  start: Day;
  /** Last day of the lease (included); null while it runs. */
  end: Day | null;
  /** « Meublé ». */
  furnished: boolean;
  /** « Loyer hors charges » at signing, per month. */
  rent: number;
  /** « Provision pour charges », per month. */
  charges: number;
  /** « Dépôt de garantie ». */
  deposit: number;
  /** Revisions applied, in date order (empty when none). */
  revisions: readonly RentChange[];
}

/** The rent excluding charges in force on `day`: the last revision in force then, else the rent at signing. */
export function rentOn(lease: Pick<Lease, "rent" | "revisions">, day: Day): number {
  let rent = lease.rent;
  for (const change of lease.revisions) if (change.from <= day) rent = change.rent;
  return rent;
}

/** Whether the lease runs on `day`. */
export const leaseCovers = (lease: Pick<Lease, "start" | "end">, day: Day): boolean =>
  lease.start <= day && (lease.end === null || day <= lease.end);

/** The days of `month` the lease covers, or null when it covers none. */
export function leaseDaysIn(lease: Pick<Lease, "start" | "end">, month: Month): { from: Day; to: Day } | null {
  const from = later(lease.start, firstDay(month));
  const to = lease.end === null ? lastDay(month) : earlier(lease.end, lastDay(month));
  return from <= to ? { from, to } : null;
}

/** What a lease is due for a month: the days covered and the rent and charges for them. */
export interface MonthDue {
  from: Day;
  to: Day;
  /** Rent excluding charges for those days (€, to the cent). */
  rent: number;
  /** Provision for charges for those days (€, to the cent). */
  charges: number;
  /** rent + charges. */
  total: number;
}

/**
 * What the lease is due for `month`, or null when it does not cover the month. A whole month is due the
 * rent and the charges as the lease sets them; a month the lease starts or ends in is due them prorated by
 * days (rent × days covered ÷ days in the month, rounded to the cent). A revision taking effect during the
 * month counts each rent for its own days.
 */
export function monthDue(lease: Lease, month: Month): MonthDue | null {
  const days = leaseDaysIn(lease, month);
  if (!days) return null;
  const length = daysInMonth(month);
  // Split the covered days where a revision takes effect: each part at the rent in force on its first day.
  const cuts = lease.revisions.map((r) => r.from).filter((d) => d > days.from && d <= days.to);
  const bounds = [days.from, ...cuts, addDays(days.to, 1)];
  let rentCents = 0;
  for (let i = 0; i + 1 < bounds.length; i++) {
    rentCents += (toCents(rentOn(lease, bounds[i])) * daysBetween(bounds[i], bounds[i + 1])) / length;
  }
  const covered = daysBetween(days.from, days.to) + 1;
  const rent = fromCents(Math.round(rentCents));
  const charges = fromCents(Math.round((toCents(lease.charges) * covered) / length));
  return { ...days, rent, charges, total: fromCents(toCents(rent) + toCents(charges)) };
}

/** The lease running on `day`, if any (leases of one property never overlap). */
export const leaseOn = <L extends Pick<Lease, "start" | "end">>(leases: readonly L[], day: Day): L | null =>
  leases.find((l) => leaseCovers(l, day)) ?? null;

/** The day the property's books start: the start of its first lease, or null without a lease. */
export function booksStart(leases: readonly Pick<Lease, "start">[]): Day | null {
  return leases.reduce<Day | null>((first, l) => (first === null || l.start < first ? l.start : first), null);
}

/** A period with no lease running, both days included. */
export interface VacancyPeriod {
  from: Day;
  to: Day;
  days: number;
}

/**
 * The periods between `from` and `to` (both included) when no lease runs: the gaps between successive
 * tenants, and the time after the last lease ended. Nothing before the first lease counts (the books start
 * when the property is first let): `from` is moved to the first lease's start.
 */
export function vacancyPeriods(leases: readonly Pick<Lease, "start" | "end">[], from: Day, to: Day): VacancyPeriod[] {
  const start = booksStart(leases);
  if (start === null) return [];
  const sorted = [...leases].sort((a, b) => (a.start < b.start ? -1 : 1));
  const periods: VacancyPeriod[] = [];
  let cursor = later(from, start);
  for (const lease of sorted) {
    if (cursor > to) break;
    if (lease.start > cursor) {
      const gapEnd = earlier(addDays(lease.start, -1), to);
      periods.push({ from: cursor, to: gapEnd, days: daysBetween(cursor, gapEnd) + 1 });
    }
    if (lease.end === null) return periods;
    cursor = later(cursor, addDays(lease.end, 1));
  }
  if (cursor <= to) periods.push({ from: cursor, to, days: daysBetween(cursor, to) + 1 });
  return periods;
}

/** Number of vacant days between `from` and `to`, both included (see {@link vacancyPeriods}). */
export const vacantDays = (leases: readonly Pick<Lease, "start" | "end">[], from: Day, to: Day): number =>
  vacancyPeriods(leases, from, to).reduce((sum, p) => sum + p.days, 0);

/* ------------------------------------------------------------------ */
/* Renewal                                                             */
/* ------------------------------------------------------------------ */

/**
 * Length of a lease term in years: 1 for a furnished home (loi n° 89-462 du 6 juillet 1989, art. 25-7),
 * 3 for an unfurnished one let by a private landlord (art. 10). At the end of a term the lease is renewed
 * (tacitly, when neither party gives notice).
 */
export const leaseTermYears = (lease: Pick<Lease, "furnished">): number => (lease.furnished ? 1 : 3);

/** The day the lease's current term began on `day`: its start, or its last (tacit) renewal. */
export function currentTermStart(lease: Pick<Lease, "start" | "furnished">, day: Day): Day {
  const term = leaseTermYears(lease);
  let termStart = lease.start;
  for (let k = 1; addYears(lease.start, k * term) <= day; k++) termStart = addYears(lease.start, k * term);
  return termStart;
}

/* ------------------------------------------------------------------ */
/* Checks of a lease as staff enter it                                 */
/* ------------------------------------------------------------------ */

/** A lease as the form gives it, amounts already read as numbers (NaN for an unreadable one). */
export interface LeaseInput {
  tenant: string;
  start: string;
  end: string | null;
  furnished: boolean;
  rent: number;
  charges: number;
  deposit: number;
}

export type LeaseField = keyof LeaseInput;

/** Most months of rent excluding charges a deposit may hold: 1 unfurnished (art. 22), 2 furnished (art. 25-6). */
export const depositMonths = (furnished: boolean): number => (furnished ? 2 : 1);

const LABELS = {
  tenant: "Le nom du locataire",
  start: "Le début du bail",
  rent: "Le loyer hors charges",
  charges: "La provision pour charges",
  deposit: "Le dépôt de garantie",
} as const;

function amountError(label: string, value: number): string | null {
  if (!Number.isFinite(value)) return fieldMessages.money(label);
  if (value < 0) return fieldMessages.notNegative(label);
  return null;
}

const span = (l: Pick<Lease, "start" | "end">) =>
  l.end === null ? `depuis le ${formatDay(l.start)}` : `du ${formatDay(l.start)} au ${formatDay(l.end)}`;

/**
 * The French messages of a lease staff enter or change, keyed by field; empty when it can be saved.
 * `others` are the property's other leases: a lease may not overlap one of them (one tenant at a time).
 * Rules: a tenant's name; real dates, the end not before the start; a rent above zero; charges and deposit
 * not negative; a deposit of at most one month of rent excluding charges unfurnished (loi du 6 juillet
 * 1989, art. 22), two furnished (art. 25-6).
 */
export function leaseErrors(input: LeaseInput, others: readonly Pick<Lease, "tenant" | "start" | "end">[]): Partial<Record<LeaseField, string>> {
  const errors: Partial<Record<LeaseField, string>> = {};
  if (input.tenant.trim() === "") errors.tenant = fieldMessages.required(LABELS.tenant);
  if (!isDay(input.start)) errors.start = "Le début du bail doit être une date.";
  if (input.end !== null && !isDay(input.end)) errors.end = "La fin du bail doit être une date.";
  else if (input.end !== null && isDay(input.start) && input.end < input.start) {
    errors.end = "La fin du bail ne peut pas précéder son début.";
  }
  const rent = amountError(LABELS.rent, input.rent);
  if (rent) errors.rent = rent;
  else if (input.rent === 0) errors.rent = "Le loyer hors charges doit être supérieur à zéro.";
  const charges = amountError(LABELS.charges, input.charges);
  if (charges) errors.charges = charges;
  const deposit = amountError(LABELS.deposit, input.deposit);
  if (deposit) errors.deposit = deposit;
  else if (!errors.rent) {
    const months = depositMonths(input.furnished);
    const max = fromCents(toCents(input.rent) * months);
    if (input.deposit > max) {
      errors.deposit = input.furnished
        ? `Le dépôt de garantie ne peut pas dépasser deux mois de loyer hors charges pour une location meublée (${formatMoneyCents(max)} au plus).`
        : `Le dépôt de garantie ne peut pas dépasser un mois de loyer hors charges pour une location nue (${formatMoneyCents(max)} au plus).`;
    }
  }
  if (!errors.start && !errors.end) {
    const self = { start: input.start, end: input.end };
    const clash = others.find((o) => o.start <= (self.end ?? "9999-12-31") && self.start <= (o.end ?? "9999-12-31"));
    if (clash) errors.start = `Ce bail chevauche celui de ${clash.tenant.trim()} (${span(clash)}) : un seul bail à la fois.`;
  }
  return errors;
}
