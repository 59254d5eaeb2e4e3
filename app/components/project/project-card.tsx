import { Link } from "react-router";
import { PROJECT_STATUS_LABELS } from "~/domain/content/content-choices";
import type { ProjectCard as Card } from "~/domain/content/entities";
import { formatMoney, formatInteger, formatYield } from "~/domain/text/format";
import { LET_EXPLANATION, interestLabel, interestPath } from "~/domain/projects/project-interest";
import { projectPath } from "~/domain/text/slug";
import { DpeLabel } from "./dpe-label";
import { MediaImage } from "../media/media-image";

/** The default picture of a project without a cover: a house icon. */
export function DefaultCover() {
  return (
    <div className="flex aspect-[16/10] w-full items-center justify-center bg-sand" role="img" aria-label="Pas encore de photo">
      <svg aria-hidden="true" width="96" height="96" viewBox="0 0 24 24" className="text-navy/60">
        <path d="M3 11 12 4l9 7v9a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1Z" fill="currentColor" />
      </svg>
    </div>
  );
}

const BADGE: Record<Card["status"], string> = {
  disponible: "bg-sage-dark text-white",
  travaux: "bg-amber-100 text-amber-900",
  loue: "bg-slate-200 text-slate-800",
};

/** « Disponible », « En travaux », « Loué »: the words carry the meaning, the colour only repeats it. */
export function StatusBadge({ status }: { status: Card["status"] }) {
  return <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ${BADGE[status]}`}>{PROJECT_STATUS_LABELS[status]}</span>;
}

/** What « Loué » means (issue 30, item 9): a delivered project shown as a reference, not for sale; nothing for the others. */
export function LetNote({ status, className = "" }: { status: Card["status"]; className?: string }) {
  if (status !== "loue") return null;
  return (
    <p className={`text-sm text-slate-700 ${className}`} data-testid="let-note">
      <span className="font-semibold">{PROJECT_STATUS_LABELS.loue}{"\u00a0"}:</span> {LET_EXPLANATION}.
    </p>
  );
}

export function ProjectCard({
  project,
  priority = false,
  headingLevel = 2,
  extra,
}: {
  project: Card;
  priority?: boolean;
  headingLevel?: 2 | 3;
  /** Controls shown at the bottom of the card, above the card's link (e.g. « Comparer »). */
  extra?: React.ReactNode;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-lg">
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
        <div className="flex items-start justify-between gap-2">
          <p className="text-sm font-semibold uppercase tracking-wide text-terracotta-dark">{project.cityName}</p>
          <div className="flex shrink-0 flex-wrap items-center justify-end gap-2">
            <DpeLabel before={project.dpeBefore} after={project.dpeAfter} />
            <StatusBadge status={project.status} />
          </div>
        </div>
        <Heading className="mb-4 mt-1 text-lg font-bold text-navy">
          <Link to={projectPath(project)} className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline">
            {project.title}
          </Link>
        </Heading>
        <LetNote status={project.status} className="-mt-2 mb-4" />
        {/* mt-auto: the figures sit at the same height in every card of a row, whatever the title's length. */}
        {/* Labels small, figures at the body's size and rounded to the euro (issue 23). */}
        <dl className="mt-auto grid grid-cols-3 gap-2 border-t border-slate-100 pt-4">
          <div>
            <dt className="text-sm text-slate-600">Prix global</dt>
            <dd className="font-bold text-navy">{formatMoney(project.prixGlobal)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Travaux</dt>
            <dd className="font-bold text-navy">{formatMoney(project.works)}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Rentabilité brute</dt>
            <dd className="font-bold text-sage-dark">{formatYield(project.profitabilityBrut)}</dd>
          </div>
          {project.surface > 0 && (
            <div>
              <dt className="text-sm text-slate-600">Surface</dt>
              <dd className="font-bold text-navy">{formatInteger(project.surface)}{"\u00a0"}m²</dd>
            </div>
          )}
          <div>
            <dt className="text-sm text-slate-600">Loyer</dt>
            <dd className="font-bold text-navy">{formatMoney(project.prixLocation)}{"\u00a0"}/{"\u00a0"}mois</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">Cash-flow mensuel</dt>
            <dd className="font-bold text-navy">{formatMoney(project.cashflowNet)}</dd>
          </div>
        </dl>
        <div className="relative z-10 mt-4 flex flex-wrap items-center justify-between gap-3">
          <Link
            to={interestPath(project.id)}
            className="inline-flex min-h-11 items-center rounded-full border-2 border-terracotta-dark px-4 font-semibold text-terracotta-dark hover:bg-terracotta-dark hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy"
          >
            {interestLabel(project.status)}<span className="sr-only"> : {project.title}</span>
          </Link>
          {extra}
        </div>
      </div>
    </article>
  );
}

/** Project cards in a grid of one, two or three columns (the home's featured projects, a city's projects). */
export function ProjectCardGrid({ projects, className = "" }: { projects: Card[]; className?: string }) {
  return (
    <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${className}`}>
      {projects.map((project) => (
        <li key={project.id} className="flex">
          <ProjectCard project={project} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
