import { describe, expect, it } from "vitest";
import { districtChart, districtChartSummary, niceScale } from "./district-chart";

describe("niceScale", () => {
  it("rounds the top of the scale up to a round step", () => {
    expect(niceScale(520)).toEqual({ max: 600, step: 200, ticks: [0, 200, 400, 600] });
    expect(niceScale(1450)).toEqual({ max: 1500, step: 500, ticks: [0, 500, 1000, 1500] });
    expect(niceScale(94)).toEqual({ max: 100, step: 25, ticks: [0, 25, 50, 75, 100] });
    expect(niceScale(400)).toEqual({ max: 400, step: 100, ticks: [0, 100, 200, 300, 400] });
    expect(niceScale(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
  });
});

describe("districtChart", () => {
  const jacquard = { id: 1, nom: "Jacquard", prixMoyenLocation: 480, prixMoyenAuMetre: 1150, tauxElever: 93.5 };
  const bellevue = { id: 2, nom: "Bellevue", prixMoyenLocation: 430, prixMoyenAuMetre: 950, tauxElever: 91 };

  it("draws the district first, beside the others of its city, with its own figures", () => {
    const panels = districtChart([bellevue, jacquard], 1);
    expect(panels.map((p) => p.title)).toEqual(["Loyer moyen (par mois)", "Prix moyen au m²", "Taux d’occupation"]);
    expect(panels[0].bars.map((b) => [b.label, b.value, b.current])).toEqual([["Jacquard", 480, true], ["Bellevue", 430, false]]);
    expect(panels[0].bars[0].text).toBe("480\u00a0€");
    expect(panels[1].max).toBe(1500);
    expect(panels[2].bars[0].text).toBe("93,5\u00a0%");
    // A rate never goes beyond 100 %.
    expect(panels[2].max).toBe(100);
  });

  it("says the same in a sentence", () => {
    expect(districtChartSummary(districtChart([jacquard], 1))).toBe(
      "Loyer moyen (par mois)\u00a0: Jacquard 480\u00a0€. Prix moyen au m²\u00a0: Jacquard 1\u202f150\u00a0€. Taux d’occupation\u00a0: Jacquard 93,5\u00a0%.",
    );
  });
});
