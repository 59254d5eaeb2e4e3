import { describe, it, expect } from "vitest";
import fc from "fast-check";
import type { ProjectCharges, ProjectRentabilite, ProjectTotal } from "../content/entities";
import {
  WEALTH_ASSUMPTIONS,
  amortizationSchedule,
  borrowedAmount,
  deriveProjectFigures,
  displayEntries,
  grossYield,
  interestOnlyPayment,
  monthlyCashflow,
  monthlyChargesTotal,
  monthlyPayment,
  netYield,
  nonRecoverableMonthlyCharges,
  remainingPrincipal,
  roundCents,
  simulateProject,
  sumEntries,
  totalCost,
  validateSimulationInput,
  wealthAfterYears,
  rentedMonths,
  propertyValue,
  type AmortizationRow,
} from "./finance";

const cents = (euros: number): number => Math.round(euros * 100);
const sumCents = (rows: AmortizationRow[], pick: (r: AmortizationRow) => number): number =>
  rows.reduce((s, r) => s + cents(pick(r)), 0);

const TOTAL: ProjectTotal = {
  priceAcqui: 100_000,
  works: 20_000,
  fraisNotaire: 8_000,
  fraisAgence: 0,
  apportPersonnel: 10_000,
  furnishing: 2_000,
  DM2AComi: 0,
};

const CHARGES: ProjectCharges = {
  mensualiter: 500,
  taxeFonciere: 80,
  chargesCopro: 50,
  chargesCourantes: 0,
  pno: 15,
  cfe: 5,
  rentalManage: 0,
};

describe("rounding", () => {
  it("rounds half away from zero to the cent, without float surprises", () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
  });
});

describe("cost and borrowed amount", () => {
  it("excludes the personal contribution from the cost", () => {
    expect(totalCost(TOTAL)).toBe(130_000);
    expect(borrowedAmount(TOTAL)).toBe(120_000);
  });

  it("borrows nothing when the contribution exceeds the cost", () => {
    expect(borrowedAmount({ ...TOTAL, apportPersonnel: 200_000 })).toBe(0);
  });
});

describe("monthlyPayment", () => {
  it("200 000 € at 1 % over 240 months gives 919,79 €", () => {
    expect(monthlyPayment(200_000, 1, 240)).toBe(919.79);
  });

  it("120 000 € at 0 % over 120 months gives exactly 1 000 €", () => {
    expect(monthlyPayment(120_000, 0, 120)).toBe(1000);
  });

  it("12 000 € at 6 % over 12 months gives 1 032,80 €", () => {
    // 60 / (1 − 1.005^−12) = 1032.797…
    expect(monthlyPayment(12_000, 6, 12)).toBe(1032.8);
  });

  it("is 0 for a zero principal", () => {
    expect(monthlyPayment(0, 3, 120)).toBe(0);
  });

  it("rejects impossible input with a French RangeError", () => {
    expect(() => monthlyPayment(-1, 1, 12)).toThrow(RangeError);
    expect(() => monthlyPayment(-1, 1, 12)).toThrow(/capital/);
    expect(() => monthlyPayment(1000, 1, 0)).toThrow(/mois/);
    expect(() => monthlyPayment(1000, 1, 12.5)).toThrow(RangeError);
    expect(() => monthlyPayment(1000, -0.1, 12)).toThrow(/taux/);
    expect(() => monthlyPayment(1000, 20.01, 12)).toThrow(/taux/);
    expect(() => monthlyPayment(Number.NaN, 1, 12)).toThrow(RangeError);
    expect(monthlyPayment(1000, 20, 12)).toBeGreaterThan(0);
  });
});

describe("interestOnlyPayment", () => {
  it("is C·i rounded to the cent", () => {
    expect(interestOnlyPayment(12_000, 6)).toBe(60);
    expect(interestOnlyPayment(150_000, 3.5)).toBe(437.5);
    expect(interestOnlyPayment(100_000, 3.33)).toBe(277.5);
    expect(interestOnlyPayment(100_000, 0)).toBe(0);
  });
});

