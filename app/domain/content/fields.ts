// Fields of an entity, declared once (issues 24 and 32). An entity's table (the content's in
// app/domain/content/content-forms.ts, the let property's in app/domain/ownership/ownership-forms.ts) has one
// entry per field, made by one of the kinds below; each kind says how the admin form and the API
// validate the field (zod, French messages), how the API shows it, how it is stored in its column and
// how the form writes a stored value back. Everything else is derived from the table: the form schema,
// the domain types (ProjectInput…), the API request and response schemas, the serializer, the form's
// starting values and the models' row conversions. There is no second list of the fields to forget one in.
import { z } from "zod";
import { DPE_CLASSES, type DpeValue } from "../projects/dpe";
import {
  checkbox,
  dpeField,
  idField,
  lenientId,
  mediaList as mediaListField,
  numberField,
  optionalMedia,
  optionalQuarter,
  optionalText,
  paragraphsField,
  pastDay,
  requiredText,
  typedAmount,
  typedText,
  videoList,
} from "./form-values";
import { formNumber } from "../text/format";
import { fromCents, toCents } from "../projects/cents";
import { joinParagraphs } from "./paragraphs";
import { mediaListRef, mediaRef, mediaUrlValue, paragraphListValue, paragraphsRef, referenceRef } from "../api/values";

/**
 * One field. `Value` is the domain's (what ProjectInput holds), `Column` the stored one (JSON text,
 * 0/1…). `request` is the API request's version of the form's schema (media URLs, lists of
 * paragraphs, a reference by _id or name). `response` is null for a reference: the entity's
 * serializer shows its id and its name itself.
 */
export interface Field<Value, Column, Form extends z.ZodType, Request extends z.ZodType, Response extends z.ZodType | null, Input = Value> {
  readonly form: Form;
  readonly request: Request;
  readonly response: Response;
  /** Media hashes the API shows as URLs: one, or a list. */
  readonly media?: "one" | "list";
  /** The domain value of the validated form's (or request's). */
  readonly fromForm: (value: z.output<Form>) => Value;
  /** The form's starting value for a stored one (numbers with a decimal comma, paragraphs as one text). */
  readonly toForm: (value: Value) => unknown;
  /** The stored value as a request body writes it: a PATCH is merged onto the stored record written so. */
  readonly toRequest: (value: Value) => unknown;
  /** The stored column of a value saved (`Input`: a field a caller may leave out is stored empty). */
  readonly toColumn: (value: Input) => Column;
  readonly fromColumn: (column: Column) => Value;
  /** The column's name when it is not the field's (`startOn` for `start`: inColumn). */
  readonly column?: string;
}

type AnyField = Field<any, any, z.ZodType, z.ZodType, z.ZodType | null, any>;
export type Fields = Record<string, AnyField>;

/** The domain record of a table, as read (the fields of Project, City…). */
export type ValuesOf<F extends Fields> = { [K in keyof F]: ReturnType<F[K]["fromColumn"]> };
type Omittable<F extends Fields> = { [K in keyof F]: undefined extends Parameters<F[K]["toColumn"]>[0] ? K : never }[keyof F];
/** What saves a record (ProjectInput, CityInput…): the record, less the fields a caller may leave out. */
export type InputOf<F extends Fields> = Omit<ValuesOf<F>, Omittable<F>> & { [K in Omittable<F>]?: ValuesOf<F>[K] };
/** The name of a field's column: its own (inColumn), or the field's. */
type ColumnName<F extends AnyField, K> = F extends { readonly column: infer C extends string } ? C : K;
/** Its stored columns (the models' rows; db-schema.ts and ownership-schema.ts derive the tables from these). */
export type ColumnsOf<F extends Fields> = { [K in keyof F as ColumnName<F[K], K>]: ReturnType<F[K]["toColumn"]> };

