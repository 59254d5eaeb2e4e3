// The OpenAPI 3.1 document of the JSON API, generated from the zod schemas that validate the requests
// and type the responses (z.toJSONSchema, JSON Schema 2020-12 — the dialect of OpenAPI 3.1). Pure.
import { z } from "zod";
import { MAX_IMAGES } from "../content/media";
import { API_OPERATIONS, AUTH_LABELS, type ApiOperation, ERROR_DESCRIPTIONS, errorStatuses } from "./operations";
import { requestRegistry } from "./requests";
import { responseRegistry } from "./responses";

export type JsonSchema = { [key: string]: unknown };

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  jsonSchemaDialect: string;
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, JsonSchema> };
}

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/** Component schemas of one registry; `$schema` and `$id` are left out (the document's dialect applies). */
function components(registry: typeof requestRegistry, io: "input" | "output"): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(registry, {
    target: "draft-2020-12",
    io,
    uri: (id) => `#/components/schemas/${id}`,
    // A request field is required exactly when leaving it out fails validation: the form rules give
    // defaults to many fields (amounts 0, texts ""), which the generator cannot see through.
    override: ({ zodSchema, jsonSchema }) => {
      if (io !== "input" || zodSchema._zod.def.type !== "object") return;
      const shape = (zodSchema._zod.def as z.core.$ZodObjectDef).shape;
      const required = Object.keys(shape).filter((key) => !z.safeParse(shape[key], undefined).success);
      if (required.length > 0) jsonSchema.required = required;
      else delete jsonSchema.required;
    },
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _s, $id: _i, ...rest } = schema as JsonSchema;
      return [id, rest];
    }),
  );
}

function schemaId(registry: typeof requestRegistry, schema: z.ZodType): string {
  const meta = registry.get(schema);
  if (!meta) throw new Error("Schéma non enregistré dans le document OpenAPI.");
  return meta.id;
}

function operationObject(op: ApiOperation): JsonSchema {
  const parameters: JsonSchema[] = [];
  if (op.path.includes("{id}"))
    parameters.push({ name: "id", in: "path", required: true, description: "_id de l’élément.", schema: { type: "integer", minimum: 1 } });
  for (const q of op.query ?? []) parameters.push({ name: q.name, in: "query", required: false, description: q.description, schema: { type: q.type } });

  const responses: Record<string, JsonSchema> = {};
  const { response } = op;
  responses[String(response.status)] = {
    description: response.description,
    ...(response.headers && {
      headers: Object.fromEntries(Object.entries(response.headers).map(([name, description]) => [name, { description, schema: { type: "integer" } }])),
    }),
    ...(response.schema && { content: { "application/json": { schema: ref(schemaId(responseRegistry, response.schema)) } } }),
  };
  for (const status of errorStatuses(op))
    responses[String(status)] = { description: ERROR_DESCRIPTIONS[status], content: { "application/json": { schema: ref("Error") } } };

  let requestBody: JsonSchema | undefined;
  if (op.body?.kind === "json")
    requestBody = { required: true, content: { "application/json": { schema: ref(schemaId(requestRegistry, op.body.schema)) } } };
  else if (op.body?.kind === "multipart") {
    const file = { type: "string", contentMediaType: "application/octet-stream" };
    requestBody = {
      required: true,
      content: {
        "multipart/form-data": {
          schema: {
            type: "object",
            properties: { [op.body.field]: op.body.multiple ? { type: "array", items: file, maxItems: MAX_IMAGES } : file },
            required: [op.body.field],
          },
        },
      },
    };
  }

  return {
    operationId: op.operationId,
    summary: op.summary,
    description: [op.description, `Accès : ${AUTH_LABELS[op.auth]}.`].filter(Boolean).join("\n\n"),
    "x-auth": op.auth,
    ...(op.auth !== "public" && { security: [{ session: [] }] }),
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses,
  };
}

export function buildOpenApiDocument(operations: readonly ApiOperation[] = API_OPERATIONS, serverUrl?: string): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const op of operations) (paths[op.path] ??= {})[op.method] = operationObject(op);
  return {
    openapi: "3.1.0",
    info: {
      title: "API Investir Serein",
      version: "1.0.0",
      description:
        "Les appels de l’ancien serveur, aux mêmes chemins et méthodes, avec les noms de champs de la spécification. Corps en JSON (UTF-8) sauf pour les envois de fichiers ; erreurs : { \"errorMessage\": \"…\" } en français. Les écritures viennent du même site ou d’un client sans en-tête Origin.",
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    ...(serverUrl && { servers: [{ url: serverUrl }] }),
    paths,
    components: {
      schemas: { ...components(requestRegistry, "input"), ...components(responseRegistry, "output") },
      securitySchemes: {
        session: {
          type: "apiKey",
          in: "cookie",
          name: "session",
          description: "Cookie de session posé par signin (nommé __Host-session quand le site est servi en HTTPS).",
        },
      },
    },
  };
}