describe("amortizationSchedule", () => {
  it("150 000 € at 3.5 % over 25 years repays exactly to the cent", () => {
    const schedule = amortizationSchedule({
      principal: 150_000,
      annualRatePct: 3.5,
      months: 300,
      deferralMonths: 0,
    });
    expect(schedule).toHaveLength(300);
    expect(sumCents(schedule, (r) => r.principalPaid)).toBe(15_000_000);
    expect(schedule[299].remaining).toBe(0);
    const payment = monthlyPayment(150_000, 3.5, 300);
    expect(payment).toBe(750.94);
    for (const row of schedule.slice(0, -1)) expect(row.payment).toBe(payment);
    // Exact payment 750.9354…: rounding up to 750.94 overpays ≈ 0.46 ct a month, which
    // compounds over 300 months (× ((1+i)^n − 1)/i ≈ 479) to 2.09 €: the last payment is lower.
    expect(schedule[299]).toMatchObject({ payment: 748.85, interest: 2.18, principalPaid: 746.67 });
    for (const row of schedule) expect(cents(row.payment)).toBe(cents(row.interest) + cents(row.principalPaid));
  });

  it("hand-checked: 12 000 € at 6 %, 6 months deferral then 12 months", () => {
    const s = amortizationSchedule({ principal: 12_000, annualRatePct: 6, months: 12, deferralMonths: 6 });
    expect(s).toHaveLength(18);
    for (let m = 0; m < 6; m++) {
      expect(s[m]).toEqual({
        month: m + 1,
        deferral: true,
        payment: 60,
        interest: 60,
        principalPaid: 0,
        remaining: 12_000,
      });
    }
    // Month 7: interest 12 000 × 0.005 = 60.00, principal 1 032.80 − 60 = 972.80.
    expect(s[6]).toEqual({
      month: 7,
      deferral: false,
      payment: 1032.8,
      interest: 60,
      principalPaid: 972.8,
      remaining: 11_027.2,
    });
    // Month 8: interest 11 027.20 × 0.005 = 55.136 → 55.14, principal 977.66.
    expect(s[7]).toMatchObject({ interest: 55.14, principalPaid: 977.66, remaining: 10_049.54 });
    // Month 9: interest 10 049.54 × 0.005 = 50.2477 → 50.25.
    expect(s[8]).toMatchObject({ interest: 50.25, principalPaid: 982.55, remaining: 9066.99 });
    // Month 18 (last): 1 027.64 left, interest 5.1382 → 5.14, payment adjusted to 1 032.78.
    expect(s[17]).toEqual({
      month: 18,
      deferral: false,
      payment: 1032.78,
      interest: 5.14,
      principalPaid: 1027.64,
      remaining: 0,
    });
    expect(sumCents(s, (r) => r.principalPaid)).toBe(1_200_000);
    expect(sumCents(s, (r) => r.interest)).toBe(6 * 6000 + 39_358);
  });

  it("rejects a negative or fractional deferral", () => {
    expect(() => amortizationSchedule({ principal: 1000, annualRatePct: 1, months: 12, deferralMonths: -1 })).toThrow(
      /différé/,
    );
    expect(() => amortizationSchedule({ principal: 1000, annualRatePct: 1, months: 12, deferralMonths: 1.5 })).toThrow(
      RangeError,
    );
  });

  it("remainingPrincipal reads the schedule", () => {
    const s = amortizationSchedule({ principal: 12_000, annualRatePct: 6, months: 12, deferralMonths: 6 });
    expect(remainingPrincipal(s, 0)).toBe(12_000);
    expect(remainingPrincipal(s, 6)).toBe(12_000);
    expect(remainingPrincipal(s, 8)).toBe(10_049.54);
    expect(remainingPrincipal(s, 18)).toBe(0);
    expect(remainingPrincipal(s, 120)).toBe(0);
    expect(remainingPrincipal([], 3)).toBe(0);
    expect(() => remainingPrincipal(s, -1)).toThrow(RangeError);
  });
});

