// The content lists of the admin hub (/creer): projects, cities, districts and resources, one at a time
// behind tabs (?liste=, issue 23: the four one under the other made a 4,300 px page), each with its own
// search box; the other lists' parameters ride along in each form and tab, so every search can be shared.
import { Link } from "react-router";
import { TabList } from "~/components/layout/tabs";
import { AdminTable, type Column, ListSearch, ListSection, NoMatch, controlClass, linkClass } from "~/components/admin/admin-ui";
import { Pagination } from "~/components/layout/pagination";
import { formatCount as count, formatDate, formatMoney } from "~/domain/text/format";
import { cityPath } from "~/domain/text/slug";

/** Project list orders: the URL value (?tri=) and the model's. */
export const PROJECT_SORTS = { recent: "recent", titre: "title", prix: "price" } as const;
export type ProjectSort = keyof typeof PROJECT_SORTS;
const SORT_LABELS: Record<ProjectSort, string> = { recent: "Modifiés récemment", titre: "Titre (A → Z)", prix: "Prix global (décroissant)" };

/** The hub's lists (?liste=), in the order of their tabs. */
export const CONTENT_LISTS = { projets: "Projets", villes: "Villes", quartiers: "Quartiers", ressources: "Ressources", equipe: "Équipe", temoignages: "Témoignages" } as const;
export type ContentList = keyof typeof CONTENT_LISTS;

/** The search parameters of the content lists: the list shown, then one search box per list, so that each can be shared. */
export const LIST_PARAMS = ["liste", "pq", "tri", "pp", "vq", "qq", "rq"] as const;
export type ListParams = Record<Exclude<(typeof LIST_PARAMS)[number], "liste">, string> & { liste: ContentList };

const publicLinkClass = "text-navy underline underline-offset-4 hover:text-terracotta-dark";

/** Parameters left out of the URL: empty, or the default (projects, sorted by most recent). */
const isDefault = (key: string, value: string) => !value || (key === "tri" && value === "recent") || (key === "liste" && value === "projets");

/** /creer with the given list parameters changed (defaults left out), ending at the list's anchor. */
function hubHref(params: ListParams, changes: Partial<ListParams>, anchor: string): string {
  const merged = { ...params, ...changes };
  const query = new URLSearchParams(Object.entries(merged).filter(([key, value]) => !isDefault(key, value)));
  const search = query.toString();
  return `/creer${search ? `?${search}` : ""}#${anchor}`;
}

/** The search form of one of the hub's lists: the other lists' parameters ride along. */
function HubSearch({ params, name, label, hint, anchor, children }: { params: ListParams; name: "pq" | "vq" | "qq" | "rq"; label: string; hint: string; anchor: string; children?: React.ReactNode }) {
  const own: string[] = name === "pq" ? ["pq", "tri", "pp"] : [name];
  const kept = LIST_PARAMS.filter((key) => !own.includes(key) && !isDefault(key, params[key]));
  const clearHref = hubHref(params, name === "pq" ? { pq: "", pp: "" } : { [name]: "" }, anchor);
  return (
    <ListSearch action={`/creer#${anchor}`} name={name} label={label} landmarkLabel={label} hint={hint} value={params[name]} clearHref={clearHref} hidden={Object.fromEntries(kept.map((key) => [key, params[key]]))}>
      {children}
    </ListSearch>
  );
}

/**
 * One of the hub's simple lists (cities, districts, resources, the team, the testimonials): its section, its
 * search box (the short lists of the team and the testimonials have none), then its table or why it is empty.
 */
function HubList<T extends { id: number }>(props: {
  params: ListParams;
  id: string;
  title: string;
  addLabel: string;
  addTo: string;
  search?: { name: "vq" | "qq" | "rq"; label: string; hint: string };
  rows: T[];
  empty: { none: string; noMatch: string };
  caption: string;
  columns: Column<T>[];
}) {
  const { params, id, search } = props;
  return (
    <ListSection id={id} title={props.title} addTo={props.addTo} addLabel={props.addLabel}>
      {search && <HubSearch params={params} name={search.name} label={search.label} hint={search.hint} anchor={id} />}
      {props.rows.length === 0 ? (
        <NoMatch q={search ? params[search.name] : ""} none={props.empty.none} noMatch={props.empty.noMatch} />
      ) : (
        <AdminTable id={`liste-${id}`} caption={props.caption} rows={props.rows} columns={props.columns} />
      )}
    </ListSection>
  );
}

