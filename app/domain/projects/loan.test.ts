import { describe, it, expect } from "vitest";
import fc from "fast-check";
import {
  WEALTH_ASSUMPTIONS,
  amortizationSchedule,
  interestOnlyPayment,
  monthlyPayment,
  remainingPrincipal,
  wealthAfterYears,
  type AmortizationRow,
} from "./loan";
import { rentedMonths } from "./money";

const cents = (euros: number): number => Math.round(euros * 100);
const sumCents = (rows: AmortizationRow[], pick: (r: AmortizationRow) => number): number =>
  rows.reduce((s, r) => s + cents(pick(r)), 0);

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
