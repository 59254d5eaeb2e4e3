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
        // A card each where there is room; on a phone one box, a line each: the label beside the figure, the gap under them.
        <dl className="mt-4 divide-y divide-slate-300/60 rounded-xl bg-sand px-4 md:grid md:grid-cols-3 md:gap-4 md:divide-y-0 md:bg-transparent md:px-0">
          {view.lines.map((line) => (
            <div key={line.label} className="flex flex-wrap items-baseline justify-between gap-x-3 py-3 md:block md:rounded-xl md:bg-sand md:p-4">
              <dt className="min-w-36 flex-1 text-sm text-slate-700">{line.label}</dt>
              <dd className="text-lg font-extrabold whitespace-nowrap text-navy md:text-xl">{line.value}</dd>
              {line.gap && <dd className="mt-1 basis-full text-sm text-slate-800 md:text-base">{line.gap}</dd>}
            </div>
          ))}
        </dl>
      )}
      {view.sales && (
        <div className="mt-5 space-y-4">
          <h4 className="font-bold text-navy">Les appartements vendus {view.place}</h4>
          <AreaFigures area={view.sales} compactOnPhone />
          {view.district && <p className="text-slate-800">{view.district}</p>}
          {view.latest && (
            // The sales one by one: folded on a phone (issue 30, item 7), shown on a desk.
            <details className="fold-small">
              <summary className="cursor-pointer py-2 font-semibold text-navy underline underline-offset-4">
                Voir {view.latest.caption.charAt(0).toLowerCase()}{view.latest.caption.slice(1)}
              </summary>
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
            </details>
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
