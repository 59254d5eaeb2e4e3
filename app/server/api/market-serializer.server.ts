// A city's market evidence → the JSON of GET /api/ville/{id}/marche (app/domain/api/market-responses.ts).
import type { ApiCityMarket } from "~/domain/api/market-responses";
import type { AreaMarket, CommuneMarket } from "~/domain/market/views";
import { dvfSourceLine, rentSourceLine } from "~/domain/market/wording";

const areaSales = (a: AreaMarket) => ({ nombre: a.sales, mediane: a.median, premierQuartile: a.q1, troisiemeQuartile: a.q3, debut: a.window.start, fin: a.window.end });

export function toApiCityMarket(cityId: number, market: CommuneMarket): ApiCityMarket {
  const { coverage, sales } = market;
  return {
    _id: cityId,
    ville: market.commune,
    codeInsee: market.codeInsee,
    ventes: {
      couverture: coverage.kind,
      explication: coverage.kind === "non-couverte" ? coverage.reason : null,
      commune: sales ? { ...areaSales(sales), semestres: sales.halves.map((h) => ({ semestre: h.half, nombre: h.count, mediane: h.median })) } : null,
      quartiers: market.districts.map((d) => ({ _id: d.id, nom: d.nom, prixMoyenAuMetre: d.prixMoyenAuMetre, ventes: d.sales ? areaSales(d.sales) : null })),
      source: coverage.kind === "couverte" ? dvfSourceLine(coverage.latestSale, coverage.importedAt) : null,
    },
    loyers: market.rents.map((r) => ({
      segment: r.segment,
      loyer: r.rent,
      bas: r.lower,
      haut: r.upper,
      niveau: r.level,
      annonces: r.observations,
      edition: r.edition,
      source: rentSourceLine(r.edition, r.importedAt),
    })),
  };
}
