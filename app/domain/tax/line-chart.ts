// The web page's line charts (issue 23, decision 0042), laid out for reading at any width: the SVG has no viewBox,
// so that its text keeps its size in CSS pixels (13 px) on a phone as on a desk; heights are pixels, widths are
// percentages of the chart's width. At most three lines at once, the emphasised one drawn first and thickest, each
// named at its end. Pure: the component draws what this returns. (The PDF dossier keeps chart.ts's fixed box.)
import { formatMoney } from "../text/format";
import { shortMoney, valueScale } from "./chart";
import { REGIME_LABELS, type RegimeId } from "./projection";

export interface LineSeries {
  id: string;
  /** Full name (buttons, table, screen readers). */
  label: string;
  /** Name at the line's end. */
  short: string;
  /** One value per year, year 1 first. */
  values: number[];
}

export interface LineStyle {
  color: string;
  /** SVG stroke-dasharray, "" for a solid line: the lines differ without colour too. */
  dash: string;
  width: number;
}

/** The emphasised line's style first; the others in order. Colours at 4.5:1 or more on white (their end labels are text). */
export const LINE_STYLES: LineStyle[] = [
  { color: "#1e3a5f", dash: "", width: 4 },
  { color: "#a8432f", dash: "9 5", width: 2.5 },
  { color: "#15803d", dash: "2 4", width: 2.5 },
  { color: "#7c3aed", dash: "12 4 3 4", width: 2.5 },
  { color: "#0e7490", dash: "5 4", width: 2.5 },
];

/** At most this many lines at once. */
export const MAX_LINES = 3;

export const CHART_HEIGHT = 280;
const TOP = 22;
const BOTTOM = 26;
/** Smallest vertical gap between two end labels (13 px text). */
const LABEL_GAP = 16;

export interface DrawnLine extends LineSeries {
  style: LineStyle;
  emphasised: boolean;
  /** x in % of the width, y in px. */
  points: { x: number; y: number }[];
  /** Where its end label sits (px), moved apart from the others'. */
  labelY: number;
  endLabel: string;
}

export interface LineChartLayout {
  height: number;
  plot: { top: number; bottom: number };
  yTicks: { y: number; label: string }[];
  xTicks: { x: number; label: string; anchor: "start" | "middle" | "end" }[];
  /** One band per year, for the values on hover: its centre and edges in % of the width. */
  years: { year: number; x: number; from: number; to: number }[];
  lines: DrawnLine[];
  zeroY: number | null;
}

/** x of year `year` (1-based) among `count`, in % of the width. */
const xOf = (year: number, count: number) => (count <= 1 ? 50 : ((year - 1) / (count - 1)) * 100);

/** Spreads labels wanted at `ys` so that two are at least LABEL_GAP apart, inside [min, max]; same order in and out. */
export function spreadLabels(ys: number[], min: number, max: number): number[] {
  const order = ys.map((y, i) => ({ y: Math.min(max, Math.max(min, y)), i })).sort((a, b) => a.y - b.y);
  for (let k = 1; k < order.length; k++) order[k].y = Math.max(order[k].y, order[k - 1].y + LABEL_GAP);
  for (let k = order.length - 1; k >= 0; k--) {
    const ceiling = k === order.length - 1 ? max : order[k + 1].y - LABEL_GAP;
    order[k].y = Math.min(order[k].y, ceiling);
  }
  const out: number[] = [];
  for (const { y, i } of order) out[i] = y;
  return out;
}

/**
 * Lays out the lines shown (`shown`, in the order of `series`), the scale fitted to them. `emphasis` is drawn with
 * the first style; the others keep one style each whatever is shown, so that a line does not change look when
 * another is switched on or off.
 */