describe("amortization properties", () => {
  const principalCents = fc.integer({ min: 100_000, max: 100_000_000 }); // 1 000 € – 1 000 000 €
  const ratePct = fc.integer({ min: 0, max: 15_000 }).map((x) => x / 1000); // 0 – 15 %, 3 decimals
  const months = fc.integer({ min: 1, max: 360 });
  const deferral = fc.integer({ min: 0, max: 24 });

  it("the schedule repays exactly to the cent and never goes negative", () => {
    fc.assert(
      fc.property(principalCents, ratePct, months, deferral, (pc, rate, n, d) => {
        const s = amortizationSchedule({ principal: pc / 100, annualRatePct: rate, months: n, deferralMonths: d });
        expect(s).toHaveLength(n + d);
        expect(sumCents(s, (r) => r.principalPaid)).toBe(pc);
        expect(s[s.length - 1].remaining).toBe(0);
        // Plain checks per row (an expect per field would make the property slow).
        const bad = s.filter(
          (row, idx) =>
            row.month !== idx + 1 ||
            row.deferral !== idx < d ||
            row.payment < 0 ||
            row.interest < 0 ||
            row.principalPaid < 0 ||
            row.remaining < 0 ||
            cents(row.payment) !== cents(row.interest) + cents(row.principalPaid) ||
            cents(row.remaining) / 100 !== row.remaining,
        );
        expect(bad).toEqual([]);
        // Total paid covers the principal.
        expect(sumCents(s, (r) => r.payment)).toBeGreaterThanOrEqual(pc);
        // The last payment only absorbs the rounding: at most 1 ct a month (payment and
        // interest rounding), compounded at the loan rate.
        const i = rate / 100 / 12;
        const growth = i === 0 ? n : (Math.pow(1 + i, n) - 1) / i;
        const nominal = cents(monthlyPayment(pc / 100, rate, n));
        expect(Math.abs(cents(s[s.length - 1].payment) - nominal)).toBeLessThanOrEqual(growth + 1);
      }),
      { numRuns: 300 },
    );
  });

  it("the payment is non-decreasing in the rate", () => {
    fc.assert(
      fc.property(principalCents, ratePct, ratePct, months, (pc, r1, r2, n) => {
        const [lo, hi] = r1 <= r2 ? [r1, r2] : [r2, r1];
        expect(monthlyPayment(pc / 100, lo, n)).toBeLessThanOrEqual(monthlyPayment(pc / 100, hi, n));
      }),
      { numRuns: 500 },
    );
  });

  it("payment × months covers the principal (up to the half-cent rounding of each payment)", () => {
    fc.assert(
      fc.property(principalCents, ratePct, months, (pc, rate, n) => {
        const payment = cents(monthlyPayment(pc / 100, rate, n));
        // Rounding to the nearest cent may shave at most half a cent per month;
        // the schedule's last payment makes up for it (see the property above).
        expect(payment * n).toBeGreaterThanOrEqual(pc - n / 2);
        if (rate > 0) expect(payment * n + n / 2).toBeGreaterThan(pc);
      }),
      { numRuns: 500 },
    );
  });

  it("payment × months ≥ principal can be short by the rounding at 0 %: the last payment fixes it", () => {
    expect(monthlyPayment(1000, 0, 3)).toBe(333.33);
    const s = amortizationSchedule({ principal: 1000, annualRatePct: 0, months: 3, deferralMonths: 0 });
    expect(s.map((r) => r.payment)).toEqual([333.33, 333.33, 333.34]);
  });

  it("the payment matches the textbook formula within half a cent", () => {
    fc.assert(
      fc.property(principalCents, ratePct.filter((r) => r > 0), months, (pc, rate, n) => {
        const i = rate / 100 / 12;
        // 1 − (1 + i)^−n written so that a tiny rate loses no precision (1 − 0.99999… cancels digits).
        const exact = ((pc / 100) * i) / -Math.expm1(-n * Math.log1p(i));
        // Half a cent, plus the float error of a million-euro amount (about 1e-10 of it).
        expect(Math.abs(monthlyPayment(pc / 100, rate, n) - exact)).toBeLessThanOrEqual(0.005 + 1e-7);
      }),
      { numRuns: 300 },
    );
  });
});

