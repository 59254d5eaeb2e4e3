import { describe, expect, it } from "vitest";
import { arrondissementsOf, dvfGap, parentCommune, parseSections, sectionsText } from "./places";
import { gapText, periodText, rentSegmentOf } from "./wording";

describe("places", () => {
  it("say why Alsace-Moselle and Mayotte have no sales", () => {
    expect(dvfGap("68")).toMatch(/livre foncier/);
    expect(dvfGap("57")).toMatch(/Alsace-Moselle/);
    expect(dvfGap("976")).toMatch(/Mayotte/);
    expect(dvfGap("87")).toBeNull();
  });

  it("fold the arrondissements of Paris, Lyon and Marseille into their commune", () => {
    expect(parentCommune("75111")).toBe("75056");
    expect(parentCommune("69383")).toBe("69123");
    expect(parentCommune("13216")).toBe("13055");
    expect(parentCommune("75121")).toBeNull();
    expect(parentCommune("87085")).toBeNull();
    expect(arrondissementsOf("75056")).toHaveLength(20);
    expect(arrondissementsOf("69123")).toEqual(["69381", "69382", "69383", "69384", "69385", "69386", "69387", "69388", "69389"]);
    expect(arrondissementsOf("13055").at(-1)).toBe("13216");
    expect(arrondissementsOf("87085")).toEqual([]);
  });

  it("read the cadastral sections staff type", () => {
    expect(parseSections("ab, AC; a  123CD 42218000KC", "42218")).toEqual(["42218000AB", "42218000AC", "42218000KC", "422180000A", "42218123CD"].sort());
    expect(parseSections("", "42218")).toEqual([]);
    expect(parseSections("AB, 87085000AB", "42218")).toBe("« 87085000AB » n’est pas une section cadastrale de cette commune (par exemple AB, 0A ou 42218000AB).");
    expect(parseSections("75111000AB", "75056")).toEqual(["75111000AB"]);
    expect(sectionsText(["42218000AB", "42218123CD"], "42218")).toBe("AB, 123CD");
  });
});

describe("wording", () => {
  it("says the gap to the market", () => {
    expect(gapText(1640, 2000, "la médiane des ventes de Limoges")).toBe("18\u00a0% sous la médiane des ventes de Limoges");
    expect(gapText(2140, 2000, "la médiane des ventes du Mans")).toBe("7\u00a0% au-dessus de la médiane des ventes du Mans");
    expect(gapText(13.5, 12, "le loyer de référence")).toBe("13\u00a0% au-dessus du loyer de référence");
    expect(gapText(2005, 2000, "la médiane")).toBe("au niveau de la médiane");
  });

  it("picks the reference rent of a project's type", () => {
    expect(rentSegmentOf("Studio")).toBe("t1-t2");
    expect(rentSegmentOf("T2")).toBe("t1-t2");
    expect(rentSegmentOf("T2 bis")).toBe("t1-t2");
    expect(rentSegmentOf("T3")).toBe("t3-plus");
    expect(rentSegmentOf("Colocation")).toBe("t3-plus");
    expect(rentSegmentOf("Immeuble")).toBe("appartements");
    expect(rentSegmentOf("Maison de ville")).toBe("maisons");
  });

  it("writes periods in French", () => {
    expect(periodText({ start: "2022-07-01", end: "2025-06-30" })).toBe("du 1er juillet 2022 au 30 juin 2025");
  });
});
