// POST /api/quartier-create — admins only.
import { requireAdmin } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { createDistrict, getDistrict } from "~/server/districts.server";
import { districtInput } from "~/server/api/content-input.server";
import { handle, json, methodNotAllowed, readJson } from "~/server/api/http.server";
import { apiDistricts } from "~/server/api/serializers.server";

export const loader = methodNotAllowed("POST");

export const action = handle(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed("POST")();
  const admin = requireAdmin(context);
  const id = await createDistrict(db(), await districtInput(db(), await readJson(request)), { actor: admin });
  return json((await apiDistricts(db(), [(await getDistrict(db(), id))!]))[0], 201);
});
