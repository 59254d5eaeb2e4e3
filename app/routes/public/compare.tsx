import { Form, Link } from "react-router";
import { MediaImage } from "~/components/media/media-image";
import { NO_SCRIPTS } from "~/components/layout/route-handle";
import { DefaultCover, LetNote, StatusBadge } from "~/components/project/project-card";
import { type ComparisonRow, comparisonRows } from "~/domain/projects/compare";
import { MAX_COMPARED, MIN_COMPARED, comparedIds } from "~/domain/projects/compare-selection";
import { formatPercent } from "~/domain/text/format";
import { interestLabel, interestPath } from "~/domain/projects/project-interest";
import { seoMeta } from "~/domain/site/seo";
import { projectPath } from "~/domain/text/slug";
import { TMI_RATES } from "~/domain/tax/constants";
import { taxChoice, taxFields } from "~/domain/tax/tax-query";
import { db } from "~/server/db/db.server";
import { getProject } from "~/server/content/projects.server";
import type { Route } from "./+types/compare";

/** Links and a GET form: nothing to enhance, no script (decision 0012). */
export const handle = NO_SCRIPTS;

export const meta: Route.MetaFunction = (args) =>
  seoMeta(args, {
    title: "Comparer des projets",
    description: "Les chiffres clés de plusieurs projets côte à côte, avant et après impôts.",
    path: "/projets/comparer",
  });

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const ids = comparedIds(params);
  const tmiPct = taxChoice(taxFields(params)).tmiPct;
  if (ids.length < MIN_COMPARED || ids.length > MAX_COMPARED) {
    return { ids, tmiPct, projects: [], comparison: null };
  }
  const found = await Promise.all(ids.map((id) => getProject(db(), id)));
  const projects = found.filter((p) => p !== null);
  if (projects.length !== ids.length) throw new Response("Projet introuvable", { status: 404 });
  return {
    ids,
    tmiPct,
    projects: projects.map((p) => ({ id: p.id, title: p.title, cityName: p.cityName, imageCover: p.imageCover, status: p.status })),
    comparison: comparisonRows(projects, tmiPct),
  };
}

type Compared = Route.ComponentProps["loaderData"]["projects"][number];

const interestButton =
  "inline-flex min-h-11 items-center justify-center rounded-full bg-terracotta-dark px-4 text-center font-semibold text-white hover:bg-terracotta focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy";

/** The address of the comparison without project `id` (fewer than two left: the page asks for more). */
const withoutPath = (ids: number[], id: number, tmiPct: number) => `/projets/comparer?ids=${ids.filter((i) => i !== id).join(",")}&tmi=${tmiPct}`;

/** A value, and when it is the row's best for the investor, why (« le moins négatif »): the mark is never the number alone. */
function Value({ row, index }: { row: ComparisonRow; index: number }) {
  const best = row.best === index;
  return (
    <>
      <span className={best ? "font-bold text-navy" : ""}>{row.cells[index]}</span>
      {best && <span className="block text-sm font-semibold text-sage-dark">✓ {row.bestNote}</span>}
    </>
  );
}

function Cover({ project, sizes }: { project: Compared; sizes: string }) {
  return project.imageCover ? (
    <MediaImage hash={project.imageCover} alt="" width={480} height={300} sizes={sizes} className="aspect-[8/5] w-full rounded-xl" />
  ) : (
    <div className="overflow-hidden rounded-xl">
      <DefaultCover />
    </div>
  );
}

function ProjectHead({ project, ids, tmiPct }: { project: Compared; ids: number[]; tmiPct: number }) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusBadge status={project.status} />
        <Link to={withoutPath(ids, project.id, tmiPct)} className="font-semibold text-navy underline underline-offset-4 hover:text-terracotta-dark">
          Retirer<span className="sr-only"> {project.title} de la comparaison</span>
        </Link>
      </div>
      <LetNote status={project.status} className="mt-1" />
    </>
  );
}

