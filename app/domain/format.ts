// French formats of spec section 9: money in €, percentages, loan durations in years, deferral in months.

const euro = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 });
const euroCents = new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", minimumFractionDigits: 2, maximumFractionDigits: 2 });
const integer = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat("fr-FR", { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** 123456 → "123 456 €"; amounts with cents keep them ("919,79 €"). */
export function formatMoney(amount: number): string {
  return Number.isInteger(amount) ? euro.format(amount) : euroCents.format(amount);
}

/** Always two decimals: "919,79 €". */
export function formatMoneyCents(amount: number): string {
  return euroCents.format(amount);
}

/** 9.5 → "9,5 %" (value already in percent). */
export function formatPercent(value: number): string {
  return `${percent.format(value)}\u00a0%`;
}

export function formatInteger(value: number): string {
  return integer.format(value);
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
