// A let property's year: rents and charges received, expenses by category, net result, cash flow, actual
// yields beside the announced ones, unpaid months, vacancy and the month-by-month series of the chart.
// The owner's page, the staff pages and the tax summary all read their figures from here.
//
// Definitions (decision 0034):
// - the year's receipts are those that came in during the year (see payments.ts); the charges received are
//   the tenant's provision for the recoverable charges the owner pays on (they are not recorded as
//   expenses), so they are shown but count neither in the result nor in the cash flow;
// - net result = rents received − every expense of the year (interest and improvement works included);
// - cash flow = rents received − expenses other than loan interest − loan payments, the loan payment being
//   the project's monthly payment (chargesMensuelles.mensualiter) for each month of the books in the year
//   (the interest is inside that payment, so it is not counted twice);
// - yields are the finance module's grossYield / netYield, the formulas of the announced figures, on the
//   project's total cost: gross on the rents received, net on the rents less the operating expenses (all
//   but the loan's cost and improvement works, as the announced net yield counts the running charges and
//   leaves the loan out); both on a year's basis, the rents and expenses being scaled by 12 ÷ the months of
//   the books in the year when the year is not whole (first year, current year).

import type { Project, ProjectTotal } from "../content/entities";
import { fromCents, grossYield, netYield, roundTo, toCents, totalCost } from "../projects/finance";
import { type Day, type Month, firstDay, lastDay, later, monthOf, monthRange, yearOf } from "./calendar";
import { type ByCategory, CAPITAL_CATEGORIES, EXPENSE_CATEGORIES, type Expense, FINANCING_CATEGORIES, expensesByCategory, sumCategories } from "./expenses";
import { type Lease, type VacancyPeriod, booksStart, vacancyPeriods } from "./leases";
import { type Payment, type PropertyMonth, propertyMonths, receivedBetween, unpaidOf } from "./payments";

/** Everything staff recorded for one property. */
export interface PropertyBooks {
  leases: readonly Lease[];
  payments: readonly Payment[];
  expenses: readonly Expense[];
}

/** The figures the project announced, as its page shows them. */
export interface AnnouncedFigures {
  /** « Loyer mensuel » (prixLocation). */
  monthlyRent: number;
  /** Gross yield, percent (rentabilite.profitabilityBrut). */
  grossYield: number;
  /** Net yield, percent (profitabilityNet). */
  netYield: number;
  /** Monthly cash flow (rentabilite.cashflowNet). */
  monthlyCashflow: number;
}

/** What the project says about the property: its cost, its loan payment and its announced figures. */
export interface PropertyTerms {
  total: ProjectTotal;
  /** The project's monthly loan payment (chargesMensuelles.mensualiter). */
  monthlyLoanPayment: number;
  announced: AnnouncedFigures;
}

/** The terms of the property a client bought, read from its project. */
export function propertyTerms(project: Pick<Project, "total" | "chargesMensuelles" | "prixLocation" | "rentabilite" | "profitabilityNet">): PropertyTerms {
  return {
    total: project.total,
    monthlyLoanPayment: project.chargesMensuelles.mensualiter,
    announced: {
      monthlyRent: project.prixLocation,
      grossYield: project.rentabilite.profitabilityBrut,
      netYield: project.profitabilityNet,
      monthlyCashflow: project.rentabilite.cashflowNet,
    },
  };
}

/** The months of `year` in the books: from the first lease's month to `today`'s month (empty outside). */
export function bookMonths(leases: readonly Pick<Lease, "start">[], year: number, today: Day): Month[] {
  const start = booksStart(leases);
  if (start === null) return [];
  return monthRange(later(`${year}-01`, monthOf(start)), [`${year}-12`, monthOf(today)].sort()[0]);
}

/** The years of the books, from the first lease's year to `today`'s year (empty without a lease). */
export function bookYears(leases: readonly Pick<Lease, "start">[], today: Day): number[] {
  const start = booksStart(leases);
  if (start === null) return [];
  const years: number[] = [];
  for (let y = yearOf(start); y <= yearOf(today); y++) years.push(y);
  return years;
}

/** Actual yields of a period, in percent to two decimals, from rents and operating expenses over `months`. */
export interface Yields {
  gross: number;
  net: number;
}

/**
 * The yields of `months` months of rents and operating expenses, put on a year's basis (× 12 ÷ months) and
 * computed with the announced formulas ({@link grossYield}, {@link netYield}) on the project's total cost.
 * Null when no month is counted.
 */