describe("displayEntries and sumEntries", () => {
  const labels: Record<keyof ProjectTotal, string> = {
    priceAcqui: "Prix d’acquisition",
    works: "Travaux",
    fraisNotaire: "Frais de notaire",
    fraisAgence: "Frais d’agence",
    apportPersonnel: "Apport personnel",
    furnishing: "Ameublement",
    DM2AComi: "Commission",
  };

  it("skips the zero entries, in the order of the labels", () => {
    expect(displayEntries(TOTAL, labels)).toEqual([
      { key: "priceAcqui", label: "Prix d’acquisition", amount: 100_000 },
      { key: "works", label: "Travaux", amount: 20_000 },
      { key: "fraisNotaire", label: "Frais de notaire", amount: 8_000 },
      { key: "apportPersonnel", label: "Apport personnel", amount: 10_000 },
      { key: "furnishing", label: "Ameublement", amount: 2_000 },
    ]);
  });

  it("sums all the values", () => {
    expect(sumEntries({ a: 1, b: 0, c: 2.5 })).toBe(3.5);
    expect(sumEntries(CHARGES)).toBe(650);
    expect(monthlyChargesTotal(CHARGES)).toBe(650);
    expect(nonRecoverableMonthlyCharges(CHARGES)).toBe(150);
  });
});

describe("yields and cash flow", () => {
  it("simple case: 100 000 € cost, 500 € rent, 100 € charges a month", () => {
    expect(grossYield(6000, 100_000)).toBe(6);
    expect(netYield(6000, 1200, 100_000)).toBeCloseTo(4.8, 10);
    expect(grossYield(6000, 0)).toBe(0);
    expect(monthlyCashflow(500, 100 + 421.6)).toBe(-21.6);
  });
});

describe("wealth", () => {
  it("states its assumptions in French", () => {
    expect(WEALTH_ASSUMPTIONS.length).toBeGreaterThanOrEqual(5);
    expect(WEALTH_ASSUMPTIONS.join(" ")).toMatch(/revalorisation/);
    expect(WEALTH_ASSUMPTIONS.join(" ")).toMatch(/différé/);
    expect(WEALTH_ASSUMPTIONS.join(" ")).toMatch(/impôt/);
    expect(WEALTH_ASSUMPTIONS.join(" ")).toMatch(/vacance/);
  });

  it("without a loan: value + cumulated cash flow − contribution", () => {
    expect(
      wealthAfterYears({
        years: 2,
        propertyValue: 100_000,
        apportPersonnel: 105_000,
        monthlyRent: 600,
        worksMonths: 0,
        monthlyNonLoanCharges: 100,
        schedule: [],
      }),
    ).toBe(100_000 + 24 * 500 - 105_000);
  });

  it("no rent while the works run, the charges still paid", () => {
    const base = { years: 2, propertyValue: 100_000, apportPersonnel: 105_000, monthlyRent: 600, monthlyNonLoanCharges: 100, schedule: [] };
    // 3 months of works: 21 rents of 600 € = 12 600 €, 24 months of charges = 2 400 €.
    expect(wealthAfterYears({ ...base, worksMonths: 3 })).toBe(5_200); // 100 000 + 12 600 − 2 400 − 105 000
    // 2,5 months: 21,5 rents = 12 900 €.
    expect(wealthAfterYears({ ...base, worksMonths: 2.5 })).toBe(5_500);
    // Works longer than the period: no rent at all.
    expect(wealthAfterYears({ ...base, years: 1, worksMonths: 14 })).toBe(-6_200); // 100 000 − 1 200 − 105 000
    expect(rentedMonths(12, 4)).toBe(8);
    expect(rentedMonths(12, 14)).toBe(0);
    expect(rentedMonths(24, 14)).toBe(10);
  });

  it("says that no rent comes in during the works", () => {
    expect(WEALTH_ASSUMPTIONS.join(" ")).toMatch(/Aucun loyer pendant les travaux/);
  });
});

