// What the public project page sends to the browser (issue 20, item 2). Its hydration data repeats every field
// it carries, so the stored fields it does not show stay on the server. A list of what to leave out rather
// than of what to send: a new field shown on the page needs nothing here (issue 24's recipe for a field).
import type { District, Project } from "../content/entities";
import { borrowedAmount } from "./finance";
import { formatMoney } from "../text/format";

/** Stored project fields the page, its tabs, its simulator, its gallery links and its meta tags never read. */
export const PROJECT_FIELDS_NOT_SHOWN = [
  "createdAt",
  "updatedAt",
  "enAvant",
  "districtId",
  "profitabilityNet",
  "cashflowDifferer",
  "moisDifferer",
] as const satisfies readonly (keyof Project)[];

/** Also left out: the row's copies of two figures, kept for the lists' orders (migration 0013), not part of the type. */
const LEFT_OUT = new Set<string>([...PROJECT_FIELDS_NOT_SHOWN, "grossYield", "monthlyCashflow"]);

export type ProjectPageData = Omit<Project, (typeof PROJECT_FIELDS_NOT_SHOWN)[number]>;

/** The district as its tab shows it (its city is the project's). */
export type DistrictPageData = Omit<District, "cityId" | "cityName" | "createdAt" | "updatedAt">;

export function projectPageData(project: Project): ProjectPageData {
  return Object.fromEntries(Object.entries(project).filter(([key]) => !LEFT_OUT.has(key))) as ProjectPageData;
}

/**
 * The line under a district's typed figures (issue 30, item 3): « Source : Observatoire local des loyers (2025) »;
 * without a source, it says so rather than let the figures pass for measured ones.
 */
export function districtFiguresSource({ sourceChiffres, anneeChiffres }: Pick<District, "sourceChiffres" | "anneeChiffres">): string {
  const source = sourceChiffres.trim();
  if (source === "") return anneeChiffres === null ? "Source : non précisée, chiffres saisis par notre équipe" : `Source : non précisée, chiffres de ${anneeChiffres} saisis par notre équipe`;
  return anneeChiffres === null ? `Source : ${source}` : `Source : ${source} (${anneeChiffres})`;
}

export function districtPageData({ cityId: _city, cityName: _name, createdAt: _created, updatedAt: _updated, ...shown }: District): DistrictPageData {
  return shown;
}

/**
 * The summary beside a project page (issue 23): what the investor pays, borrows and gets each month, from the
 * figures stored at save (decision 0014), rounded to the euro by the page. The monthly cash flow is the
 * « effort d’épargne » when negative (what the investor adds each month), the « surplus » otherwise.
 */
export interface ProjectSummary {
  price: number;
  downPayment: number;
  loan: number;
  monthlyPayment: number;
  rent: number;
  grossYield: number;
  netYield: number;
  monthlyCashflow: number;
  /** The monthly cash flow in words (the page gets the text, not the code that writes it). */
  balance: MonthlyBalance;
}

export interface MonthlyBalance {
  label: string;
  amount: string;
  explanation: string;
}

export function projectSummary(project: Project): ProjectSummary {
  return {
    price: project.prixGlobal,
    downPayment: project.total.apportPersonnel,
    loan: borrowedAmount(project.total),
    monthlyPayment: project.chargesMensuelles.mensualiter,
    rent: project.prixLocation,
    grossYield: project.rentabilite.profitabilityBrut,
    netYield: project.profitabilityNet,
    monthlyCashflow: project.rentabilite.cashflowNet,
    balance: monthlyBalanceWording(project.rentabilite.cashflowNet),
  };
}

/** How the summary words the monthly cash flow, rounded to the euro: an effort (negative) or a surplus. */
export function monthlyBalanceWording(cashflow: number): MonthlyBalance {
  const effort = Math.round(cashflow) < 0;
  return {
    label: effort ? "Effort d’épargne" : "Surplus",
    amount: `${formatMoney(Math.abs(cashflow))} par mois`,
    explanation: effort
      ? "Ce que vous ajoutez chaque mois, le bien loué\u00a0: loyer − mensualité − charges, avant impôts."
      : "Ce qui vous reste chaque mois, le bien loué\u00a0: loyer − mensualité − charges, avant impôts.",
  };
}
