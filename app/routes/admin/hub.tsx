import { Link } from "react-router";
import { FollowUpCard, linkClass } from "~/components/admin-ui";
import { ContentLists, type ListParams, PROJECT_SORTS, type ProjectSort } from "~/components/admin/content-lists";
import { confirmationMessage } from "~/domain/admin-messages";
import { legalNotice } from "~/domain/company";
import { formatCount as count } from "~/domain/format";
import { seoMeta } from "~/domain/seo";
import { requireAdmin } from "~/server/auth.server";
import { listCities } from "~/server/cities.server";
import { db } from "~/server/db.server";
import { listDistricts } from "~/server/districts.server";
import { pendingCallbackCount } from "~/server/callbacks.server";
import { env, legalDetails } from "~/server/env.server";
import { followUpCounts } from "~/server/follow-up.server";
import { adminProjectList } from "~/server/projects.server";
import { listResources } from "~/server/resources.server";
import { foldText } from "~/domain/fold";
import type { Route } from "./+types/hub";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Administration", description: "Espace de l’équipe : suivi des clients et contenu du site.", noindex: true });

/** The hub shows four lists one under the other: each stays short. */
const PROJECTS_PER_PAGE = 8;

/** Case- and accent-insensitive "contains", for the short lists filtered here (cities, resources). */
const matches = (q: string, ...texts: string[]) => !q || texts.some((t) => foldText(t).includes(foldText(q)));

export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdmin(context);
  const url = new URL(request.url).searchParams;
  const text = (name: string) => (url.get(name) ?? "").trim().slice(0, 100);
  const tri: ProjectSort = Object.hasOwn(PROJECT_SORTS, text("tri")) ? (text("tri") as ProjectSort) : "recent";
  const page = Number(text("pp"));
  const params: ListParams = { pq: text("pq"), tri, pp: Number.isInteger(page) && page > 1 ? String(page) : "", vq: text("vq"), qq: text("qq"), rq: text("rq") };
  const database = db();
  const [counts, projects, cities, districts, resources] = await Promise.all([
    followUpCounts(database),
    adminProjectList(database, { q: params.pq, sort: PROJECT_SORTS[tri], page: Number(params.pp) || 1, pageSize: PROJECTS_PER_PAGE }),
    listCities(database),
    listDistricts(database, { q: params.qq }),
    listResources(database),
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
    legalMissing: legalNotice(legalDetails(env()), env().COMPANY_SIREN).missing,
    callbacksPending: await pendingCallbackCount(database),
  };
}

const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-navy px-5 py-2 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";
export default function AdminHub({ loaderData }: Route.ComponentProps) {
  const { username, counts, confirmation, legalMissing, callbacksPending } = loaderData;
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
            Ces informations obligatoires manquent dans la configuration du serveur : elles ne sont pas affichées aux visiteurs
            tant qu’elles ne sont pas renseignées.
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
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <FollowUpCard
            to="/creer/clients"
            title="Clients"
            figure={count(counts.accounts, "compte", "comptes")}
            detail={`dont ${count(counts.admins, "administrateur", "administrateurs")}`}
          />
          <FollowUpCard to="/creer/prospects" title="Prospects" figure={count(counts.leads, "questionnaire", "questionnaires")} detail={counts.leads > 1 ? "remplis par des visiteurs" : "rempli par un visiteur"} />
          <FollowUpCard to="/creer/rappels" title="Rappels" figure={count(callbacksPending, "demande", "demandes")} detail="de rappel à traiter" />
          <FollowUpCard to="/creer/messages" title="Messages" figure={count(counts.messages, "message", "messages")} detail={counts.messages > 1 ? "reçus par le formulaire de contact" : "reçu par le formulaire de contact"} />
        </ul>
        <p className="mt-4">
          <a href="/creer/prospects.csv" download className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
            Exporter les prospects pour Excel (CSV)
          </a>
        </p>
      </section>

      <section aria-labelledby="contenu-site" className="mt-12 border-t border-slate-200 pt-10">
        <h2 id="contenu-site" className="text-2xl font-bold text-navy">
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
        <nav aria-label="Listes du contenu" className="mt-4 text-slate-700">
          Aller à la liste des{" "}
          <a href="#projets" className={linkClass}>projets</a>, des <a href="#villes" className={linkClass}>villes</a>, des{" "}
          <a href="#quartiers" className={linkClass}>quartiers</a> ou des <a href="#ressources" className={linkClass}>ressources</a>.
        </nav>
        <ContentLists data={loaderData} />
      </section>
    </main>
  );
}
