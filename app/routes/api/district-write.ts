// PATCH and DELETE /api/quartier/{id} — admins only.
import { requireAdmin } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { deleteDistrict, getDistrict, updateDistrict } from "~/server/districts.server";
import { districtInput } from "~/server/api/content-input.server";
import { byMethod, found, json, methodNotAllowed, noContent, pathId, readJson } from "~/server/api/http.server";
import { apiDistricts } from "~/server/api/serializers.server";

const NOT_FOUND = "Quartier introuvable.";

export const loader = methodNotAllowed("PATCH, DELETE");

export const action = byMethod({
  PATCH: async ({ request, params, context }) => {
    const admin = requireAdmin(context);
    const id = pathId(params, NOT_FOUND);
    const body = await readJson(request);
    const input = await districtInput(db(), body, found(await getDistrict(db(), id), NOT_FOUND));
    found((await updateDistrict(db(), id, input, admin)) || null, NOT_FOUND);
    return json((await apiDistricts(db(), [found(await getDistrict(db(), id), NOT_FOUND)]))[0]);
  },
  DELETE: async ({ params, context }) => {
    const admin = requireAdmin(context);
    found((await deleteDistrict(db(), pathId(params, NOT_FOUND), admin)) || null, NOT_FOUND);
    return noContent();
  },
});