const GROUPS: ComparisonRow["group"][] = ["Avant impôts", "Après impôts"];

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { ids, tmiPct, projects, comparison } = loaderData;
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Fil d’Ariane" className="text-sm text-slate-700">
        <Link to="/projets" className="underline">Projets</Link> › Comparer
      </nav>
      <h1 className="mt-4 text-3xl font-extrabold text-navy sm:text-4xl">Comparer des projets</h1>
      {!comparison ? (
        <p className="mt-6 rounded-xl bg-sand p-5 text-lg text-navy">
          Choisissez de {MIN_COMPARED} à {MAX_COMPARED} projets à comparer{ids.length > MAX_COMPARED ? ` (vous en avez choisi ${ids.length})` : ""} :
          cochez « Comparer » sur leurs fiches dans <Link to={`/projets${ids.length ? `?comparer=${ids.slice(0, MAX_COMPARED).join(",")}` : ""}`} className="font-semibold underline">la liste des projets</Link>.
        </p>
      ) : (
        <>
          <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
            <input type="hidden" name="ids" value={ids.join(",")} />
            <div>
              <label htmlFor="comparer-tmi" className="font-semibold text-navy">Votre tranche d’imposition (TMI)</label>
              <select id="comparer-tmi" name="tmi" defaultValue={String(tmiPct)} className="mt-1 block h-11 rounded-lg border border-slate-400 bg-white px-3">
                {TMI_RATES.map((rate) => (
                  <option key={rate} value={String(rate)}>{formatPercent(rate)}</option>
                ))}
              </select>
            </div>
            <button type="submit" className="h-11 rounded-lg bg-navy px-5 font-semibold text-white hover:bg-navy-dark">Calculer</button>
          </Form>
          <p id="comparer-lecture" className="mt-6 text-slate-700">
            Chaque projet avec ses propres chiffres (apport, prêt, loyer), après impôts au régime conseillé pour une TMI de {formatPercent(tmiPct)}.
            Sur chaque ligne, la coche marque la valeur la plus avantageuse pour l’investisseur et dit pourquoi{"\u00a0"}: le prix le plus
            bas, la rentabilité la plus élevée, le cash-flow le plus élevé ou, s’ils sont tous négatifs, le moins négatif.
          </p>

          {/* Wide screen: a table, one column per project. */}
          <table className="mt-6 hidden w-full table-fixed text-right lg:table" data-testid="comparaison">
            <caption className="sr-only">Comparaison des projets</caption>
            <thead>
              <tr>
                <td className="w-56" />
                {projects.map((p) => (
                  <th key={p.id} scope="col" className="px-3 pb-3 text-left align-bottom font-normal">
                    <Cover project={p} sizes="240px" />
                    <span className="mt-2 block text-sm font-semibold tracking-wide text-terracotta-dark uppercase">{p.cityName}</span>
                    <Link to={projectPath(p)} className="block font-bold text-navy underline">{p.title}</Link>
                    <span className="mt-2 block">
                      <ProjectHead project={p} ids={ids} tmiPct={tmiPct} />
                    </span>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr className="border-t border-slate-200">
                <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800">Régime conseillé</th>
                {comparison.recommended.map((label, i) => (
                  <td key={projects[i].id} className="px-3 py-2">{label ?? "—"}</td>
                ))}
              </tr>
            </tbody>
            {GROUPS.map((group) => (
              <tbody key={group}>
                <tr className="border-t-2 border-navy">
                  <th scope="rowgroup" colSpan={projects.length + 1} className="pt-4 pb-1 text-left text-lg font-bold text-navy">{group}</th>
                </tr>
                {comparison.rows
                  .filter((row) => row.group === group)
                  .map((row) => (
                    <tr key={row.label} className="border-t border-slate-200">
                      <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800">{row.label}</th>
                      {row.cells.map((_, i) => (
                        <td key={projects[i].id} className={`px-3 py-2 align-top ${row.best === i ? "bg-sand" : ""}`}>
                          <Value row={row} index={i} />
                        </td>
                      ))}
                    </tr>
                  ))}
              </tbody>
            ))}
            <tfoot>
              <tr>
                <td />
                {projects.map((p) => (
                  <td key={p.id} className="px-3 pt-4">
                    <Link to={interestPath(p.id)} className={`${interestButton} w-full`}>
                      {interestLabel(p.status)}<span className="sr-only"> : {p.title}</span>
                    </Link>
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>

          {/* Phone and tablet: one card per project, one under the other (two side by side on a tablet). */}
          <ol className="mt-6 grid gap-6 sm:grid-cols-2 lg:hidden" data-testid="comparaison-cartes">
            {projects.map((p, i) => (
              <li key={p.id}>
                <article aria-labelledby={`comparer-${p.id}`} className="rounded-2xl border border-slate-200 p-4">
                  <Cover project={p} sizes="(min-width: 640px) 50vw, 100vw" />
                  <p className="mt-3 text-sm font-semibold tracking-wide text-terracotta-dark uppercase">{p.cityName}</p>
                  <h2 id={`comparer-${p.id}`} className="text-lg font-bold text-navy">
                    <Link to={projectPath(p)} className="underline">{p.title}</Link>
                  </h2>
                  <div className="mt-2">
                    <ProjectHead project={p} ids={ids} tmiPct={tmiPct} />
                  </div>
                  <dl className="mt-3 divide-y divide-slate-200">
                    <div className="flex items-baseline justify-between gap-3 py-2">
                      <dt className="text-slate-800">Régime conseillé</dt>
                      <dd className="text-right">{comparison.recommended[i] ?? "—"}</dd>
                    </div>
                    {comparison.rows.map((row) => (
                      <div key={row.label} className={`flex items-baseline justify-between gap-3 py-2 ${row.best === i ? "-mx-2 rounded-lg bg-sand px-2" : ""}`}>
                        <dt className="text-slate-800">{row.label}</dt>
                        <dd className="shrink-0 text-right whitespace-nowrap">
                          <Value row={row} index={i} />
                        </dd>
                      </div>
                    ))}
                  </dl>
                  <Link to={interestPath(p.id)} className={`${interestButton} mt-4 w-full`}>
                    {interestLabel(p.status)}<span className="sr-only"> : {p.title}</span>
                  </Link>
                </article>
              </li>
            ))}
          </ol>
          <p className="mt-6 text-slate-700">
            Des simulations, pas des conseils fiscaux. <Link to="/comment-calculons-nous#fiscalite" className="underline">Comment calculons-nous ?</Link>
          </p>
        </>
      )}
    </main>
  );
}