/** The API's historical names of some fields (`scenarioAdopter` → `ScenarioAdopter`), one map per entity. */
export type ApiNames<F extends Fields> = { readonly [K in keyof F]?: string };
type ApiKey<K, N> = K extends keyof N ? (N[K] extends string ? N[K] : K) : K;
/** The fields the API shows under their own name (all but references). */
type ShownKeys<F extends Fields> = { [K in keyof F]: F[K]["response"] extends null ? never : K }[keyof F];
/** The references, resolved by the server from an _id or a name. */
export type LinkKeys<F extends Fields> = Exclude<keyof F, ShownKeys<F>>;

export type RequestShape<F extends Fields, N> = { [K in keyof F as ApiKey<K, N>]: F[K]["request"] };
export type ResponseShape<F extends Fields, N> = { [K in ShownKeys<F> as ApiKey<K, N>]: NonNullable<F[K]["response"]> };
export type ShownValues<F extends Fields, N> = { [K in ShownKeys<F> as ApiKey<K, N>]: z.output<NonNullable<F[K]["response"]>> };
/** A stored record as a request body: every field present, so a PATCH merged onto it keeps what it does not name. */
export type RequestBase<F extends Fields, N> = { [K in keyof F as ApiKey<K, N>]: unknown };

const same = <T,>(value: T) => value;
const apiName = (names: Record<string, string | undefined>, key: string) => names[key] ?? key;
// The models convert every row they read and every record they show: a table's entries are listed once.
const listed = new WeakMap<Fields, [string, AnyField][]>();
function entries(fields: Fields): [string, AnyField][] {
  let list = listed.get(fields);
  if (!list) listed.set(fields, (list = Object.entries(fields)));
  return list;
}
function mapFields<R>(fields: Fields, fn: (field: AnyField, key: string) => R): Record<string, R> {
  const mapped: Record<string, R> = {};
  for (const [key, field] of entries(fields)) mapped[key] = fn(field, key);
  return mapped;
}

/** The admin form's schema: the fields' own, in the table's order. */
export function formSchema<F extends Fields>(fields: F) {
  return z.object(mapFields(fields, (f) => f.form) as { [K in keyof F]: F[K]["form"] });
}

/** The fields of an API request body, under their API names (add them to the entity's z.object). */
export function requestShape<F extends Fields, const N extends ApiNames<F>>(fields: F, names: N): RequestShape<F, N> {
  return Object.fromEntries(entries(fields).map(([key, f]) => [apiName(names, key), f.request])) as RequestShape<F, N>;
}

/** The fields of an API response (references left to the entity, which shows their id and name). */
export function responseShape<F extends Fields, const N extends ApiNames<F>>(fields: F, names: N): ResponseShape<F, N> {
  return Object.fromEntries(entries(fields).flatMap(([key, f]) => (f.response === null ? [] : [[apiName(names, key), f.response]]))) as ResponseShape<F, N>;
}

/** A record as the API shows it: API names, media hashes as URLs (`url`). */
export function shownValues<F extends Fields, const N extends ApiNames<F>>(fields: F, names: N, record: ValuesOf<F>, url: (hash: string) => string): ShownValues<F, N> {
  const shown: Record<string, unknown> = {};
  for (const [key, f] of entries(fields)) {
    if (f.response === null) continue;
    const value = (record as Record<string, any>)[key];
    shown[apiName(names, key)] = f.media === "one" ? (value ? url(value) : null) : f.media === "list" ? (value as string[]).map(url) : value;
  }
  return shown as ShownValues<F, N>;
}

/** A stored record as a request body (API names, media as hashes): the base a PATCH is merged onto. */
export function requestBase<F extends Fields, const N extends ApiNames<F>>(fields: F, names: N, record: ValuesOf<F>): RequestBase<F, N> {
  return Object.fromEntries(entries(fields).map(([key, f]) => [apiName(names, key), f.toRequest((record as Record<string, unknown>)[key])])) as RequestBase<F, N>;
}

