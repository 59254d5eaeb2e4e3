import { Link } from "react-router";
import { AdminBreadcrumb, AdminTable, type Column, ListSearch, NoMatch, ProjectSelect, searchText } from "~/components/admin/admin-ui";
import { PROJECT_PARAM, projectRef } from "~/domain/projects/project-interest";
import { projectPath } from "~/domain/text/slug";
import { formatCount, formatDate } from "~/domain/text/format";
import { answerRows } from "~/domain/clients/questionnaire-labels";
import { seoMeta } from "~/domain/site/seo";
import { db } from "~/server/db/db.server";
import { listLeads } from "~/server/clients/leads.server";
import { projectsReferencedBy } from "~/server/content/projects.server";
import type { Route } from "./+types/leads";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Prospects", description: "Questionnaires remplis par les visiteurs.", noindex: true });

const LIST_LIMIT = 200;

export async function loader({ request }: Route.LoaderArgs) {
  const q = searchText(request);
  const projectId = projectRef(new URL(request.url).searchParams.get(PROJECT_PARAM));
  const [leads, projects] = await Promise.all([listLeads(db(), { search: q, projectId, limit: LIST_LIMIT }), projectsReferencedBy(db(), "leads")]);
  return {
    q,
    projects,
    projectId: projects.some((p) => p.id === projectId) ? projectId : null,
    limit: LIST_LIMIT,
    leads: leads.map(({ formulaire, ...lead }) => ({ ...lead, answers: answerRows(formulaire) })),
  };
}

type LeadRow = Route.ComponentProps["loaderData"]["leads"][number];

const LEAD_COLUMNS: Column<LeadRow>[] = [
  {
    title: "Nom",
    rowHeader: true,
    cell: (lead) => (
      <>
        <span className="font-semibold text-navy">
          {lead.prenom} {lead.nom}
        </span>
        {lead.age !== null && <span className="block text-sm text-slate-600">{lead.age} ans</span>}
        {lead.userId !== null && (
          <span className="mt-1 block text-sm">
            <span className="rounded-full bg-sage/30 px-2 py-0.5 font-semibold text-sage-dark">Devenu client</span>{" "}
            <Link to={`/creer/clients/${lead.userId}`} className="text-navy underline underline-offset-4">
              Voir son compte client
            </Link>
          </span>
        )}
      </>
    ),
  },
  {
    title: "E-mail",
    cell: (lead) => (
      <a href={`mailto:${lead.email}`} className="text-navy underline underline-offset-4">
        {lead.email}
      </a>
    ),
  },
  { title: "Téléphone", className: "whitespace-nowrap", cell: (lead) => lead.telephone || <span className="text-slate-600">—</span> },
  { title: "Ville", cell: (lead) => lead.ville },
  {
    title: "Projet",
    cell: (lead) =>
      lead.projectId !== null && lead.projectTitle !== null ? (
        <Link to={projectPath({ id: lead.projectId, title: lead.projectTitle })} className="text-navy underline underline-offset-4">
          {lead.projectTitle}
        </Link>
      ) : (
        <span className="text-slate-600">—</span>
      ),
  },
  { title: "Reçu le", className: "whitespace-nowrap", cell: (lead) => <time dateTime={lead.createdAt}>{formatDate(lead.createdAt)}</time> },
  {
    title: "Réponses",
    className: "min-w-[18rem]",
    cell: (lead) => (
      <details>
        <summary className="cursor-pointer font-semibold text-navy underline underline-offset-4">
          Voir les réponses<span className="sr-only"> de {lead.prenom} {lead.nom}</span>
        </summary>
        <dl className="mt-2 space-y-2 text-sm">
          {lead.answers.map((a) => (
            <div key={a.key}>
              <dt className="font-semibold text-navy">{a.label}</dt>
              <dd className="whitespace-pre-line break-words text-slate-800">{a.value || <span className="text-slate-600">Non renseigné</span>}</dd>
            </div>
          ))}
          <div>
            <dt className="font-semibold text-navy">Consentement</dt>
            <dd className="text-slate-800">
              Donné le <time dateTime={lead.consentAt}>{formatDate(lead.consentAt)}</time> (texte version {lead.consentVersion})
            </dd>
          </div>
        </dl>
      </details>
    ),
  },
];

export default function Leads({ loaderData }: Route.ComponentProps) {
  const { q, leads, limit, projects, projectId } = loaderData;
  const project = projects.find((p) => p.id === projectId);
  const about = project ? ` sur le projet « ${project.title} »` : "";
  const caption = q
    ? `${formatCount(leads.length, "questionnaire correspond", "questionnaires correspondent")} à « ${q} »${about}`
    : `${formatCount(leads.length, "questionnaire", "questionnaires")}${about}, du plus récent au plus ancien`;
  const filters = new URLSearchParams({ ...(q && { q }), ...(project && { [PROJECT_PARAM]: String(project.id) }) }).toString();
  const csvHref = `/creer/prospects.csv${filters ? `?${filters}` : ""}`;
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-10">
      <AdminBreadcrumb current="Prospects" />
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <h1 className="text-4xl font-extrabold text-navy">Prospects</h1>
        <a
          href={csvHref}
          download
          className="inline-flex items-center gap-2 rounded-full border border-navy px-5 py-2.5 font-semibold text-navy hover:bg-sand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
        >
          <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
            <path d="M12 3v12m0 0-5-5m5 5 5-5M4 21h16" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
          </svg>
          {filters ? "Exporter ces résultats (CSV)" : "Exporter pour Excel (CSV)"}
        </a>
      </div>
      <p className="mt-3 max-w-3xl text-slate-700">Les questionnaires remplis par les visiteurs du site, avec leur accord pour être recontactés.</p>

      <ListSearch action="/creer/prospects" label="Rechercher un prospect" hint="Nom, prénom, e-mail, ville ou téléphone." value={q} clearHref="/creer/prospects" filtered={project !== undefined}>
        <ProjectSelect projects={projects} selected={projectId} />
      </ListSearch>

      {leads.length === 0 ? (
        <NoMatch q={q} none="Aucun questionnaire de visiteur pour le moment." noMatch="Aucun questionnaire ne correspond à" />
      ) : (
        <AdminTable id="liste-prospects" caption={caption} columns={LEAD_COLUMNS} rows={leads} minWidth="sm:min-w-[60rem]" />
      )}
      {leads.length === limit && (
        <p className="mt-4 text-sm text-slate-700">
          Seuls les {limit} questionnaires les plus récents sont affichés : affinez la recherche, ou exportez-les tous en CSV.
        </p>
      )}
    </main>
  );
}
