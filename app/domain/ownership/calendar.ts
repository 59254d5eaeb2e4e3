// Calendar arithmetic of the let property: ISO days ("2025-03-15") and months ("2025-03", the value of an
// <input type="month">), compared as strings. Pure: "today" is always an argument (see parisDay), so every
// rule of this folder can be tested on any date.

/** An ISO day, "YYYY-MM-DD". */
export type Day = string;
/** A calendar month, "YYYY-MM". */
export type Month = string;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;

/** Whether `value` is a real ISO day (no 31 April, no 29 February outside leap years). */
export function isDay(value: unknown): value is Day {
  if (typeof value !== "string") return false;
  const m = DAY.exec(value);
  if (!m) return false;
  const month = Number(m[2]);
  return month >= 1 && month <= 12 && Number(m[3]) >= 1 && Number(m[3]) <= daysInMonth(`${m[1]}-${m[2]}`);
}

/** Whether `value` is a month "YYYY-MM" (01 to 12). */
export function isMonth(value: unknown): value is Month {
  if (typeof value !== "string") return false;
  const m = MONTH.exec(value);
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

const parts = (month: Month): [number, number] => [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
const pad = (n: number) => String(n).padStart(2, "0");
const utc = (day: Day) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));
const fromUtc = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

/** The month of a day: "2025-03-15" → "2025-03". */
export const monthOf = (day: Day): Month => day.slice(0, 7);

/** The year of a day or a month. */
export const yearOf = (dayOrMonth: string): number => Number(dayOrMonth.slice(0, 4));

/** Number of days of a month (28 to 31). */
export function daysInMonth(month: Month): number {
  const [y, m] = parts(month);
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** First day of a month: "2025-03" → "2025-03-01". */
export const firstDay = (month: Month): Day => `${month}-01`;

/** Last day of a month: "2025-02" → "2025-02-28". */
export const lastDay = (month: Month): Day => `${month}-${pad(daysInMonth(month))}`;

/** The month `n` months after (or before, n < 0) `month`. */
export function addMonths(month: Month, n: number): Month {
  const [y, m] = parts(month);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;
}

/** The day `n` days after (or before, n < 0) `day`. */
export const addDays = (day: Day, n: number): Day => fromUtc(utc(day) + n * 86_400_000);

/** Days from `from` to `to` (negative when `to` is earlier): "2025-03-01" → "2025-03-31" is 30. */
export const daysBetween = (from: Day, to: Day): number => Math.round((utc(to) - utc(from)) / 86_400_000);

/** Every month from `from` to `to`, both included, in order; empty when `to` is before `from`. */
export function monthRange(from: Month, to: Month): Month[] {
  const months: Month[] = [];
  for (let m = from; m <= to; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** The twelve months of a year. */
export const monthsOfYear = (year: number): Month[] => monthRange(`${year}-01`, `${year}-12`);

/**
 * The same day `years` years later; 29 February gives 28 February in a year that has none (the lease's
 * « terme de chaque année du contrat » cannot fall on a day that does not exist).
 */
export function addYears(day: Day, years: number): Day {
  const year = yearOf(day) + years;
  const month = day.slice(5, 7);
  const date = Math.min(Number(day.slice(8, 10)), daysInMonth(`${year}-${month}`));
  return `${year}-${month}-${pad(date)}`;
}

/** Whole years from `from` to `on` (the age of a lease on a day): 2024-03-15 → 2025-03-14 is 0, → 2025-03-15 is 1. */
export function wholeYearsBetween(from: Day, on: Day): number {
  let years = yearOf(on) - yearOf(from);
  if (addYears(from, years) > on) years -= 1;
  return Math.max(0, years);
}

/** The later / earlier of two days (or months: the same string order). */
export const later = <T extends string>(a: T, b: T): T => (a > b ? a : b);
export const earlier = <T extends string>(a: T, b: T): T => (a < b ? a : b);

const parisDays = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" });
/** The day it is in Paris at an instant (what the next helper passes as `today`). */
export const parisDay = (instant: Date): Day => parisDays.format(instant);

const MONTH_NAMES = ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"];

/** « mars 2025 ». */
export const formatMonth = (month: Month): string => `${MONTH_NAMES[parts(month)[1] - 1]} ${yearOf(month)}`;

/** « 1er mars 2025 », « 15 mars 2025 » (the ordinal of the first day, as French dates are written). */
export function formatDay(day: Day): string {
  const date = Number(day.slice(8, 10));
  return `${date === 1 ? "1er" : date} ${formatMonth(monthOf(day))}`;
}

/**
 * A period in words: a whole month gives « mars 2025 »; otherwise « du 15 au 31 mars 2025 », or across
 * months « du 15 mars au 4 avril 2025 », or across years « du 20 décembre 2024 au 4 janvier 2025 ».
 */
export function formatPeriod(from: Day, to: Day): string {
  if (from === firstDay(monthOf(from)) && to === lastDay(monthOf(from))) return formatMonth(monthOf(from));
  const [fromDate, toDate] = [formatDay(from), formatDay(to)];
  if (monthOf(from) === monthOf(to)) return `du ${fromDate.split(" ")[0]} au ${toDate}`;
  if (yearOf(from) === yearOf(to)) return `du ${fromDate.replace(/ \d{4}$/, "")} au ${toDate}`;
  return `du ${fromDate} au ${toDate}`;
}