describe("simulateProject", () => {
  it("hand-checked: 12 000 € at 6 % over 2 years with 12 months deferral", () => {
    const r = simulateProject({
      total: { priceAcqui: 10_000, works: 2_000, fraisNotaire: 0, fraisAgence: 0, apportPersonnel: 0, furnishing: 0, DM2AComi: 0 },
      charges: { taxeFonciere: 40, chargesCopro: 0, chargesCourantes: 0, pno: 0, cfe: 0, rentalManage: 0 },
      monthlyRent: 1100,
      worksMonths: 0,
      annualRatePct: 6,
      durationYears: 2,
      deferralMonths: 12,
    });
    expect(r).toEqual({
      totalCost: 12_000,
      propertyValue: 12_000,
      estimated: false,
      borrowed: 12_000,
      monthlyPayment: 1032.8,
      deferralPayment: 60,
      monthlyCharges: 1072.8,
      grossYield: 110, // 13 200 / 12 000
      netYield: 106, // (13 200 − 480) / 12 000
      cashflow: 27.2, // 1 100 − 40 − 1 032.80
      cashflowDuringDeferral: 1000, // 1 100 − 40 − 60
      cashflowDuringWorks: 0,
      // After 1 year: 12 000 − 12 000 owed + 12 × 1 000.
      wealth1: 12_000,
      // After 5 years: loan repaid; 60 × 1 060 − 12 × 60 − (11 × 1 032.80 + 1 032.78) = 50 486.42.
      wealth5: 12_000 + 50_486.42,
      wealth10: 12_000 + 50_486.42 + 60 * 1060,
    });
  });

  it("hand-checked: the same loan with 3 months of works, no rent during them", () => {
    const r = simulateProject({
      total: { priceAcqui: 10_000, works: 2_000, fraisNotaire: 0, fraisAgence: 0, apportPersonnel: 0, furnishing: 0, DM2AComi: 0 },
      charges: { taxeFonciere: 40, chargesCopro: 0, chargesCourantes: 0, pno: 0, cfe: 0, rentalManage: 0 },
      monthlyRent: 1100,
      worksMonths: 3,
      annualRatePct: 6,
      durationYears: 2,
      deferralMonths: 12,
    });
    // Yields and the cruising cash flows do not change: they describe a let year.
    expect(r.grossYield).toBe(110);
    expect(r.cashflow).toBe(27.2);
    expect(r.cashflowDuringDeferral).toBe(1000);
    // During the works: no rent, 40 € of charges and the 60 € interest-only payment.
    expect(r.cashflowDuringWorks).toBe(-100);
    // After 1 year: 9 rents (9 900 €) − 12 × 40 € − 12 × 60 € = 8 700 €; nothing repaid yet.
    expect(r.wealth1).toBe(8_700);
    // Three rents (3 300 €) fewer than without works, every later year unchanged.
    expect(r.wealth5).toBe(12_000 + 50_486.42 - 3_300);
    expect(r.wealth10).toBe(12_000 + 50_486.42 + 60 * 1060 - 3_300);
  });

  it("values the property at the « valeur estimée après travaux » when staff entered one", () => {
    const base = {
      total: { priceAcqui: 10_000, works: 2_000, fraisNotaire: 0, fraisAgence: 0, apportPersonnel: 0, furnishing: 0, DM2AComi: 0 },
      charges: { taxeFonciere: 40, chargesCopro: 0, chargesCourantes: 0, pno: 0, cfe: 0, rentalManage: 0 },
      monthlyRent: 1100,
      worksMonths: 0,
      annualRatePct: 6,
      durationYears: 2,
      deferralMonths: 12,
    };
    expect(propertyValue(base.total)).toBe(12_000);
    expect(propertyValue(base.total, null)).toBe(12_000);
    expect(propertyValue(base.total, 15_000)).toBe(15_000);
    const r = simulateProject({ ...base, estimatedValue: 15_000 });
    // 3 000 € more of property than price + works: every net gain figure is 3 000 € higher; yields unchanged.
    expect(r).toMatchObject({ propertyValue: 15_000, estimated: true, wealth1: 15_000, wealth5: 15_000 + 50_486.42, grossYield: 110 });
    expect(simulateProject(base)).toMatchObject({ propertyValue: 12_000, estimated: false, wealth1: 12_000 });
  });

  it("during the works without deferral, the full payment is due", () => {
    const r = simulateProject({
      total: { priceAcqui: 12_000, works: 0, fraisNotaire: 0, fraisAgence: 0, apportPersonnel: 0, furnishing: 0, DM2AComi: 0 },
      charges: { taxeFonciere: 40, chargesCopro: 0, chargesCourantes: 0, pno: 0, cfe: 0, rentalManage: 0 },
      monthlyRent: 1100,
      worksMonths: 2,
      annualRatePct: 0,
      durationYears: 1,
      deferralMonths: 0,
    });
    expect(r.monthlyPayment).toBe(1000); // 12 000 / 12 at 0 %
    expect(r.cashflowDuringWorks).toBe(-1040);
    // After 1 year: loan repaid, 10 rents − 12 × 40 € − 12 000 € = −1 480 € of cash, + 12 000 € of property.
    expect(r.wealth1).toBe(10_520);
  });

  it("realistic case: yields and cash flow", () => {
    const { mensualiter: _unused, ...charges } = CHARGES;
    const r = simulateProject({
      total: TOTAL,
      charges,
      monthlyRent: 900,
      worksMonths: 0,
      annualRatePct: 3.6,
      durationYears: 20,
      deferralMonths: 6,
    });
    expect(r.totalCost).toBe(130_000);
    expect(r.borrowed).toBe(120_000);
    // Worked by hand: 120 000 × 0,003 / (1 − 1,003^−234) = 714,4476… → 714,45 € (see deriveProjectFigures below).
    expect(r.monthlyPayment).toBe(714.45);
    expect(r.deferralPayment).toBe(360); // 120 000 × 0,003
    expect(r.monthlyCharges).toBe(864.45); // 150 + 714,45
    expect(r.grossYield).toBe(8.31); // 10 800 / 130 000 = 8.3077 %
    expect(r.netYield).toBe(6.92); // 9 000 / 130 000 = 6.923 %
    expect(r.cashflow).toBe(35.55); // 900 − 864,45
    expect(r.cashflowDuringDeferral).toBe(390); // 900 − 150 − 360
    expect([r.wealth1, r.wealth5, r.wealth10]).toEqual([-5303.99, 15003.91, 44484.47]);
  });

  it("no deferral: the deferral figures are 0", () => {
    const { mensualiter: _unused, ...charges } = CHARGES;
    const r = simulateProject({ total: TOTAL, charges, monthlyRent: 900, worksMonths: 0, annualRatePct: 3.6, durationYears: 20, deferralMonths: 0 });
    expect(r.deferralPayment).toBe(0);
    expect(r.cashflowDuringDeferral).toBe(0);
    expect(r.monthlyPayment).toBe(702.13); // 120 000 × 0,003 / (1 − 1,003^−240) = 702,1338…
  });

  it("rejects a deferral not shorter than the loan", () => {
    const { mensualiter: _unused, ...charges } = CHARGES;
    expect(() =>
      simulateProject({ total: TOTAL, charges, monthlyRent: 900, worksMonths: 0, annualRatePct: 3.6, durationYears: 1, deferralMonths: 12 }),
    ).toThrow(RangeError);
  });
});