export function actualYields(rents: number, operatingExpenses: number, months: number, total: ProjectTotal): Yields | null {
  if (months <= 0) return null;
  const cost = totalCost(total);
  const scale = 12 / months;
  return {
    gross: roundTo(grossYield(rents * scale, cost), 2),
    net: roundTo(netYield(rents * scale, operatingExpenses * scale, cost), 2),
  };
}

/** The operating expenses of a period: every category but the loan's cost and improvement works. */
export const operatingExpenses = (amounts: ByCategory): number =>
  sumCategories(amounts, EXPENSE_CATEGORIES.filter((c) => !FINANCING_CATEGORIES.includes(c) && !CAPITAL_CATEGORIES.includes(c)));

/** A property's year, as of `today`. Money in euros to the cent, yields in percent to two decimals. */
export interface YearResult {
  year: number;
  /** Months of the year in the books up to today ({@link bookMonths}). */
  months: Month[];
  /** Rents (excluding charges) received during the year. */
  rentsReceived: number;
  /** Provisions for charges received during the year. */
  chargesReceived: number;
  expenses: ByCategory;
  expensesTotal: number;
  /** The project's monthly loan payment × the months of the year in the books. */
  loanPayments: number;
  /** rentsReceived − expensesTotal. */
  netResult: number;
  /** rentsReceived − (expensesTotal − loan interest) − loanPayments. */
  cashflow: number;
  /** Null when the year has no month in the books. */
  yields: Yields | null;
  announced: AnnouncedFigures;
  /** The chart's series: one row per month of the books in the year. */
  series: PropertyMonth[];
  /** Months of the year still (partly) unpaid after their deadline, and the total still due for them. */
  unpaidMonths: Month[];
  unpaidTotal: number;
  /** Periods of the year (up to today) with no lease running. */
  vacancy: VacancyPeriod[];
  vacantDays: number;
}

/** The figures of `year` for a property, as of `today`. */
export function yearResult(books: PropertyBooks, terms: PropertyTerms, year: number, today: Day): YearResult {
  const months = bookMonths(books.leases, year, today);
  const from = `${year}-01-01`;
  const to = [`${year}-12-31`, today].sort()[0];
  const received = receivedBetween(books.leases, books.payments, from, to);
  const expenses = expensesByCategory(books.expenses, from, to);
  const expensesTotal = sumCategories(expenses);
  const loanPayments = fromCents(toCents(terms.monthlyLoanPayment) * months.length);
  const rentCents = toCents(received.rent);
  const series = propertyMonths(books.leases, books.payments, months, today);
  const unpaid = unpaidOf(series);
  const vacancy = months.length > 0 ? vacancyPeriods(books.leases, firstDay(months[0]), [lastDay(months[months.length - 1]), today].sort()[0]) : [];
  return {
    year,
    months,
    rentsReceived: received.rent,
    chargesReceived: received.charges,
    expenses,
    expensesTotal,
    loanPayments,
    netResult: fromCents(rentCents - toCents(expensesTotal)),
    cashflow: fromCents(rentCents - (toCents(expensesTotal) - toCents(expenses.interets)) - toCents(loanPayments)),
    yields: actualYields(received.rent, operatingExpenses(expenses), months.length, terms.total),
    announced: terms.announced,
    series,
    unpaidMonths: unpaid.months,
    unpaidTotal: unpaid.total,
    vacancy,
    vacantDays: vacancy.reduce((s, p) => s + p.days, 0),
  };
}

/** Where a property stands on `today` (staff overview): this month's row and what is unpaid since the books began. */
export interface PropertyOverview {
  /** `today`'s month; null without a lease. */
  current: PropertyMonth | null;
  unpaidMonths: Month[];
  unpaidTotal: number;
}

/** The staff overview of a property on `today`. */
export function propertyOverview(books: PropertyBooks, today: Day): PropertyOverview {
  const start = booksStart(books.leases);
  if (start === null) return { current: null, unpaidMonths: [], unpaidTotal: 0 };
  const rows = propertyMonths(books.leases, books.payments, monthRange(monthOf(start), monthOf(today)), today);
  const unpaid = unpaidOf(rows);
  return { current: rows[rows.length - 1] ?? null, unpaidMonths: unpaid.months, unpaidTotal: unpaid.total };
}
