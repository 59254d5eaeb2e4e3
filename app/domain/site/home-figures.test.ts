import { describe, expect, it } from "vitest";
import { homeFigures } from "./home-figures";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const CONFIGURED = [
  { value: "119", label: "projets d’appartements par an", source: "Bilan d’activité 2025" },
  { value: "100 %", label: "de nos investisseurs nous recommandent", source: "Enquête auprès de nos clients, janvier 2026" },
  { value: "100 %", label: "des biens loués", source: "Suivi locatif de nos clients, décembre 2025" },
  { value: "4,8/5", label: "de satisfaction", source: null },
];

describe("the home's key figures (issue 30, item 1)", () => {
  it("computes from the books, links to the evidence, and leaves out the configured figures that could contradict", () => {
    const figures = homeFigures({ projects: 6, properties: 6, letAtEnd: 5, medianRentRatio: 0.9735, asOf: "2026-10" }, CONFIGURED);
    expect(figures.map((f) => [f.value, f.label, f.source, f.href].map((x) => x && plain(x)))).toEqual([
      ["6", "projets livrés aux résultats publiés", "Nos comptes de gestion, fin octobre 2026", "/resultats"],
      ["83,3 %", "des biens livrés loués (5 sur 6 biens)", "Nos comptes de gestion, fin octobre 2026", "/resultats"],
      ["97,4 %", "du loyer annoncé obtenu, en médiane sur douze mois", "Nos comptes de gestion, fin octobre 2026", "/resultats"],
      // The survey stays, with its dated source; projects per year and « 100 % des biens loués » go.
      ["100 %", "de nos investisseurs nous recommandent", "Enquête auprès de nos clients, janvier 2026", null],
    ]);
  });

  it("shows the configured figures with a source while the books have nothing to say", () => {
    expect(homeFigures(null, CONFIGURED).map((f) => f.value)).toEqual(["119", "100 %", "100 %"]);
    expect(homeFigures({ projects: 0, properties: 0, letAtEnd: 0, medianRentRatio: null, asOf: "2026-10" }, CONFIGURED)).toHaveLength(3);
    expect(homeFigures({ projects: 1, properties: 1, letAtEnd: 1, medianRentRatio: null, asOf: "2026-10" }, []).map((f) => plain(f.label))).toEqual([
      "projet livré aux résultats publiés",
      "des biens livrés loués (1 sur 1 bien)",
    ]);
  });
});
