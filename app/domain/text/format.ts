// French formats of spec section 9: money in €, percentages, loan durations in years, deferral in months.

const euro = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const euroCents = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** A true minus sign (U+2212) instead of the hyphen-minus Intl writes: « −1 234 € ». */
const trueMinus = (text: string): string => text.replace("-", "\u2212");

/**
 * The one formatter of an amount a visitor or a client reads: whole euros, rounded (12 345,67 → "12 346 €"),
 * negative with a true minus sign (U+2212), never "−0 €" (issue 30, item 6).
 */
export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  return trueMinus(euro.format(rounded === 0 ? 0 : rounded));
}

/**
 * Always two decimals: "919,79 €". Only where the law or the books want cents: rent receipts, rent revision
 * letters, the staff's and the owner's rent accounts.
 */
export function formatMoneyCents(amount: number): string {
  return trueMinus(euroCents.format(amount));
}

/** 9.5 → "9,5 %" (value already in percent). */
export function formatPercent(value: number): string {
  return `${trueMinus(percent.format(value))}\u00a0%`;
}

const yieldPercent = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A yield, always with two decimals so that yields line up: 8.4 → "8,40 %", 6 → "6,00 %". */
export function formatYield(value: number): string {
  return `${trueMinus(yieldPercent.format(value))}\u00a0%`;
}

/** A count and its noun: "1 compte", "0 compte", "1 200 comptes" (French: 0 and 1 take the singular). */
export function formatCount(n: number, singular: string, plural: string): string {
  return `${integer.format(n)} ${n > 1 ? plural : singular}`;
}

/**
 * A number as a French visitor types it in a form field, to fill one: decimal comma, no thousands
 * separator (3.6 → "3,6", 128000 → "128000"); the form's parser (form-values.ts) reads it back.
 */
export function formNumber(value: number): string {
  return String(value).replace(".", ",");
}

/** 12500 → "12 500"; negative with a true minus sign, and never "−0". */
export function formatInteger(value: number): string {
  const text = trueMinus(integer.format(value));
  return text === "\u22120" ? "0" : text;
}

/** Loan duration: 20 → "20 ans", 1 → "1 an". */
export function formatYears(years: number): string {
  return `${decimal.format(years)}\u00a0${years >= 2 ? "ans" : "an"}`;
}

/** Deferral or works duration: 6 → "6 mois". */
export function formatMonths(months: number): string {
  return `${decimal.format(months)}\u00a0mois`;
}

/** Travel time: 12 → "12 min", 75 → "1 h 15". */
export function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${integer.format(minutes)}\u00a0min`;
  const h = Math.floor(minutes / 60);
  const m = Math.round(minutes % 60);
  return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${String(m).padStart(2, "0")}`;
}

export function formatKilometres(km: number): string {
  return `${integer.format(km)}\u00a0km`;
}

const longDate = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeZone: "Europe/Paris" });
/** "21 novembre 2026". */
export function formatDate(iso: string | Date): string {
  return longDate.format(typeof iso === "string" ? new Date(iso) : iso);
}

const monthYear = new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" });
/** "octobre 2026", for a day written YYYY-MM-DD. */
export function formatMonth(day: string): string {
  return monthYear.format(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

/** A file's size as people read it: « 340 Ko », « 2,4 Mo », « 20 Mo ». */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))}\u00a0Ko`;
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, "").replace(".", ",")}\u00a0Mo`;
}
