// Call-back requests: the visitor picks a half-day among the next ten working days (« mardi 24 novembre,
// matin ») and leaves a phone number. Working days skip weekends and French public holidays.
import { z } from "zod";

export const WORKING_DAYS_OFFERED = 10;
export const HALF_DAYS = [
  { value: "matin", label: "matin" },
  { value: "apres-midi", label: "après-midi" },
] as const;
export type HalfDay = (typeof HALF_DAYS)[number]["value"];

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

/** Easter Sunday (Gregorian computus), as a UTC date. */
function easter(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return new Date(Date.UTC(year, month - 1, day));
}

const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);

/** The eleven French public holidays of a year (metropolitan France), as YYYY-MM-DD. */
export function frenchPublicHolidays(year: number): Set<string> {
  const e = easter(year);
  return new Set([
    iso(year, 1, 1),
    isoOf(addDays(e, 1)), // lundi de Pâques
    iso(year, 5, 1),
    iso(year, 5, 8),
    isoOf(addDays(e, 39)), // Ascension
    isoOf(addDays(e, 50)), // lundi de Pentecôte
    iso(year, 7, 14),
    iso(year, 8, 15),
    iso(year, 11, 1),
    iso(year, 11, 11),
    iso(year, 12, 25),
  ]);
}

const PARIS_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris", year: "numeric", month: "2-digit", day: "2-digit" });

/** Today's date in Paris, as YYYY-MM-DD. */
export function parisToday(now: Date): string {
  return PARIS_DAY.format(now);
}

/** The next working days after today (Paris time), as YYYY-MM-DD. */
export function nextWorkingDays(now: Date, count = WORKING_DAYS_OFFERED): string[] {
  const days: string[] = [];
  let date = new Date(`${parisToday(now)}T12:00:00Z`);
  while (days.length < count) {
    date = addDays(date, 1);
    const day = isoOf(date);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !frenchPublicHolidays(date.getUTCFullYear()).has(day)) days.push(day);
  }
  return days;
}

const dayLabel = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

/** « mardi 24 novembre, matin ». */
export function slotLabel(day: string, half: HalfDay): string {
  return `${dayLabel.format(new Date(`${day}T12:00:00Z`))}, ${HALF_DAYS.find((h) => h.value === half)!.label}`;
}

export interface Slot {
  /** « 2026-11-24|matin » */
  value: string;
  label: string;
}

/** Every half-day offered now: two per working day, in order. */
export function callbackSlots(now: Date): Slot[] {
  return nextWorkingDays(now).flatMap((day) => HALF_DAYS.map((h) => ({ value: `${day}|${h.value}`, label: slotLabel(day, h.value) })));
}

export const CALLBACK_SLOT_GONE = "Ce créneau n’est plus proposé : choisissez-en un autre dans la liste.";

export const callbackSchema = z.object({
  nom: z
    .string({ message: "Votre nom est obligatoire." })
    .trim()
    .min(1, "Votre nom est obligatoire.")
    .max(100, "Votre nom : 100 caractères au plus.")
    // Other control characters are refused at the HTTP boundary (control-chars.ts).
    .transform((v) => v.replace(/\s+/g, " ")),
  telephone: z
    .string({ message: "Votre numéro de téléphone est obligatoire." })
    .trim()
    .min(1, "Votre numéro de téléphone est obligatoire.")
    .regex(/^\+?[0-9 .()-]{10,25}$/, "Le numéro de téléphone n’est pas valide (exemple : 06 12 34 56 78)."),
  creneau: z
    .string({ message: "Choisissez un créneau." })
    .regex(/^\d{4}-\d{2}-\d{2}\|(matin|apres-midi)$/, "Choisissez un créneau dans la liste."),
  /** Optional: the project the request is about (its id). */
  projet: z.preprocess((v) => (v === "" ? undefined : v), z.coerce.number().int().positive().optional()),
});
export type CallbackForm = z.infer<typeof callbackSchema>;
