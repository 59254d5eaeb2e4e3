import { Form, Link } from "react-router";
import { Pagination } from "~/components/layout/pagination";
import { CompareCheckbox, CompareForm, comparePreselected } from "~/components/project/compare-select";
import { ProjectCard } from "~/components/project/project-card";
import { PROJECT_SORTS, activeFilterCount, parseProjectSearch, searchQuery } from "~/domain/projects/project-search";
import { slugify } from "~/domain/text/slug";
import { normaliseAlertQuery } from "~/domain/clients/search-alerts";
import { seoMeta } from "~/domain/site/seo";
import { cityOptions } from "~/server/content/cities.server";
import { db } from "~/server/db/db.server";
import { projectTypes, searchProjects } from "~/server/content/projects.server";
import { SHARED_CONTENT } from "~/components/layout/route-handle";
import type { Route } from "./+types/projects";

// Content only: served without client scripts (decision 0012).
export const handle = SHARED_CONTENT;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Nos projets d’investissement locatif",
    description: "Tous nos projets d’investissement locatif rénovés et meublés, avec leur bilan financier complet : prix, travaux, rentabilité.",
    path: "/projets",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const search = parseProjectSearch(new URL(request.url).searchParams);
  const [cities, types, results] = await Promise.all([
    cityOptions(db()),
    projectTypes(db()),
    searchProjects(db(), search.filters, search.page),
  ]);
  // The form writes slugs; an id in the URL (older links) selects the same city.
  const cityOptionsBySlug = cities.map((c) => ({ slug: slugify(c.nom), id: c.id, nom: c.nom }));
  const selected = cityOptionsBySlug.find((c) => c.slug === search.raw.ville || String(c.id) === search.raw.ville);
  const errors = { ...search.errors };
  if (search.filters.villeSlug !== undefined && !selected) errors.ville = "Ville inconnue : choisissez une ville dans la liste.";
  return {
    search: { raw: search.raw, errors, hint: search.hint, selectedCity: selected?.slug ?? "" },
    cities: cityOptionsBySlug,
    types,
    results,
    compare: comparePreselected(new URL(request.url).searchParams),
    alertQuery: normaliseAlertQuery(new URL(request.url).searchParams),
  };
}

