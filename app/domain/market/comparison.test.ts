import { describe, expect, it } from "vitest";
import { halfYearChart, projectComparison } from "./comparison";

const total = { priceAcqui: 42_000, works: 18_000, fraisNotaire: 3_500, fraisAgence: 0, apportPersonnel: 5_000, furnishing: 4_000, DM2AComi: 4_500 };
const market = {
  commune: "Saint-Étienne",
  sales: { name: "Saint-Étienne", sales: 151, median: 1232, q1: 1000, q3: 1450, window: { start: "2022-07-01", end: "2025-06-30" }, halves: [] },
  rent: { segment: "t1-t2" as const, rent: 11.2, lower: 8.85, upper: 14.22, level: "commune" as const, observations: 1200, edition: 2025, importedAt: "2025-11-02T10:00:00.000Z" },
};

describe("a project beside the market", () => {
  it("compares its price and total cost per m² with the median, and its rent with the reference rent", () => {
    // 42 000 / 46 = 913 €/m²; total 72 000 / 46 = 1 565 €/m²; 520 / 46 = 11,30 €/m² a month.
    expect(projectComparison({ surface: 46, total, prixLocation: 520 }, market)).toEqual([
      { label: "Prix d’achat", value: "913\u00a0€/m²", gap: "26\u00a0% sous la médiane des ventes de Saint-Étienne (1\u202f232\u00a0€/m²)" },
      { label: "Coût total (achat, travaux, frais et ameublement)", value: "1\u202f565\u00a0€/m²", gap: "27\u00a0% au-dessus de la médiane des ventes de Saint-Étienne (1\u202f232\u00a0€/m²)" },
      { label: "Loyer mensuel", value: "11,30\u00a0€/m²", gap: "1\u00a0% au-dessus du loyer de référence des T1 et T2 (11,20\u00a0€/m²)" },
    ]);
  });

  it("says nothing per m² without a surface, and has no gap without a median or a rent", () => {
    expect(projectComparison({ surface: 0, total, prixLocation: 520 }, market)).toEqual([]);
    const lines = projectComparison({ surface: 46, total, prixLocation: 520 }, { commune: "Mulhouse", sales: null, rent: null });
    expect(lines.map((l) => l.gap)).toEqual([null, null, null]);
  });

  it("draws a bar per half-year with 5 sales or more", () => {
    const chart = halfYearChart([
      { half: "2024-S1", count: 12, median: 1510 },
      { half: "2024-S2", count: 3, median: null },
    ]);
    expect(chart.max).toBe(2000);
    expect(chart.bars.map((b) => b.text)).toEqual(["1\u202f510\u00a0€/m² (12 ventes)", "3 ventes : moins de 5"]);
  });
});
