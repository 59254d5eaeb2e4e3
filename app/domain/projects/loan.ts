// The loan of a rental project (payments and amortisation schedule) and the wealth it builds. Pure module:
// no I/O, no clock. Loan amounts are worked in integer cents so that a schedule repays the loan exactly to
// the cent.
import { MAX_ANNUAL_RATE_PCT, fromCents, rentedMonths, toCents } from "./money";

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

export function assertDeferral(deferralMonths: number): void {
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

