// PATCH and DELETE /api/quartier/{id} — admins only.
import { DISTRICT_API_NAMES } from "~/domain/content/content-forms";
import { deleteDistrict, getDistrict, saveDistrict } from "~/server/content/districts.server";
import { districtInput, savedId } from "~/server/api/content-input.server";
import { itemRoutes } from "~/server/api/item-routes.server";
import { apiDistricts } from "~/server/api/serializers.server";

const routes = itemRoutes({
  notFound: "Quartier introuvable.",
  read: getDistrict,
  show: async (db, district) => (await apiDistricts(db, [district]))[0],
  patch: async (db, id, body, stored, actor) => {
    const saved = await saveDistrict(db, await districtInput(db, body, stored), { id, actor });
    return saved && savedId(saved, DISTRICT_API_NAMES);
  },
  remove: deleteDistrict,
});

export const loader = routes.loader;
export const action = routes.action;