export interface ContentListsData {
  params: ListParams;
  projects: { items: { id: number; title: string; cityName: string; prixGlobal: number; enAvant: boolean; updatedAt: string }[]; total: number; page: number; pageCount: number };
  cities: { id: number; nom: string; projectCount: number }[];
  cityTotal: number;
  districts: { id: number; nom: string; cityName: string; updatedAt: string }[];
  resources: { id: number; nom: string; lien: string }[];
  team: { id: number; prenom: string; nom: string; role: string; position: number }[];
  testimonials: { id: number; prenom: string; ville: string; date: string; project: { title: string } | null }[];
}

/** "3 villes correspondent à « ly »" or "3 villes". */
const found = (n: number, q: string, one: string, many: string) => (q ? `${count(n, `${one} correspond`, `${many} correspondent`)} à « ${q} »` : count(n, one, many));

/** Tabs, search box and list of the site's content chosen by ?liste= (projects, cities, districts, resources). */
export function ContentLists({ data }: { data: ContentListsData }) {
  const { params } = data;
  return (
    <>
      <div className="mt-8">
        <TabList
          label="Listes du contenu"
          idPrefix="liste"
          size="sm"
          selected={params.liste}
          tabs={(Object.keys(CONTENT_LISTS) as ContentList[]).map((id) => ({ id, label: CONTENT_LISTS[id] }))}
          href={(id) => hubHref(params, { liste: id as ContentList }, "contenu-site")}
        />
      </div>
      <div id="liste-panel" role="tabpanel" aria-labelledby={`liste-tab-${params.liste}`}>
        <ChosenList data={data} />
      </div>
    </>
  );
}

