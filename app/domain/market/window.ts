// The period the figures cover: the 36 months ending on the most recent sale date of the department's
// files (not today: the files are published twice a year, months after the sales), and its half-years
// for the chart. Dates are ISO strings (YYYY-MM-DD), compared as text. Pure.

export const WINDOW_MONTHS = 36;

export interface SaleWindow {
  /** First day counted. */
  start: string;
  /** Last day counted: the department's most recent sale. */
  end: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);

/** The 36 months ending on `latest`: from the day after the same date three years earlier (29 February: the 28th). */
export function saleWindow(latest: string): SaleWindow {
  const [y, m, d] = latest.split("-").map(Number);
  const year = y - WINDOW_MONTHS / 12;
  const day = Math.min(d, new Date(Date.UTC(year, m, 0)).getUTCDate());
  return { start: iso(new Date(Date.UTC(year, m - 1, day + 1))), end: latest };
}

export const inWindow = (date: string, window: SaleWindow) => date >= window.start && date <= window.end;

/** « 2024-S1 »: the half-year of a date. */
export const halfYearOf = (date: string) => `${date.slice(0, 4)}-S${Number(date.slice(5, 7)) <= 6 ? 1 : 2}`;

/** Every half-year the window touches, oldest first. */
export function halfYears(window: SaleWindow): string[] {
  const halves: string[] = [];
  for (let half = halfYearOf(window.start); half <= halfYearOf(window.end); ) {
    halves.push(half);
    const [y, s] = [Number(half.slice(0, 4)), half.slice(-1)];
    half = s === "1" ? `${y}-S2` : `${y + 1}-S1`;
  }
  return halves;
}

/** « 1er sem. 2024 », « 2e sem. 2024 ». */
export const halfYearLabel = (half: string) => `${half.endsWith("1") ? "1er" : "2e"}\u00a0sem. ${half.slice(0, 4)}`;
