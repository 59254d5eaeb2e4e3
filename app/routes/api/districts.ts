// GET /api/quartierList — every district, in full, by city then name.
import { db } from "~/server/db/db.server";
import { getDistrict, listDistricts } from "~/server/content/districts.server";
import { handle, json, methodNotAllowed } from "~/server/api/http.server";
import { apiDistricts } from "~/server/api/serializers.server";

export const loader = handle(async () => {
  const districts = await Promise.all((await listDistricts(db())).map((d) => getDistrict(db(), d.id)));
  return json(await apiDistricts(db(), districts.filter((d) => d !== null)));
});

export const action = methodNotAllowed("GET");
