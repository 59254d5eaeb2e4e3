// PATCH and DELETE /api/resource/{id} — admins only.
import { resourceRequestSchema } from "~/domain/api/requests";
import { mergePatch } from "~/domain/api/validation";
import { requireAdmin } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { deleteResource, getResource, updateResource } from "~/server/resources.server";
import { byMethod, found, json, methodNotAllowed, noContent, pathId, readJson, validate } from "~/server/api/http.server";
import { toApiResource } from "~/server/api/serializers.server";

const NOT_FOUND = "Ressource introuvable.";

export const loader = methodNotAllowed("PATCH, DELETE");

export const action = byMethod({
  PATCH: async ({ request, params, context }) => {
    const admin = requireAdmin(context);
    const id = pathId(params, NOT_FOUND);
    const body = await readJson(request);
    const existing = found(await getResource(db(), id), NOT_FOUND);
    const input = await validate(resourceRequestSchema, mergePatch({ nom: existing.nom, lien: existing.lien }, body));
    found((await updateResource(db(), id, input, admin)) || null, NOT_FOUND);
    return json(toApiResource(found(await getResource(db(), id), NOT_FOUND)));
  },
  DELETE: async ({ params, context }) => {
    const admin = requireAdmin(context);
    found((await deleteResource(db(), pathId(params, NOT_FOUND), admin)) || null, NOT_FOUND);
    return noContent();
  },
});
