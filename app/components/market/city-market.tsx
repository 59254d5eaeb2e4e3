import type { CityMarketView } from "~/domain/market/display";
import { AreaFigures, MethodLink, SourceLines } from "./market-parts";
import { SalesChart } from "./sales-chart";

/**
 * « Ce que disent les ventes » on a city's page (issue 21): the median price per m² of the apartments
 * really sold in the commune (DVF), beside our own district figures, and the ministry's reference rents,
 * each with its source. Where DVF does not publish sales (Alsace-Moselle, Mayotte) it says why.
 */
export function CityMarket({ view }: { view: CityMarketView }) {
  return (
    <section aria-labelledby="ventes" className="rounded-2xl border border-slate-200 p-4 sm:p-6">
      <h2 id="ventes" className="text-3xl font-bold text-navy">Ce que disent les ventes</h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Nos chiffres face aux données publiques : les prix des appartements réellement vendus {view.place}, et les loyers de référence du
        ministère chargé du Logement. <MethodLink />
      </p>

      <div className="mt-6 space-y-5">
        <h3 className="text-xl font-bold text-navy">Prix des appartements vendus {view.place}</h3>
        {view.salesNote && <p className="max-w-3xl rounded-lg bg-sand p-4 text-slate-800">{view.salesNote}</p>}
        {view.sales && <AreaFigures area={view.sales} />}
        {view.chart && <SalesChart chart={view.chart} />}
        {view.districts.length > 0 && (
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <caption className="mb-2 text-left font-semibold text-navy">Nos quartiers face aux ventes</caption>
              <thead>
                <tr className="text-sm text-slate-700">
                  <th scope="col" className="py-2 pr-4 font-semibold">Quartier</th>
                  <th scope="col" className="py-2 pr-4 font-semibold">Notre prix moyen au m²</th>
                  <th scope="col" className="py-2 font-semibold">Médiane des ventes du quartier</th>
                </tr>
              </thead>
              <tbody>
                {view.districts.map((d) => (
                  <tr key={d.id} className="border-t border-slate-200">
                    <th scope="row" className="py-2 pr-4 font-normal text-slate-800">{d.nom}</th>
                    <td className="py-2 pr-4 font-semibold whitespace-nowrap text-navy">{d.ours}</td>
                    <td className="py-2 text-slate-800">{d.sales}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-sm text-slate-600">Un quartier compte les ventes de ses sections cadastrales, sur la même période que la ville.</p>
          </div>
        )}
        <SourceLines lines={[view.salesSource]} />
      </div>

      <div className="mt-8 space-y-3">
        <h3 className="text-xl font-bold text-navy">Loyers de référence {view.place}</h3>
        {view.rentNote && <p className="text-slate-800">{view.rentNote}</p>}
        {view.rents.length > 0 && (
          <>
            <p className="font-semibold text-navy">Loyers d’annonces au m², charges comprises, logements non meublés</p>
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {view.rents.map((r) => (
                <li key={r.segment} className="rounded-xl bg-sand p-4">
                  <p className="text-sm text-slate-700">{r.label}</p>
                  <p className="text-xl font-extrabold text-navy">
                    {r.rent} <span className="text-sm font-normal text-slate-700">par mois</span>
                  </p>
                  {r.interval && <p className="text-sm text-slate-800">{r.interval}</p>}
                  <p className="mt-1 text-sm text-slate-700">{r.note}</p>
                </li>
              ))}
            </ul>
            <p className="max-w-3xl text-sm text-slate-700">
              Un meublé ou une colocation se loue en général plus cher qu’un logement vide : ces loyers sont un plancher de comparaison,
              pas le loyer de nos projets.
            </p>
          </>
        )}
        <SourceLines lines={view.rentSources} />
      </div>
    </section>
  );
}
