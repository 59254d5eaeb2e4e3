// GET /api/ville/{id} (public); PATCH and DELETE /api/ville/{id} (admins only).
import { requireAdmin } from "~/server/auth.server";
import { deleteCity, getCity, updateCity } from "~/server/cities.server";
import { db } from "~/server/db.server";
import { cityInput } from "~/server/api/content-input.server";
import { byMethod, found, handle, json, noContent, pathId, readJson } from "~/server/api/http.server";
import { toApiCity } from "~/server/api/serializers.server";

const NOT_FOUND = "Ville introuvable.";

export const loader = handle(async ({ params }) => json(toApiCity(found(await getCity(db(), pathId(params, NOT_FOUND)), NOT_FOUND))));

export const action = byMethod(
  {
    PATCH: async ({ request, params, context }) => {
      const admin = requireAdmin(context);
      const id = pathId(params, NOT_FOUND);
      const body = await readJson(request);
      const input = await cityInput(body, found(await getCity(db(), id), NOT_FOUND));
      found((await updateCity(db(), id, input, admin)) || null, NOT_FOUND);
      return json(toApiCity(found(await getCity(db(), id), NOT_FOUND)));
    },
    DELETE: async ({ params, context }) => {
      const admin = requireAdmin(context);
      found((await deleteCity(db(), pathId(params, NOT_FOUND), admin)) || null, NOT_FOUND);
      return noContent();
    },
  },
  ["GET"],
);
