import { Link, useRouteLoaderData } from "react-router";
import { FollowUpCard, linkClass } from "~/components/admin/admin-ui";
import type { AdminToDo } from "~/components/admin/admin-nav";
import { CONTENT_LISTS, ContentLists, type ContentList, type ListParams, PROJECT_SORTS, type ProjectSort } from "~/components/admin/content-lists";
import { confirmationMessage } from "~/domain/content/admin-messages";
import { legalNotice } from "~/domain/site/company";
import { formatCount as count } from "~/domain/text/format";
import { seoMeta } from "~/domain/site/seo";
import { requireAdmin } from "~/server/accounts/auth.server";
import { listCities } from "~/server/content/cities.server";
import { db } from "~/server/db/db.server";
import { listDistricts } from "~/server/content/districts.server";
import { env, legalDetails } from "~/server/platform/env.server";
import { followUpCounts } from "~/server/clients/follow-up.server";
import { adminProjectList } from "~/server/content/projects.server";
import { listResources } from "~/server/content/resources.server";
import { listTeamMembers } from "~/server/content/team.server";
import { listTestimonials } from "~/server/content/testimonials.server";
import { foldText } from "~/domain/text/fold";
import type { Route } from "./+types/hub";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Administration", description: "Espace de l’équipe : suivi des clients et contenu du site.", noindex: true });

/** Projects a page of the hub's list. */
const PROJECTS_PER_PAGE = 8;

/** The list shown: ?liste=, else the one a confirmation is about (« ville-modifiee » → cities), else projects. */
function chosenList(liste: string, ok: string | null): ContentList {
  if (Object.hasOwn(CONTENT_LISTS, liste)) return liste as ContentList;
  const about = { projet: "projets", ville: "villes", quartier: "quartiers", ressource: "ressources", membre: "equipe", temoignage: "temoignages" } as const;
  return about[(ok ?? "").split("-")[0] as keyof typeof about] ?? "projets";
}

