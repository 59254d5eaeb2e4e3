// The French tax regimes of a rental project: their ids and labels, the projection's options, inputs and
// results, and the depreciation and fees each regime deducts. Pure module: no I/O, no clock.
import type { ProjectTotal } from "../content/entities";
import type { SimulationInput } from "../projects/simulation";
import {
  DEFAULT_ACCOUNTANCY_FEE,
  DEFAULT_LAND_SHARE_PCT,
  JEANBRUN_BASE_SHARE_PCT,
  JEANBRUN_LEVELS,
  JEANBRUN_MIN_WORKS_SHARE_PCT,
  type JeanbrunLevel,
  LMNP_DEPRECIATION_YEARS,
  type TmiPct,
} from "./constants";

export const REGIME_IDS = ["micro-bic", "lmnp-reel", "micro-foncier", "nue-reel", "jeanbrun"] as const;
export type RegimeId = (typeof REGIME_IDS)[number];

export const REGIME_LABELS: Record<RegimeId, string> = {
  "micro-bic": "LMNP micro-BIC",
  "lmnp-reel": "LMNP au réel",
  "micro-foncier": "Location nue, micro-foncier",
  "nue-reel": "Location nue au réel",
  jeanbrun: "Location nue, dispositif Jeanbrun",
};

/** Options of the projection; every one has a default. */
export interface TaxOptions {
  /** Share of the price that is land (not depreciable), percent. Default 15. */
  landSharePct: number;
  /** Yearly accountancy fee of an LMNP réel (€). Default 400. */
  accountancyFee: number;
  /** Borrower insurance per month (€), paid while the loan runs. Default 0. */
  borrowerInsuranceMonthly: number;
  /** Yearly indexation of rents and charges, percent. Default 0. */
  indexationPct: number;
  /** Rent level chosen for the Jeanbrun scheme. Default intermediate. */
  jeanbrunLevel: JeanbrunLevel;
  /** Months without a tenant each year (stress test). Default 0. */
  vacancyMonths: number;
}

export const DEFAULT_TAX_OPTIONS: TaxOptions = {
  landSharePct: DEFAULT_LAND_SHARE_PCT,
  accountancyFee: DEFAULT_ACCOUNTANCY_FEE,
  borrowerInsuranceMonthly: 0,
  indexationPct: 0,
  jeanbrunLevel: "intermediaire",
  vacancyMonths: 0,
};

/** Inputs of {@link projectAfterTax}: the simulator's (validated) inputs and the investor's TMI. */
export interface TaxInput extends SimulationInput {
  tmiPct: TmiPct;
  options?: Partial<TaxOptions>;
}
/** One year of one regime. */
export interface TaxYear {
  year: number;
  rents: number;
  /** Cash charges other than the loan: project charges, borrower insurance, accountancy fee (LMNP réel). */
  charges: number;
  interest: number;
  /** Loan payments of the year (interest + principal), insurance excluded. */
  loanPayments: number;
  /** Depreciation deducted this year (LMNP réel, Jeanbrun). */
  depreciationUsed: number;
  /** Depreciation carried forward at the end of the year (LMNP réel). */
  depreciationCarried: number;
  /** Losses or land deficits carried forward at the end of the year (unexpired). */
  deficitCarried: number;
  /** Land deficit deducted from the investor's other income this year. */
  deficitOnOtherIncome: number;
  taxableIncome: number;
  /** Income tax + social levies on this income; negative when a land deficit lowers tax on other income. */
  tax: number;
  cashflowBeforeTax: number;
  cashflowAfterTax: number;
  cumulatedAfterTax: number;
  remainingLoan: number;
  /** Property value − remaining loan + cumulated after-tax cash flow − personal contribution. */
  wealth: number;
  /** False when the regime's conditions are not met this year (rents over a micro threshold). */
  available: boolean;
}

export interface RegimeProjection {
  id: RegimeId;
  label: string;
  /** Available in year 1 (micro thresholds) and, for Jeanbrun, when the project qualifies. */
  available: boolean;
  /** Why the regime is not available (French), when it is not. */
  unavailableReason: string | null;
  /** Years (1-based) where the regime's conditions are not met. */
  unavailableYears: number[];
  years: TaxYear[];
  /** Year-1 after-tax cash flow / 12. */
  monthlyAfterTaxYear1: number;
  cumulated10: number;
  cumulated20: number;
  /** Mean over the projection of (rents − cash charges − tax) / total cost, percent. */
  netNetYieldPct: number;
}

export interface TaxProjection {
  tmiPct: TmiPct;
  totalCost: number;
  /** Value of the property used by the wealth estimate (finance module's propertyValue). */
  propertyValue: number;
  apportPersonnel: number;
  regimes: RegimeProjection[];
  /** Available regime with the best cumulated after-tax cash flow over 10 / 20 years. */
  best10: RegimeId | null;
  best20: RegimeId | null;
  jeanbrun: {
    eligible: boolean;
    level: JeanbrunLevel;
    /** Monthly rent at the chosen level (the ceiling it implies, from the project's market rent). */
    rentCeiling: number;
    yearlyDepreciation: number;
  };
}

/** True when the project qualifies for the Jeanbrun scheme: works of at least 30 % of the purchase price. */
export function jeanbrunEligible(total: ProjectTotal): boolean {
  return total.priceAcqui > 0 && total.works >= (total.priceAcqui * JEANBRUN_MIN_WORKS_SHARE_PCT) / 100;
}

/** Yearly depreciation of the Jeanbrun scheme: 80 % of (price + works) × rate, capped. */
export function jeanbrunDepreciation(total: ProjectTotal, level: JeanbrunLevel): number {
  const { ratePct, cap } = JEANBRUN_LEVELS[level];
  const base = ((total.priceAcqui + total.works) * JEANBRUN_BASE_SHARE_PCT) / 100;
  return Math.min((base * ratePct) / 100, cap);
}

/** Yearly LMNP depreciation of year `year` (1-based): building, works, furniture, each over its period. */
export function lmnpDepreciation(total: ProjectTotal, landSharePct: number, year: number): number {
  const building = (total.priceAcqui * (1 - landSharePct / 100)) / LMNP_DEPRECIATION_YEARS.building;
  const works = total.works / LMNP_DEPRECIATION_YEARS.works;
  const furniture = total.furnishing / LMNP_DEPRECIATION_YEARS.furniture;
  return (
    (year <= LMNP_DEPRECIATION_YEARS.building ? building : 0) +
    (year <= LMNP_DEPRECIATION_YEARS.works ? works : 0) +
    (year <= LMNP_DEPRECIATION_YEARS.furniture ? furniture : 0)
  );
}

/** Acquisition fees expensed in year 1 of an LMNP réel: notary, agency and our commission. */
export function acquisitionFees(total: ProjectTotal): number {
  return total.fraisNotaire + total.fraisAgence + total.DM2AComi;
}
