import { Link } from "react-router";
import type { ProjectCard as Card } from "~/domain/entities";
import { formatMoney, formatPercent } from "~/domain/format";
import { projectPath } from "~/domain/slug";
import { MediaImage } from "./media-image";

/** The default picture of a project without a cover: a house icon. */
function DefaultCover() {
  return (
    <div className="flex aspect-[16/10] w-full items-center justify-center bg-sand" role="img" aria-label="Pas encore de photo">
      <svg aria-hidden="true" width="96" height="96" viewBox="0 0 24 24" className="text-navy/60">
        <path d="M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" fill="currentColor" />
      </svg>
    </div>
  );
}

export function ProjectCard({ project, priority = false, headingLevel = 2 }: { project: Card; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
      {project.imageCover ? (
        <MediaImage
          hash={project.imageCover}
          alt=""
          width={640}
          height={400}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          className="aspect-[16/10] w-full"
          priority={priority}
        />
      ) : (
        <DefaultCover />
      )}
      <div className="flex flex-1 flex-col p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-terracotta-dark">{project.cityName}</p>
        <Heading className="mt-1 text-lg font-bold text-navy">
          <Link to={projectPath(project)} className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline">
            {project.title}
          </Link>
        </Heading>
        <dl className="mt-4 grid grid-cols-3 gap-2 border-t border-slate-100 pt-4 text-sm">
          <div>
            <dt className="text-slate-600">Prix global</dt>
            <dd className="font-bold text-navy">{formatMoney(project.prixGlobal)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Travaux</dt>
            <dd className="font-bold text-navy">{formatMoney(project.works)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Rentabilité brute</dt>
            <dd className="font-bold text-sage-dark">{formatPercent(project.profitabilityBrut)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
