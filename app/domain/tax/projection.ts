// After-tax projection of a rental project over 20 years under each French tax regime.
// Pure module: no I/O, no clock. The loan, costs and charges come from the finance module; the rates and
// thresholds from ./constants. Amounts are euros, rounded to the cent on output.

import { formatMoney } from "../text/format";
import {
  amortizationSchedule,
  nonRecoverableMonthlyCharges,
  propertyValue,
  remainingPrincipal,
  roundCents,
  roundTo,
  totalCost,
  borrowedAmount,
  rentedMonths,
} from "../projects/finance";
import {
  JEANBRUN_LEVELS,
  JEANBRUN_MIN_WORKS_SHARE_PCT,
  LAND_DEFICIT_CAP,
  LAND_DEFICIT_CARRY_YEARS,
  LMNP_LOSS_CARRY_YEARS,
  MICRO_BIC_ALLOWANCE_PCT,
  MICRO_BIC_MIN_ALLOWANCE,
  MICRO_BIC_THRESHOLD,
  MICRO_FONCIER_ALLOWANCE_PCT,
  MICRO_FONCIER_THRESHOLD,
  PROJECTION_YEARS,
  SOCIAL_LEVIES_FURNISHED_PCT,
  SOCIAL_LEVIES_UNFURNISHED_PCT,
} from "./constants";
import {
  DEFAULT_TAX_OPTIONS,
  REGIME_IDS,
  REGIME_LABELS,
  type RegimeId,
  type RegimeProjection,
  type TaxInput,
  type TaxOptions,
  type TaxProjection,
  type TaxYear,
  acquisitionFees,
  jeanbrunDepreciation,
  jeanbrunEligible,
  lmnpDepreciation,
} from "./regimes";

// The regimes, the projection's types and the deductions live in ./regimes; importers take them from here too.
export * from "./regimes";

interface Carry {
  year: number;
  amount: number;
}

/** Uses carried amounts (oldest first, only those still valid in `year`) against `room`; returns what was used. */
function useCarry(pool: Carry[], room: number, year: number, validYears: number): number {
  let used = 0;
  for (const c of pool) {
    if (room - used <= 0) break;
    if (year - c.year > validYears || c.amount <= 0) continue;
    const take = Math.min(c.amount, room - used);
    c.amount -= take;
    used += take;
  }
  return used;
}

function carried(pool: Carry[], year: number, validYears: number): number {
  return pool.reduce((sum, c) => (year + 1 - c.year <= validYears ? sum + c.amount : sum), 0);
}


interface LoanYear {
  interest: number;
  payments: number;
  insurance: number;
  remaining: number;
}

function loanYears(input: TaxInput, insuranceMonthly: number): LoanYear[] {
  const { total, annualRatePct, durationYears, deferralMonths } = input;
  const amortMonths = durationYears * 12 - deferralMonths;
  if (!Number.isInteger(amortMonths) || amortMonths < 1) {
    throw new RangeError("Le différé doit être plus court que la durée totale de l’emprunt.");
  }
  const schedule = amortizationSchedule({
    principal: roundCents(borrowedAmount(total)),
    annualRatePct,
    months: amortMonths,
    deferralMonths,
  });
  const years: LoanYear[] = [];
  for (let y = 1; y <= PROJECTION_YEARS; y++) {
    const rows = schedule.slice((y - 1) * 12, y * 12);
    years.push({
      interest: rows.reduce((s, r) => s + r.interest, 0),
      payments: rows.reduce((s, r) => s + r.payment, 0),
      insurance: rows.filter((r) => r.payment > 0).length * insuranceMonthly,
      remaining: remainingPrincipal(schedule, y * 12),
    });
  }
  return years;
}

