// The public track record (/resultats): for each project whose owner agreed, the rent obtained and the actual
// yield over the last twelve months against what the project announced, the vacancy, and the aggregate
// (median of rent obtained ÷ rent announced, number of projects). Never a name: these figures carry none.
//
// The twelve months end with the last month whose payment deadline (the 10th of the next month) has passed on
// `today`, so every month counted is settled; months before the property's first lease do not count (a
// property let for five months shows five months, and says so).

import { fromCents, roundTo, toCents } from "../projects/finance";
import { type Day, type Month, addMonths, daysBetween, firstDay, lastDay, later, monthOf, monthRange } from "./calendar";
import { expensesByCategory } from "./expenses";
import { booksStart, vacantDays } from "./leases";
import { paymentDeadline, propertyMonths } from "./payments";
import { type PropertyBooks, type PropertyTerms, type Yields, actualYields, operatingExpenses } from "./results";

/** The last month whose payment deadline has passed on `today`. */
export const lastSettledMonth = (today: Day): Month =>
  today > paymentDeadline(addMonths(monthOf(today), -1)) ? addMonths(monthOf(today), -1) : addMonths(monthOf(today), -2);

/** One property's line of the track record. */
export interface TrackRecord {
  /** First and last month counted, and how many (1 to 12). */
  from: Month;
  to: Month;
  months: number;
  announcedMonthlyRent: number;
  /** Rent excluding charges received for the months counted, divided by their number. */
  obtainedMonthlyRent: number;
  /** obtainedMonthlyRent ÷ announcedMonthlyRent (null when nothing was announced). */
  rentRatio: number | null;
  announcedYields: Yields;
  yields: Yields;
  /** Days without a lease among the days counted, and their share in percent (one decimal). */
  vacantDays: number;
  vacancyPct: number;
}

/** The track-record line of a property on `today`, or null before its first settled month. */
export function trackRecord(books: PropertyBooks, terms: PropertyTerms, today: Day): TrackRecord | null {
  const start = booksStart(books.leases);
  const to = lastSettledMonth(today);
  if (start === null || monthOf(start) > to) return null;
  const from = later(addMonths(to, -11), monthOf(start));
  const months = monthRange(from, to);
  const rows = propertyMonths(books.leases, books.payments, months, today);
  const rentCents = rows.reduce((s, m) => s + toCents(m.paidRent), 0);
  const firstCounted = later(firstDay(from), start);
  const expenses = expensesByCategory(books.expenses, firstCounted, lastDay(to));
  const obtainedMonthlyRent = fromCents(Math.round(rentCents / months.length));
  const announced = terms.announced;
  const vacant = vacantDays(books.leases, firstCounted, lastDay(to));
  const days = daysBetween(firstCounted, lastDay(to)) + 1;
  return {
    from,
    to,
    months: months.length,
    announcedMonthlyRent: announced.monthlyRent,
    obtainedMonthlyRent,
    rentRatio: announced.monthlyRent > 0 ? roundTo(obtainedMonthlyRent / announced.monthlyRent, 4) : null,
    announcedYields: { gross: announced.grossYield, net: announced.netYield },
    // actualYields is never null here: at least one month is counted.
    yields: actualYields(fromCents(rentCents), operatingExpenses(expenses), months.length, terms.total) as Yields,
    vacantDays: vacant,
    vacancyPct: roundTo((vacant / days) * 100, 1),
  };
}

/** The median of some numbers (the mean of the two middle ones for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The aggregate line of /resultats: median of rent obtained ÷ rent announced, and the number of projects. */
export function trackRecordAggregate(records: readonly Pick<TrackRecord, "rentRatio">[]): { medianRentRatio: number | null; projects: number } {
  const ratios = records.flatMap((r) => (r.rentRatio === null ? [] : [r.rentRatio]));
  const m = median(ratios);
  return { medianRentRatio: m === null ? null : roundTo(m, 4), projects: records.length };
}