function ChosenList({ data }: { data: ContentListsData }) {
  const { params, projects, cities, cityTotal, districts, resources, team, testimonials } = data;
  const edit = (to: string, label: string) => <Link to={to} className={linkClass}>{label}</Link>;
  const date = (iso: string) => <time dateTime={iso}>{formatDate(iso)}</time>;
  if (params.liste === "projets")
    return (
      <ListSection id="projets" title="Projets" addTo="/creer-projet" addLabel="Ajouter un projet">
        <HubSearch params={params} name="pq" label="Rechercher un projet" hint="Titre ou ville." anchor="projets">
          <div>
            <label htmlFor="tri-projets" className="font-semibold text-navy">
              Trier par
            </label>
            <select key={params.tri} id="tri-projets" name="tri" defaultValue={params.tri} className={`mt-1 block ${controlClass}`}>
              {(Object.keys(SORT_LABELS) as ProjectSort[]).map((key) => (
                <option key={key} value={key}>
                  {SORT_LABELS[key]}
                </option>
              ))}
            </select>
          </div>
        </HubSearch>
        {projects.items.length === 0 ? (
          <NoMatch q={params.pq} none="Aucun projet pour le moment." noMatch="Aucun projet ne correspond à" />
        ) : (
          <>
            <AdminTable
              id="liste-projets"
              minWidth="sm:min-w-[44rem]"
              caption={`${found(projects.total, params.pq, "projet", "projets")}${projects.pageCount > 1 ? `, page ${projects.page} sur ${projects.pageCount}` : ""} — tri : ${SORT_LABELS[params.tri as ProjectSort].toLowerCase()}`}
              rows={projects.items}
              columns={[
                { title: "Titre", rowHeader: true, className: "min-w-60", cell: (p) => edit(`/edit-project/${p.id}`, p.title) },
                { title: "Ville", cell: (p) => p.cityName },
                { title: "Prix global", className: "whitespace-nowrap text-right", cell: (p) => formatMoney(p.prixGlobal) },
                { title: "Mis en avant", cell: (p) => (p.enAvant ? "Oui" : "Non") },
                { title: "Modifié le", className: "whitespace-nowrap", cell: (p) => date(p.updatedAt) },
              ]}
            />
            <Pagination page={projects.page} pageCount={projects.pageCount} href={(page) => hubHref(params, { pp: page > 1 ? String(page) : "" }, "projets")} />
          </>
        )}
      </ListSection>
    );
  if (params.liste === "villes")
    return (
      <HubList
        params={params}
        id="villes"
        title="Villes"
        addTo="/creer-ville"
        addLabel="Ajouter une ville"
        search={{ name: "vq", label: "Rechercher une ville", hint: "Nom de la ville." }}
        rows={cities}
        empty={{ none: "Aucune ville pour le moment.", noMatch: "Aucune ville ne correspond à" }}
        caption={`${found(cities.length, params.vq, "ville", "villes")}${params.vq ? ` (sur ${cityTotal})` : ""}`}
        columns={[
          { title: "Nom", rowHeader: true, cell: (c) => edit(`/edit-ville/${c.id}`, c.nom) },
          { title: "Projets", cell: (c) => c.projectCount },
          {
            title: "Page publique",
            cell: (c) => (
              <Link to={cityPath(c)} className={publicLinkClass}>
                Voir<span className="sr-only"> la page publique : {c.nom}</span>
              </Link>
            ),
          },
        ]}
      />
    );
  if (params.liste === "quartiers")
    return (
      <HubList
        params={params}
        id="quartiers"
        title="Quartiers"
        addTo="/creer-quartier"
        addLabel="Ajouter un quartier"
        search={{ name: "qq", label: "Rechercher un quartier", hint: "Nom du quartier ou de sa ville." }}
        rows={districts}
        empty={{ none: "Aucun quartier pour le moment.", noMatch: "Aucun quartier ne correspond à" }}
        caption={`${found(districts.length, params.qq, "quartier", "quartiers")}, classés par ville`}
        columns={[
          { title: "Nom", rowHeader: true, cell: (d) => edit(`/edit-quartier/${d.id}`, d.nom) },
          { title: "Ville", cell: (d) => d.cityName },
          { title: "Modifié le", className: "whitespace-nowrap", cell: (d) => date(d.updatedAt) },
        ]}
      />
    );
  if (params.liste === "equipe")
    return (
      <HubList
        params={params}
        id="equipe"
        title="Équipe"
        addTo="/creer-membre"
        addLabel="Ajouter un membre"
        rows={team}
        empty={{ none: "Aucun membre pour le moment : la page « L’équipe » ne montre que ses valeurs.", noMatch: "" }}
        caption={`${count(team.length, "membre", "membres")}, dans l’ordre de la page « L’équipe »`}
        columns={[
          { title: "Nom", rowHeader: true, cell: (m) => edit(`/edit-membre/${m.id}`, [m.prenom, m.nom].filter(Boolean).join(" ")) },
          { title: "Rôle", cell: (m) => m.role },
          { title: "Ordre", cell: (m) => m.position },
        ]}
      />
    );
  if (params.liste === "temoignages")
    return (
      <HubList
        params={params}
        id="temoignages"
        title="Témoignages"
        addTo="/creer-temoignage"
        addLabel="Ajouter un témoignage"
        rows={testimonials}
        empty={{ none: "Aucun témoignage pour le moment.", noMatch: "" }}
        caption={`${count(testimonials.length, "témoignage", "témoignages")}, du plus récent au plus ancien`}
        columns={[
          { title: "Client", rowHeader: true, cell: (t) => edit(`/edit-temoignage/${t.id}`, `${t.prenom}, ${t.ville}`) },
          { title: "Date", className: "whitespace-nowrap", cell: (t) => date(t.date) },
          { title: "Projet acheté", cell: (t) => t.project?.title ?? "Projet supprimé" },
        ]}
      />
    );
  return (
    <HubList
      params={params}
      id="ressources"
      title="Ressources"
      addTo="/creer-ressource"
      addLabel="Ajouter une ressource"
      search={{ name: "rq", label: "Rechercher une ressource", hint: "Nom ou adresse du lien." }}
      rows={resources}
      empty={{ none: "Aucune ressource pour le moment.", noMatch: "Aucune ressource ne correspond à" }}
      caption={`${found(resources.length, params.rq, "ressource", "ressources")}, de la plus récente à la plus ancienne`}
      columns={[
        { title: "Nom", rowHeader: true, cell: (r) => edit(`/edit-resource/${r.id}`, r.nom) },
        {
          title: "Lien",
          className: "break-all text-sm",
          cell: (r) => (
            <a href={r.lien} rel="noopener noreferrer" className={publicLinkClass}>
              {r.lien}
            </a>
          ),
        },
      ]}
    />
  );
}