/**
 * Projects the project year by year over 20 years under each regime, at the investor's TMI.
 * Rules (see ./constants for every rate and its source):
 * - micro-BIC: taxable = rents − max(50 % × rents, 305 €); unavailable in a year whose rents exceed 77 700 €;
 * - LMNP réel: result = rents − charges − interest − insurance − accountancy fee (− acquisition fees in year
 *   1); a negative result is a loss carried 10 years; a positive one first absorbs carried losses (oldest
 *   first), then depreciation (the year's plus that carried), never below zero; unused depreciation is
 *   carried without limit;
 * - micro-foncier: taxable = 70 % × rents; unavailable over 15 000 € of rents;
 * - nue réel: result = rents − charges − works (year 1) − interest − insurance; a deficit coming from
 *   charges other than interest is deducted from other income up to 10 700 € (tax saved at the TMI), the
 *   rest (and the interest part) carried 10 years against rental income;
 * - Jeanbrun: as nue réel, with the rent lowered to the chosen level, the works in the depreciation base
 *   (80 % of price + works, at 3 / 3,5 / 4 % capped at 8 000 / 10 000 / 12 000 €) instead of deducted;
 * - tax = taxable × (TMI + social levies: 18,6 % furnished, 17,2 % unfurnished).
 * The before-tax cash flow is rents − charges − loan payments − insurance (− accountancy fee for LMNP réel).
 *
 * @throws RangeError (French message) when the loan parameters are impossible
 */
