// PATCH and DELETE /api/resource/{id} — admins only.
import { resourceRequestSchema } from "~/domain/api/requests";
import { mergePatch } from "~/domain/api/validation";
import { deleteResource, getResource, updateResource } from "~/server/content/resources.server";
import { validate } from "~/server/api/http.server";
import { itemRoutes } from "~/server/api/item-routes.server";
import { toApiResource } from "~/server/api/serializers.server";

const routes = itemRoutes({
  notFound: "Ressource introuvable.",
  read: getResource,
  show: (_db, resource) => toApiResource(resource),
  patch: async (db, id, body, stored, actor) => updateResource(db, id, await validate(resourceRequestSchema, mergePatch({ nom: stored.nom, lien: stored.lien }, body)), actor),
  remove: deleteResource,
});

export const loader = routes.loader;
export const action = routes.action;
