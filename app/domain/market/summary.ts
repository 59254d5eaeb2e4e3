// What an import says when it ends — on the command line and on the staff page alike: rows read, sales
// kept, rows set aside by reason, and what each department or segment now shows. Pure.
import { formatCount, formatInteger } from "../text/format";
import { ROW_REASONS, type ReasonCounts } from "./comparable";
import { type RentSegment, SEGMENT_LABELS } from "./rents";
import { formatDay, periodText } from "./wording";

export interface DepartmentSummary {
  code: string;
  latestSale: string;
  windowStart: string;
  /** Comparable sales in the window, and communes with at least one. */
  sales: number;
  communes: number;
}

export interface DvfSummary {
  files: string[];
  rowsRead: number;
  /** Comparable sales kept (all dates). */
  salesKept: number;
  /** Rows set aside, by reason. */
  setAside: ReasonCounts;
  departments: DepartmentSummary[];
  seconds: number;
}

export interface RentFileSummary {
  name: string;
  segment: RentSegment;
  encoding: "utf-8" | "windows-1252";
  rows: number;
  /** Communes stored (with a rent), and lines without one (NA) or repeated. */
  communes: number;
  withoutRent: number;
  repeated: number;
}

export interface RentSummary {
  edition: number;
  files: RentFileSummary[];
  seconds: number;
}

const seconds = (s: number) => `${String(s).replace(".", ",")}\u00a0s`;

/** The summary of a DVF import, one line each. */
export function dvfSummaryLines(summary: DvfSummary): string[] {
  const setAside = ROW_REASONS.filter(([reason]) => summary.setAside[reason]).map(([reason, label]) => `    ${label} : ${formatInteger(summary.setAside[reason]!)}`);
  const total = Object.values(summary.setAside).reduce((a, b) => a + (b ?? 0), 0);
  return [
    `Import DVF terminé en ${seconds(summary.seconds)} (${summary.files.join(", ")}).`,
    `  Lignes lues : ${formatInteger(summary.rowsRead)}`,
    `  Ventes comparables retenues : ${formatInteger(summary.salesKept)}`,
    `  Lignes écartées : ${formatInteger(total)}`,
    ...setAside,
    ...summary.departments.map(
      (d) =>
        `  Département ${d.code} : ventes jusqu’au ${formatDay(d.latestSale)} ; ${formatCount(d.sales, "vente comparable", "ventes comparables")} ${periodText({ start: d.windowStart, end: d.latestSale })}, dans ${formatCount(d.communes, "commune", "communes")}.`,
    ),
  ];
}

/** The summary of a Carte des loyers import, one line each. */
export function rentSummaryLines(summary: RentSummary): string[] {
  return [
    `Import de la Carte des loyers ${summary.edition} terminé en ${seconds(summary.seconds)}.`,
    ...summary.files.map(
      (f) =>
        `  ${SEGMENT_LABELS[f.segment]} (${f.name}, ${f.encoding === "utf-8" ? "UTF-8" : "Windows-1252"}) : ${formatInteger(f.rows)} lignes lues, ${formatCount(f.communes, "commune retenue", "communes retenues")}${f.withoutRent ? `, ${formatInteger(f.withoutRent)} sans loyer (NA)` : ""}${f.repeated ? `, ${formatInteger(f.repeated)} en double` : ""}.`,
    ),
  ];
}
