import { ScrollRegion } from "~/components/scroll-region";
import { Form, Link } from "react-router";
import { comparisonRows } from "~/domain/compare";
import { MAX_COMPARED, MIN_COMPARED, comparedIds } from "~/domain/compare-selection";
import { formatPercent } from "~/domain/format";
import { seoMeta } from "~/domain/seo";
import { projectPath } from "~/domain/slug";
import { TMI_RATES } from "~/domain/tax/constants";
import { taxChoice, taxFields } from "~/domain/tax/tax-query";
import { db } from "~/server/db.server";
import { getProject } from "~/server/projects.server";
import type { Route } from "./+types/compare";

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
    projects: projects.map((p) => ({ id: p.id, title: p.title, cityName: p.cityName })),
    comparison: comparisonRows(projects, tmiPct),
  };
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { ids, tmiPct, projects, comparison } = loaderData;
  return (
    <main id="contenu" className="mx-auto max-w-6xl px-4 py-10">
      <nav aria-label="Fil d’Ariane" className="text-sm text-slate-700">
        <Link to="/projets" className="underline">Projets</Link> › Comparer
      </nav>
      <h1 className="mt-4 text-4xl font-extrabold text-navy">Comparer des projets</h1>
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
          <ScrollRegion className="mt-6" label="Comparaison des projets">
            <table className="w-full text-right" data-testid="comparaison">
              <caption className="mb-3 text-left text-slate-700">
                Chaque projet avec ses propres chiffres (apport, prêt, loyer), après impôts au régime conseillé pour une TMI de {formatPercent(tmiPct)}.
                La meilleure valeur de chaque ligne est en gras sur fond coloré.
              </caption>
              <thead>
                <tr>
                  <td />
                  {projects.map((p) => (
                    <th key={p.id} scope="col" className="px-3 py-2 align-bottom">
                      <Link to={projectPath(p)} className="font-bold text-navy underline">{p.title}</Link>
                      <span className="block text-sm font-normal text-slate-700">{p.cityName}</span>
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
                {comparison.rows.map((row) => (
                  <tr key={row.label} className="border-t border-slate-200">
                    <th scope="row" className="py-2 pr-3 text-left font-normal text-slate-800">
                      {row.label}
                    </th>
                    {row.cells.map((cell, i) => (
                      <td key={projects[i].id} className={`px-3 py-2 whitespace-nowrap ${row.best === i ? "bg-sand font-extrabold text-navy" : ""}`}>
                        {cell}
                        {row.best === i && <span className="sr-only"> (meilleure valeur)</span>}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
          <p className="mt-4 text-sm text-slate-700">
            Des simulations, pas des conseils fiscaux. <Link to="/comment-calculons-nous#fiscalite" className="underline">Comment calculons-nous ?</Link>
          </p>
        </>
      )}
    </main>
  );
}
