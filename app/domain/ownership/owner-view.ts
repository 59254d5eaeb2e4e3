// What the owner's page /profile/location shows (issue 22, item 2), as texts: for each let property and the
// year asked, the rents and charges received, the expenses by category, the result, the cash flow, the actual
// yields beside the announced ones, the unpaid months, the month-by-month chart and the download links. Built
// by the loader from the year's figures (results.ts), so that the page formats nothing itself. The addresses of
// the owner's documents are made and read here too (one place for both).

import { formatMoneyCents, formatYield } from "../text/format";
import { elide } from "../text/french";
import { fromCents, toCents } from "../projects/finance";
import { type Day, type Month, formatDay, formatMonth, isMonth } from "./calendar";
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS } from "./expenses";
import type { Lease } from "./leases";
import { MONTH_STATUS_LABELS, type MonthStatus } from "./payments";
import type { YearResult } from "./results";

/* ------------------------------------------------------------------ */
/* The documents' addresses                                            */
/* ------------------------------------------------------------------ */

/** « /profile/location/quittance/12/2025-03.pdf »: the receipt of a month of a lease. */
export const receiptPath = (leaseId: number, month: Month): string => `/profile/location/quittance/${leaseId}/${month}.pdf`;

/** « /profile/location/recapitulatif/12/2025.pdf »: the tax summary of a year of the property of a lease. */
export const taxSummaryPath = (leaseId: number, year: number): string => `/profile/location/recapitulatif/${leaseId}/${year}.pdf`;

/** The month of a receipt's file name (« 2025-03.pdf »), or null. */
export function receiptMonthOf(file: string | undefined): Month | null {
  const month = /^(\d{4}-\d{2})\.pdf$/.exec(file ?? "")?.[1];
  return month && isMonth(month) ? month : null;
}

/** The year of a tax summary's file name (« 2025.pdf »), or null. */
export function summaryYearOf(file: string | undefined): number | null {
  const year = /^(\d{4})\.pdf$/.exec(file ?? "")?.[1];
  return year && Number(year) >= 2000 ? Number(year) : null;
}

/** The year the page shows: the one asked (?annee=) when the books have it, else the latest. Null without books. */
export function chosenYear(asked: string | null, years: readonly number[]): number | null {
  if (years.length === 0) return null;
  const n = Number(asked);
  return asked && years.includes(n) ? n : Math.max(...years);
}

/* ------------------------------------------------------------------ */
/* The page                                                            */
/* ------------------------------------------------------------------ */

/** One bar of the month-by-month chart and its row of the table beside it. */
export interface MonthBar {
  month: Month;
  /** « janv. », for the chart's axis; « janvier 2025 » for the table. */
  short: string;
  label: string;
  /** Amounts in euros, for the bars' heights. */
  due: number;
  paidRent: number;
  paidCharges: number;
  /** The same as texts. */
  dueText: string;
  paidText: string;
  status: MonthStatus;
  statusLabel: string;
}

/** A figure of the year with, when the project announced one, the announced figure beside it. */
export interface ComparedFigure {
  label: string;
  actual: string;
  announced: string;
  /** The actual figure's sign against the announced one: « au-dessus », « en dessous », « égal ». */
  gap: "au-dessus" | "en-dessous" | "egal";
}

export interface OwnerYearView {
  year: number;
  /** « Année complète », or what part of the year the figures cover. */
  span: string;
  figures: { label: string; value: string; hint?: string }[];
  compared: ComparedFigure[];
  expenses: { label: string; amount: string }[];
  expensesTotal: string;
  unpaid: string;
  vacancy: string | null;
  chart: MonthBar[];
  /** Quittances and partial receipts of the year's months, latest first. */
  receipts: { label: string; title: string; href: string }[];
  taxSummary: { href: string; label: string };
}

export interface OwnerPropertyView {
  projectId: number;
  title: string;
  projectHref: string;
  /** Each lease in a sentence (the tenant is named: the owner knows them). */
  leases: string[];
  /** The years of the books, latest first, for the selector. */
  years: number[];
  /** The year shown; null when the property's books have no month in it. */
  shown: OwnerYearView | null;
}

const SHORT_MONTHS = ["janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.", "déc."];

const money = formatMoneyCents;
const perMonth = (amount: number, months: number) => fromCents(Math.round(toCents(amount) / months));
const gapOf = (actual: number, announced: number): ComparedFigure["gap"] => (actual > announced ? "au-dessus" : actual < announced ? "en-dessous" : "egal");

/** A lease in a sentence: « Camille Roux, bail nu depuis le 15 mars 2025 : 620,00 € hors charges et 40,00 € de charges par mois. » */
export function leaseSentence(lease: Pick<Lease, "tenant" | "start" | "end" | "furnished" | "rent" | "charges" | "revisions">, today: Day): string {
  const kind = lease.furnished ? "bail meublé" : "bail nu";
  const span = lease.end === null ? `depuis le ${formatDay(lease.start)}` : lease.end < today ? `du ${formatDay(lease.start)} au ${formatDay(lease.end)}` : `du ${formatDay(lease.start)} au ${formatDay(lease.end)} (fin prévue)`;
  const rent = lease.revisions.length > 0 ? lease.revisions[lease.revisions.length - 1].rent : lease.rent;
  return `${lease.tenant}, ${kind} ${span} : ${money(rent)} hors charges et ${money(lease.charges)} de charges par mois.`;
}

/** What part of the year the figures cover. */
function spanOf(result: YearResult, today: Day): string {
  const { months } = result;
  if (months.length === 12 && `${result.year}-12-31` < today) return "Année complète.";
  const from = formatMonth(months[0]);
  const to = formatMonth(months[months.length - 1]);
  const through = months[months.length - 1] === today.slice(0, 7) ? `jusqu’au ${formatDay(today)}` : `jusqu’à ${to}`;
  const since = elide("de", from);
  return `${since[0].toUpperCase()}${since.slice(1)} ${through} (${months.length} mois) : rendements ramenés à l’année.`;
}