const field =
  "mt-1 block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus:border-navy focus:outline-2 focus:outline-navy";

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { search, cities, types, results, compare, alertQuery } = loaderData;
  const activeFilters = activeFilterCount(search.raw);
  // Folded on small screens (CSS, class fold-small) unless the search needs the visitor's attention.
  const filtersOpen = Object.keys(search.errors).length > 0 || Boolean(search.hint);
  const filtered = activeFilters > 0;
  const errorIds = (key: keyof typeof search.errors) => (search.errors[key] ? `erreur-${key}` : undefined);
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-4xl font-extrabold text-navy">Nos projets</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Des biens anciens achetés au bon prix, rénovés, meublés et loués. Chaque projet détaille son financement et
        sa rentabilité.
      </p>

      {/* Folded behind « Filtrer » on small screens; always shown from 640 px (app.css, .fold-small). */}
      <details className="fold-small mt-8 rounded-2xl bg-sand sm:pt-5" open={filtersOpen}>
        <summary className="flex h-12 cursor-pointer items-center gap-2 rounded-2xl px-5 font-semibold text-navy">
          Filtrer{activeFilters > 0 ? ` (${activeFilters} filtre${activeFilters > 1 ? "s" : ""} actif${activeFilters > 1 ? "s" : ""})` : ""}
        </summary>
      <Form method="get" action="/projets" className="grid gap-4 p-5 pt-0 sm:grid-cols-2 lg:grid-cols-6" aria-label="Rechercher un projet">
        <div>
          <label htmlFor="ville" className="font-semibold text-navy">Ville</label>
          <select id="ville" name="ville" defaultValue={search.selectedCity} className={field} aria-describedby={errorIds("ville")}>
            <option value="">Toutes les villes</option>
            {cities.map((c) => (
              <option key={c.id} value={c.slug}>{c.nom}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="type" className="font-semibold text-navy">Type de bien</label>
          <select id="type" name="type" defaultValue={search.raw.type} className={field}>
            <option value="">Tous les types</option>
            {types.map((t) => (
              <option key={t} value={t}>{t}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="min" className="font-semibold text-navy">Budget minimum (€)</label>
          <input id="min" name="min" inputMode="numeric" defaultValue={search.raw.min} placeholder="ex. 100000" className={field}
            aria-invalid={search.errors.min ? true : undefined} aria-describedby={errorIds("min") ?? (search.hint ? "indication-budget" : undefined)} />
        </div>
        <div>
          <label htmlFor="max" className="font-semibold text-navy">Budget maximum (€)</label>
          <input id="max" name="max" inputMode="numeric" defaultValue={search.raw.max} placeholder="ex. 200000" className={field}
            aria-invalid={search.errors.max ? true : undefined} aria-describedby={errorIds("max") ?? (search.hint ? "indication-budget" : undefined)} />
        </div>
        <div>
          <label htmlFor="tri" className="font-semibold text-navy">Trier par</label>
          <select id="tri" name="tri" defaultValue={search.raw.tri || "recents"} className={field}>
            {PROJECT_SORTS.map(([value, label]) => (
              <option key={value} value={value}>{label}</option>
            ))}
          </select>
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className="h-11 flex-1 rounded-lg bg-navy px-4 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta">
            Rechercher
          </button>
          {(filtered || search.raw.tri !== "") && (
            <Link to="/projets" className="flex h-11 items-center rounded-lg px-3 font-semibold text-navy underline hover:bg-white">
              Effacer
            </Link>
          )}
        </div>
        {search.hint && (
          <p id="indication-budget" role="status" className="font-medium text-navy sm:col-span-2 lg:col-span-6">
            {search.hint}
          </p>
        )}
        {Object.entries(search.errors).map(([key, message]) => (
          <p key={key} id={`erreur-${key}`} role="alert" className="font-medium text-red-800 sm:col-span-2 lg:col-span-6">
            {message}
          </p>
        ))}
      </Form>
      </details>

      <div className="mt-8 flex flex-wrap items-baseline justify-between gap-3">
        <p className="text-slate-700" aria-live="polite">
          {results.total === 0 ? "Aucun projet" : results.total === 1 ? "1 projet" : `${results.total} projets`}
          {filtered ? " correspondant à votre recherche" : ""}
        </p>
        {/* Search alerts (issue 11): the current query as it is, saved on the next page. */}
        <Link to={`/alertes/nouvelle${alertQuery ? `?${alertQuery}` : ""}`} rel="nofollow" className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
          Créer une alerte
        </Link>
      </div>

      {results.items.length > 0 ? (
        <>
          <CompareForm preselected={compare} shown={results.items.map((p) => p.id)} />
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {results.items.map((project, i) => (
              <li key={project.id} className="flex">
                <ProjectCard project={project} priority={i === 0} extra={<CompareCheckbox project={project} checked={compare.includes(project.id)} />} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-navy">
            {filtered ? "Aucun projet ne correspond à ces critères." : "Aucun projet n’est en ligne pour le moment."}
          </p>
          <p className="mt-2 text-slate-700">
            {filtered ? (
              <>Élargissez votre budget ou <Link className="underline" to="/projets">affichez tous les projets</Link>.</>
            ) : (
              <>Nos prochains projets arrivent bientôt : <Link className="underline" to="/formulaire">parlez-nous du vôtre</Link>.</>
            )}
          </p>
        </div>
      )}

      <Pagination page={results.page} pageCount={results.pageCount} href={(p) => `/projets${searchQuery(search.raw, p)}`} />
    </main>
  );
}
