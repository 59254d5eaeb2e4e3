// Clients' testimonials (issue 23, decision 0044): the words, then who said them — first name, city, month —
// and the project they bought, a link to its page. Never anonymous.
import { Link } from "react-router";
import { formatMonth } from "~/domain/text/format";
import { projectPath } from "~/domain/text/slug";

export interface TestimonialView {
  id: number;
  prenom: string;
  ville: string;
  date: string;
  texte: string;
  project: { id: number; title: string } | null;
}

/** `onProjectPage`: one column, without the link to the project, which would lead to the page itself. */
export function TestimonialList({ testimonials, className = "", onProjectPage = false }: { testimonials: TestimonialView[]; className?: string; onProjectPage?: boolean }) {
  return (
    <ul className={`grid gap-6 ${onProjectPage ? "" : "md:grid-cols-2 lg:grid-cols-3"} ${className}`}>
      {testimonials.map((t) => (
        <li key={t.id} className="flex">
          <figure className="flex w-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <svg aria-hidden="true" width="36" height="28" viewBox="0 0 36 28" className="text-terracotta">
              <path d="M0 28V16C0 7 5 1.5 14 0l1.6 3.6C10.4 5.3 8 8.4 7.8 12H14v16Zm21 0V16c0-9 5-14.5 14-16l1 3.6c-5.2 1.7-7.6 4.8-7.8 8.4H35v16Z" fill="currentColor" />
            </svg>
            <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-slate-800">
              <p>{t.texte}</p>
            </blockquote>
            <figcaption className="mt-5 border-t border-slate-100 pt-4">
              <p className="font-bold text-navy">
                {t.prenom}, {t.ville}
              </p>
              <p className="text-slate-700">
                <time dateTime={t.date}>{formatMonth(t.date)}</time>
                {t.project && !onProjectPage && (
                  <>
                    {" · a investi dans "}
                    <Link to={projectPath(t.project)} className="font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark">
                      {t.project.title}
                    </Link>
                  </>
                )}
              </p>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