/** The lease whose letting the year's tax summary follows: the last one begun by the end of the year. */
export function leaseOfYear<L extends Pick<Lease, "start" | "end">>(leases: readonly L[], year: number): L | null {
  const inYear = leases.filter((l) => l.start <= `${year}-12-31` && (l.end === null || l.end >= `${year}-01-01`));
  return inYear.length > 0 ? inYear[inYear.length - 1] : null;
}

/** The view of one year of a property. */
export function ownerYearView(result: YearResult, leases: readonly Lease[], today: Day): OwnerYearView {
  const months = result.months.length;
  const { announced } = result;
  const compared: ComparedFigure[] = [];
  const averageRent = perMonth(result.rentsReceived, months);
  compared.push({ label: "Loyer mensuel hors charges (moyenne encaissée)", actual: money(averageRent), announced: money(announced.monthlyRent), gap: gapOf(averageRent, announced.monthlyRent) });
  if (result.yields) {
    compared.push({ label: "Rentabilité brute", actual: formatYield(result.yields.gross), announced: formatYield(announced.grossYield), gap: gapOf(result.yields.gross, announced.grossYield) });
    compared.push({ label: "Rentabilité nette", actual: formatYield(result.yields.net), announced: formatYield(announced.netYield), gap: gapOf(result.yields.net, announced.netYield) });
  }
  const monthlyCashflow = perMonth(result.cashflow, months);
  compared.push({ label: "Cash-flow mensuel (moyenne)", actual: money(monthlyCashflow), announced: money(announced.monthlyCashflow), gap: gapOf(monthlyCashflow, announced.monthlyCashflow) });

  const receipts = result.series
    .flatMap((m) => m.leases.filter((l) => l.paid > 0).map((l) => ({ month: m.month, leaseId: l.leaseId, full: l.status === "paye" })))
    .reverse()
    .map((r) => ({
      label: formatMonth(r.month),
      title: r.full ? "Quittance de loyer" : "Reçu partiel",
      href: receiptPath(r.leaseId, r.month),
    }));
  const lease = leaseOfYear(leases, result.year);
  return {
    year: result.year,
    span: spanOf(result, today),
    figures: [
      { label: "Loyers encaissés (hors charges)", value: money(result.rentsReceived) },
      { label: "Charges encaissées", value: money(result.chargesReceived), hint: "Provisions du locataire pour les charges récupérables : elles ne comptent ni dans le résultat ni dans le cash-flow." },
      { label: "Dépenses", value: money(result.expensesTotal) },
      { label: "Résultat net", value: money(result.netResult), hint: "Loyers encaissés moins toutes les dépenses de l’année." },
      { label: "Mensualités de l’emprunt", value: money(result.loanPayments), hint: `La mensualité du projet pendant ${months} mois.` },
      { label: "Cash-flow", value: money(result.cashflow), hint: "Loyers encaissés moins les dépenses (hors intérêts, compris dans les mensualités) et les mensualités de l’emprunt." },
    ],
    compared,
    expenses: EXPENSE_CATEGORIES.filter((c) => result.expenses[c] !== 0).map((c) => ({ label: EXPENSE_CATEGORY_LABELS[c], amount: money(result.expenses[c]) })),
    expensesTotal: money(result.expensesTotal),
    unpaid:
      result.unpaidMonths.length === 0
        ? "Aucun impayé cette année."
        : `${result.unpaidMonths.length === 1 ? "Mois impayé" : "Mois impayés"} : ${result.unpaidMonths.map(formatMonth).join(", ")} (reste dû : ${money(result.unpaidTotal)}).`,
    vacancy: result.vacantDays > 0 ? `Vacance : ${result.vacantDays} ${result.vacantDays > 1 ? "jours" : "jour"} sans locataire (${result.vacancy.map((p) => `du ${formatDay(p.from)} au ${formatDay(p.to)}`).join(", ")}).` : null,
    chart: result.series.map((m) => ({
      month: m.month,
      short: SHORT_MONTHS[Number(m.month.slice(5, 7)) - 1],
      label: formatMonth(m.month),
      due: fromCents(toCents(m.dueRent) + toCents(m.dueCharges)),
      paidRent: m.paidRent,
      paidCharges: m.paidCharges,
      dueText: money(fromCents(toCents(m.dueRent) + toCents(m.dueCharges))),
      paidText: money(fromCents(toCents(m.paidRent) + toCents(m.paidCharges))),
      status: m.status,
      statusLabel: MONTH_STATUS_LABELS[m.status],
    })),
    receipts,
    // Every year shown has a month of a lease, so a lease of the year.
    taxSummary: { href: taxSummaryPath((lease ?? leases[leases.length - 1]).id, result.year), label: `Récapitulatif fiscal ${result.year}` },
  };
}

/** A property on the owner's page, for the year asked (the latest of its books when it has not that year). */
export function ownerPropertyView(
  property: { project: { id: number; title: string }; projectHref: string; leases: readonly Lease[]; years: readonly YearResult[] },
  year: number | null,
  today: Day,
): OwnerPropertyView {
  const result = property.years.find((y) => y.year === year && y.months.length > 0) ?? null;
  return {
    projectId: property.project.id,
    title: property.project.title,
    projectHref: property.projectHref,
    leases: property.leases.map((l) => leaseSentence(l, today)),
    years: property.years.map((y) => y.year),
    shown: result && ownerYearView(result, property.leases, today),
  };
}
