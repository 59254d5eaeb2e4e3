// A project simulation: the simulator's inputs (validated from a form or the API), its results, and the
// figures stored with a project. Pure module: no I/O, no clock.

import { formatMoneyCents } from "../text/format";
import { readFrenchNumber } from "../text/french-number";
import { fieldMessages } from "../text/french";
import { CHARGE_SUBJECTS, TOTAL_SUBJECTS } from "./labels";
import type { ProjectCharges, ProjectInput, ProjectTotal } from "../content/entities";
import { amortizationSchedule, assertDeferral, interestOnlyPayment, monthlyPayment, wealthAfterYears } from "./loan";
import {
  MAX_ANNUAL_RATE_PCT,
  MAX_DURATION_YEARS,
  MAX_WORKS_MONTHS,
  type NonLoanCharges,
  borrowedAmount,
  grossYield,
  monthlyCashflow,
  netYield,
  nonRecoverableMonthlyCharges,
  propertyValue,
  roundCents,
  roundTo,
  totalCost,
} from "./money";
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
