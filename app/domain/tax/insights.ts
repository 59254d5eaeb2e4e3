// What the after-tax projection means for the investor: the TMI from their income, the recommended
// regime and why, stress tests and the bank's view. Pure, built on ./projection.

import { formatMoney } from "../text/format";
import {
  BANK_DEBT_RATIO_CEILING_PCT,
  BANK_RENT_WEIGHT_PCT,
  INCOME_TAX_BRACKETS,
  type TmiPct,
} from "./constants";
import { type RegimeId, type TaxInput, type TaxProjection, projectAfterTax } from "./projection";

/**
 * The marginal rate (TMI) of a household: the bracket of its taxable income per part.
 * Simplified: no ceiling of the household quotient, no discount (décote).
 */
export function tmiFromIncome(taxableIncome: number, parts: number): TmiPct {
  const perPart = parts > 0 ? taxableIncome / parts : taxableIncome;
  for (const bracket of INCOME_TAX_BRACKETS) {
    if (bracket.upTo === null || perPart <= bracket.upTo) return bracket.ratePct;
  }
  return 45;
}

/** One French sentence saying why the recommended regime (best over 20 years) is recommended. */
export function recommendationReason(projection: TaxProjection): string | null {
  const bestId = projection.best20;
  if (bestId === null) return null;
  const ranked = projection.regimes.filter((r) => r.available).sort((a, b) => b.cumulated20 - a.cumulated20);
  const best = ranked[0];
  const second = ranked[1];
  const lead = second ? `, ${formatMoney(Math.round(best.cumulated20 - second.cumulated20))} de plus que le régime suivant (${second.label})` : "";
  const taxFreeYears = best.years.findIndex((y) => y.tax > 0);
  const freeYears = taxFreeYears === -1 ? best.years.length : taxFreeYears;
  const years = freeYears > 1 ? `${freeYears} ans` : "la première année";
  switch (bestId) {
    case "lmnp-reel":
      return `L’amortissement du bien et des meubles efface l’impôt pendant ${years} : le LMNP au réel laisse le plus d’argent après impôts sur 20 ans${lead}.`;
    case "micro-bic":
      return `L’abattement forfaitaire de 50 % dépasse ce que le réel permettrait de déduire : le micro-BIC laisse le plus d’argent après impôts sur 20 ans${lead}.`;
    case "micro-foncier":
      return `L’abattement de 30 % suffit ici : le micro-foncier laisse le plus d’argent après impôts sur 20 ans${lead}.`;
    case "nue-reel":
      return `Les travaux déduits la première année créent un déficit foncier qui réduit aussi l’impôt sur vos autres revenus : la location nue au réel laisse le plus d’argent après impôts sur 20 ans${lead}.`;
    case "jeanbrun":
      return `L’amortissement du dispositif Jeanbrun crée un déficit imputable sur vos autres revenus : il laisse le plus d’argent après impôts sur 20 ans${lead}, en échange d’un loyer plafonné pendant 9 ans.`;
  }
}

export interface StressTest {
  id: "vacance" | "taux" | "travaux" | "loyer";
  label: string;
  /** Year-1 after-tax monthly cash flow of the regime under this stress. */
  monthlyAfterTax: number;
  /** Difference with the unstressed figure. */
  difference: number;
}

/**
 * The year-1 after-tax monthly cash flow of `regime` under four stresses: one month of vacancy a year,
 * loan rate +1 point, works +15 % (borrowed, contribution unchanged), rent −10 %.
 */
export function stressTests(input: TaxInput, regime: RegimeId): StressTest[] {
  const monthly = (i: TaxInput) => projectAfterTax(i).regimes.find((r) => r.id === regime)?.monthlyAfterTaxYear1 ?? 0;
  const base = monthly(input);
  const cases: { id: StressTest["id"]; label: string; input: TaxInput }[] = [
    { id: "vacance", label: "Un mois sans locataire par an", input: { ...input, options: { ...input.options, vacancyMonths: 1 } } },
    { id: "taux", label: "Taux du prêt + 1 point", input: { ...input, annualRatePct: Math.min(20, input.annualRatePct + 1) } },
    { id: "travaux", label: "Travaux + 15 %", input: { ...input, total: { ...input.total, works: input.total.works * 1.15 } } },
    { id: "loyer", label: "Loyer − 10 %", input: { ...input, monthlyRent: input.monthlyRent * 0.9 } },
  ];
  return cases.map((c) => {
    const value = monthly(c.input);
    return { id: c.id, label: c.label, monthlyAfterTax: value, difference: Math.round((value - base) * 100) / 100 };
  });
}

export interface BankView {
  /** Monthly net income of the investor before this project. */
  monthlyIncome: number;
  /** Rent counted by the bank (70 %). */
  countedRent: number;
  /** Loan payment + insurance. */
  monthlyDebt: number;
  /** Debt ratio in percent, 2 decimals. */
  debtRatioPct: number;
  ceilingPct: number;
  withinCeiling: boolean;
  /** Income + counted rent − monthly debt. */
  leftToLive: number;
}

/** The bank's view: debt ratio = debt / (income + 70 % of rent), against the 35 % ceiling. */
export function bankView(monthlyIncome: number, monthlyRent: number, monthlyDebt: number): BankView {
  const countedRent = (monthlyRent * BANK_RENT_WEIGHT_PCT) / 100;
  const resources = monthlyIncome + countedRent;
  const ratio = resources > 0 ? (monthlyDebt / resources) * 100 : 100;
  return {
    monthlyIncome,
    countedRent: Math.round(countedRent * 100) / 100,
    monthlyDebt: Math.round(monthlyDebt * 100) / 100,
    debtRatioPct: Math.round(ratio * 100) / 100,
    ceilingPct: BANK_DEBT_RATIO_CEILING_PCT,
    withinCeiling: ratio <= BANK_DEBT_RATIO_CEILING_PCT,
    leftToLive: Math.round((resources - monthlyDebt) * 100) / 100,
  };
}