/** Case- and accent-insensitive "contains", for the short lists filtered here (cities, resources). */
const matches = (q: string, ...texts: string[]) => !q || texts.some((t) => foldText(t).includes(foldText(q)));

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const url = new URL(request.url).searchParams;
  const text = (name: string) => (url.get(name) ?? "").trim().slice(0, 100);
  const tri: ProjectSort = Object.hasOwn(PROJECT_SORTS, text("tri")) ? (text("tri") as ProjectSort) : "recent";
  const page = Number(text("pp"));
  const params: ListParams = {
    liste: chosenList(text("liste"), url.get("ok")),
    pq: text("pq"),
    tri,
    pp: Number.isInteger(page) && page > 1 ? String(page) : "",
    vq: text("vq"),
    qq: text("qq"),
    rq: text("rq"),
  };
  const database = db();
  const [counts, projects, cities, districts, resources, team, testimonials] = await Promise.all([
    followUpCounts(database),
    adminProjectList(database, { q: params.pq, sort: PROJECT_SORTS[tri], page: Number(params.pp) || 1, pageSize: PROJECTS_PER_PAGE }),
    listCities(database),
    listDistricts(database, { q: params.qq }),
    listResources(database),
    listTeamMembers(database),
    listTestimonials(database),
  ]);
  return {
    username: admin.username,
    counts,
    confirmation: confirmationMessage(url.get("ok")),
    params,
    projects,
    cities: cities.filter((c) => matches(params.vq, c.nom)),
    cityTotal: cities.length,
    districts,
    resources: resources.filter((r) => matches(params.rq, r.nom, r.lien)),
    team: team.map(({ id, prenom, nom, role, position }) => ({ id, prenom, nom, role, position })),
    testimonials: testimonials.map(({ id, prenom, ville, date, project }) => ({ id, prenom, ville, date, project })),
    legalMissing: legalNotice(legalDetails(env(), { configuredOnly: true }), env().COMPANY_SIREN).missing,
    legalDemo: env().SEED === "demo",
  };
}

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-navy px-5 py-2 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";
export default function AdminHub({ loaderData }: Route.ComponentProps) {
  const { username, counts, confirmation, legalMissing, legalDemo } = loaderData;
  // What waits for the staff, loaded once by the admin layout for its navigation.
  const { todo } = useRouteLoaderData("routes/admin/layout") as { todo: AdminToDo };
  const clientWork = [
    todo.documents > 0 ? count(todo.documents, "document à valider", "documents à valider") : "",
    todo.messages > 0 ? count(todo.messages, "message non lu", "messages non lus") : "",
  ].filter(Boolean);
  return (
    <main id="contenu" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-4xl font-extrabold text-navy">Administration</h1>
      <p className="mt-3 text-lg text-slate-700">Bonjour {username}, voici l’espace de l’équipe.</p>
      <div role="status" className="mt-4">
        {confirmation && <p className="rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">{confirmation}</p>}
      </div>
      {legalMissing.length > 0 && (
        <section aria-labelledby="mentions-incompletes" className="mt-6 rounded-2xl border-2 border-terracotta-dark bg-terracotta/10 p-5">
          <h2 id="mentions-incompletes" className="text-xl font-bold text-navy">
            Mentions légales incomplètes
          </h2>
          <p className="mt-2 text-slate-800">
            {legalDemo
              ? "Ces informations obligatoires manquent dans la configuration du serveur : les visiteurs voient à leur place les valeurs de démonstration (SEED=demo). Renseignez-les avant d’ouvrir le site."
              : "Ces informations obligatoires manquent dans la configuration du serveur : elles ne sont pas affichées aux visiteurs tant qu’elles ne sont pas renseignées."}
          </p>
          <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
            {legalMissing.map((m) => (
              <li key={m.variable}>
                {m.label} (<code className="text-sm">{m.variable}</code>)
              </li>
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="suivi" className="mt-10">
        <h2 id="suivi" className="text-2xl font-bold text-navy">
          Suivi des clients
        </h2>
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          <FollowUpCard
            to="/creer/clients"
            title="Clients"
            count={counts.accounts}
            noun={["compte", "comptes"]}
            detail={`dont ${count(counts.admins, "administrateur", "administrateurs")}`}
            attention={clientWork.length > 0 ? clientWork.join(", ") : undefined}
          />
          <FollowUpCard to="/creer/prospects" title="Prospects" count={counts.leads} noun={["questionnaire", "questionnaires"]} detail={counts.leads > 1 ? "remplis par des visiteurs" : "rempli par un visiteur"} />
          <FollowUpCard
            to="/creer/rappels"
            title="Rappels"
            count={todo.callbacks}
            noun={["demande", "demandes"]}
            detail="de rappel à traiter"
            attention={todo.callbacks > 0 ? "À rappeler" : undefined}
          />
          <FollowUpCard to="/creer/messages" title="Messages" count={counts.messages} noun={["message", "messages"]} detail={counts.messages > 1 ? "reçus par le formulaire de contact" : "reçu par le formulaire de contact"} />
        </ul>
        <p className="mt-4">
          <a href="/creer/prospects.csv" download className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
            Exporter les prospects pour Excel (CSV)
          </a>
        </p>
      </section>

      <section aria-labelledby="contenu-site-titre" id="contenu-site" className="mt-12 scroll-mt-24 border-t border-slate-200 pt-10">
        <h2 id="contenu-site-titre" className="text-2xl font-bold text-navy">
          Contenu du site
        </h2>
        <ul className="mt-5 flex flex-wrap gap-3">
          <li>
            <Link to="/creer-projet" className={buttonClass}>Ajouter un projet</Link>
          </li>
          <li>
            <Link to="/creer-ville" className={buttonClass}>Ajouter une ville</Link>
          </li>
          <li>
            <Link to="/creer-quartier" className={buttonClass}>Ajouter un quartier</Link>
          </li>
          <li>
            <Link to="/creer-ressource" className={buttonClass}>Ajouter une ressource</Link>
          </li>
          <li>
            <Link to="/creer-membre" className={buttonClass}>Ajouter un membre de l’équipe</Link>
          </li>
          <li>
            <Link to="/creer-temoignage" className={buttonClass}>Ajouter un témoignage</Link>
          </li>
        </ul>
        <p className="mt-4">
          <Link to="/creer/journal" className={linkClass}>
            Journal des modifications
          </Link>{" "}
          <span className="text-slate-700">: qui a modifié quoi, et quand.</span>
        </p>
        <p className="mt-2">
          <Link to="/creer/marche" className={linkClass}>
            Données du marché
          </Link>{" "}
          <span className="text-slate-700">: ventes DVF et loyers de référence affichés sur les pages des villes et des projets.</span>
        </p>
        <ContentLists data={loaderData} />
      </section>
    </main>
  );
}
