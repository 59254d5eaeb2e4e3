import { describe, expect, it } from "vitest";
import { areaView, cityMarketView, projectMarketView } from "./display";
import type { AreaMarket, CommuneMarket, RentFigure } from "./views";

const window = { start: "2022-07-01", end: "2025-06-30" };
const area = (sales: number, median: number | null): AreaMarket => ({ name: "Poitiers", sales, median, q1: median && median - 300, q3: median && median + 250, window, halves: [{ half: "2025-S1", count: sales, median }] });
const rent = (level: "commune" | "maille"): RentFigure => ({ segment: "maisons", rent: 10.3, lower: 8.14, upper: 13.08, level, observations: level === "maille" ? 23 : 412, edition: 2025, importedAt: "2025-11-02T10:00:00.000Z" });
const commune = (over: Partial<CommuneMarket>): CommuneMarket => ({ codeInsee: "86194", commune: "Poitiers", coverage: { kind: "couverte", latestSale: "2025-06-30", importedAt: "2025-11-02T10:00:00.000Z" }, sales: area(151, 2034), districts: [], rents: [], rentsByArrondissement: false, ...over });

describe("the market sections' texts", () => {
  it("say the figures of an area, or why there are none", () => {
    expect(areaView(area(151, 2034), "à Poitiers")).toEqual({ median: "2\u202f034\u00a0€/m²", range: "1\u202f734\u00a0€/m² et 2\u202f284\u00a0€/m²", count: "151 ventes", period: "du 1er juillet 2022 au 30 juin 2025" });
    expect(areaView(area(3, null), "à Poitiers")).toEqual({
      message: "3 ventes d’appartements comparables seulement à Poitiers du 1er juillet 2022 au 30 juin 2025 : en dessous de 5 ventes, nous ne publions pas de médiane, trop fragile.",
    });
    expect(areaView(null, "à Poitiers")).toEqual({ message: "Aucune vente d’appartement comparable à Poitiers sur les 36 derniers mois connus." });
  });

  it("show a city's chart and districts only when its sales are covered, and its source", () => {
    const covered = cityMarketView(commune({ districts: [{ id: 4, nom: "Gibauderie", prixMoyenAuMetre: 1950, sales: null }] }));
    expect(covered.chart?.bars.map((b) => b.text)).toEqual(["2\u202f034\u00a0€/m² (151 ventes)"]);
    expect(covered.districts).toEqual([{ id: 4, nom: "Gibauderie", ours: "1\u202f950\u00a0€/m²", sales: "pas encore calculée (sections cadastrales à venir)" }]);
    expect(covered.salesSource).toMatch(/jusqu’au 30 juin 2025, importées le 2 novembre 2025\. Licence Ouverte 2\.0\.$/);
    const alsace = cityMarketView(commune({ commune: "Mulhouse", coverage: { kind: "non-couverte", reason: "Livre foncier." }, sales: null, rents: [rent("maille")] }));
    expect(alsace).toMatchObject({ salesNote: "Livre foncier.", sales: null, chart: null, districts: [], salesSource: null, rentNote: null });
    expect(alsace.rents[0].note).toBe("Estimation sur une zone plus large (maille) : trop peu d’annonces dans la commune (23).");
    expect(cityMarketView(commune({ coverage: { kind: "non-importee" }, sales: null })).salesNote).toMatch(/pas encore été chargées/);
    expect(cityMarketView(commune({ commune: "Lyon", codeInsee: "69123", rentsByArrondissement: true })).rentNote).toBe(
      "La Carte des loyers publie les loyers de Lyon par arrondissement : nous ne les regroupons pas en un chiffre pour la ville entière.",
    );
  });

  it("set a project beside its commune, its district and the reference rent of its segment", () => {
    const total = { priceAcqui: 40_000, works: 20_000, fraisNotaire: 3_000, fraisAgence: 0, apportPersonnel: 0, furnishing: 3_000, DM2AComi: 2_000 };
    const view = projectMarketView(
      { surface: 24, total, prixLocation: 490 },
      {
        commune: "Le Mans",
        coverage: { kind: "couverte", latestSale: "2025-06-30", importedAt: "2025-11-02T10:00:00.000Z" },
        sales: area(151, 2055),
        district: { id: 1, nom: "Jacobins", prixMoyenAuMetre: 2150, sales: area(50, 2279) },
        rent: { ...rent("maille"), segment: "t1-t2", rent: 12.4 },
        rentSegment: "t1-t2",
        recentSales: [{ date: "2025-06-30", surface: 31, pricePerM2: 2012.5, rooms: null }],
      },
    );
    expect(view.title).toBe("Le projet face au marché du Mans");
    expect(view.district).toBe("Dans le quartier Jacobins : médiane de 2\u202f279\u00a0€/m² sur 50 ventes.");
    expect(view.latest).toEqual({ caption: "La dernière vente comparable au Mans", rows: [{ date: "30 juin 2025", surface: "31\u00a0m²", rooms: "—", price: "2\u202f013\u00a0€/m²" }] });
    expect(view.rent).toMatch(/^Loyer de référence des T1 et T2 au Mans : 12,40\u00a0€\/m² par mois, entre 8,14\u00a0€\/m² et 13,08\u00a0€\/m² \(estimé sur une zone plus large que la commune, faute d’annonces\)\./);
  });
});