describe("deriveProjectFigures", () => {
  it("computes the project's figures from its entered figures", () => {
    const rentabilite: ProjectRentabilite = {
      dureeEmprunt: 20,
      dureeDifferer: 6,
      monthlyRent: 900,
      profitabilityBrut: 0,
      cashflowNet: 0,
      wealth1: 0,
      wealth5: 0,
      wealth10: 0,
    };
    const figures = deriveProjectFigures({ total: TOTAL, chargesMensuelles: CHARGES, tauxEmprunt: 3.6, rentabilite, tmpRenov: 0, valeurApresTravaux: null });
    // Worked by hand (independently of finance.ts): 130 000 € cost − 10 000 € contribution = 120 000 € borrowed
    // at 0,3 % a month; 6 months of interest only (360 €), then 234 payments of
    // 120 000 × 0,003 / (1 − 1,003^−234) = 714,45 €. Charges other than the loan: 150 € a month.
    // Wealth after n years = 120 000 € (price + works) − principal still owed + cash flows − 10 000 €,
    // the principal owed following the schedule month by month, interest rounded to the cent.
    expect(figures).toEqual({
      mensualiter: 714.45,
      profitabilityBrut: 8.31, // 10 800 / 130 000
      profitabilityNet: 6.92, // (10 800 − 1 800) / 130 000
      cashflowNet: 35.55, // 900 − 150 − 714,45
      cashflowDifferer: 390, // 900 − 150 − 360
      moisDifferer: 6,
      wealth1: -5303.99,
      wealth5: 15003.91,
      wealth10: 44484.47,
    });
    // Four months of works: four rents of 900 € fewer in every wealth figure, the rest unchanged.
    const withWorks = deriveProjectFigures({ total: TOTAL, chargesMensuelles: CHARGES, tauxEmprunt: 3.6, rentabilite, tmpRenov: 4, valeurApresTravaux: null });
    expect(withWorks).toEqual({ ...figures, wealth1: -8903.99, wealth5: 11403.91, wealth10: 40884.47 });
  });
});

