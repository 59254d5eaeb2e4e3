// POST /api/quartier-create — admins only.
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { DISTRICT_API_NAMES } from "~/domain/content/content-forms";
import { getDistrict, saveDistrict } from "~/server/content/districts.server";
import { districtInput, savedId } from "~/server/api/content-input.server";
import { handle, json, methodNotAllowed, readJson } from "~/server/api/http.server";
import { apiDistricts } from "~/server/api/serializers.server";

export const loader = methodNotAllowed("POST");

export const action = handle(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed("POST")();
  const admin = requireAdmin(context);
  const id = savedId((await saveDistrict(db(), await districtInput(db(), await readJson(request)), { actor: admin }))!, DISTRICT_API_NAMES);
  return json((await apiDistricts(db(), [(await getDistrict(db(), id))!]))[0], 201);
});
