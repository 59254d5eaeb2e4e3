// POST /api/project-create — admins only.
import { requireAdmin } from "~/server/accounts/auth.server";
import { db } from "~/server/db/db.server";
import { getProject, saveProject } from "~/server/content/projects.server";
import { PROJECT_API_NAMES } from "~/domain/content/content-forms";
import { projectInput, savedId } from "~/server/api/content-input.server";
import { handle, json, methodNotAllowed, readJson } from "~/server/api/http.server";
import { apiProjects } from "~/server/api/serializers.server";

export const loader = methodNotAllowed("POST");

export const action = handle(async ({ request, context }) => {
  if (request.method !== "POST") return methodNotAllowed("POST")();
  const admin = requireAdmin(context);
  const input = await projectInput(db(), await readJson(request));
  const id = savedId((await saveProject(db(), input, { mode: "create", actor: admin }))!, PROJECT_API_NAMES);
  const project = await getProject(db(), id);
  return json((await apiProjects(db(), [project!]))[0], 201, { Location: `/api/projets/${id}` });
});
