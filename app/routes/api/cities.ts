// GET /api/villeList — every city, in full.
import { getCity, listCities } from "~/server/content/cities.server";
import { db } from "~/server/db/db.server";
import { handle, json, methodNotAllowed } from "~/server/api/http.server";
import { toApiCity } from "~/server/api/serializers.server";

export const loader = handle(async () => {
  const cities = await Promise.all((await listCities(db())).map((c) => getCity(db(), c.id)));
  return json(cities.filter((c) => c !== null).map(toApiCity));
});

export const action = methodNotAllowed("GET");
