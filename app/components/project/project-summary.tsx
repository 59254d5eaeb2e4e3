// The project page's summary (issue 23, decision 0041): the key figures rounded to the euro, the monthly effort or
// surplus explained, and « Ce projet m’intéresse » (« Un projet similaire m’intéresse » for a let project, issue 30). Beside the content and sticky on a wide screen; in the flow under
// the cover on a phone, where a bar fixed at the bottom of the screen carries the action wherever the visitor is.
import { Link } from "react-router";
import { DefinitionLink, type DefinitionTopic } from "~/components/finance/definition-link";
import { DpeLabel } from "~/components/project/dpe-label";
import { pricePerSquareMetre } from "~/domain/projects/dpe";
import { formatMoney, formatInteger, formatYield } from "~/domain/text/format";
import { LET_EXPLANATION, PROJECT_PARAM, interestLabel, interestPath } from "~/domain/projects/project-interest";
import type { ProjectPageData, ProjectSummary } from "~/domain/projects/project-page";

const actionButton =
  "flex min-h-11 items-center justify-center rounded-full bg-terracotta-dark px-5 font-semibold text-white hover:bg-terracotta focus-visible:outline-2 focus-visible:outline-offset-2";

function Figure({ label, value, topic, question }: { label: string; value: string; topic?: DefinitionTopic; question?: string }) {
  return (
    <div>
      <dt className="text-sm text-sand">
        {label}
        {topic && <DefinitionLink topic={topic} label={question} tone="dark" />}
      </dt>
      <dd className="text-lg font-bold whitespace-nowrap">{value}</dd>
    </div>
  );
}

export function ProjectSummaryPanel({ project, summary, className = "" }: { project: ProjectPageData; summary: ProjectSummary; className?: string }) {
  const { balance } = summary;
  return (
    <aside aria-labelledby="resume-titre" className={`rounded-2xl bg-navy p-5 text-white ${className}`}>
      <h2 id="resume-titre" className="sr-only">Le projet en chiffres</h2>
      {project.status === "loue" && (
        <p className="mb-4 rounded-xl bg-white/10 p-3" data-testid="let-note">
          <span className="font-bold">Loué</span>{"\u00a0"}: {LET_EXPLANATION}. Nous cherchons des biens comparables pour nos investisseurs.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3" data-testid="resume">
        <div className="col-span-2">
          <dt className="text-sand">
            Prix global
            <DefinitionLink topic="cout-total" label="Comment est calculé le prix global ?" tone="dark" />
          </dt>
          <dd className="text-3xl font-extrabold">{formatMoney(summary.price)}</dd>
        </div>
        <Figure label="Apport" value={formatMoney(summary.downPayment)} />
        <Figure label="Emprunt" value={formatMoney(summary.loan)} topic="cout-total" question="Comment est calculé le montant emprunté ?" />
        <Figure label="Mensualité" value={formatMoney(summary.monthlyPayment)} topic="mensualite" />
        <Figure label="Loyer mensuel" value={formatMoney(summary.rent)} />
        <Figure label="Rentabilité brute" value={formatYield(summary.grossYield)} topic="rentabilite-brute" />
        <Figure label="Rentabilité nette" value={formatYield(summary.netYield)} topic="rentabilite-nette" />
        <div className="col-span-2 rounded-xl bg-white/10 p-3" data-testid="effort">
          <dt className="font-semibold text-sand">
            {balance.label}
            <DefinitionLink topic="cash-flow" tone="dark" />
          </dt>
          <dd>
            <span className="block text-2xl font-extrabold">{balance.amount}</span>
            <span className="mt-1 block">{balance.explanation}</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-sand">Type de bien</dt>
          <dd className="font-semibold">{project.typeBienApres}</dd>
        </div>
        {project.surface > 0 && (
          <div>
            <dt className="text-sm text-sand">Surface</dt>
            <dd className="font-semibold">
              {formatInteger(project.surface)}
              {"\u00a0"}m² · {formatMoney(pricePerSquareMetre(project.prixGlobal, project.surface)!)}/m²
            </dd>
          </div>
        )}
        {(project.dpeBefore !== "" || project.dpeAfter !== "") && (
          <div className="col-span-2">
            <dt className="text-sm text-sand">DPE avant → après travaux</dt>
            <dd className="mt-1">
              <DpeLabel before={project.dpeBefore} after={project.dpeAfter} size="lg" />
            </dd>
          </div>
        )}
      </dl>
      <div className="mt-4 flex flex-col gap-3">
        {/* On a phone the bar at the bottom of the screen carries it: one such link on the screen at a time. */}
        <Link to={interestPath(project.id)} className={`hidden lg:flex ${actionButton} focus-visible:outline-white`}>
          {interestLabel(project.status)}
        </Link>
        <Link to={`/rappel?${PROJECT_PARAM}=${project.id}`} className="text-center font-semibold text-white underline underline-offset-4">
          Être rappelé à propos de ce projet
        </Link>
        <Link to="?onglet=bilan#simulateur" className="text-center font-semibold text-white underline underline-offset-4">
          Simuler avec vos chiffres
        </Link>
      </div>
    </aside>
  );
}

/** The bar fixed at the bottom of a phone's screen (hidden where the summary stays in view beside the content). */
export function ProjectActionBar({ projectId, status, summary }: { projectId: number; status: ProjectPageData["status"]; summary: ProjectSummary }) {
  return (
    <div data-action-bar className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-slate-200 bg-white/95 px-4 py-2 shadow-[0_-2px_8px_rgb(0_0_0/0.08)] backdrop-blur lg:hidden">
      <p className="min-w-0 flex-1 leading-tight text-slate-800">
        <span className="block font-extrabold text-navy">{formatMoney(summary.price)}</span>
        <span className="block text-sm">
          {summary.balance.label}{"\u00a0"}: {summary.balance.amount}
        </span>
      </p>
      <Link to={interestPath(projectId)} className={`${actionButton} shrink-0 focus-visible:outline-navy`}>
        {interestLabel(status)}
      </Link>
    </div>
  );
}
