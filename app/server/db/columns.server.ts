// Conversions between stored columns and the domain shapes, in one place:
// JSON text ↔ arrays/objects, integer 0/1 ↔ boolean, timestamps as ISO strings.

export function fromJson<T>(text: string | null | undefined, fallback: T): T {
  if (!text) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export const toJson = (value: unknown): string => JSON.stringify(value);

export const fromBool = (value: number | boolean | null | undefined): boolean => Boolean(value);
export const toBool = (value: boolean): number => (value ? 1 : 0);

export const nowIso = (): string => new Date().toISOString();
