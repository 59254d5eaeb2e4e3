// PATCH and DELETE /api/project/{id} — admins only.
import { requireAdmin } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { deleteProject, getProject, saveProject } from "~/server/projects.server";
import { projectInput, savedProjectId } from "~/server/api/content-input.server";
import { byMethod, found, json, methodNotAllowed, noContent, pathId, readJson } from "~/server/api/http.server";
import { apiProjects } from "~/server/api/serializers.server";

const NOT_FOUND = "Projet introuvable.";

export const loader = methodNotAllowed("PATCH, DELETE");

export const action = byMethod({
  PATCH: async ({ request, params, context }) => {
    const admin = requireAdmin(context);
    const id = pathId(params, NOT_FOUND);
    const body = await readJson(request);
    const existing = found(await getProject(db(), id), NOT_FOUND);
    const input = await projectInput(db(), body, existing);
    savedProjectId(found(await saveProject(db(), input, { mode: "edit", id, actor: admin }), NOT_FOUND));
    return json((await apiProjects(db(), [found(await getProject(db(), id), NOT_FOUND)]))[0]);
  },
  DELETE: async ({ params, context }) => {
    const admin = requireAdmin(context);
    const id = pathId(params, NOT_FOUND);
    found((await deleteProject(db(), id, admin)) || null, NOT_FOUND);
    return noContent();
  },
});
