// The after-tax view's choices as carried in the URL query (?tmi=&regime=&niveau=&revenus=&imposable=&parts=),
// and the view computed from a simulation. Pure: used by the project page's loader, the browser (live),
// the comparison page and the PDF dossier.

import type { SimulationOutcome } from "../projects/simulation-query";
import { readFrenchNumber } from "../text/french-number";
import { DEFAULT_ACCOUNTANCY_FEE, DEFAULT_LAND_SHARE_PCT, JEANBRUN_LEVELS, type JeanbrunLevel, TMI_RATES, type TmiPct } from "./constants";
import { type BankView, type StressTest, bankView, recommendationReason, stressTests, tmiFromIncome } from "./insights";
import { REGIME_IDS, type RegimeId, type RegimeProjection, type TaxInput, type TaxProjection, projectAfterTax } from "./projection";

/** Query parameter names of the after-tax view. */
export const TAX_PARAMS = ["tmi", "regime", "niveau", "revenus", "imposable", "parts", "assurance", "indexation", "terrain", "comptable"] as const;
export type TaxParam = (typeof TAX_PARAMS)[number];
/** What the visitor chose or typed, one string per field, as shown in the form. */
export type TaxFields = Record<TaxParam, string>;

/** `tmi=inconnue`: the TMI is computed from the taxable income and the household parts. */
export const UNKNOWN_TMI = "inconnue";
export const DEFAULT_TMI: TmiPct = 30;

export const TAX_DEFAULTS: TaxFields = {
  tmi: String(DEFAULT_TMI),
  regime: "",
  niveau: "intermediaire",
  revenus: "",
  imposable: "",
  parts: "1",
  assurance: "0",
  indexation: "0",
  terrain: String(DEFAULT_LAND_SHARE_PCT),
  comptable: String(DEFAULT_ACCOUNTANCY_FEE),
};

/** The fields from the query (each cut to 30 characters), the defaults otherwise. */
export function taxFields(params: URLSearchParams, defaults: Partial<TaxFields> = {}): TaxFields {
  const fields = { ...TAX_DEFAULTS, ...defaults };
  for (const name of TAX_PARAMS) {
    const value = params.get(name);
    if (value !== null) fields[name] = value.trim().slice(0, 30);
  }
  return fields;
}

/** True when the query carries at least one after-tax field. */
export function hasTaxQuery(params: URLSearchParams): boolean {
  return TAX_PARAMS.some((name) => params.has(name));
}

/** A positive amount typed in French ("2 500", "2500,50 €"), or null. */
export function parseAmount(raw: string): number | null {
  const read = readFrenchNumber(raw);
  return read.kind === "number" && read.value >= 0 && read.value <= 100_000_000 ? read.value : null;
}

export interface TaxChoice {
  tmiPct: TmiPct;
  /** True when the TMI was computed from the taxable income (« je ne connais pas ma TMI »). */
  tmiComputed: boolean;
  regime: RegimeId | null;
  level: JeanbrunLevel;
  /** Yearly net income for the bank's view, or null when not given. */
  yearlyIncome: number | null;
  /** Assumptions (module defaults when unreadable or out of range). */
  borrowerInsuranceMonthly: number;
  indexationPct: number;
  landSharePct: number;
  accountancyFee: number;
}

/** An amount within [min, max], else the fallback. */
function bounded(raw: string, min: number, max: number, fallback: number): number {
  const value = parseAmount(raw);
  return value !== null && value >= min && value <= max ? value : fallback;
}

