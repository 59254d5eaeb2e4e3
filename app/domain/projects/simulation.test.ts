import { describe, it, expect } from "vitest";
import fc from "fast-check";
import type { ProjectRentabilite } from "../content/entities";
import {
  deriveProjectFigures,
  simulateProject,
  validateSimulationInput,
} from "./simulation";
import { CHARGES, TOTAL } from "../../../tests/support/finance-fixtures";
import { propertyValue } from "./money";


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