describe("validateSimulationInput", () => {
  const valid = {
    total: { ...TOTAL },
    charges: { taxeFonciere: 80, chargesCopro: 50, pno: "15", cfe: "5" },
    monthlyRent: "900",
    annualRatePct: "3,6",
    durationYears: 20,
    deferralMonths: "6",
  };

  it("accepts and normalises a valid input (French decimals, missing charges = 0)", () => {
    const result = validateSimulationInput(valid);
    expect(result).toEqual({
      ok: true,
      value: {
        total: TOTAL,
        charges: { taxeFonciere: 80, chargesCopro: 50, chargesCourantes: 0, pno: 15, cfe: 5, rentalManage: 0 },
        monthlyRent: 900,
        worksMonths: 0,
        estimatedValue: null,
        annualRatePct: 3.6,
        durationYears: 20,
        deferralMonths: 6,
      },
    });
    const works = validateSimulationInput({ ...valid, worksMonths: "2,5" });
    expect(works.ok && works.value.worksMonths).toBe(2.5);
    expect(validateSimulationInput({ ...valid, worksMonths: 121 })).toEqual({
      ok: false,
      errors: { worksMonths: "La durée des travaux doit être d’au plus 120 mois." },
    });
  });

  it("rejects impossible inputs with French messages", () => {
    const result = validateSimulationInput({
      total: { ...TOTAL, priceAcqui: -1, apportPersonnel: -5 },
      charges: { taxeFonciere: "abc" },
      monthlyRent: -100,
      annualRatePct: 25,
      durationYears: 0,
      deferralMonths: -1,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual(
      ["annualRatePct", "apportPersonnel", "deferralMonths", "durationYears", "monthlyRent", "priceAcqui", "taxeFonciere"].sort(),
    );
    expect(result.errors.apportPersonnel).toMatch(/négatif/);
    expect(result.errors.annualRatePct).toMatch(/entre 0 % et 20 %/);
    expect(result.errors.durationYears).toMatch(/durée/);
    expect(result.errors.monthlyRent).toMatch(/loyer/i);
    expect(result.errors.taxeFonciere).toMatch(/nombre/);
  });

  it("rejects a deferral not shorter than the loan", () => {
    const result = validateSimulationInput({ ...valid, durationYears: 2, deferralMonths: 24 });
    expect(result).toEqual({
      ok: false,
      errors: { deferralMonths: "Le différé (24 mois) doit être plus court que la durée de l’emprunt (24 mois)." },
    });
  });

  it("rejects a contribution larger than the cost", () => {
    const result = validateSimulationInput({ ...valid, total: { ...TOTAL, apportPersonnel: 130_000.01 } });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors)).toEqual(["apportPersonnel"]);
      expect(result.errors.apportPersonnel).toMatch(/dépasser le coût total/);
    }
    expect(validateSimulationInput({ ...valid, total: { ...TOTAL, apportPersonnel: 130_000 } }).ok).toBe(true);
  });

  it("requires rent, rate and duration", () => {
    const result = validateSimulationInput({ total: TOTAL });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(Object.keys(result.errors).sort()).toEqual(["annualRatePct", "durationYears", "monthlyRent"]);
    }
    expect(validateSimulationInput(null).ok).toBe(false);
  });

  it("every valid input simulates without throwing", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 2000 }).map((x) => x / 100),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 24 }),
        (price, apportPct, rate, years, deferral) => {
          const total = { ...TOTAL, priceAcqui: price, apportPersonnel: Math.floor(((price + 30_000) * apportPct) / 100) };
          const result = validateSimulationInput({ ...valid, total, annualRatePct: rate, durationYears: years, deferralMonths: deferral });
          if (deferral >= years * 12) {
            expect(result.ok).toBe(false);
            return;
          }
          expect(result.ok).toBe(true);
          if (result.ok) expect(() => simulateProject(result.value)).not.toThrow();
        },
      ),
    );
  });
});
