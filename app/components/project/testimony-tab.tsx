// The project page's « Témoignage » tab: who the investor is, and what they say.
import type { ProjectPageData } from "~/domain/projects/project-page";

export function TestimonyTab({ project }: { project: ProjectPageData }) {
  return (
    <div className="grid gap-8 pt-6 md:grid-cols-2">
      <section>
        <h2 className="text-2xl font-bold text-navy">L’investisseur</h2>
        <p className="mt-4 text-slate-800">{project.descriptionClient}</p>
      </section>
      <figure className="rounded-2xl bg-sand p-6">
        <blockquote className="text-lg text-slate-800 italic">« {project.temoignage} »</blockquote>
        <figcaption className="mt-3 font-semibold text-navy">Témoignage de l’investisseur</figcaption>
      </figure>
    </div>
  );
}
