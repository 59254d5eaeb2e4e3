// Investment arithmetic of a rental project: cost, loan, yields, cash flow and wealth.
// Pure module: no I/O, no clock. Amounts are in euros; loan amounts are worked in
// integer cents so that a schedule repays the loan exactly to the cent.

import { formatMoneyCents } from "../text/format";
import { readFrenchNumber } from "../text/french-number";
import { fieldMessages } from "../text/french";
import { CHARGE_SUBJECTS, TOTAL_SUBJECTS } from "./labels";
import type { ProjectCharges, ProjectInput, ProjectTotal } from "../content/entities";

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

/** Converts an amount in euros to a whole number of cents (rounded to the nearest cent). */
export function toCents(amount: number): number {
  const cents = Math.sign(amount) * Math.round(Number((Math.abs(amount) * 100).toPrecision(15)));
  return cents === 0 ? 0 : cents;
}

/** Converts a whole number of cents to euros. */
export function fromCents(cents: number): number {
  return cents / 100;
}

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
/* Loan                                                                */
/* ------------------------------------------------------------------ */

function assertPrincipal(principal: number): void {
  if (!Number.isFinite(principal) || principal < 0) {
    throw new RangeError("Le capital emprunté doit être un montant positif ou nul.");
  }
}

function assertRate(annualRatePct: number): void {
  if (!Number.isFinite(annualRatePct) || annualRatePct < 0 || annualRatePct > MAX_ANNUAL_RATE_PCT) {
    throw new RangeError(`Le taux d’emprunt doit être compris entre 0 % et ${MAX_ANNUAL_RATE_PCT} %.`);
  }
}

function assertMonths(months: number): void {
  if (!Number.isInteger(months) || months < 1) {
    throw new RangeError("La durée d’amortissement doit être un nombre entier de mois, au moins 1.");
  }
}

function assertDeferral(deferralMonths: number): void {
  if (!Number.isInteger(deferralMonths) || deferralMonths < 0) {
    throw new RangeError("Le différé doit être un nombre entier de mois, positif ou nul.");
  }
}

/** Below this monthly rate the annuity is C / n to far better than a cent. */
const NEGLIGIBLE_MONTHLY_RATE = 1e-15;

/** Annuity in cents (not rounded) for a principal in whole cents. */
function annuityCentsExact(principalCents: number, monthlyRate: number, months: number): number {
  if (monthlyRate < NEGLIGIBLE_MONTHLY_RATE) return principalCents / months;
  // 1 − (1 + i)^−n, computed without cancellation for small i.
  const denominator = -Math.expm1(-months * Math.log1p(monthlyRate));
  return (principalCents * monthlyRate) / denominator;
}

function monthlyPaymentCents(principal: number, annualRatePct: number, months: number): number {
  assertPrincipal(principal);
  assertRate(annualRatePct);
  assertMonths(months);
  const principalCents = toCents(principal);
  const i = annualRatePct / 100 / 12;
  return Math.round(annuityCentsExact(principalCents, i, months));
}

/**
 * Constant monthly payment of an amortising loan, rounded to the cent:
 * M = C·i / (1 − (1 + i)^−n) with i = annualRatePct / 100 / 12, and M = C / n
 * when the rate is zero. The principal is first rounded to the cent.
 *
 * Because of the rounding, M × n may differ from the exact total by up to half a
 * cent per month; {@link amortizationSchedule} adjusts the last payment.
 *
 * @param principal amount borrowed (€), ≥ 0
 * @param annualRatePct nominal annual rate in percent, 0–20
 * @param months number of amortisation months, a whole number ≥ 1
 * @throws RangeError (French message) for a negative principal, a rate outside
 *   0–20 % or a number of months that is not a whole number ≥ 1
 */
export function monthlyPayment(principal: number, annualRatePct: number, months: number): number {
  return fromCents(monthlyPaymentCents(principal, annualRatePct, months));
}

function interestOnlyCents(principal: number, annualRatePct: number): number {
  assertPrincipal(principal);
  assertRate(annualRatePct);
  return Math.round(toCents(principal) * (annualRatePct / 100 / 12));
}

