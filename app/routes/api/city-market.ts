// GET /api/ville/{id}/marche (public): the market evidence of the city's commune (issue 21).
import { getCity } from "~/server/content/cities.server";
import { db } from "~/server/db/db.server";
import { found, handle, json, methodNotAllowed, pathId } from "~/server/api/http.server";
import { toApiCityMarket } from "~/server/api/market-serializer.server";
import { cityMarket } from "~/server/market/market.server";

const NOT_FOUND = "Ville introuvable.";

export const loader = handle(async ({ params }) => {
  const city = found(await getCity(db(), pathId(params, NOT_FOUND)), NOT_FOUND);
  const market = found(await cityMarket(db(), city), "Cette ville n’a pas de code INSEE : pas de données du marché.");
  return json(toApiCityMarket(city.id, market));
});

export const action = methodNotAllowed("GET");