export function projectAfterTax(input: TaxInput): TaxProjection {
  const o: TaxOptions = { ...DEFAULT_TAX_OPTIONS, ...input.options };
  const { total, tmiPct } = input;
  const loan = loanYears(input, o.borrowerInsuranceMonthly);
  const cost = totalCost(total);
  const value = propertyValue(total, input.estimatedValue);
  const monthlyCharges = nonRecoverableMonthlyCharges(input.charges);
  const index = (y: number) => (1 + o.indexationPct / 100) ** (y - 1);
  const eligible = jeanbrunEligible(total);
  const level = JEANBRUN_LEVELS[o.jeanbrunLevel];
  const jeanbrunRent = input.monthlyRent * (1 - level.rentDiscountPct / 100);
  const jbDepreciation = jeanbrunDepreciation(total, o.jeanbrunLevel);

  const run = (id: RegimeId): RegimeProjection => {
    const furnished = id === "micro-bic" || id === "lmnp-reel";
    const levies = furnished ? SOCIAL_LEVIES_FURNISHED_PCT : SOCIAL_LEVIES_UNFURNISHED_PCT;
    const rate = (tmiPct + levies) / 100;
    const monthlyRent = id === "jeanbrun" ? jeanbrunRent : input.monthlyRent;
    const losses: Carry[] = [];
    let depreciationCarried = 0;
    let cumulated = 0;
    const years: TaxYear[] = [];
    const unavailableYears: number[] = [];

    for (let y = 1; y <= PROJECTION_YEARS; y++) {
      const l = loan[y - 1];
      // No rent while the works run: the months of year y after the works, less the vacancy.
      const afterWorks = rentedMonths(12 * y, input.worksMonths) - rentedMonths(12 * (y - 1), input.worksMonths);
      const rents = monthlyRent * Math.max(0, afterWorks - o.vacancyMonths) * index(y);
      const projectCharges = monthlyCharges * 12 * index(y);
      const accountancy = id === "lmnp-reel" ? o.accountancyFee * index(y) : 0;
      const charges = projectCharges + l.insurance + accountancy;
      const cashflowBeforeTax = rents - charges - l.payments;
      let taxable = 0;
      let depreciationUsed = 0;
      let onOtherIncome = 0;
      let available = true;
      let deficitCarried = 0;
      let tax = 0;

      if (id === "micro-bic") {
        available = rents <= MICRO_BIC_THRESHOLD;
        taxable = Math.max(0, rents - Math.max((rents * MICRO_BIC_ALLOWANCE_PCT) / 100, MICRO_BIC_MIN_ALLOWANCE));
        tax = taxable * rate;
      } else if (id === "micro-foncier") {
        available = rents <= MICRO_FONCIER_THRESHOLD;
        taxable = (rents * (100 - MICRO_FONCIER_ALLOWANCE_PCT)) / 100;
        tax = taxable * rate;
      } else if (id === "lmnp-reel") {
        const result = rents - charges - l.interest - (y === 1 ? acquisitionFees(total) : 0);
        const depreciation = lmnpDepreciation(total, o.landSharePct, y) + depreciationCarried;
        if (result < 0) {
          losses.push({ year: y, amount: -result });
          depreciationCarried = depreciation;
        } else {
          const afterLosses = result - useCarry(losses, result, y, LMNP_LOSS_CARRY_YEARS);
          depreciationUsed = Math.min(depreciation, afterLosses);
          depreciationCarried = depreciation - depreciationUsed;
          taxable = afterLosses - depreciationUsed;
        }
        deficitCarried = carried(losses, y, LMNP_LOSS_CARRY_YEARS);
        tax = taxable * rate;
      } else {
        // Unfurnished réel (with works deducted in year 1) or Jeanbrun (works in the depreciation base).
        available = id === "nue-reel" || eligible;
        const financing = l.interest + l.insurance;
        const otherDeductions =
          projectCharges + (id === "nue-reel" ? (y === 1 ? total.works : 0) : jbDepreciation);
        if (id === "jeanbrun") depreciationUsed = jbDepreciation;
        const result = rents - financing - otherDeductions;
        if (result >= 0) {
          taxable = result - useCarry(losses, result, y, LAND_DEFICIT_CARRY_YEARS);
        } else {
          const interestPart = Math.max(0, financing - rents);
          const otherPart = -result - interestPart;
          onOtherIncome = Math.min(otherPart, LAND_DEFICIT_CAP);
          const rest = interestPart + otherPart - onOtherIncome;
          if (rest > 0) losses.push({ year: y, amount: rest });
        }
        deficitCarried = carried(losses, y, LAND_DEFICIT_CARRY_YEARS);
        tax = taxable * rate - (onOtherIncome * tmiPct) / 100;
      }

      if (!available) unavailableYears.push(y);
      const cashflowAfterTax = cashflowBeforeTax - tax;
      cumulated += cashflowAfterTax;
      years.push({
        year: y,
        rents: roundCents(rents),
        charges: roundCents(charges),
        interest: roundCents(l.interest),
        loanPayments: roundCents(l.payments),
        depreciationUsed: roundCents(depreciationUsed),
        depreciationCarried: roundCents(depreciationCarried),
        deficitCarried: roundCents(deficitCarried),
        deficitOnOtherIncome: roundCents(onOtherIncome),
        taxableIncome: roundCents(taxable),
        tax: roundCents(tax),
        cashflowBeforeTax: roundCents(cashflowBeforeTax),
        cashflowAfterTax: roundCents(cashflowAfterTax),
        cumulatedAfterTax: roundCents(cumulated),
        remainingLoan: l.remaining,
        wealth: roundCents(value - l.remaining + cumulated - total.apportPersonnel),
        available,
      });
    }

    let unavailableReason: string | null = null;
    if (id === "jeanbrun" && !eligible) {
      unavailableReason = `Réservé aux logements anciens dont les travaux atteignent ${JEANBRUN_MIN_WORKS_SHARE_PCT}\u00a0% du prix.`;
    } else if (unavailableYears.includes(1)) {
      unavailableReason = `Loyers annuels au-dessus de ${formatMoney(id === "micro-bic" ? MICRO_BIC_THRESHOLD : MICRO_FONCIER_THRESHOLD)}.`;
    }
    const sum = (n: number) => years.slice(0, n).reduce((s, y) => s + y.cashflowAfterTax, 0);
    const netNet =
      cost > 0
        ? (years.reduce((s, y) => s + y.rents - y.charges - y.tax, 0) / years.length / cost) * 100
        : 0;
    return {
      id,
      label: REGIME_LABELS[id],
      available: unavailableReason === null,
      unavailableReason,
      unavailableYears,
      years,
      monthlyAfterTaxYear1: roundCents(years[0].cashflowAfterTax / 12),
      cumulated10: roundCents(sum(10)),
      cumulated20: roundCents(sum(20)),
      netNetYieldPct: roundTo(netNet, 2),
    };
  };

  const regimes = REGIME_IDS.map(run);
  const best = (key: "cumulated10" | "cumulated20"): RegimeId | null => {
    const candidates = regimes.filter((r) => r.available);
    if (candidates.length === 0) return null;
    return candidates.reduce((a, b) => (b[key] > a[key] ? b : a)).id;
  };
  return {
    tmiPct,
    totalCost: roundCents(cost),
    propertyValue: roundCents(value),
    apportPersonnel: total.apportPersonnel,
    regimes,
    best10: best("cumulated10"),
    best20: best("cumulated20"),
    jeanbrun: {
      eligible,
      level: o.jeanbrunLevel,
      rentCeiling: roundCents(jeanbrunRent),
      yearlyDepreciation: roundCents(jbDepreciation),
    },
  };
}
