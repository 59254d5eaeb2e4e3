import { Form, Link } from "react-router";
import { ScrollTable, tdClass as td, thClass as th } from "~/components/admin-ui";
import { Pagination } from "~/components/pagination";
import { confirmationMessage } from "~/domain/admin-messages";
import { formatDate, formatMoney } from "~/domain/format";
import { seoMeta } from "~/domain/seo";
import { cityPath } from "~/domain/slug";
import { requireAdmin } from "~/server/auth.server";
import { listCities } from "~/server/cities.server";
import { db } from "~/server/db.server";
import { listDistricts } from "~/server/districts.server";
import { followUpCounts } from "~/server/follow-up.server";
import { adminProjectList } from "~/server/projects.server";
import { listResources } from "~/server/resources.server";
import type { Route } from "./+types/hub";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, { title: "Administration", description: "Espace de l'équipe : suivi des clients et contenu du site.", noindex: true });

/** Project list orders: the URL value (?tri=) and the model's. */
const PROJECT_SORTS = { recent: "recent", titre: "title", prix: "price" } as const;
type ProjectSort = keyof typeof PROJECT_SORTS;
const SORT_LABELS: Record<ProjectSort, string> = { recent: "Modifiés récemment", titre: "Titre (A → Z)", prix: "Prix global (décroissant)" };

/** The hub shows four lists one under the other: each stays short. */
const PROJECTS_PER_PAGE = 8;

/** The search parameters of the content lists: one search box per list, so that each can be shared. */
const LIST_PARAMS = ["pq", "tri", "pp", "vq", "qq", "rq"] as const;
type ListParams = Record<(typeof LIST_PARAMS)[number], string>;

/** Case- and accent-insensitive "contains", for the short lists filtered here (cities, resources). */
const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const matches = (q: string, ...texts: string[]) => !q || texts.some((t) => fold(t).includes(fold(q)));

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
    listDistricts(database, params.qq),
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
  };
}

/** /creer with the given list parameters changed (empty ones left out), ending at the list's anchor. */
function hubHref(params: ListParams, changes: Partial<ListParams>, anchor: string): string {
  const merged = { ...params, ...changes };
  const query = new URLSearchParams(Object.entries(merged).filter(([key, value]) => value && !(key === "tri" && value === "recent")));
  const search = query.toString();
  return `/creer${search ? `?${search}` : ""}#${anchor}`;
}

/** "1 compte", "0 compte", "3 comptes" (French: 0 and 1 take the singular). */
const count = (n: number, singular: string, plural: string) => `${n.toLocaleString("fr-FR")} ${n > 1 ? plural : singular}`;

function FollowUpCard({ to, title, figure, detail }: { to: string; title: string; figure: string; detail: string }) {
  return (
    <li className="flex">
      <Link
        to={to}
        className="flex w-full flex-col rounded-2xl border border-slate-200 p-5 transition-colors hover:border-navy hover:bg-sand/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
      >
        <span className="text-lg font-bold text-navy underline-offset-4">{title}</span>
        <span className="mt-2 text-3xl font-extrabold text-terracotta-dark">{figure}</span>
        <span className="mt-1 text-slate-700">{detail}</span>
      </Link>
    </li>
  );
}

const linkClass = "font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark";
const buttonClass =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-navy px-5 py-2 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta";

/**
 * The GET search form of one list. The other lists' parameters ride along as hidden fields, so that
 * searching one list keeps the others as they were; it works without JavaScript and can be shared.
 */
function ListSearch({ params, name, label, hint, anchor, children }: { params: ListParams; name: "pq" | "vq" | "qq" | "rq"; label: string; hint: string; anchor: string; children?: React.ReactNode }) {
  const id = `recherche-${name}`;
  const own = name === "pq" ? ["pq", "tri", "pp"] : [name];
  const kept = LIST_PARAMS.filter((key) => !own.includes(key) && params[key] && !(key === "tri" && params[key] === "recent"));
  return (
    <Form method="get" action={`/creer#${anchor}`} preventScrollReset role="search" aria-label={label} className="mt-4 flex flex-wrap items-end gap-3 rounded-2xl bg-sand p-4">
      {kept.map((key) => (
        <input key={key} type="hidden" name={key} value={params[key]} />
      ))}
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor={id} className="font-semibold text-navy">
          {label}
        </label>
        <p id={`${id}-aide`} className="text-sm text-slate-700">
          {hint}
        </p>
        <input
          key={params[name]}
          id={id}
          name={name}
          type="search"
          defaultValue={params[name]}
          maxLength={100}
          aria-describedby={`${id}-aide`}
          className="mt-1 block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus:border-navy focus:outline-2 focus:outline-navy"
        />
      </div>
      {children}
      <div className="flex gap-2">
        <button
          type="submit"
          className="h-11 rounded-lg bg-navy px-5 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta"
        >
          Rechercher
        </button>
        {params[name] && (
          <Link to={hubHref(params, name === "pq" ? { pq: "", pp: "" } : { [name]: "" }, anchor)} preventScrollReset className="flex h-11 items-center rounded-lg px-3 font-semibold text-navy underline hover:bg-white">
            Effacer<span className="sr-only"> la recherche</span>
          </Link>
        )}
      </div>
    </Form>
  );
}

