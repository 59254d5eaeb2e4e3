import { Form, Link } from "react-router";
import { Pagination } from "~/components/pagination";
import { ProjectCard } from "~/components/project-card";
import { parseProjectSearch, searchQuery } from "~/domain/project-search";
import { seoMeta } from "~/domain/seo";
import { cityOptions } from "~/server/cities.server";
import { db } from "~/server/db.server";
import { projectTypes, searchProjects } from "~/server/projects.server";
import type { Route } from "./+types/projects";

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Nos projets d'investissement locatif",
    description: "Tous nos projets d'investissement locatif rénovés et meublés, avec leur bilan financier complet : prix, travaux, rentabilité.",
    path: "/projets",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const search = parseProjectSearch(new URL(request.url).searchParams);
  const [cities, types, results] = await Promise.all([
    cityOptions(db()),
    projectTypes(db()),
    searchProjects(db(), search.filters, search.page),
  ]);
  return { search: { raw: search.raw, errors: search.errors }, cities, types, results };
}

const field =
  "mt-1 block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-slate-900 focus:border-navy focus:outline-2 focus:outline-navy";

export default function Projects({ loaderData }: Route.ComponentProps) {
  const { search, cities, types, results } = loaderData;
  const filtered = Object.values(search.raw).some((v) => v !== "");
  const errorIds = (key: keyof typeof search.errors) => (search.errors[key] ? `erreur-${key}` : undefined);
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-4xl font-extrabold text-navy">Nos projets</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-700">
        Des biens anciens achetés au bon prix, rénovés, meublés et loués. Chaque projet détaille son financement et
        sa rentabilité.
      </p>

      <Form method="get" className="mt-8 grid gap-4 rounded-2xl bg-sand p-5 sm:grid-cols-2 lg:grid-cols-5" aria-label="Rechercher un projet">
        <div>
          <label htmlFor="ville" className="font-semibold text-navy">Ville</label>
          <select id="ville" name="ville" defaultValue={search.raw.ville} className={field} aria-describedby={errorIds("ville")}>
            <option value="">Toutes les villes</option>
            {cities.map((c) => (
              <option key={c.id} value={c.id}>{c.nom}</option>
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
            aria-invalid={search.errors.min ? true : undefined} aria-describedby={errorIds("min")} />
        </div>
        <div>
          <label htmlFor="max" className="font-semibold text-navy">Budget maximum (€)</label>
          <input id="max" name="max" inputMode="numeric" defaultValue={search.raw.max} placeholder="ex. 200000" className={field}
            aria-invalid={search.errors.max ? true : undefined} aria-describedby={errorIds("max")} />
        </div>
        <div className="flex items-end gap-2">
          <button type="submit" className="h-11 flex-1 rounded-lg bg-navy px-4 font-semibold text-white hover:bg-navy-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta">
            Rechercher
          </button>
          {filtered && (
            <Link to="/projets" className="flex h-11 items-center rounded-lg px-3 font-semibold text-navy underline hover:bg-white">
              Effacer
            </Link>
          )}
        </div>
        {Object.entries(search.errors).map(([key, message]) => (
          <p key={key} id={`erreur-${key}`} role="alert" className="font-medium text-red-800 sm:col-span-2 lg:col-span-5">
            {message}
          </p>
        ))}
      </Form>

      <p className="mt-8 text-slate-700" aria-live="polite">
        {results.total === 0 ? "Aucun projet" : results.total === 1 ? "1 projet" : `${results.total} projets`}
        {filtered ? " correspondant à votre recherche" : ""}
      </p>

      {results.items.length > 0 ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {results.items.map((project, i) => (
            <li key={project.id} className="flex">
              <ProjectCard project={project} priority={i === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-4 rounded-2xl border border-dashed border-slate-300 p-10 text-center">
          <p className="text-lg font-semibold text-navy">
            {filtered ? "Aucun projet ne correspond à ces critères." : "Aucun projet n'est en ligne pour le moment."}
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