/**
 * Monthly payment during a (partial) deferral period: interest only,
 * C·i with i = annualRatePct / 100 / 12, rounded to the cent. The principal is
 * first rounded to the cent.
 *
 * @throws RangeError (French message) for a negative principal or a rate outside 0–20 %
 */
export function interestOnlyPayment(principal: number, annualRatePct: number): number {
  return fromCents(interestOnlyCents(principal, annualRatePct));
}

/** Parameters of {@link amortizationSchedule}. */
export interface LoanParams {
  /** Amount borrowed (€), ≥ 0; rounded to the cent. */
  principal: number;
  /** Nominal annual rate in percent, 0–20. */
  annualRatePct: number;
  /** Amortisation duration in months, AFTER the deferral; whole number ≥ 1. */
  months: number;
  /** Deferral months (interest only) before amortisation; whole number ≥ 0. */
  deferralMonths: number;
}

/** One month of an amortisation schedule. All amounts in euros, exact to the cent. */
export interface AmortizationRow {
  /** 1-based month number, deferral months included. */
  month: number;
  /** True for a deferral month (interest only). */
  deferral: boolean;
  /** Amount paid this month = interest + principalPaid. */
  payment: number;
  /** Interest part of the payment. */
  interest: number;
  /** Principal repaid this month. */
  principalPaid: number;
  /** Principal still owed after this month's payment. */
  remaining: number;
}

/**
 * Month-by-month schedule of a loan: first `deferralMonths` interest-only rows
 * (payment = {@link interestOnlyPayment}, remaining unchanged), then `months`
 * rows of the constant payment {@link monthlyPayment}.
 *
 * Computed in integer cents: each month the interest is the remaining principal
 * × i rounded to the cent, and the principal repaid is payment − interest. The
 * last payment is adjusted (up or down by the accumulated rounding) so that the
 * remaining principal ends at exactly 0; hence the sum of `principalPaid` equals
 * the principal to the cent. Should rounding ever clear the loan early, the
 * following rows are zero. Every amount is ≥ 0.
 *
 * @throws RangeError (French message) for impossible parameters (see
 *   {@link monthlyPayment}; deferralMonths must be a whole number ≥ 0)
 */
export function amortizationSchedule(params: LoanParams): AmortizationRow[] {
  const { principal, annualRatePct, months, deferralMonths } = params;
  assertDeferral(deferralMonths);
  const paymentCents = monthlyPaymentCents(principal, annualRatePct, months);
  const deferralCents = interestOnlyCents(principal, annualRatePct);
  const i = annualRatePct / 100 / 12;
  let remainingCents = toCents(principal);
  const rows: AmortizationRow[] = [];

  for (let m = 1; m <= deferralMonths; m++) {
    rows.push({
      month: m,
      deferral: true,
      payment: fromCents(deferralCents),
      interest: fromCents(deferralCents),
      principalPaid: 0,
      remaining: fromCents(remainingCents),
    });
  }

  for (let k = 1; k <= months; k++) {
    const interestCents = Math.round(remainingCents * i);
    let principalPaidCents = Math.max(0, paymentCents - interestCents);
    if (k === months || principalPaidCents > remainingCents) {
      principalPaidCents = remainingCents;
    }
    remainingCents -= principalPaidCents;
    rows.push({
      month: deferralMonths + k,
      deferral: false,
      payment: fromCents(interestCents + principalPaidCents),
      interest: fromCents(interestCents),
      principalPaid: fromCents(principalPaidCents),
      remaining: fromCents(remainingCents),
    });
  }
  return rows;
}

/**
 * Principal still owed after `afterMonth` months of a schedule (months counted
 * from 1, deferral included). 0 months → the initial principal; beyond the end
 * of the schedule → 0 (the loan is repaid). An empty schedule owes 0.
 *
 * @throws RangeError if afterMonth is not a whole number ≥ 0
 */
