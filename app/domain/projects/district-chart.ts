// The district « Analyse » chart: the district's market figures beside those of the other districts of
// its city, one panel per figure, with a scale of round values. Pure: the component draws what this says.
import { formatMoney, formatPercent } from "../text/format";

export interface DistrictFigures {
  id: number;
  nom: string;
  /** Average monthly rent (€). */
  prixMoyenLocation: number;
  /** Average price per m² (€). */
  prixMoyenAuMetre: number;
  /** Occupancy rate (%). */
  tauxElever: number;
}

export interface ChartPanel {
  title: string;
  /** Scale: from 0 to `max` by `step`. */
  max: number;
  ticks: number[];
  /** The ticks as written under the panel, with their unit (« 500 € », « 50 % »). */
  tickLabels: string[];
  bars: Array<{ id: number; label: string; value: number; text: string; current: boolean }>;
}

/** A round step (1, 2, 2.5 or 5 × 10ⁿ) giving about `count` intervals up to at least `max`. */
export function niceScale(max: number, count = 4): { max: number; step: number; ticks: number[] } {
  if (!(max > 0)) return { max: 1, step: 1, ticks: [0, 1] };
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let i = 0; i * step <= top + 1e-9; i++) ticks.push(Number((i * step).toPrecision(12)));
  return { max: top, step, ticks };
}

const METRICS = [
  { title: "Loyer moyen (par mois)", value: (d: DistrictFigures) => d.prixMoyenLocation, text: formatMoney, cap: null },
  { title: "Prix moyen au m²", value: (d: DistrictFigures) => d.prixMoyenAuMetre, text: formatMoney, cap: null },
  { title: "Taux d’occupation", value: (d: DistrictFigures) => d.tauxElever, text: formatPercent, cap: 100 },
] as const;

/** Most districts shown in a panel (the current one always among them). */
export const MAX_BARS = 6;

/** The panels of the chart of `currentId` among `districts` (its city's, itself included). */
export function districtChart(districts: readonly DistrictFigures[], currentId: number): ChartPanel[] {
  const current = districts.find((d) => d.id === currentId);
  const others = districts.filter((d) => d.id !== currentId).slice(0, current ? MAX_BARS - 1 : MAX_BARS);
  const shown = current ? [current, ...others] : others;
  return METRICS.map((metric) => {
    const scale = niceScale(Math.max(...shown.map(metric.value), 0));
    const max = metric.cap !== null && scale.max > metric.cap ? metric.cap : scale.max;
    const ticks = scale.ticks.filter((t) => t <= max);
    return {
      title: metric.title,
      max,
      ticks,
      tickLabels: ticks.map((t) => metric.text(t)),
      bars: shown.map((d) => ({ id: d.id, label: d.nom, value: metric.value(d), text: metric.text(metric.value(d)), current: d.id === currentId })),
    };
  });
}

/** The chart in one sentence, for screen readers. */
export function districtChartSummary(panels: readonly ChartPanel[]): string {
  return panels.map((p) => `${p.title}\u00a0: ${p.bars.map((b) => `${b.label} ${b.text}`).join(", ")}`).join(". ") + ".";
}
