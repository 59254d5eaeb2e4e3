// CSV for French spreadsheet software: `;` between cells (the comma is the decimal separator in
// French Excel), CRLF between rows, UTF-8 with a byte order mark so that accents open correctly.
import { formNumber } from "./format";

export type CsvCell = string | number | null | undefined;

export const CSV_BOM = "\uFEFF";

/**
 * Text that a spreadsheet would run as a formula (= + - @, and tab or carriage return which some
 * software strips before looking) gets a leading quote, so that it is shown as typed.
 */
function neutralise(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One cell: numbers with a decimal comma; text neutralised, then quoted when it holds ; " or a line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? formNumber(value) : "";
  const text = neutralise(value);
  return /[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The whole file, header row first, starting with the byte order mark. */
export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(";"));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
