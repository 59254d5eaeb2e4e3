import { formatCount } from "~/domain/format";
import { ofName, toPlace } from "~/domain/french";
import type { CommuneMarket } from "~/domain/market/views";
import { perSquareMetre } from "~/domain/market/wording";
import { AreaFigures, MedianText, MethodLink, RentCards, RentSources, SalesSource } from "./market-parts";
import { SalesChart } from "./sales-chart";

/**
 * « Ce que disent les ventes » on a city's page (issue 21): the median price per m² of the apartments
 * really sold in the commune (DVF), beside our own district figures, and the ministry's reference rents,
 * each with its source. Where DVF does not publish sales (Alsace-Moselle, Mayotte) it says why.
 */
export function CityMarket({ market }: { market: CommuneMarket }) {
  const { coverage, sales } = market;
  const place = toPlace(market.commune);
  const withFigures = market.districts.filter((d) => d.sales !== null);
  return (
    <section aria-labelledby="ventes" className="rounded-2xl border border-slate-200 p-4 sm:p-6">
      <h2 id="ventes" className="text-3xl font-bold text-navy">Ce que disent les ventes</h2>
      <p className="mt-2 max-w-3xl text-slate-700">
        Nos chiffres face aux données publiques : les prix des appartements réellement vendus {place}, et les loyers de référence du
        ministère chargé du Logement. <MethodLink />
      </p>

      <div className="mt-6 space-y-5">
        <h3 className="text-xl font-bold text-navy">Prix des appartements vendus {place}</h3>
        {coverage.kind === "non-couverte" && <p className="max-w-3xl rounded-lg bg-sand p-4 text-slate-800">{coverage.reason}</p>}
        {coverage.kind === "non-importee" && (
          <p className="max-w-3xl rounded-lg bg-sand p-4 text-slate-800">
            Les ventes de ce département n’ont pas encore été chargées sur le site : les prix réels s’afficheront ici à la prochaine mise à jour.
          </p>
        )}
        {coverage.kind === "couverte" && (
          <>
            <AreaFigures area={sales} place={place} />
            {sales && sales.median !== null && <SalesChart halves={sales.halves} title={`Prix médian au m² des appartements vendus ${place}, par semestre`} />}
            {market.districts.length > 0 && (
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
                    {market.districts.map((d) => (
                      <tr key={d.id} className="border-t border-slate-200">
                        <th scope="row" className="py-2 pr-4 font-normal text-slate-800">{d.nom}</th>
                        <td className="py-2 pr-4 font-semibold whitespace-nowrap text-navy">{perSquareMetre(d.prixMoyenAuMetre)}</td>
                        <td className="py-2 text-slate-800">
                          {d.sales ? (
                            <>
                              <span className="font-semibold text-navy">
                                <MedianText area={d.sales} />
                              </span>{" "}
                              ({formatCount(d.sales.sales, "vente", "ventes")})
                            </>
                          ) : (
                            "pas encore calculée (sections cadastrales à venir)"
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                {withFigures.length > 0 && (
                  <p className="mt-2 text-sm text-slate-600">Un quartier compte les ventes de ses sections cadastrales, sur la même période que la ville.</p>
                )}
              </div>
            )}
            <SalesSource coverage={coverage} />
          </>
        )}
      </div>

      <div className="mt-8 space-y-3">
        <h3 className="text-xl font-bold text-navy">Loyers de référence {place}</h3>
        {market.rents.length > 0 ? (
          <>
            <RentCards rents={market.rents} title="Loyers d’annonces au m², charges comprises, logements non meublés" />
            <p className="max-w-3xl text-sm text-slate-700">
              Un meublé ou une colocation se loue en général plus cher qu’un logement vide : ces loyers sont un plancher de comparaison,
              pas le loyer de nos projets.
            </p>
            <RentSources rents={market.rents} />
          </>
        ) : (
          <p className="text-slate-800">
            {market.rentsByArrondissement
              ? `La Carte des loyers publie les loyers ${ofName(market.commune)} par arrondissement : nous ne les regroupons pas en un chiffre pour la ville entière.`
              : "Les loyers de référence de cette commune ne sont pas encore chargés sur le site."}
          </p>
        )}
      </div>
    </section>
  );
}