/** Reads the choices; anything unreadable falls back to its default (these are display choices, not data). */
export function taxChoice(fields: TaxFields): TaxChoice {
  let tmiPct: TmiPct = DEFAULT_TMI;
  let tmiComputed = false;
  if (fields.tmi === UNKNOWN_TMI) {
    const income = parseAmount(fields.imposable);
    const parts = parseAmount(fields.parts);
    if (income !== null) {
      tmiPct = tmiFromIncome(income, parts !== null && parts >= 1 && parts <= 20 ? parts : 1);
      tmiComputed = true;
    }
  } else {
    const n = Number(fields.tmi);
    if ((TMI_RATES as readonly number[]).includes(n)) tmiPct = n as TmiPct;
  }
  const regime = (REGIME_IDS as readonly string[]).includes(fields.regime) ? (fields.regime as RegimeId) : null;
  const level = fields.niveau in JEANBRUN_LEVELS ? (fields.niveau as JeanbrunLevel) : "intermediaire";
  return {
    tmiPct,
    tmiComputed,
    regime,
    level,
    yearlyIncome: parseAmount(fields.revenus),
    borrowerInsuranceMonthly: bounded(fields.assurance, 0, 10_000, 0),
    indexationPct: bounded(fields.indexation, 0, 10, 0),
    landSharePct: bounded(fields.terrain, 0, 90, DEFAULT_LAND_SHARE_PCT),
    accountancyFee: bounded(fields.comptable, 0, 20_000, DEFAULT_ACCOUNTANCY_FEE),
  };
}

export interface AfterTaxView {
  choice: TaxChoice;
  projection: TaxProjection;
  /** Regimes to show: four, five when the project qualifies for Jeanbrun. */
  shown: RegimeProjection[];
  /** Regime of the year-by-year table: the one chosen, else the recommended one. */
  selected: RegimeProjection;
  recommended: RegimeProjection | null;
  reason: string | null;
  stress: StressTest[];
  bank: BankView | null;
}

/** The tax input of a valid simulation at the chosen TMI and Jeanbrun level. */
export function taxInputOf(outcome: Extract<SimulationOutcome, { ok: true }>, choice: TaxChoice): TaxInput {
  const { input } = outcome;
  return {
    ...input,
    tmiPct: choice.tmiPct,
    options: {
      jeanbrunLevel: choice.level,
      borrowerInsuranceMonthly: choice.borrowerInsuranceMonthly,
      indexationPct: choice.indexationPct,
      landSharePct: choice.landSharePct,
      accountancyFee: choice.accountancyFee,
    },
  };
}

/** Everything the after-tax view shows, or null when the simulation itself is invalid. */
export function afterTaxView(outcome: SimulationOutcome, fields: TaxFields): AfterTaxView | null {
  return afterTaxViewOf(outcome, taxChoice(fields));
}

/** The same from choices already read (the PDF dossier is keyed on them). */
export function afterTaxViewOf(outcome: SimulationOutcome, choice: TaxChoice): AfterTaxView | null {
  if (!outcome.ok) return null;
  const input = taxInputOf(outcome, choice);
  const projection = projectAfterTax(input);
  const shown = projection.regimes.filter((r) => r.id !== "jeanbrun" || projection.jeanbrun.eligible);
  const recommended = projection.regimes.find((r) => r.id === projection.best20) ?? null;
  const selected = shown.find((r) => r.id === choice.regime) ?? recommended ?? shown[0];
  const monthlyDebt = outcome.result.monthlyPayment + choice.borrowerInsuranceMonthly;
  return {
    choice,
    projection,
    shown,
    selected,
    recommended,
    reason: recommendationReason(projection),
    stress: recommended ? stressTests(input, recommended.id) : [],
    bank: choice.yearlyIncome === null ? null : bankView(choice.yearlyIncome / 12, input.monthlyRent, monthlyDebt),
  };
}

/** The query of a page showing these choices: other parameters kept, the after-tax ones set (defaults omitted). */
export function taxSearch(current: URLSearchParams, fields: TaxFields): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of TAX_PARAMS) next.delete(name);
  for (const name of TAX_PARAMS) if (fields[name] !== "" && fields[name] !== TAX_DEFAULTS[name]) next.set(name, fields[name]);
  return next;
}
