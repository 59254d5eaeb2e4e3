// Geometry of the projection's line charts, shared by the SVG charts of the pages and the PDF dossier.
// Pure: scales, nice ticks and point coordinates (SVG convention: y grows downwards).
import { formatInteger } from "../text/format";

export interface ChartSeries {
  label: string;
  color: string;
  /** SVG stroke-dasharray ("" for a solid line), so that series differ without colour too. */
  dash: string;
  /** One value per year, year 1 first. */
  values: number[];
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  yTicks: { value: number; y: number; label: string }[];
  xTicks: { year: number; x: number }[];
  lines: (ChartSeries & { points: [number, number][] })[];
  /** y of the zero line. */
  zeroY: number;
}


/** "120 k€", "−15 k€", "800 €". */
export function shortMoney(value: number): string {
  if (Math.abs(value) >= 1000) return `${formatInteger(value / 1000)}\u00a0k€`;
  return `${formatInteger(value)}\u00a0€`;
}

function niceStep(range: number, count: number): number {
  const raw = range / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const n = raw / power;
  return (n <= 1 ? 1 : n <= 2 ? 2 : n <= 2.5 ? 2.5 : n <= 5 ? 5 : 10) * power;
}

export const SERIES_STYLES: { color: string; dash: string }[] = [
  { color: "#1e3a5f", dash: "" },
  { color: "#b45309", dash: "8 4" },
  { color: "#15803d", dash: "2 3" },
  { color: "#7c3aed", dash: "10 3 2 3" },
  { color: "#be123c", dash: "4 4" },
];

/** The value axis of a line chart: 0 and every value inside, from and to round values, about five round steps. */
export function valueScale(values: number[]): { min: number; max: number; step: number } {
  const min = Math.min(0, ...values);
  const highest = Math.max(0, ...values);
  const max = highest === min ? min + 1000 : highest;
  const step = niceStep(max - min, 5);
  return { min: Math.floor(min / step) * step, max: Math.ceil(max / step) * step, step };
}

/** Lays out line series over the years in a width × height box, with room for the axis labels. */
export function chartGeometry(series: Omit<ChartSeries, never>[], width = 640, height = 300): ChartGeometry {
  const plot = { left: 64, top: 12, right: width - 12, bottom: height - 28 };
  const { min, max, step } = valueScale(series.flatMap((s) => s.values));
  const years = Math.max(1, ...series.map((s) => s.values.length));
  const x = (year: number) => plot.left + ((year - 1) / Math.max(1, years - 1)) * (plot.right - plot.left);
  const y = (value: number) => plot.bottom - ((value - min) / (max - min)) * (plot.bottom - plot.top);
  const yTicks = [];
  for (let v = min; v <= max + step / 2; v += step) yTicks.push({ value: v, y: y(v), label: shortMoney(v) });
  const xTicks = [];
  for (let year = 1; year <= years; year++) if (year === 1 || year % 5 === 0) xTicks.push({ year, x: x(year) });
  return {
    width,
    height,
    plot,
    yTicks,
    xTicks,
    lines: series.map((s) => ({ ...s, points: s.values.map((v, i) => [x(i + 1), y(v)] as [number, number]) })),
    zeroY: y(0),
  };
}

/** Series of the cumulated after-tax cash flow, one per regime shown. */
export function cumulatedSeries(regimes: { label: string; years: { cumulatedAfterTax: number }[] }[]): ChartSeries[] {
  return regimes.map((r, i) => ({ label: r.label, ...SERIES_STYLES[i % SERIES_STYLES.length], values: r.years.map((y) => y.cumulatedAfterTax) }));
}

/** Series of the wealth chart of one regime: property value, loan remaining, cumulated cash, net wealth. */
export function wealthSeries(propertyValue: number, years: { remainingLoan: number; cumulatedAfterTax: number; wealth: number }[]): ChartSeries[] {
  return [
    { label: "Valeur du bien", ...SERIES_STYLES[0], values: years.map(() => propertyValue) },
    { label: "Capital restant dû", ...SERIES_STYLES[1], values: years.map((y) => y.remainingLoan) },
    { label: "Trésorerie cumulée après impôts", ...SERIES_STYLES[2], values: years.map((y) => y.cumulatedAfterTax) },
    { label: "Patrimoine net", ...SERIES_STYLES[3], values: years.map((y) => y.wealth) },
  ];
}
