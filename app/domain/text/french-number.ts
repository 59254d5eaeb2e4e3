// Numbers as French visitors type them ("1 234,56 €", "3,5 %"). Without zod, so that the simulator
// can read its fields in the browser without loading the form schemas.

/** A number read from what a user typed: nothing typed, unreadable, or its value. */
export type ReadNumber = { kind: "missing" } | { kind: "invalid" } | { kind: "number"; value: number };

/** Reads a number typed by a user: a number, or a string such as "3,5", "1 234,56 €", "3.6 %". */
export function readFrenchNumber(raw: unknown): ReadNumber {
  if (raw === undefined || raw === null) return { kind: "missing" };
  if (typeof raw === "number") return Number.isFinite(raw) ? { kind: "number", value: raw } : { kind: "invalid" };
  if (typeof raw !== "string") return { kind: "invalid" };
  const text = raw.replace(/[\s\u00a0\u202f€%]/g, "").replace(",", ".");
  if (text === "") return { kind: "missing" };
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return { kind: "invalid" };
  return { kind: "number", value: Number(text) };
}

/** "1 234,56 €" → 1234.56; "" or missing → 0 (forms send empty fields as nothing); unreadable text → NaN, which zod refuses. */
export function parseFrenchNumber(value: unknown): unknown {
  const read = readFrenchNumber(value);
  if (read.kind === "number") return read.value;
  if (read.kind === "missing") return 0;
  return typeof value === "string" ? Number.NaN : value;
}
