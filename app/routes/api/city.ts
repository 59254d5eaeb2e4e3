// GET /api/ville/{id} (public); PATCH and DELETE /api/ville/{id} (admins only).
import { deleteCity, getCity, updateCity } from "~/server/content/cities.server";
import { cityInput } from "~/server/api/content-input.server";
import { itemRoutes } from "~/server/api/item-routes.server";
import { toApiCity } from "~/server/api/serializers.server";

const routes = itemRoutes({
  notFound: "Ville introuvable.",
  read: getCity,
  show: (_db, city) => toApiCity(city),
  patch: async (db, id, body, stored, actor) => updateCity(db, id, await cityInput(body, stored), actor),
  remove: deleteCity,
  readable: true,
});

export const loader = routes.loader;
export const action = routes.action;
