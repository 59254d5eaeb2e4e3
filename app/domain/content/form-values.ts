// zod building blocks for the admin forms (and the API): French numbers, paragraphs, media lists.
import { z } from "zod";
import { agree, fieldMessages } from "../text/french";
import { MAX_IMAGES } from "./media";
import { DPE_CLASSES, type DpeValue } from "../projects/dpe";
import { parseFrenchNumber } from "../text/french-number";
import { hasControlChars } from "../text/control-chars";
import { splitParagraphs } from "./paragraphs";

interface NumberOptions {
  min?: number;
  max?: number;
  integer?: boolean;
}

/** A number field; empty means 0. `label` starts the French messages ("Le prix d’acquisition"). */
export function numberField(label: string, { min = 0, max = 100_000_000, integer = false }: NumberOptions = {}) {
  let schema = z.number({ message: fieldMessages.number(label) }).finite(fieldMessages.number(label));
  if (integer) schema = schema.int(fieldMessages.integer(label));
  schema = schema.min(min, min === 0 ? fieldMessages.notNegative(label) : fieldMessages.atLeast(label, min)).max(max, fieldMessages.atMost(label, max));
  return z.preprocess(parseFrenchNumber, schema);
}

/** A signed amount (cash flow, wealth). */
export const signedAmount = (label: string) => numberField(label, { min: -100_000_000 });

export function requiredText(label: string, max = 200) {
  return z
    .string({ message: fieldMessages.required(label) })
    .trim()
    .min(1, fieldMessages.required(label))
    .max(max, `${label} : ${max} caractères au plus.`);
}

export function optionalText(label: string, max = 5000) {
  return z.string().trim().max(max, `${label} : ${max} caractères au plus.`).optional().default("");
}

/** Text as a form sends it ("" when absent), trimmed, at most `max` characters, without control characters. */
export const typedText = (label: string, max = 5000) =>
  optionalText(label, max).refine((v) => !hasControlChars(v), `${label} contient des caractères de contrôle non autorisés.`);

/**
 * An amount as typed (« 620,50 », « 1 200 € »): a number, 0 when empty, NaN when unreadable, so that the
 * domain's checks (leaseErrors, expenseErrors…) word the refusal with their own French message.
 */
export const typedAmount = z
  .unknown()
  .optional()
  .transform((v) => {
    const n = parseFrenchNumber(v);
    return typeof n === "number" ? n : Number.NaN;
  });

/** A textarea whose paragraphs are separated by a blank line → list of paragraphs. */
export function paragraphsField(label: string, max = 20_000) {
  return z
    .string()
    .max(max, `${label} : ${max} caractères au plus.`)
    .optional()
    .default("")
    .transform((text) => splitParagraphs(text));
}

export const MEDIA_HASH = /^[a-f0-9]{32}$/;
export const mediaHash = z.string().regex(MEDIA_HASH, "Image inconnue.");
export const mediaList = z.array(mediaHash).max(MAX_IMAGES, `${MAX_IMAGES} images au plus.`).optional().default([]);
export const optionalMedia = z.preprocess((v) => (v === "" ? undefined : v), mediaHash.optional());

export const httpUrl = (label: string) =>
  z
    .string({ message: fieldMessages.required(label) })
    .trim()
    .max(2000, fieldMessages.tooLong(label))
    .url(`${label} ${agree(label, "doit", "doivent")} être une adresse web complète (https://…).`)
    .refine((u) => /^https?:\/\//i.test(u), `${label} ${agree(label, "doit", "doivent")} commencer par http:// ou https://.`);

/** The list of video URLs; empty rows are ignored. */
export const videoList = z
  .array(z.string().optional())
  .optional()
  .default([])
  .transform((list) => list.map((u) => (u ?? "").trim()).filter(Boolean))
  .pipe(z.array(httpUrl("L’adresse de la vidéo")).max(10, "10 vidéos au plus."));

/** A day that exists (YYYY-MM-DD, as <input type="date"> sends it), not after today. */
export const pastDay = (label: string) =>
  z
    .string({ message: fieldMessages.required(label) })
    .trim()
    .min(1, { message: fieldMessages.required(label), abort: true })
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { message: `${label} : choisissez un jour (jj/mm/aaaa).`, abort: true })
    .refine((v) => v <= new Date().toISOString().slice(0, 10), `${label} ne peut pas être dans le futur.`);

export const idField = (message: string) =>
  z.preprocess((v) => (v === "" || v === undefined ? undefined : Number(v)), z.number({ message }).int(message).positive(message));

/**
 * A chosen id read leniently: NaN when missing or not one. The form refuses it in its own refinement (an
 * object's refinements only run once its fields parse: a missing choice must not hide the other fields' messages).
 */
export const lenientId = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === "string" && /^\d{1,9}$/.test(v) && Number(v) > 0 ? Number(v) : typeof v === "number" && Number.isInteger(v) && v > 0 ? v : Number.NaN));

/** An optional IRL quarter, 1 to 4; empty: null. */
export const optionalQuarter = z
  .union([z.literal(""), z.enum(["1", "2", "3", "4"])], { message: "Choisissez un trimestre de 1 à 4." })
  .optional()
  .transform((v) => (v ? (Number(v) as 1 | 2 | 3 | 4) : null));

export const checkbox = z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean());

/**
 * A DPE class, A to G, or "" (not given): a select of the admin form (which sends nothing for its empty
 * choice), a string of the API ("" or null for none).
 */
export const dpeField = (label: string) =>
  z
    .preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(DPE_CLASSES, { message: `${label} : choisissez une classe de A à G.` }).optional())
    .transform((v): DpeValue => v ?? "");
