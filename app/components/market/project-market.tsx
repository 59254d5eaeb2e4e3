import type { ProjectMarketView } from "~/domain/market/display";
import { AreaFigures, MethodLink, SourceLines } from "./market-parts";

/**
 * The project beside the market (issue 21), in the Bilan tab: its price and total cost per m² against
 * the median of the comparable sales of its commune (and of its district when it has figures), its rent
 * per m² against the reference rent of its segment, the five latest comparable sales, with their sources.
 */
export function ProjectMarketSection({ view }: { view: ProjectMarketView }) {
  return (
    <section aria-labelledby="face-au-marche" className="rounded-2xl border border-slate-200 p-4 sm:p-6">
      <h3 id="face-au-marche" className="text-xl font-bold text-navy">{view.title}</h3>
      <p className="mt-2 text-slate-700">
        Nos chiffres comparés aux ventes réelles d’appartements {view.place} et aux loyers de référence du ministère. <MethodLink />
      </p>
      {view.salesNote && <p className="mt-4 rounded-lg bg-sand p-4 text-slate-800">{view.salesNote}</p>}
      {view.lines.length === 0 ? (
        <p className="mt-4 text-slate-800">La surface de ce bien n’est pas renseignée : pas de comparaison au m².</p>
      ) : (
        <dl className="mt-4 grid gap-4 md:grid-cols-3">
          {view.lines.map((line) => (
            <div key={line.label} className="rounded-xl bg-sand p-4">
              <dt className="text-sm text-slate-700">{line.label}</dt>
              <dd className="text-xl font-extrabold text-navy">{line.value}</dd>
              {line.gap && <dd className="mt-1 text-slate-800">{line.gap}</dd>}
            </div>
          ))}
        </dl>
      )}
      {view.sales && (
        <div className="mt-5 space-y-4">
          <h4 className="font-bold text-navy">Les appartements vendus {view.place}</h4>
          <AreaFigures area={view.sales} />
          {view.district && <p className="text-slate-800">{view.district}</p>}
          {view.latest && (
            <div className="overflow-x-auto">
              <table className="w-full text-left">
                <caption className="mb-2 text-left font-semibold text-navy">{view.latest.caption}</caption>
                <thead>
                  <tr className="text-sm text-slate-700">
                    <th scope="col" className="py-2 pr-4 font-semibold">Date</th>
                    <th scope="col" className="py-2 pr-4 font-semibold">Surface</th>
                    <th scope="col" className="py-2 pr-4 font-semibold">Pièces</th>
                    <th scope="col" className="py-2 font-semibold">Prix au m²</th>
                  </tr>
                </thead>
                <tbody>
                  {view.latest.rows.map((s, i) => (
                    <tr key={`${s.date}-${i}`} className="border-t border-slate-200">
                      <td className="py-2 pr-4 whitespace-nowrap">{s.date}</td>
                      <td className="py-2 pr-4 whitespace-nowrap">{s.surface}</td>
                      <td className="py-2 pr-4">{s.rooms}</td>
                      <td className="py-2 font-semibold whitespace-nowrap text-navy">{s.price}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <SourceLines lines={[view.salesSource]} />
        </div>
      )}
      <div className="mt-5">
        <p className="text-slate-800">{view.rent}</p>
        <SourceLines lines={view.rentSources} />
      </div>
    </section>
  );
}
