// PATCH and DELETE /api/project/{id} — admins only.
import { PROJECT_API_NAMES } from "~/domain/content/content-forms";
import { deleteProject, getProject, saveProject } from "~/server/content/projects.server";
import { projectInput, savedId } from "~/server/api/content-input.server";
import { itemRoutes } from "~/server/api/item-routes.server";
import { apiProjects } from "~/server/api/serializers.server";

const routes = itemRoutes({
  notFound: "Projet introuvable.",
  read: getProject,
  show: async (db, project) => (await apiProjects(db, [project]))[0],
  patch: async (db, id, body, stored, actor) => {
    const saved = await saveProject(db, await projectInput(db, body, stored), { mode: "edit", id, actor });
    return saved && savedId(saved, PROJECT_API_NAMES);
  },
  remove: deleteProject,
});

export const loader = routes.loader;
export const action = routes.action;