/** The domain record of a validated request body, references left out (the server resolves them). */
export function fromRequest<F extends Fields, const N extends ApiNames<F>>(fields: F, names: N, value: Record<string, unknown>): Omit<ValuesOf<F>, LinkKeys<F>> {
  return Object.fromEntries(entries(fields).flatMap(([key, f]) => (f.response === null ? [] : [[key, f.fromForm(value[apiName(names, key)])]]))) as Omit<ValuesOf<F>, LinkKeys<F>>;
}

/** The admin form's starting values for a stored record. */
export function formDefaults<F extends Fields>(fields: F, record: ValuesOf<F>): { [K in keyof F]: unknown } {
  return mapFields(fields, (f, key) => f.toForm((record as Record<string, unknown>)[key])) as { [K in keyof F]: unknown };
}

/** The stored columns of a record (the models' inserts and updates). */
export function toColumns<F extends Fields>(fields: F, record: InputOf<F>): ColumnsOf<F> {
  const columns: Record<string, unknown> = {};
  for (const [key, f] of entries(fields)) columns[f.column ?? key] = f.toColumn((record as Record<string, unknown>)[key]);
  return columns as ColumnsOf<F>;
}

/** The record of stored columns (a row may hold more columns: only the fields' are read). */
export function fromColumns<F extends Fields>(fields: F, row: ColumnsOf<F>): ValuesOf<F> {
  const record: Record<string, unknown> = {};
  for (const [key, f] of entries(fields)) record[key] = f.fromColumn((row as Record<string, unknown>)[f.column ?? key]);
  return record as ValuesOf<F>;
}

// ---- kinds ------------------------------------------------------------------------------------

/** A field stored in a column of another name (the books' `startOn` for a lease's `start`). */
export const inColumn = <F extends AnyField, const C extends string>(field: F, column: C): F & { readonly column: C } => ({ ...field, column });

/** An amount in euros stored as a whole number of cents (the books' money: `rentCents`), in a column of that name. */
export const inCents = <F extends Field<number, number, z.ZodType, z.ZodType, z.ZodType | null, number>, const C extends string>(field: F, column: C): F & { readonly column: C } => ({
  ...field,
  column,
  toColumn: (value: number) => toCents(field.toColumn(value)),
  fromColumn: (column: number) => field.fromColumn(fromCents(column)),
});

/** The API's description of a field (OpenAPI, /api/docs). */
interface Doc {
  describe?: string;
}

const described = <S extends z.ZodType>(schema: S, description?: string): S => (description ? schema.meta({ description }) : schema);

/** A field stored as it is validated. */
function plain<Value, Form extends z.ZodType, Response extends z.ZodType>(form: Form, response: Response, toForm: (value: Value) => unknown = same): Field<Value, Value, Form, Form, Response> {
  return { form, request: form, response, fromForm: same as (value: z.output<Form>) => Value, toForm, toRequest: same, toColumn: same, fromColumn: same };
}

