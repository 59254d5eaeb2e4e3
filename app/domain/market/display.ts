// The market sections as the pages show them, every text and number already written (in the loader, on
// the server): the components only lay them out, so the pages' JavaScript carries no formatting code for
// them (the project page keeps to its weight budget, tests/e2e/operations/speed.spec.ts). Pure.
import { formatCount, formatInteger } from "../text/format";
import { ofName, toPlace } from "../text/french";
import { type ComparisonLine, halfYearChart, projectComparison } from "./comparison";
import { SEGMENT_LABELS, SEGMENT_OF } from "./rents";
import type { AreaMarket, CommuneMarket, ProjectMarket, RentFigure, SalesCoverage } from "./views";
import { dvfSourceLine, formatDay, perSquareMetre, periodText, rentPerSquareMetre, rentSourceLine } from "./wording";
import type { ProjectTotal } from "../content/entities";

/** An area's figures, or the sentence said instead. */
export type AreaView = { median: string; range: string; count: string; period: string } | { message: string };

export interface ChartView {
  title: string;
  max: number;
  ticks: Array<{ value: number; label: string }>;
  bars: Array<{ half: string; label: string; count: string; median: number | null; medianLabel: string; text: string }>;
  summary: string;
}

export interface RentView {
  segment: string;
  label: string;
  rent: string;
  interval: string | null;
  note: string;
}

export interface CityMarketView {
  place: string;
  /** Why there are no sales (Alsace-Moselle, Mayotte, not imported yet); null when covered. */
  salesNote: string | null;
  sales: AreaView | null;
  chart: ChartView | null;
  districts: Array<{ id: number; nom: string; ours: string; sales: string }>;
  salesSource: string | null;
  rents: RentView[];
  rentSources: string[];
  /** What to say when there is no rent. */
  rentNote: string | null;
}

export interface ProjectMarketView {
  title: string;
  place: string;
  salesNote: string | null;
  lines: ComparisonLine[];
  sales: AreaView | null;
  district: string | null;
  latest: { caption: string; rows: Array<{ date: string; surface: string; rooms: string; price: string }> } | null;
  salesSource: string | null;
  rent: string;
  rentSources: string[];
}

const NOT_IMPORTED = "Les ventes de ce département n’ont pas encore été chargées sur le site : les prix réels s’afficheront ici à la prochaine mise à jour.";

function salesNote(coverage: SalesCoverage): string | null {
  return coverage.kind === "non-couverte" ? coverage.reason : coverage.kind === "non-importee" ? NOT_IMPORTED : null;
}

const salesSource = (coverage: SalesCoverage) => (coverage.kind === "couverte" ? dvfSourceLine(coverage.latestSale, coverage.importedAt) : null);
const rentSources = (rents: readonly RentFigure[]) => [...new Set(rents.map((r) => rentSourceLine(r.edition, r.importedAt)))];

export function areaView(area: AreaMarket | null, place: string): AreaView {
  if (!area || area.sales === 0) return { message: `Aucune vente d’appartement comparable ${place} sur les 36 derniers mois connus.` };
  if (area.median === null || area.q1 === null || area.q3 === null)
    return {
      message: `${formatCount(area.sales, "vente d’appartement comparable", "ventes d’appartements comparables")} seulement ${place} ${periodText(area.window)} : en dessous de 5 ventes, nous ne publions pas de médiane, trop fragile.`,
    };
  return {
    median: perSquareMetre(area.median),
    range: `${perSquareMetre(area.q1)} et ${perSquareMetre(area.q3)}`,
    count: formatCount(area.sales, "vente", "ventes"),
    period: periodText(area.window),
  };
}

function chartView(area: AreaMarket, place: string): ChartView {
  const { max, ticks, bars } = halfYearChart(area.halves);
  return {
    title: `Prix médian au m² des appartements vendus ${place}, par semestre`,
    max,
    ticks: ticks.map((value) => ({ value, label: formatInteger(value) })),
    bars: bars.map((b) => ({ half: b.half, label: b.label, count: formatCount(b.count, "vente", "ventes"), median: b.median, medianLabel: b.median === null ? "" : formatInteger(b.median), text: b.text })),
    summary: `Prix médian au m² par semestre : ${bars.map((b) => `${b.label} ${b.text}`).join(", ")}.`,
  };
}