export function remainingPrincipal(schedule: readonly AmortizationRow[], afterMonth: number): number {
  if (!Number.isInteger(afterMonth) || afterMonth < 0) {
    throw new RangeError("Le nombre de mois doit être un entier positif ou nul.");
  }
  if (schedule.length === 0) return 0;
  if (afterMonth === 0) {
    const first = schedule[0];
    return fromCents(toCents(first.remaining) + toCents(first.principalPaid));
  }
  return schedule[Math.min(afterMonth, schedule.length) - 1].remaining;
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

/* ------------------------------------------------------------------ */
/* Wealth                                                              */
/* ------------------------------------------------------------------ */

/** Assumptions of {@link wealthAfterYears}, in French, for display next to the figures. */
export const WEALTH_ASSUMPTIONS: string[] = [
  "Valeur du bien = valeur estimée après travaux, à défaut prix d’acquisition + travaux ; ni revalorisation ni inflation ensuite.",
  "Aucun loyer pendant les travaux : le prêt et les charges courent dès l’achat, le premier loyer arrive à la fin du chantier.",
  "Loyer et charges constants sur toute la période.",
  "Pendant le différé, seule la part d’intérêts est payée : le capital restant dû ne baisse pas.",
  "Une fois le prêt remboursé, il n’y a plus de mensualité.",
  "Aucun impôt ni prélèvement social.",
  "Aucune vacance locative ni impayé.",
  "Aucun frais de revente.",
  "Enrichissement net = valeur du bien − capital restant dû + trésorerie cumulée − apport personnel.",
];

/** Parameters of {@link wealthAfterYears}. */
export interface WealthParams {
  /** Number of years (whole number ≥ 0). */
  years: number;
  /** Value of the property (€), see {@link propertyValue}. */
  propertyValue: number;
  /** Personal contribution (€). */
  apportPersonnel: number;
  /** Monthly rent (€), once the works are over. */
  monthlyRent: number;
  /** Months of works from the purchase, without rent (see {@link rentedMonths}). */
  worksMonths: number;
  /** Monthly charges other than the loan payment (€), paid from the purchase on. */
  monthlyNonLoanCharges: number;
  /** Loan schedule (deferral months first); an empty schedule means no loan. */
  schedule: readonly AmortizationRow[];
}

/**
 * What the investor owns after N years, rounded to the cent:
 * property value − principal still owed + cumulated cash flow − personal contribution,
 * where the cumulated cash flow is Σ over the 12·N months of
 * (rent − non-loan charges − that month's loan payment in the schedule), with no rent during the
 * first `worksMonths` months (the works).
 *
 * Assumptions ({@link WEALTH_ASSUMPTIONS}): property value = purchase price +
 * works (no appreciation, no inflation); rent and charges constant; during the
 * deferral months the payment is the interest-only payment; no payment once the
 * loan is repaid; no tax; no vacancy; no resale costs.
 *
 * @throws RangeError if years is not a whole number ≥ 0
 */
export function wealthAfterYears(params: WealthParams): number {
  const { years, schedule } = params;
  if (!Number.isInteger(years) || years < 0) {
    throw new RangeError("Le nombre d’années doit être un entier positif ou nul.");
  }
  const months = years * 12;
  const rentCents = Math.round(toCents(params.monthlyRent) * rentedMonths(months, params.worksMonths));
  let paymentsCents = 0;
  for (let m = 0; m < Math.min(months, schedule.length); m++) {
    paymentsCents += toCents(schedule[m].payment);
  }
  const cashflowCents = rentCents - months * toCents(params.monthlyNonLoanCharges) - paymentsCents;
  const owedCents = toCents(remainingPrincipal(schedule, months));
  return fromCents(
    toCents(params.propertyValue) - owedCents + cashflowCents - toCents(params.apportPersonnel),
  );
}

/* ------------------------------------------------------------------ */
/* Simulation                                                          */
/* ------------------------------------------------------------------ */

/** Inputs of a project simulation. */
export interface SimulationInput {
  total: ProjectTotal;
  /** Monthly charges other than the loan payment (which is computed). */
  charges: Omit<ProjectCharges, "mensualiter">;
  /** Monthly rent (€), once the works are over. */
  monthlyRent: number;
  /** Months of works from the purchase, without rent (tmpRenov); may be fractional. */
  worksMonths: number;
  /** « Valeur estimée après travaux » (€); absent or null: price + works ({@link propertyValue}). */
  estimatedValue?: number | null;
  /** Nominal annual loan rate in percent (0–20). */
  annualRatePct: number;
  /** Total loan duration in years, deferral INCLUDED. */
  durationYears: number;
  /** Deferral months (interest only) at the start of the loan. */
  deferralMonths: number;
}

/** Results of a project simulation: money rounded to the cent, yields to 2 decimals. */
export interface SimulationResult {
  totalCost: number;
  /** Value of the property the net gain counts ({@link propertyValue}). */
  propertyValue: number;
  /** True when that value is the « valeur estimée après travaux », false for price + works. */
  estimated: boolean;
  borrowed: number;
  /** Constant payment during the amortisation phase. */
  monthlyPayment: number;
  /** Interest-only payment during the deferral; 0 when there is no deferral. */
  deferralPayment: number;
  /** Non-loan charges + monthlyPayment. */
  monthlyCharges: number;
  /** Percent. */
  grossYield: number;
  /** Percent, before tax. */
  netYield: number;
  /** Monthly cash flow during the amortisation phase. */
  cashflow: number;
  /** Monthly cash flow during the deferral, once let (rent − charges − interest-only payment); 0 without deferral. */
  cashflowDuringDeferral: number;
  /**
   * Monthly cash flow during the works, without rent: −(non-loan charges + the first month's loan
   * payment, the interest-only one when the loan starts with a deferral); 0 when there are no works.
   */
  cashflowDuringWorks: number;
  wealth1: number;
  wealth5: number;
  wealth10: number;
}

/**
 * Simulates a project:
 * - cost and borrowed amount from `total` ({@link totalCost}, {@link borrowedAmount});
 * - amortisation months = durationYears × 12 − deferralMonths (must be a whole number ≥ 1);
 * - payments ({@link monthlyPayment}, {@link interestOnlyPayment}) and schedule;
 * - monthlyCharges = non-loan charges + monthlyPayment;
 * - yields on rent × 12 and the total cost, rounded to 2 decimals;
 * - cash flows (rent − charges − payment; no rent during the works) and wealth after 1, 5 and
 *   10 years ({@link wealthAfterYears}, no rent during the first `worksMonths` months), rounded to the cent.
 *
 * Does not reject a contribution larger than the cost (nothing is borrowed);
 * use {@link validateSimulationInput} for form input.
 *
 * @throws RangeError (French message) when the loan parameters are impossible
 */
export function simulateProject(input: SimulationInput): SimulationResult {
  const { total, charges, monthlyRent, worksMonths, annualRatePct, durationYears, deferralMonths } = input;
  assertDeferral(deferralMonths);
  if (!Number.isFinite(worksMonths) || worksMonths < 0) {
    throw new RangeError("La durée des travaux doit être un nombre de mois positif ou nul.");
  }
  const amortMonths = durationYears * 12 - deferralMonths;
  if (!Number.isInteger(amortMonths) || amortMonths < 1) {
    throw new RangeError("Le différé doit être plus court que la durée totale de l’emprunt.");
  }

  const cost = roundCents(totalCost(total));
  const borrowed = roundCents(borrowedAmount(total));
  const payment = monthlyPayment(borrowed, annualRatePct, amortMonths);
  const deferralPayment = deferralMonths > 0 ? interestOnlyPayment(borrowed, annualRatePct) : 0;
  const nonLoan = roundCents(nonRecoverableMonthlyCharges(charges));
  const schedule = amortizationSchedule({
    principal: borrowed,
    annualRatePct,
    months: amortMonths,
    deferralMonths,
  });
  const wealth = (years: number): number =>
    wealthAfterYears({
      years,
      propertyValue: propertyValue(total, input.estimatedValue),
      apportPersonnel: total.apportPersonnel,
      monthlyRent,
      worksMonths,
      monthlyNonLoanCharges: nonLoan,
      schedule,
    });

  const monthlyCharges = roundCents(nonLoan + payment);
  return {
    totalCost: cost,
    propertyValue: roundCents(propertyValue(total, input.estimatedValue)),
    estimated: input.estimatedValue !== undefined && input.estimatedValue !== null,
    borrowed,
    monthlyPayment: payment,
    deferralPayment,
    monthlyCharges,
    grossYield: roundTo(grossYield(monthlyRent * 12, cost), 2),
    netYield: roundTo(netYield(monthlyRent * 12, nonLoan * 12, cost), 2),
    cashflow: monthlyCashflow(monthlyRent, monthlyCharges),
    cashflowDuringDeferral:
      deferralMonths > 0 ? monthlyCashflow(monthlyRent, nonLoan + deferralPayment) : 0,
    cashflowDuringWorks: worksMonths > 0 ? monthlyCashflow(0, nonLoan + (schedule[0]?.payment ?? 0)) : 0,
    wealth1: wealth(1),
    wealth5: wealth(5),
    wealth10: wealth(10),
  };
}

/** Figures of a project derived by {@link deriveProjectFigures}. */
export interface DerivedProjectFigures {
  mensualiter: number;
  profitabilityBrut: number;
  profitabilityNet: number;
  cashflowNet: number;
  cashflowDifferer: number;
  moisDifferer: number;
  wealth1: number;
  wealth5: number;
  wealth10: number;
}

/**
 * Computed figures of a project from its entered figures, via {@link simulateProject}:
 * rent = rentabilite.monthlyRent, rate = tauxEmprunt, duration =
 * rentabilite.dureeEmprunt years (deferral included), deferral =
 * rentabilite.dureeDifferer months, works = tmpRenov months without rent; the entered chargesMensuelles.mensualiter is
 * ignored (it is recomputed as `mensualiter`). moisDifferer = dureeDifferer.
 *
 * @throws RangeError (French message) when the loan parameters are impossible
 */
export function deriveProjectFigures(
  p: Pick<ProjectInput, "total" | "chargesMensuelles" | "tauxEmprunt" | "rentabilite" | "tmpRenov" | "valeurApresTravaux">,
): DerivedProjectFigures {
  const { mensualiter: _ignored, ...charges } = p.chargesMensuelles;
  const r = simulateProject({
    total: p.total,
    charges,
    monthlyRent: p.rentabilite.monthlyRent,
    worksMonths: p.tmpRenov,
    estimatedValue: p.valeurApresTravaux,
    annualRatePct: p.tauxEmprunt,
    durationYears: p.rentabilite.dureeEmprunt,
    deferralMonths: p.rentabilite.dureeDifferer,
  });
  return {
    mensualiter: r.monthlyPayment,
    profitabilityBrut: r.grossYield,
    profitabilityNet: r.netYield,
    cashflowNet: r.cashflow,
    cashflowDifferer: r.cashflowDuringDeferral,
    moisDifferer: p.rentabilite.dureeDifferer,
    wealth1: r.wealth1,
    wealth5: r.wealth5,
    wealth10: r.wealth10,
  };
}

/* ------------------------------------------------------------------ */
/* Validation                                                          */
/* ------------------------------------------------------------------ */

/** Outcome of {@link validateSimulationInput}. */
export type SimulationValidation =
  | { ok: true; value: SimulationInput }
  | { ok: false; errors: Record<string, string> };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Checks raw (form or JSON) input of a simulation. Numbers may be given as
 * numbers or strings ("3,5", "1 200 €"). Missing entries of `total` and
 * `charges` count as 0, a missing deferral or works period (`worksMonths`) as 0; rent, rate and duration are required.
 *
 * Errors are keyed by the flat field name, in French: `apportPersonnel`
 * (negative, or larger than the total cost), `annualRatePct` (outside 0–20 %),
 * `durationYears` (not a whole number of years between 1 and
 * {@link MAX_DURATION_YEARS}), `deferralMonths` (negative, not whole, or not
 * shorter than the loan), `monthlyRent` (negative), and the keys of
 * ProjectTotal / charges (e.g. `priceAcqui`, `taxeFonciere`) for a negative or
 * unreadable amount.
 */
export function validateSimulationInput(raw: unknown): SimulationValidation {
  const errors: Record<string, string> = {};
  const source = isRecord(raw) ? raw : {};
  const rawTotal = isRecord(source.total) ? source.total : {};
  const rawCharges = isRecord(source.charges) ? source.charges : {};

  const amount = (key: string, label: string, value: unknown, required: boolean): number => {
    const parsed = readFrenchNumber(value);
    if (parsed.kind === "missing") {
      if (required) errors[key] = fieldMessages.required(label);
      return 0;
    }
    if (parsed.kind === "invalid") {
      errors[key] = fieldMessages.number(label);
      return 0;
    }
    if (parsed.value < 0) {
      errors[key] = fieldMessages.notNegative(label);
      return 0;
    }
    return parsed.value;
  };

  const total = {} as ProjectTotal;
  for (const key of Object.keys(TOTAL_SUBJECTS) as (keyof ProjectTotal)[]) {
    total[key] = amount(key, TOTAL_SUBJECTS[key], rawTotal[key], false);
  }
  const charges = {} as NonLoanCharges;
  for (const key of Object.keys(CHARGE_SUBJECTS) as (keyof ProjectCharges)[]) {
    if (key === "mensualiter") continue;
    charges[key] = amount(key, CHARGE_SUBJECTS[key], rawCharges[key], false);
  }
  const monthlyRent = amount("monthlyRent", "Le loyer mensuel", source.monthlyRent, true);
  let worksMonths = amount("worksMonths", "La durée des travaux", source.worksMonths, false);
  if (worksMonths > MAX_WORKS_MONTHS) {
    errors.worksMonths = `La durée des travaux doit être d’au plus ${MAX_WORKS_MONTHS} mois.`;
    worksMonths = 0;
  }

  const rate = readFrenchNumber(source.annualRatePct);
  let annualRatePct = 0;
  if (rate.kind === "missing") errors.annualRatePct = "Le taux d’emprunt est obligatoire.";
  else if (rate.kind === "invalid") errors.annualRatePct = "Le taux d’emprunt doit être un nombre.";
  else if (rate.value < 0 || rate.value > MAX_ANNUAL_RATE_PCT) {
    errors.annualRatePct = `Le taux d’emprunt doit être compris entre 0 % et ${MAX_ANNUAL_RATE_PCT} %.`;
  } else annualRatePct = rate.value;

  const duration = readFrenchNumber(source.durationYears);
  let durationYears = 0;
  if (duration.kind === "missing") errors.durationYears = "La durée de l’emprunt est obligatoire.";
  else if (duration.kind === "invalid") errors.durationYears = "La durée de l’emprunt doit être un nombre.";
  else if (!Number.isInteger(duration.value) || duration.value < 1 || duration.value > MAX_DURATION_YEARS) {
    errors.durationYears = `La durée de l’emprunt doit être un nombre entier d’années, entre 1 et ${MAX_DURATION_YEARS} ans.`;
  } else durationYears = duration.value;

  const deferral = readFrenchNumber(source.deferralMonths);
  let deferralMonths = 0;
  if (deferral.kind === "invalid") errors.deferralMonths = "Le différé doit être un nombre de mois.";
  else if (deferral.kind === "number") {
    if (!Number.isInteger(deferral.value) || deferral.value < 0) {
      errors.deferralMonths = "Le différé doit être un nombre entier de mois, positif ou nul.";
    } else if (errors.durationYears === undefined && deferral.value >= durationYears * 12) {
      errors.deferralMonths = `Le différé (${deferral.value} mois) doit être plus court que la durée de l’emprunt (${durationYears * 12} mois).`;
    } else deferralMonths = deferral.value;
  }

  if (errors.apportPersonnel === undefined) {
    const cost = totalCost(total);
    if (total.apportPersonnel > cost) {
      errors.apportPersonnel = `L’apport personnel (${formatMoneyCents(total.apportPersonnel)}) ne peut pas dépasser le coût total du projet (${formatMoneyCents(cost)}).`;
    }
  }

  const estimate = readFrenchNumber(source.estimatedValue);
  const estimatedValue = estimate.kind === "number" && estimate.value >= 0 ? estimate.value : null;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { total, charges, monthlyRent, worksMonths, estimatedValue, annualRatePct, durationYears, deferralMonths } };
}
