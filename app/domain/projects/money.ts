// Money arithmetic of a rental project: rounding, cost and loan amount, display entries, charges, yields
// and cash flow. Pure module: no I/O, no clock. Amounts are in euros.
import type { ProjectCharges, ProjectTotal } from "../content/entities";

/* ------------------------------------------------------------------ */
/* Rounding                                                            */
/* ------------------------------------------------------------------ */

/** Highest annual interest rate (percent) accepted by the loan functions. */
export const MAX_ANNUAL_RATE_PCT = 20;

/** Longest loan (years, deferral included) accepted by {@link validateSimulationInput}. */
export const MAX_DURATION_YEARS = 50;

/** Longest works period (months) accepted by {@link validateSimulationInput}. */
export const MAX_WORKS_MONTHS = 120;

/**
 * Months of rent received in the first `months` months of ownership when the works take
 * `worksMonths` months (no rent while the works run): max(0, months − worksMonths). A fractional works
 * period (e.g. 2.5 months) leaves that fraction of a month's rent out.
 */
export function rentedMonths(months: number, worksMonths: number): number {
  return Math.max(0, months - Math.max(0, worksMonths));
}

/**
 * Rounds a number to `decimals` decimals, half away from zero, without the
 * binary floating-point surprise of `Math.round(1.005 * 100)` (which gives 100).
 * Never returns `-0`.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((Math.abs(value) * factor).toPrecision(15));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return rounded === 0 ? 0 : rounded;
}

/** Rounds an amount in euros to the cent (see {@link roundTo}). */
export function roundCents(amount: number): number {
  return roundTo(amount, 2);
}

export { fromCents, toCents } from "./cents";

/* ------------------------------------------------------------------ */
/* Cost and loan amount                                                */
/* ------------------------------------------------------------------ */

/**
 * Total cost of the project in euros:
 * priceAcqui + works + fraisNotaire + fraisAgence + furnishing + DM2AComi.
 * The personal contribution (`apportPersonnel`) is NOT part of the cost: it is
 * how part of the cost is paid, and is shown apart. Not rounded.
 */
export function totalCost(total: ProjectTotal): number {
  return (
    total.priceAcqui +
    total.works +
    total.fraisNotaire +
    total.fraisAgence +
    total.furnishing +
    total.DM2AComi
  );
}

/**
 * Amount to borrow in euros: max(0, totalCost − apportPersonnel).
 * A contribution larger than the cost means nothing is borrowed. Not rounded.
 */
export function borrowedAmount(total: ProjectTotal): number {
  return Math.max(0, totalCost(total) - total.apportPersonnel);
}

/**
 * Value of the property used by the net gain estimate: the « valeur estimée après travaux » staff
 * entered (`estimated`), or else purchase price + works (no appreciation, no inflation;
 * notary/agency fees, furnishing and the commission are sunk costs).
 */
export function propertyValue(total: ProjectTotal, estimated?: number | null): number {
  return estimated ?? total.priceAcqui + total.works;
}


/* ------------------------------------------------------------------ */
/* Display helpers                                                     */
/* ------------------------------------------------------------------ */

/** A numeric entry ready for display. */
export interface DisplayEntry<K extends string = string> {
  key: K;
  label: string;
  amount: number;
}

/**
 * Entries of a block of amounts (e.g. ProjectTotal, ProjectCharges) with their
 * labels, in the order of the keys of `labels`, skipping the zero entries (and
 * any label whose entry is missing or not a finite number).
 *
 * `T` is constrained with a mapped type rather than `Record<string, number>` so
 * that interfaces such as ProjectTotal (which have no index signature) are accepted.
 */
export function displayEntries<T extends { [K in keyof T]: number }>(
  entries: T,
  labels: Record<keyof T & string, string>,
): DisplayEntry<keyof T & string>[] {
  const result: DisplayEntry<keyof T & string>[] = [];
  for (const key of Object.keys(labels) as (keyof T & string)[]) {
    const amount: unknown = entries[key];
    if (typeof amount !== "number" || !Number.isFinite(amount) || amount === 0) continue;
    result.push({ key, label: labels[key], amount });
  }
  return result;
}

/** Sum of all the values of a block of amounts (not rounded). */
export function sumEntries<T extends { [K in keyof T]: number }>(entries: T): number {
  let sum = 0;
  for (const value of Object.values(entries) as number[]) sum += value;
  return sum;
}

/* ------------------------------------------------------------------ */
/* Charges, yields, cash flow                                          */
/* ------------------------------------------------------------------ */

/** Monthly charges other than the loan payment. */
export type NonLoanCharges = Omit<ProjectCharges, "mensualiter">;

/**
 * Total monthly charges: mensualiter (loan payment) + taxeFonciere +
 * chargesCopro + chargesCourantes + pno + cfe + rentalManage. Not rounded.
 */
export function monthlyChargesTotal(charges: ProjectCharges): number {
  return charges.mensualiter + nonRecoverableMonthlyCharges(charges);
}

/**
 * Monthly charges borne by the owner that count in the net yield:
 * taxeFonciere + chargesCopro + chargesCourantes + pno + cfe + rentalManage
 * (the loan payment is financing, not a charge). Not rounded.
 */
export function nonRecoverableMonthlyCharges(charges: NonLoanCharges): number {
  return (
    charges.taxeFonciere +
    charges.chargesCopro +
    charges.chargesCourantes +
    charges.pno +
    charges.cfe +
    charges.rentalManage
  );
}

/**
 * Gross yield in percent: yearlyRent / totalCost × 100. Not rounded.
 * Returns 0 when the cost is not positive (no meaningful yield).
 */
export function grossYield(yearlyRent: number, cost: number): number {
  if (!(cost > 0)) return 0;
  return (yearlyRent / cost) * 100;
}

/**
 * Net yield in percent: (yearlyRent − yearlyNonRecoverableCharges) / totalCost × 100,
 * where the non-recoverable charges are {@link nonRecoverableMonthlyCharges} × 12
 * (loan payment excluded). Before tax. Not rounded. Returns 0 when the cost is not positive.
 */
export function netYield(yearlyRent: number, yearlyNonRecoverableCharges: number, cost: number): number {
  if (!(cost > 0)) return 0;
  return ((yearlyRent - yearlyNonRecoverableCharges) / cost) * 100;
}

/**
 * Monthly cash flow in euros: rent − monthly charges, the charges INCLUDING the
 * loan payment. Rounded to the cent. Negative when the investor must top up.
 */
export function monthlyCashflow(monthlyRent: number, monthlyCharges: number): number {
  return roundCents(monthlyRent - monthlyCharges);
}

