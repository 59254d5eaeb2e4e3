// « Ce projet m’intéresse » (issue 13, item 6): the project a form is about, sent as a hidden field,
// with a link to write about something else. Plain links: it is shown in forms that are islands (decision 0046).
import { PROJECT_PARAM } from "~/domain/projects/project-interest";
import { projectPath } from "~/domain/text/slug";

export function ProjectAbout({ project, without }: { project: { id: number; title: string } | null; without: string }) {
  if (!project) return null;
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 rounded-lg bg-sand p-3">
      <p className="text-slate-800">
        À propos du projet :{" "}
        <a href={projectPath(project)} className="font-semibold text-navy underline underline-offset-2">
          {project.title}
        </a>
      </p>
      <a href={without} className="text-sm font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark">
        Écrire sans mentionner ce projet
      </a>
      <input type="hidden" name={PROJECT_PARAM} value={project.id} />
    </div>
  );
}
