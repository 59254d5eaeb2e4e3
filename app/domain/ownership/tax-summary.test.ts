import { describe, expect, it } from "vitest";
import { yearResult } from "./results";
import { FORM_2044_LINE, lmnpDepreciationInYear, taxSummary, toEuro } from "./tax-summary";
import { EXPENSES, PAYMENTS, TERMS, TOTAL, lease } from "../../../tests/fixtures/books";

// The same figures as the owner's page: 4 341,82 € of rent and 280,12 € of charges received in 2025.
const result = yearResult({ leases: [lease()], payments: PAYMENTS, expenses: EXPENSES }, TERMS, 2025, "2026-02-15");
const input = { year: 2025, result, total: TOTAL, serviceStart: "2025-03-15" };

describe("rounding to the euro", () => {
  it("rounds half a euro up, as the forms ask", () => {
    expect(toEuro(4341.82)).toBe(4342);
    expect(toEuro(1302.5)).toBe(1303);
    expect(toEuro(1302.49)).toBe(1302);
  });
});

describe("Récapitulatif fiscal, location nue", () => {
  const s = taxSummary({ ...input, furnished: false });
  if (s.furnished) throw new Error("expected the unfurnished summary");

  it("fills the lines of form 2044 from the year's figures (worked by hand)", () => {
    expect(s.lines.map((l) => [l.code, l.amount])).toEqual([
      ["211", 4342],
      ["221", 200], // Frais de gestion
      ["222", 20], // forfait for one local
      ["223", 120], // PNO
      ["224", 1150], // entretien 150 + amélioration 1 000
      ["227", 800], // taxe foncière
      ["229", 300], // copropriété non récupérable
      ["230", 0],
      ["250", 2580], // intérêts 2 400 + assurance emprunteur 180
    ]);
    expect(s.lines[0].label).toBe("Loyers bruts encaissés");
    expect(s.lines.find((l) => l.code === "224")?.note).toBe("Travaux d’entretien et de réparation + Travaux d’amélioration");
    expect(s.lines.find((l) => l.code === "250")?.note).toBe("Intérêts d’emprunt + Assurance emprunteur");
    // 200 + 20 + 120 + 1 150 + 800 + 300 − 0.
    expect(s.charges).toBe(2590);
    expect(s.interest).toBe(2580);
    // 4 342 − 2 590 − 2 580.
    expect(s.result).toBe(-828);
    expect(s.notes.some((n) => n.startsWith("Déficit foncier"))).toBe(true);
    expect(s.unplaced).toEqual([{ code: "—", label: "Autre", amount: 50, note: "À reporter sur la ligne qui convient s’il s’agit d’une dépense déductible" }]);
  });

  it("gives box 4BE of form 2042 with its 30 % allowance", () => {
    // 30 % of 4 342 = 1 302,60 → 1 303.
    expect(s.micro).toEqual({ box: "4BE", form: "2042", gross: 4342, allowancePct: 30, allowance: 1303, taxable: 3039, threshold: 15_000, withinThreshold: true });
  });

  it("puts every category on a line but « Autre »", () => {
    expect(Object.entries(FORM_2044_LINE).filter(([, line]) => line === null)).toEqual([["autre", null]]);
  });
});

describe("Récapitulatif fiscal, location meublée", () => {
  const s = taxSummary({ ...input, furnished: true });
  if (!s.furnished) throw new Error("expected the furnished summary");

  it("gives box 5ND of form 2042-C-PRO, charges included, with its 50 % allowance", () => {
    // 4 342 + 280 = 4 622; 50 % = 2 311 (more than the 305 € minimum).
    expect(s.micro).toEqual({ box: "5ND", form: "2042-C-PRO", gross: 4622, allowancePct: 50, allowance: 2311, taxable: 2311, threshold: 77_700, withinThreshold: true });
    const small = taxSummary({ ...input, furnished: true, result: { ...result, rentsReceived: 400, chargesReceived: 0 } });
    expect(small.furnished && small.micro).toMatchObject({ gross: 400, allowance: 305, taxable: 95 });
  });

  it("gives the accountant the amounts of the 2031 and 2033 for an LMNP au réel (worked by hand)", () => {
    expect(s.reel.receiptsTotal).toBe(4622);
    expect(s.reel.charges.map((l) => [l.label, l.amount])).toEqual([
      ["Impôts et taxes", 800],
      // PNO 120 + copropriété 300 + entretien 150 + gestion 200 + autre 50 + charges paid for the tenant 280,12.
      ["Autres charges externes", 1100],
      ["Charges financières", 2580],
      // First year: notary 8 000 + agency 0 + commission 7 000.
      ["Frais d’acquisition passés en charges la première année", 15_000],
    ]);
    expect(s.reel.chargesTotal).toBe(19_480);
    expect(s.reel.capitalised.map((l) => [l.label, l.amount])).toEqual([["Travaux d’amélioration", 1000]]);
    // Building 85 000 / 30 + works 20 000 / 15 + furniture 5 000 / 7 = 4 880,95 a year; 10 months of 2025 → 4 067.
    expect(s.reel.depreciation).toBe(4067);
    expect(s.reel.resultBeforeDepreciation).toBe(-14_858);
    // Depreciation may not make a loss: all of it is carried forward.
    expect(s.reel).toMatchObject({ depreciationDeducted: 0, depreciationCarried: 4067, result: -14_858 });
  });

  it("deducts depreciation up to the result once the acquisition year is over", () => {
    const later = taxSummary({ ...input, year: 2026, furnished: true, result: { rentsReceived: 7440, chargesReceived: 480, expenses: { ...result.expenses, "travaux-amelioration": 0, interets: 2000, "assurance-emprunteur": 0 } } });
    if (!later.furnished) throw new Error("expected the furnished summary");
    // Receipts 7 920; charges 800 + (120 + 300 + 150 + 200 + 50 + 480) + 2 000 = 4 100; result 3 820;
    // depreciation 4 881 of which 3 820 deducted and 1 061 carried.
    expect(later.reel).toMatchObject({ receiptsTotal: 7920, chargesTotal: 4100, depreciation: 4881, resultBeforeDepreciation: 3820, depreciationDeducted: 3820, depreciationCarried: 1061, result: 0 });
  });

  it("prorates the depreciation by month and stops each part at the end of its period", () => {
    expect(lmnpDepreciationInYear(TOTAL, 15, "2025-03-15", 2024)).toBe(0);
    expect(toEuro(lmnpDepreciationInYear(TOTAL, 15, "2025-03-15", 2025))).toBe(4067);
    expect(toEuro(lmnpDepreciationInYear(TOTAL, 15, "2025-03-15", 2026))).toBe(4881);
    // 2032: January–February in year 7 (furniture still), March–December in year 8 (furniture done after 7 years):
    // 4 880,95 × 2 / 12 + (2 833,33 + 1 333,33) × 10 / 12 = 4 285,71.
    expect(toEuro(lmnpDepreciationInYear(TOTAL, 15, "2025-03-15", 2032))).toBe(4286);
  });
});