export function lineChartLayout(series: LineSeries[], shown: readonly string[], emphasis: string, height = CHART_HEIGHT): LineChartLayout {
  const styleOf = new Map<string, LineStyle>();
  let next = 1;
  for (const s of series) styleOf.set(s.id, s.id === emphasis ? LINE_STYLES[0] : LINE_STYLES[next++ % LINE_STYLES.length]);
  const visible = series.filter((s) => shown.includes(s.id));
  const plot = { top: TOP, bottom: height - BOTTOM };
  const { min, max, step } = valueScale(visible.flatMap((s) => s.values));
  const count = Math.max(1, ...series.map((s) => s.values.length));
  const y = (value: number) => plot.bottom - ((value - min) / (max - min)) * (plot.bottom - plot.top);
  const yTicks = [];
  for (let v = min; v <= max + step / 2; v += step) yTicks.push({ y: y(v), label: shortMoney(v) });
  const xTicks: LineChartLayout["xTicks"] = [];
  for (let year = 1; year <= count; year++) {
    if (year !== 1 && year % 5 !== 0 && year !== count) continue;
    xTicks.push({ x: xOf(year, count), label: `an ${year}`, anchor: year === 1 ? "start" : year === count ? "end" : "middle" });
  }
  const half = count <= 1 ? 50 : 50 / (count - 1);
  const years = Array.from({ length: count }, (_, i) => {
    const x = xOf(i + 1, count);
    return { year: i + 1, x, from: Math.max(0, x - half), to: Math.min(100, x + half) };
  });
  // The emphasised line drawn last, over the others.
  const ordered = [...visible.filter((s) => s.id !== emphasis), ...visible.filter((s) => s.id === emphasis)];
  // A label goes on the side of its end the line does not come from: under a falling line, over a rising one.
  const ends = ordered.map((s) => {
    const last = s.values[s.values.length - 1] ?? 0;
    const before = s.values[s.values.length - 2] ?? last;
    return last < before ? y(last) + 18 : y(last) - 8;
  });
  const labelYs = spreadLabels(ends, plot.top + 12, plot.bottom - 4);
  return {
    height,
    plot,
    yTicks,
    xTicks,
    years,
    lines: ordered.map((s, i) => ({
      ...s,
      style: styleOf.get(s.id)!,
      emphasised: s.id === emphasis,
      points: s.values.map((v, k) => ({ x: xOf(k + 1, count), y: y(v) })),
      labelY: labelYs[i],
      endLabel: `${s.short} ${shortMoney(s.values[s.values.length - 1] ?? 0)}`,
    })),
    zeroY: min < 0 && max > 0 ? y(0) : null,
  };
}

/**
 * A line switched on or off by its button: off unless it is the last one shown; on, and when that makes more than
 * MAX_LINES, the oldest switched on goes (never `keep`, the emphasised line).
 */
export function toggleLine(shown: readonly string[], id: string, keep: string): string[] {
  if (shown.includes(id)) return shown.length > 1 ? shown.filter((s) => s !== id) : [...shown];
  const next = [...shown, id];
  if (next.length <= MAX_LINES) return next;
  const drop = next.findIndex((s) => s !== keep);
  return next.filter((_, i) => i !== drop);
}

/** What a year's values say, for the screen reader and the tooltip: « Année 5 : LMNP au réel −3 200 €, … ». */
export function yearText(year: number, lines: readonly Pick<LineSeries, "label" | "values">[]): string {
  return `Année ${year}\u00a0: ${lines.map((l) => `${l.label} ${formatMoney(l.values[year - 1] ?? 0)}`).join(", ")}`;
}

const SHORT_REGIME: Record<RegimeId, string> = {
  "micro-bic": "Micro-BIC",
  "lmnp-reel": "LMNP réel",
  "micro-foncier": "Micro-foncier",
  "nue-reel": "Nue au réel",
  jeanbrun: "Jeanbrun",
};

/** The cumulated after-tax cash flow of each regime; shown at first: the recommended one and the two best others. */
export function cumulatedLines(
  regimes: readonly { id: RegimeId; years: { cumulatedAfterTax: number }[]; cumulated20: number }[],
  recommended: RegimeId | null,
): { series: LineSeries[]; emphasis: string; shown: string[] } {
  const series = regimes.map((r) => ({ id: r.id, label: REGIME_LABELS[r.id], short: SHORT_REGIME[r.id], values: r.years.map((y) => y.cumulatedAfterTax) }));
  const ranked = [...regimes].sort((a, b) => b.cumulated20 - a.cumulated20).map((r) => r.id as string);
  const emphasis = recommended ?? ranked[0] ?? "";
  return { series, emphasis, shown: [emphasis, ...ranked.filter((id) => id !== emphasis)].slice(0, MAX_LINES) };
}

/** The wealth chart of one regime: net wealth emphasised with the property's value and the loan left; the cumulated cash on demand. */
export function wealthLines(propertyValue: number, years: readonly { remainingLoan: number; cumulatedAfterTax: number; wealth: number }[]): {
  series: LineSeries[];
  emphasis: string;
  shown: string[];
} {
  const series = [
    { id: "patrimoine", label: "Patrimoine net", short: "Patrimoine", values: years.map((y) => y.wealth) },
    { id: "valeur", label: "Valeur du bien", short: "Valeur", values: years.map(() => propertyValue) },
    { id: "capital", label: "Capital restant dû", short: "Capital dû", values: years.map((y) => y.remainingLoan) },
    { id: "tresorerie", label: "Trésorerie cumulée après impôts", short: "Trésorerie", values: years.map((y) => y.cumulatedAfterTax) },
  ];
  return { series, emphasis: "patrimoine", shown: ["patrimoine", "valeur", "capital"] };
}
