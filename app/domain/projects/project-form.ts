// The project form's starting values for an existing project (or its copy): the fields' own
// (formDefaults, derived from projectFields), a copy's title and featured mark aside.
import { projectFields } from "../content/content-forms";
import type { Project } from "../content/entities";
import { formDefaults } from "../content/fields";

export function projectFormDefaults(project: Project, duplicate: boolean) {
  const defaults = formDefaults(projectFields, project);
  return duplicate ? { ...defaults, title: `Copie de ${project.title}`.slice(0, 160), enAvant: false } : defaults;
}
