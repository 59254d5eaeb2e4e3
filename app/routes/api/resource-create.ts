// POST /api/resource-create — admins only.
import { resourceRequestSchema } from "~/domain/api/requests";
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { createResource, getResource } from "~/server/content/resources.server";
import { handle, json, methodNotAllowed, readJson, validate } from "~/server/api/http.server";
import { toApiResource } from "~/server/api/serializers.server";

export const loader = methodNotAllowed("POST");

export const action = handle(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed("POST")();
  const admin = requireAdmin(context);
  const input = await validate(resourceRequestSchema, await readJson(request));
  const id = await createResource(db(), input, { actor: admin });
  return json(toApiResource((await getResource(db(), id))!), 201);
});
