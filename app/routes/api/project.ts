// GET /api/projets/{id} — one project.
import { db } from "~/server/db/db.server";
import { getProject } from "~/server/content/projects.server";
import { found, handle, json, methodNotAllowed, pathId } from "~/server/api/http.server";
import { apiProjects } from "~/server/api/serializers.server";

const NOT_FOUND = "Projet introuvable.";

export const loader = handle(async ({ params }) => json((await apiProjects(db(), [found(await getProject(db(), pathId(params, NOT_FOUND)), NOT_FOUND)]))[0]));

export const action = methodNotAllowed("GET");
