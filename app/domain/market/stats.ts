// Median and quartiles of prices per m², overall and per half-year. Quantiles interpolate linearly between
// the sorted values (the spreadsheets' QUARTILE.INC, R's type 7): the median of 1, 2, 3, 4 is 2.5. Below
// MIN_SALES sales no figure is published: « moins de 5 ventes » instead. Pure.
import { type SaleWindow, halfYearOf, halfYears, inWindow } from "./window";

export const MIN_SALES = 5;

/** The `p` quantile (0 to 1) of values sorted in increasing order. */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw new Error("quantile d’une liste vide");
  const position = (sorted.length - 1) * p;
  const below = Math.floor(position);
  const above = Math.ceil(position);
  return sorted[below] + (sorted[above] - sorted[below]) * (position - below);
}

export interface PriceFigures {
  /** Sales counted. */
  count: number;
  /** Null below MIN_SALES. */
  median: number | null;
  q1: number | null;
  q3: number | null;
}

/** The figures of a list of prices (in any order). */
export function priceFigures(prices: readonly number[]): PriceFigures {
  if (prices.length < MIN_SALES) return { count: prices.length, median: null, q1: null, q3: null };
  const sorted = [...prices].sort((a, b) => a - b);
  return { count: sorted.length, median: quantile(sorted, 0.5), q1: quantile(sorted, 0.25), q3: quantile(sorted, 0.75) };
}

export interface HalfYearFigure {
  /** « 2024-S1 ». */
  half: string;
  count: number;
  /** Null below MIN_SALES. */
  median: number | null;
}

export interface AreaFigures extends PriceFigures {
  window: SaleWindow;
  halves: HalfYearFigure[];
}

/** An area's figures over the window: the sales outside it are not counted. */
export function areaFigures(sales: ReadonlyArray<{ date: string; pricePerM2: number }>, window: SaleWindow): AreaFigures {
  const inside = sales.filter((s) => inWindow(s.date, window));
  const byHalf = new Map<string, number[]>();
  for (const s of inside) {
    const half = halfYearOf(s.date);
    const prices = byHalf.get(half);
    if (prices) prices.push(s.pricePerM2);
    else byHalf.set(half, [s.pricePerM2]);
  }
  return {
    ...priceFigures(inside.map((s) => s.pricePerM2)),
    window,
    halves: halfYears(window).map((half) => {
      const { count, median } = priceFigures(byHalf.get(half) ?? []);
      return { half, count, median };
    }),
  };
}
