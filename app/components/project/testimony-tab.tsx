// The project page's « Témoignage » tab: who the investor is, and what they say. The named testimonials of the
// project's buyers (first name, city, month: decision 0044) when it has some; else the project's own quote.
import type { ProjectPageData } from "~/domain/projects/project-page";
import { TestimonialList, type TestimonialView } from "./testimonials";

export function TestimonyTab({ project, testimonials }: { project: ProjectPageData; testimonials: TestimonialView[] }) {
  return (
    <div className="grid gap-8 pt-6 md:grid-cols-2">
      <section>
        <h2 className="text-2xl font-bold text-navy">L’investisseur</h2>
        <p className="mt-4 text-slate-800">{project.descriptionClient}</p>
      </section>
      {testimonials.length > 0 ? (
        <section aria-labelledby="temoignages-projet">
          <h3 id="temoignages-projet" className="sr-only">
            {testimonials.length === 1 ? "Son témoignage" : "Leurs témoignages"}
          </h3>
          <TestimonialList testimonials={testimonials} onProjectPage />
        </section>
      ) : (
        <figure className="rounded-2xl bg-sand p-6">
          <blockquote className="text-lg text-slate-800 italic">« {project.temoignage} »</blockquote>
          <figcaption className="mt-3 font-semibold text-navy">Témoignage de l’investisseur</figcaption>
        </figure>
      )}
    </div>
  );
}
