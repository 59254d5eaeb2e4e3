// The JSON API's shapes of a value, the same for every entity: media given as URLs (or hashes),
// paragraphs as lists, references by _id or name in requests; ids, media URLs, paragraph lists and
// dates in responses. The field kinds (app/domain/content/fields.ts) build each field's API schemas from these.
import { z } from "zod";
import { joinParagraphs } from "../content/paragraphs";

// ---- requests ---------------------------------------------------------------------------------

const MEDIA_REF = /(?:^|\/media\/)([a-f0-9]{32})(?:-\d+\.(?:avif|webp)|\.(?:jpg|png|pdf))?$/;

/** A media hash from what a client sends back: the hash itself or one of our /media/ URLs. */
export function mediaHashOf(value: string): string {
  const match = MEDIA_REF.exec(value.trim());
  return match ? match[1] : value;
}

const MEDIA_DESCRIPTION = "URL d’un média renvoyée par l’API (/media/…, par exemple la réponse de upload) ou son identifiant (32 caractères hexadécimaux).";

/** One image: a media URL or hash; null or "" removes it. Validated by the form's field. */
export function mediaRef<T extends z.ZodType>(formField: T) {
  return z
    .string()
    .nullable()
    .optional()
    .transform((v) => (v === null || v === undefined ? "" : mediaHashOf(v)))
    .pipe(formField as unknown as z.ZodType<z.output<T>, string>)
    .meta({ description: MEDIA_DESCRIPTION });
}

/** A list of images (media URLs or hashes). */
export function mediaListRef<T extends z.ZodType>(formField: T) {
  return z
    .array(z.string())
    .optional()
    .transform((list) => list?.map(mediaHashOf))
    .pipe(formField as unknown as z.ZodType<z.output<T>, string[] | undefined>)
    .meta({ description: `Liste d’images. ${MEDIA_DESCRIPTION}` });
}

/** A list of paragraphs (or one text whose paragraphs are separated by a blank line, as in the forms). */
export function paragraphsRef<T extends z.ZodType>(formField: T) {
  return z
    .union([z.array(z.string()), z.string()], { message: "Attendu : une liste de paragraphes (tableau de textes)." })
    .optional()
    .transform((v) => (Array.isArray(v) ? joinParagraphs(v) : v))
    .pipe(formField as unknown as z.ZodType<z.output<T>, string | undefined>)
    .meta({ description: "Liste de paragraphes (un texte par paragraphe)." });
}

/** A reference to a city or district: its _id, or its exact name (resolved by server/api/references.server.ts). */
export const referenceRef = (message: string, description: string) =>
  z
    .union([z.number().int(message).positive(message), z.string().trim().min(1, message).max(160, message)], { message })
    .meta({ description });

// ---- responses --------------------------------------------------------------------------------

export const idValue = z.number().int().positive().meta({ description: "Identifiant (entier)." });
export const mediaUrlValue = z.string().meta({
  description: "URL d’un média du site : /media/<hash>-960.webp pour une image enregistrée, /media/<hash>.<ext> pour un fichier envoyé.",
});
export const paragraphListValue = z.array(z.string()).meta({ description: "Liste de paragraphes." });
export const timestampValue = z.string().meta({ description: "Date ISO 8601 (UTC)." });
