// What a refused form sends back to its page: the values typed, each cut to its field's maximum
// length (from the zod schema), so that a huge submission is never echoed back whole.
import type { z } from "zod";

/** Cap for a field whose schema sets no maximum length. */
export const DEFAULT_ECHO_CAP = 5000;

type Def = { type?: string; innerType?: z.ZodType; in?: z.ZodType; out?: z.ZodType; shape?: Record<string, z.ZodType> };
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The maximum length a string schema accepts, looking through optional, default, pipes… */
export function maxLengthOf(schema: z.ZodType | undefined): number | undefined {
  if (!schema) return undefined;
  const direct = (schema as unknown as { maxLength?: number | null }).maxLength;
  if (typeof direct === "number") return direct;
  const def = defOf(schema);
  if (def.innerType) return maxLengthOf(def.innerType);
  if (def.type === "pipe") return maxLengthOf(def.in) ?? maxLengthOf(def.out);
  return undefined;
}

function fieldsOf(schema: z.ZodType): Record<string, z.ZodType> {
  const def = defOf(schema);
  if (def.shape) return def.shape;
  if (def.innerType) return fieldsOf(def.innerType);
  if (def.type === "pipe" && def.in) return fieldsOf(def.in);
  return {};
}

const cap = (value: unknown, max: number): unknown =>
  typeof value === "string" ? value.slice(0, max) : Array.isArray(value) ? value.map((v) => cap(v, max)) : value;

/** A conform reply whose echoed values are cut to each field's maximum length. */
export function cappedReply<R extends { initialValue?: Record<string, unknown> | null }>(reply: R, schema: z.ZodType): R {
  if (!reply.initialValue) return reply;
  const fields = fieldsOf(schema);
  const initialValue = Object.fromEntries(
    Object.entries(reply.initialValue).map(([name, value]) => [name, cap(value, maxLengthOf(fields[name]) ?? DEFAULT_ECHO_CAP)]),
  );
  return { ...reply, initialValue };
}
