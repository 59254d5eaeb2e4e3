// A project beside the market: its price and total cost per m² against the commune's median of
// comparable sales, its rent per m² against the ministry's reference rent of its segment; and the bars
// of the half-year chart. Pure: the components show what this says.
import { niceScale } from "../projects/district-chart";
import { totalCost } from "../projects/finance";
import type { ProjectTotal } from "../content/entities";
import { formatCount } from "../text/format";
import { ofName } from "../text/french";
import { SEGMENT_OF } from "./rents";
import type { HalfYearFigure } from "./stats";
import type { ProjectMarket } from "./views";
import { gapText, perSquareMetre, rentPerSquareMetre } from "./wording";
import { halfYearLabel } from "./window";

export interface ComparisonLine {
  label: string;
  /** The project's figure per m². */
  value: string;
  /** « 18 % sous la médiane des ventes de Limoges (1 232 €/m²) »; null when there is no figure to compare with. */
  gap: string | null;
}

/** The project's lines; empty when the surface is not given (nothing per m² to compare). */
export function projectComparison(
  project: { surface: number; total: ProjectTotal; prixLocation: number },
  market: Pick<ProjectMarket, "commune" | "sales" | "rent">,
): ComparisonLine[] {
  if (!(project.surface > 0)) return [];
  const median = market.sales?.median ?? null;
  const vsMedian = (value: number) =>
    median === null ? null : `${gapText(value, median, `la médiane des ventes ${ofName(market.commune)}`)} (${perSquareMetre(median)})`;
  const purchase = project.total.priceAcqui / project.surface;
  const cost = totalCost(project.total) / project.surface;
  const rent = project.prixLocation / project.surface;
  return [
    { label: "Prix d’achat", value: perSquareMetre(purchase), gap: vsMedian(purchase) },
    { label: "Coût total (achat, travaux, frais et ameublement)", value: perSquareMetre(cost), gap: vsMedian(cost) },
    {
      label: "Loyer mensuel",
      value: rentPerSquareMetre(rent),
      gap: market.rent ? `${gapText(rent, market.rent.rent, `le loyer de référence ${SEGMENT_OF[market.rent.segment]}`)} (${rentPerSquareMetre(market.rent.rent)})` : null,
    },
  ];
}

export interface HalfYearBar {
  half: string;
  label: string;
  count: number;
  /** Null: fewer than 5 sales, no bar. */
  median: number | null;
  text: string;
}

/** The bars of the median per half-year, on a round scale from 0. */
export function halfYearChart(halves: readonly HalfYearFigure[]): { max: number; ticks: number[]; bars: HalfYearBar[] } {
  const scale = niceScale(Math.max(0, ...halves.map((h) => h.median ?? 0)));
  return {
    max: scale.max,
    ticks: scale.ticks,
    bars: halves.map((h) => ({
      half: h.half,
      label: halfYearLabel(h.half),
      count: h.count,
      median: h.median,
      text: h.median === null ? `${formatCount(h.count, "vente", "ventes")} : moins de 5` : `${perSquareMetre(h.median)} (${formatCount(h.count, "vente", "ventes")})`,
    })),
  };
}