function readJson<T>(text: string, fallback: T): T {
  try {
    return text ? (JSON.parse(text) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** A list stored as JSON text (paragraphs, media hashes, video URLs). */
function list<Form extends z.ZodType, Request extends z.ZodType, Response extends z.ZodType>(
  parts: { form: Form; request: Request; response: Response; media?: "list"; toForm?: (value: string[]) => unknown },
): Field<string[], string, Form, Request, Response> {
  return { toForm: same, ...parts, fromForm: same as (value: z.output<Form>) => string[], toRequest: same, toColumn: (value) => JSON.stringify(value), fromColumn: (text) => readJson<string[]>(text, []) };
}

/** A text field a caller of the model may leave out (older callers): stored as "". */
export const omittable = <Form extends z.ZodType, Request extends z.ZodType, Response extends z.ZodType>(
  field: Field<string, string, Form, Request, Response>,
): Field<string, string, Form, Request, Response, string | undefined> => ({ ...field, toColumn: (value) => field.toColumn(value ?? "") });

/** Free text, "" when empty (`max` characters, 5 000 by default); `noControlChars`: refused with a message at the field. */
export const text = (label: string, { max, describe, noControlChars = false }: { max?: number; noControlChars?: boolean } & Doc = {}) =>
  plain<string, ReturnType<typeof optionalText>, z.ZodString>(noControlChars ? typedText(label, max) : optionalText(label, max), described(z.string(), describe));

/** Text that must be given (`max` characters, 200 by default). */
export const requiredTextField = (label: string, { max, describe }: { max?: number } & Doc = {}) =>
  plain<string, ReturnType<typeof requiredText>, z.ZodString>(requiredText(label, max), described(z.string(), describe));

/** Text with a schema of its own (a code, an address, a list of postcodes): its output is the stored text. */
export const textWith = <Form extends z.ZodType<string, any>>(form: Form, { describe }: Doc = {}) => plain<string, Form, z.ZodString>(form, described(z.string(), describe));

/** A day gone by (YYYY-MM-DD): an <input type="date"> in the form, the same text in its column and the API. */
export const day = (label: string, { describe }: Doc = {}) => textWith(pastDay(label), { describe });

/** A number as staff type it (« 1 200,50 »); empty is 0. */
export const number = (label: string, { describe, ...limits }: { min?: number; max?: number; integer?: boolean } & Doc = {}) => {
  const form = numberField(label, limits);
  return plain<number, typeof form, z.ZodNumber>(form, described(z.number(), describe), formNumber);
};

/** An amount that may be negative (cash flow, wealth). */
export const signed = (label: string, doc: Doc = {}) => number(label, { min: -100_000_000, ...doc });

/** A number that may be left empty: null. */
export const optionalNumber = (label: string, { describe, ...limits }: { min?: number; max?: number; integer?: boolean } & Doc = {}) => {
  const form = z.preprocess((v) => (v === "" || v === null ? undefined : v), numberField(label, limits).optional()).transform((v) => v ?? null);
  return plain<number | null, typeof form, z.ZodNullable<z.ZodNumber>>(form, described(z.number().nullable(), describe), (v) => (v === null ? "" : formNumber(v)));
};

/** An amount as typed (« 620,50 », « 1 200 € »): 0 when empty, NaN when unreadable, refused by the domain's checks. */
export const amount = ({ describe }: Doc = {}) => plain<number, typeof typedAmount, z.ZodNumber>(typedAmount, described(z.number(), describe), formNumber);

/** A chosen id read leniently (NaN when missing), refused by the form's own refinement with its message. */
export const chosenId = ({ describe }: Doc = {}) => plain<number, typeof lenientId, z.ZodNumber>(lenientId, described(z.number(), describe));

/** An IRL quarter (1 to 4), null when not given. */
export const quarter = ({ describe }: Doc = {}) => plain<1 | 2 | 3 | 4 | null, typeof optionalQuarter, z.ZodNullable<z.ZodNumber>>(optionalQuarter, described(z.number().nullable(), describe), (v) => v ?? "");

/** A yes/no (a checkbox), stored 0/1. */
export const flag = ({ describe }: Doc = {}): Field<boolean, number, typeof checkbox, typeof checkbox, z.ZodBoolean> => ({
  form: checkbox,
  request: checkbox,
  response: described(z.boolean(), describe),
  fromForm: same,
  toForm: same,
  toRequest: same,
  toColumn: (value) => (value ? 1 : 0),
  fromColumn: (column) => Boolean(column),
});

/** One of fixed values; `byDefault`: the first one when none is given. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T, { message, byDefault = false, describe }: { message: string; byDefault?: boolean } & Doc) => {
  const options = z.enum(values, { message });
  const form = byDefault ? options.default(values[0] as never) : options;
  return plain<T[number], typeof form, z.ZodEnum<{ [V in T[number]]: V }>>(form, described(z.enum(values), describe));
};

/** A DPE class, A to G, or "" (not given). */
export const dpe = (label: string, { describe }: Doc = {}) => {
  const form = dpeField(label);
  const classes = z.enum(["", ...DPE_CLASSES]);
  return plain<DpeValue, typeof form, typeof classes>(form, described(classes, describe));
};

/** Paragraphs: one text in the form (blank lines between them), a list elsewhere. */
export const paragraphs = (label: string, { describe }: Doc = {}) => {
  const form = paragraphsField(label);
  return list({ form, request: paragraphsRef(form), response: described(paragraphListValue, describe), toForm: joinParagraphs });
};

/** Video URLs (the form shows one empty row when there is none). */
export const videos = () => list({ form: videoList, request: videoList, response: z.array(z.string()), toForm: (value) => (value.length > 0 ? value : [""]) });

/** One image (a media hash), null when none. */
export const media = ({ describe }: Doc = {}): Field<string | null, string | null, typeof optionalMedia, ReturnType<typeof mediaRef<typeof optionalMedia>>, z.ZodNullable<z.ZodString>> => ({
  form: optionalMedia,
  request: mediaRef(optionalMedia),
  response: described(mediaUrlValue.nullable(), describe),
  media: "one",
  fromForm: (value) => value ?? null,
  toForm: (value) => value ?? undefined,
  toRequest: same,
  toColumn: same,
  fromColumn: same,
});

/** A list of images (or PDF documents). */
export const mediaList = () => list({ form: mediaListField, request: mediaListRef(mediaListField), response: z.array(mediaUrlValue), media: "list" });

type LinkField<Value> = Field<Value, Value, ReturnType<typeof idField>, ReturnType<typeof referenceRef>, null>;

/** A reference to another entity by id (a city, a district): the API names it by _id or name. */
export const link = (message: string, { describe }: Required<Doc>): LinkField<number> => ({
  form: idField(message),
  request: referenceRef(message, describe),
  response: null,
  fromForm: same,
  toForm: same,
  toRequest: same,
  toColumn: same,
  fromColumn: same,
});

/** A reference the form requires but a stored record may lack (a project without district): null. */
export const optionalLink = (message: string, doc: Required<Doc>): LinkField<number | null> => {
  const { form, request, response } = link(message, doc);
  return { form, request, response, fromForm: same, toForm: (value) => value ?? undefined, toRequest: (value) => value ?? undefined, toColumn: same, fromColumn: same };
};

/** A stored amount: a finite number; missing or unreadable reads as 0. */
const storedAmount = z.number().finite().catch(0).default(0);

type NumberKind = Field<number, number, z.ZodType, z.ZodType, z.ZodType>;

/**
 * A block of amounts stored as one JSON object (a project's total, charges, profitability): a nested
 * object in the form and the API, each entry a number field. A missing or unreadable stored entry
 * reads as 0, once, here — no `?? 0` wherever a block is used.
 */
export function block<E extends Record<string, NumberKind>>(amounts: E) {
  const each = <R,>(fn: (entry: NumberKind) => R) => Object.fromEntries(Object.entries(amounts).map(([key, entry]) => [key, fn(entry)]));
  const stored = z.object(each(() => storedAmount));
  const form = z.object(each((e) => e.form) as { [K in keyof E]: E[K]["form"] }).prefault(() => ({}) as never);
  const response = z.strictObject(each((e) => e.response) as { [K in keyof E]: NonNullable<E[K]["response"]> });
  type Amounts = { [K in keyof E]: number };
  const field: Field<Amounts, string, typeof form, typeof form, typeof response> = {
    form,
    request: form,
    response,
    fromForm: (value) => value as Amounts,
    toForm: (value) => Object.fromEntries(Object.entries(value).map(([key, n]) => [key, formNumber(n as number)])),
    toRequest: same,
    toColumn: (value) => JSON.stringify(value),
    fromColumn: (text) => {
      const parsed = stored.safeParse(readJson<unknown>(text, {}));
      return (parsed.success ? parsed.data : stored.parse({})) as Amounts;
    },
  };
  return field;
}
