import { formatCount, formatInteger } from "~/domain/format";
import { ofName, toPlace } from "~/domain/french";
import { projectComparison } from "~/domain/market/comparison";
import { SEGMENT_OF } from "~/domain/market/rents";
import type { ProjectMarket } from "~/domain/market/views";
import type { ProjectTotal } from "~/domain/entities";
import { formatDay, perSquareMetre, rentPerSquareMetre } from "~/domain/market/wording";
import { AreaFigures, MethodLink, RentSources, SalesSource } from "./market-parts";

/**
 * The project beside the market (issue 21), in the Bilan tab: its price and total cost per m² against
 * the median of the comparable sales of its commune (and of its district when it has figures), its rent
 * per m² against the reference rent of its segment, the five latest comparable sales, with their sources.
 */
export function ProjectMarketSection({ project, market }: { project: { surface: number; total: ProjectTotal; prixLocation: number }; market: ProjectMarket }) {
  const lines = projectComparison(project, market);
  const place = toPlace(market.commune);
  const district = market.district?.sales && market.district.sales.median !== null ? market.district : null;
  return (
    <section aria-labelledby="face-au-marche" className="rounded-2xl border border-slate-200 p-4 sm:p-6">
      <h3 id="face-au-marche" className="text-xl font-bold text-navy">Le projet face au marché {ofName(market.commune)}</h3>
      <p className="mt-2 text-slate-700">
        Nos chiffres comparés aux ventes réelles d’appartements {place} et aux loyers de référence du ministère. <MethodLink />
      </p>
      {market.coverage.kind === "non-couverte" && <p className="mt-4 rounded-lg bg-sand p-4 text-slate-800">{market.coverage.reason}</p>}
      {lines.length === 0 ? (
        <p className="mt-4 text-slate-800">La surface de ce bien n’est pas renseignée : pas de comparaison au m².</p>
      ) : (
        <dl className="mt-4 grid gap-4 md:grid-cols-3">
          {lines.map((line) => (
            <div key={line.label} className="rounded-xl bg-sand p-4">
              <dt className="text-sm text-slate-700">{line.label}</dt>
              <dd className="text-xl font-extrabold text-navy">{line.value}</dd>
              {line.gap && <dd className="mt-1 text-sm text-slate-800">{line.gap}</dd>}
            </div>
          ))}
        </dl>
      )}
      {market.coverage.kind === "couverte" && (
        <div className="mt-5 space-y-4">
          <h4 className="font-bold text-navy">Les appartements vendus {place}</h4>
          <AreaFigures area={market.sales} place={place} />
          {district && (
            <p className="text-slate-800">
              Dans le quartier {district.nom} : médiane de {perSquareMetre(district.sales!.median!)} sur {formatCount(district.sales!.sales, "vente", "ventes")}.
            </p>
          )}
          {market.recentSales.length > 0 && (
            <div className="overflow-x-auto">
              <table className="w-full text-left">
                <caption className="mb-2 text-left font-semibold text-navy">Les {market.recentSales.length} dernières ventes comparables {place}</caption>
                <thead>
                  <tr className="text-sm text-slate-700">
                    <th scope="col" className="py-2 pr-4 font-semibold">Date</th>
                    <th scope="col" className="py-2 pr-4 font-semibold">Surface</th>
                    <th scope="col" className="py-2 pr-4 font-semibold">Pièces</th>
                    <th scope="col" className="py-2 font-semibold">Prix au m²</th>
                  </tr>
                </thead>
                <tbody>
                  {market.recentSales.map((s, i) => (
                    <tr key={`${s.date}-${i}`} className="border-t border-slate-200">
                      <td className="py-2 pr-4 whitespace-nowrap">{formatDay(s.date)}</td>
                      <td className="py-2 pr-4 whitespace-nowrap">{formatInteger(s.surface)}{"\u00a0"}m²</td>
                      <td className="py-2 pr-4">{s.rooms ?? "—"}</td>
                      <td className="py-2 font-semibold whitespace-nowrap text-navy">{perSquareMetre(s.pricePerM2)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <SalesSource coverage={market.coverage} />
        </div>
      )}
      <div className="mt-5">
        {market.rent ? (
          <>
            <p className="text-slate-800">
              Loyer de référence {SEGMENT_OF[market.rentSegment]} {place} : <strong>{rentPerSquareMetre(market.rent.rent)}</strong> par mois
              {market.rent.lower !== null && market.rent.upper !== null && `, entre ${rentPerSquareMetre(market.rent.lower)} et ${rentPerSquareMetre(market.rent.upper)}`}
              {market.rent.level === "maille" && " (estimé sur une zone plus large que la commune, faute d’annonces)"}. C’est un loyer d’annonce de logement
              non meublé, charges comprises : un meublé ou une colocation se loue en général plus cher.
            </p>
            <RentSources rents={[market.rent]} />
          </>
        ) : (
          <p className="text-slate-800">Le loyer de référence de cette commune n’est pas encore chargé sur le site.</p>
        )}
      </div>
    </section>
  );
}