function NoMatch({ q, none, noMatch }: { q: string; none: string; noMatch: string }) {
  return (
    <p role="status" className="mt-4 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
      {q ? `${noMatch} « ${q} ».` : none}
    </p>
  );
}

function ListSection({ id, title, addTo, addLabel, children }: { id: string; title: string; addTo: string; addLabel: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10 scroll-mt-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={id} className="text-xl font-bold text-navy">
          {title}
        </h3>
        <Link to={addTo} className={linkClass}>
          {addLabel}
        </Link>
      </div>
      {children}
    </section>
  );
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("fr-FR")} ${n > 1 ? many : one}`;

/** Links, search boxes and lists of the site's content (projects, cities, districts, resources). */
function ContentLists({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { params, projects, cities, cityTotal, districts, resources } = data;
  return (
    <>
      <ListSection id="projets" title="Projets" addTo="/creer-projet" addLabel="Ajouter un projet">
        <ListSearch params={params} name="pq" label="Rechercher un projet" hint="Titre ou ville." anchor="projets">
          <div>
            <label htmlFor="tri-projets" className="font-semibold text-navy">
              Trier par
            </label>
            <select
              key={params.tri}
              id="tri-projets"
              name="tri"
              defaultValue={params.tri}
              className="mt-1 block h-11 rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus:border-navy focus:outline-2 focus:outline-navy"
            >
              {(Object.keys(SORT_LABELS) as ProjectSort[]).map((key) => (
                <option key={key} value={key}>
                  {SORT_LABELS[key]}
                </option>
              ))}
            </select>
          </div>
        </ListSearch>
        {projects.items.length === 0 ? (
          <NoMatch q={params.pq} none="Aucun projet pour le moment." noMatch="Aucun projet ne correspond à" />
        ) : (
          <>
            <ScrollTable captionId="liste-projets">
              <table className="w-full min-w-[44rem] border-collapse">
                <caption id="liste-projets" className="px-4 py-3 text-left text-slate-700">
                  {params.pq ? `${plural(projects.total, "projet correspond", "projets correspondent")} à « ${params.pq} »` : plural(projects.total, "projet", "projets")}
                  {projects.pageCount > 1 && `, page ${projects.page} sur ${projects.pageCount}`} — tri : {SORT_LABELS[params.tri as ProjectSort].toLowerCase()}
                </caption>
                <thead className="bg-slate-50">
                  <tr>
                    <th scope="col" className={`${th} min-w-60`}>Titre</th>
                    <th scope="col" className={th}>Ville</th>
                    <th scope="col" className={`${th} text-right`}>Prix global</th>
                    <th scope="col" className={th}>Mis en avant</th>
                    <th scope="col" className={th}>Modifié le</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-200">
                  {projects.items.map((p) => (
                    <tr key={p.id} className="hover:bg-sand/30">
                      <th scope="row" className={`${td} text-left font-normal`}>
                        <Link to={`/edit-project/${p.id}`} className={linkClass}>
                          {p.title}
                        </Link>
                      </th>
                      <td className={td}>{p.cityName}</td>
                      <td className={`${td} whitespace-nowrap text-right`}>{formatMoney(p.prixGlobal)}</td>
                      <td className={td}>{p.enAvant ? "Oui" : "Non"}</td>
                      <td className={`${td} whitespace-nowrap`}>
                        <time dateTime={p.updatedAt}>{formatDate(p.updatedAt)}</time>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollTable>
            <Pagination page={projects.page} pageCount={projects.pageCount} href={(page) => hubHref(params, { pp: page > 1 ? String(page) : "" }, "projets")} />
          </>
        )}
      </ListSection>

      <ListSection id="villes" title="Villes" addTo="/creer-ville" addLabel="Ajouter une ville">
        <ListSearch params={params} name="vq" label="Rechercher une ville" hint="Nom de la ville." anchor="villes" />
        {cities.length === 0 ? (
          <NoMatch q={params.vq} none="Aucune ville pour le moment." noMatch="Aucune ville ne correspond à" />
        ) : (
          <ScrollTable captionId="liste-villes">
            <table className="w-full min-w-[32rem] border-collapse">
              <caption id="liste-villes" className="px-4 py-3 text-left text-slate-700">
                {params.vq ? `${plural(cities.length, "ville correspond", "villes correspondent")} à « ${params.vq} » (sur ${cityTotal})` : plural(cities.length, "ville", "villes")}
              </caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>Nom</th>
                  <th scope="col" className={th}>Projets</th>
                  <th scope="col" className={th}>Page publique</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {cities.map((c) => (
                  <tr key={c.id} className="hover:bg-sand/30">
                    <th scope="row" className={`${td} text-left font-normal`}>
                      <Link to={`/edit-ville/${c.id}`} className={linkClass}>
                        {c.nom}
                      </Link>
                    </th>
                    <td className={td}>{c.projectCount}</td>
                    <td className={td}>
                      <Link to={cityPath(c)} className="text-navy underline underline-offset-4 hover:text-terracotta-dark">
                        Voir<span className="sr-only"> la page publique : {c.nom}</span>
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </ListSection>

      <ListSection id="quartiers" title="Quartiers" addTo="/creer-quartier" addLabel="Ajouter un quartier">
        <ListSearch params={params} name="qq" label="Rechercher un quartier" hint="Nom du quartier ou de sa ville." anchor="quartiers" />
        {districts.length === 0 ? (
          <NoMatch q={params.qq} none="Aucun quartier pour le moment." noMatch="Aucun quartier ne correspond à" />
        ) : (
          <ScrollTable captionId="liste-quartiers">
            <table className="w-full min-w-[32rem] border-collapse">
              <caption id="liste-quartiers" className="px-4 py-3 text-left text-slate-700">
                {params.qq ? `${plural(districts.length, "quartier correspond", "quartiers correspondent")} à « ${params.qq} »` : plural(districts.length, "quartier", "quartiers")}, classés par ville
              </caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>Nom</th>
                  <th scope="col" className={th}>Ville</th>
                  <th scope="col" className={th}>Modifié le</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {districts.map((d) => (
                  <tr key={d.id} className="hover:bg-sand/30">
                    <th scope="row" className={`${td} text-left font-normal`}>
                      <Link to={`/edit-quartier/${d.id}`} className={linkClass}>
                        {d.nom}
                      </Link>
                    </th>
                    <td className={td}>{d.cityName}</td>
                    <td className={`${td} whitespace-nowrap`}>
                      <time dateTime={d.updatedAt}>{formatDate(d.updatedAt)}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </ListSection>

      <ListSection id="ressources" title="Ressources" addTo="/creer-ressource" addLabel="Ajouter une ressource">
        <ListSearch params={params} name="rq" label="Rechercher une ressource" hint="Nom ou adresse du lien." anchor="ressources" />
        {resources.length === 0 ? (
          <NoMatch q={params.rq} none="Aucune ressource pour le moment." noMatch="Aucune ressource ne correspond à" />
        ) : (
          <ScrollTable captionId="liste-ressources">
            <table className="w-full min-w-[32rem] border-collapse">
              <caption id="liste-ressources" className="px-4 py-3 text-left text-slate-700">
                {params.rq ? `${plural(resources.length, "ressource correspond", "ressources correspondent")} à « ${params.rq} »` : plural(resources.length, "ressource", "ressources")}, de la plus récente à la plus ancienne
              </caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className={th}>Nom</th>
                  <th scope="col" className={th}>Lien</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {resources.map((r) => (
                  <tr key={r.id} className="hover:bg-sand/30">
                    <th scope="row" className={`${td} text-left font-normal`}>
                      <Link to={`/edit-resource/${r.id}`} className={linkClass}>
                        {r.nom}
                      </Link>
                    </th>
                    <td className={`${td} break-all text-sm`}>
                      <a href={r.lien} rel="noopener noreferrer" className="text-navy underline underline-offset-4 hover:text-terracotta-dark">
                        {r.lien}
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        )}
      </ListSection>
    </>
  );
}

export default function AdminHub({ loaderData }: Route.ComponentProps) {
  const { username, counts, confirmation } = loaderData;
  return (
    <main id="contenu" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-4xl font-extrabold text-navy">Administration</h1>
      <p className="mt-3 text-lg text-slate-700">Bonjour {username}, voici l'espace de l'équipe.</p>
      <div role="status" className="mt-4">
        {confirmation && <p className="rounded-lg bg-sage/20 p-3 font-medium text-sage-dark">{confirmation}</p>}
      </div>

      <section aria-labelledby="suivi" className="mt-10">
        <h2 id="suivi" className="text-2xl font-bold text-navy">
          Suivi des clients
        </h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-3">
          <FollowUpCard
            to="/creer/clients"
            title="Clients"
            figure={count(counts.accounts, "compte", "comptes")}
            detail={`dont ${count(counts.admins, "administrateur", "administrateurs")}`}
          />
          <FollowUpCard to="/creer/prospects" title="Prospects" figure={count(counts.leads, "questionnaire", "questionnaires")} detail={counts.leads > 1 ? "remplis par des visiteurs" : "rempli par un visiteur"} />
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