function rentView(r: RentFigure): RentView {
  return {
    segment: r.segment,
    label: SEGMENT_LABELS[r.segment],
    rent: rentPerSquareMetre(r.rent),
    interval: r.lower !== null && r.upper !== null ? `de ${rentPerSquareMetre(r.lower)} à ${rentPerSquareMetre(r.upper)} (intervalle à 95 %)` : null,
    note:
      r.level === "commune"
        ? `Estimé sur ${r.observations !== null ? `${formatInteger(r.observations)} annonces` : "les annonces"} de la commune.`
        : `Estimation sur une zone plus large (maille) : trop peu d’annonces dans la commune${r.observations !== null ? ` (${formatInteger(r.observations)})` : ""}.`,
  };
}

export function cityMarketView(market: CommuneMarket): CityMarketView {
  const place = toPlace(market.commune);
  const covered = market.coverage.kind === "couverte";
  return {
    place,
    salesNote: salesNote(market.coverage),
    sales: covered ? areaView(market.sales, place) : null,
    chart: covered && market.sales && market.sales.median !== null ? chartView(market.sales, place) : null,
    districts: covered
      ? market.districts.map((d) => ({
          id: d.id,
          nom: d.nom,
          ours: perSquareMetre(d.prixMoyenAuMetre),
          sales: !d.sales
            ? "pas encore calculée (sections cadastrales à venir)"
            : `${d.sales.median === null ? "moins de 5 ventes" : perSquareMetre(d.sales.median)} (${formatCount(d.sales.sales, "vente", "ventes")})`,
        }))
      : [],
    salesSource: salesSource(market.coverage),
    rents: market.rents.map(rentView),
    rentSources: rentSources(market.rents),
    rentNote:
      market.rents.length > 0
        ? null
        : market.rentsByArrondissement
          ? `La Carte des loyers publie les loyers ${ofName(market.commune)} par arrondissement : nous ne les regroupons pas en un chiffre pour la ville entière.`
          : "Les loyers de référence de cette commune ne sont pas encore chargés sur le site.",
  };
}

export function projectMarketView(project: { surface: number; total: ProjectTotal; prixLocation: number }, market: ProjectMarket): ProjectMarketView {
  const place = toPlace(market.commune);
  const covered = market.coverage.kind === "couverte";
  const district = market.district?.sales;
  const rent = market.rent;
  return {
    title: `Le projet face au marché ${ofName(market.commune)}`,
    place,
    salesNote: salesNote(market.coverage),
    lines: projectComparison(project, market),
    sales: covered ? areaView(market.sales, place) : null,
    district:
      district && district.median !== null
        ? `Dans le quartier ${market.district!.nom} : médiane de ${perSquareMetre(district.median)} sur ${formatCount(district.sales, "vente", "ventes")}.`
        : null,
    latest:
      market.recentSales.length > 0
        ? {
            caption: market.recentSales.length === 1 ? `La dernière vente comparable ${place}` : `Les ${market.recentSales.length} dernières ventes comparables ${place}`,
            rows: market.recentSales.map((s) => ({ date: formatDay(s.date), surface: `${formatInteger(s.surface)}\u00a0m²`, rooms: s.rooms === null ? "—" : formatInteger(s.rooms), price: perSquareMetre(s.pricePerM2) })),
          }
        : null,
    salesSource: salesSource(market.coverage),
    rent: rent
      ? `Loyer de référence ${SEGMENT_OF[market.rentSegment]} ${place} : ${rentPerSquareMetre(rent.rent)} par mois${rent.lower !== null && rent.upper !== null ? `, entre ${rentPerSquareMetre(rent.lower)} et ${rentPerSquareMetre(rent.upper)}` : ""}${rent.level === "maille" ? " (estimé sur une zone plus large que la commune, faute d’annonces)" : ""}. C’est un loyer d’annonce de logement non meublé, charges comprises : un meublé ou une colocation se loue en général plus cher.`
      : "Le loyer de référence de cette commune n’est pas encore chargé sur le site.",
    rentSources: rent ? rentSources([rent]) : [],
  };
}
