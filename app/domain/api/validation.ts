// Validation of API bodies: zod with French default messages, and the 400 answer naming the fields.
import { z } from "zod";
import type { ApiErrorBody } from "./responses";

const french = z.locales.fr().localeError;

export type FieldErrors = Record<string, string[]>;

/** Messages by dotted path (total.priceAcqui, images.2); "" for the body itself. */
export function fieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    const list = (errors[path] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

/** The body of a 400 answer: one French sentence naming every field, and the messages by field. */
export function invalidBody(errors: FieldErrors): ApiErrorBody {
  const parts = Object.entries(errors).map(([path, messages]) => (path ? `${path} : ${messages.join(" ")}` : messages.join(" ")));
  const fields = Object.keys(errors).filter(Boolean);
  const intro = fields.length > 1 ? `Champs invalides (${fields.join(", ")}).` : fields.length === 1 ? `Champ invalide (${fields[0]}).` : "Requête invalide.";
  return { errorMessage: `${intro} ${parts.join(" ; ")}`, errors };
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

/** Parses with French messages for the checks that have none of their own. */
export async function parseWithFrench<S extends z.ZodType>(schema: S, value: unknown): Promise<Parsed<z.output<S>>> {
  const result = await schema.safeParseAsync(value, { error: french });
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrors(result.error.issues) };
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A PATCH body merged onto the stored record (in request form): sent fields replace stored ones,
 * and nested objects (total, chargesMensuelles, rentabilite) are merged field by field.
 */
export function mergePatch(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined || key === "__proto__") continue;
    merged[key] = isPlainObject(value) && isPlainObject(base[key]) ? { ...base[key], ...value } : value;
  }
  return merged;
}
