// GET /api/openapi.json — the OpenAPI 3.1 document, generated from the API's zod schemas.
import { buildOpenApiDocument } from "~/domain/api/openapi";
import { env } from "~/server/platform/env.server";
import { handle, json, methodNotAllowed } from "~/server/api/http.server";

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const loader = handle(async () => {
  document ??= buildOpenApiDocument(undefined, env().publicUrl);
  return json(document);
});

export const action = methodNotAllowed("GET");
