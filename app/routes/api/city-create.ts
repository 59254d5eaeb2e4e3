// POST /api/ville-create — admins only.
import { requireAdmin } from "~/server/accounts/auth.server";
import { createCity, getCity } from "~/server/content/cities.server";
import { db } from "~/server/db/db.server";
import { cityInput } from "~/server/api/content-input.server";
import { handle, json, methodNotAllowed, readJson } from "~/server/api/http.server";
import { toApiCity } from "~/server/api/serializers.server";

export const loader = methodNotAllowed("POST");

export const action = handle(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed("POST")();
  const admin = requireAdmin(context);
  const id = await createCity(db(), await cityInput(await readJson(request)), { actor: admin });
  return json(toApiCity((await getCity(db(), id))!), 201, { Location: `/api/ville/${id}` });
});
