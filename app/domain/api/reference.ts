// The reference page's view of the OpenAPI document: every call with its method, path, access,
// parameters, body and answers, and every schema as a flat list of fields in French. Pure.
import type { JsonSchema, OpenApiDocument } from "./openapi";

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface SchemaView {
  name: string;
  /** What the whole schema is, when it is not an object (a list of projects…). */
  summary: string | null;
  fields: FieldRow[];
}

export interface CallView {
  method: string;
  path: string;
  anchor: string;
  summary: string;
  description: string;
  auth: string;
  parameters: FieldRow[];
  body: { contentType: string; schema: string | null; fields: FieldRow[] } | null;
  success: { status: string; description: string; schema: string | null; headers: string[] };
  errors: Array<{ status: string; description: string }>;
}

const refName = (ref: unknown) => (typeof ref === "string" ? ref.slice(ref.lastIndexOf("/") + 1) : null);

const TYPE_NAMES: Record<string, string> = {
  string: "texte",
  number: "nombre",
  integer: "entier",
  boolean: "booléen",
  null: "null",
  object: "objet",
  array: "liste",
};

/** A short French description of a JSON Schema's type. */
export function typeLabel(schema: JsonSchema): string {
  const ref = refName(schema.$ref);
  if (ref) return ref;
  if ("const" in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  for (const key of ["anyOf", "oneOf"] as const)
    if (Array.isArray(schema[key])) return [...new Set((schema[key] as JsonSchema[]).map(typeLabel))].join(" ou ");
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : typeof schema.type === "string" ? [schema.type] : [];
  const labels = types.map((t) => (t === "array" && schema.items ? `liste de ${typeLabel(schema.items as JsonSchema)}` : (TYPE_NAMES[t] ?? t)));
  if (typeof schema.contentMediaType === "string") return "fichier";
  return labels.join(" ou ") || "toute valeur";
}

function constraints(schema: JsonSchema): string[] {
  const notes: string[] = [];
  if (typeof schema.minimum === "number") notes.push(`min. ${schema.minimum}`);
  if (typeof schema.exclusiveMinimum === "number") notes.push(`> ${schema.exclusiveMinimum}`);
  if (typeof schema.maximum === "number" && Math.abs(schema.maximum) < 1e15) notes.push(`max. ${schema.maximum}`);
  if (schema.minLength === 1) notes.push("non vide");
  else if (typeof schema.minLength === "number" && schema.minLength > 1) notes.push(`${schema.minLength} caractères au moins`);
  if (typeof schema.maxLength === "number") notes.push(`${schema.maxLength} caractères au plus`);
  if (typeof schema.maxItems === "number") notes.push(`${schema.maxItems} éléments au plus`);
  return notes;
}

/** The fields of an object schema, nested objects flattened with dotted names (total.priceAcqui). */
export function fieldRows(schema: JsonSchema, prefix = ""): FieldRow[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const rows: FieldRow[] = [];
  for (const [key, property] of Object.entries(properties)) {
    const name = `${prefix}${key}`;
    const isObject = property.type === "object" && property.properties;
    const description = [typeof property.description === "string" ? property.description : "", ...constraints(property).map((c) => `(${c})`)]
      .filter(Boolean)
      .join(" ");
    rows.push({ name, type: isObject ? "objet" : typeLabel(property), required: required.has(key), description });
    if (isObject) rows.push(...fieldRows(property, `${name}.`));
  }
  return rows;
}

const METHOD_ORDER = ["get", "post", "patch", "delete"];

export function referenceView(doc: OpenApiDocument): { calls: CallView[]; schemas: SchemaView[] } {
  const calls: CallView[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const method of METHOD_ORDER) {
      const op = methods[method] as JsonSchema | undefined;
      if (!op) continue;
      const parameters = ((op.parameters ?? []) as JsonSchema[]).map((p) => ({
        name: `${String(p.name)} (${p.in === "path" ? "chemin" : "requête"})`,
        type: typeLabel(p.schema as JsonSchema),
        required: p.required === true,
        description: String(p.description ?? ""),
      }));
      const content = ((op.requestBody as JsonSchema | undefined)?.content ?? null) as Record<string, { schema: JsonSchema }> | null;
      const [contentType, media] = content ? Object.entries(content)[0] : [null, null];
      const responses = op.responses as Record<string, JsonSchema>;
      const [successStatus, success] = Object.entries(responses).find(([status]) => status.startsWith("2"))!;
      const successSchema = (success.content as Record<string, { schema: JsonSchema }> | undefined)?.["application/json"]?.schema;
      calls.push({
        method: method.toUpperCase(),
        path,
        anchor: String(op.operationId),
        summary: String(op.summary ?? ""),
        description: String(op.description ?? ""),
        auth: String(op["x-auth"] ?? "public"),
        parameters,
        body:
          contentType && media
            ? { contentType, schema: refName(media.schema.$ref), fields: media.schema.$ref ? [] : fieldRows(media.schema) }
            : null,
        success: {
          status: successStatus,
          description: String(success.description ?? ""),
          schema: successSchema ? refName(successSchema.$ref) : null,
          headers: Object.keys((success.headers ?? {}) as object),
        },
        errors: Object.entries(responses)
          .filter(([status]) => !status.startsWith("2"))
          .map(([status, r]) => ({ status, description: String(r.description ?? "") })),
      });
    }
  }
  const schemas = Object.entries(doc.components.schemas).map(([name, schema]) => ({
    name,
    summary: schema.type === "object" ? null : typeLabel(schema),
    fields: schema.type === "object" ? fieldRows(schema) : [],
  }));
  return { calls, schemas };
}
