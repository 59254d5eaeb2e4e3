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
