// Control characters in what visitors send. Tab, line feed and carriage return are text; every other
// C0 control (NUL included) and DEL is refused at the HTTP boundary, the same on both engines
// (PostgreSQL cannot store NUL in text, SQLite can: without this the engines would disagree).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHARS_MESSAGE = "La requête contient des caractères de contrôle non autorisés (caractère nul, etc.).";

export const hasControlChars = (text: string): boolean => FORBIDDEN.test(text);

/** True when any string in a JSON value (keys included) holds a forbidden control character. */
export function jsonHasControlChars(value: unknown): boolean {
  if (typeof value === "string") return hasControlChars(value);
  if (Array.isArray(value)) return value.some(jsonHasControlChars);
  if (typeof value === "object" && value !== null)
    return Object.entries(value).some(([key, item]) => hasControlChars(key) || jsonHasControlChars(item));
  return false;
}

/**
 * A text's line breaks as line feeds. A browser posting a form itself (without JavaScript, or a form that is an
 * island, decision 0046) sends a <textarea>'s line breaks as CR LF (HTML's form submission): the same text is
 * stored and counted the same however it came.
 */
export const normalizeLineBreaks = (text: string): string => text.replace(/\r\n?/g, "\n");
