import { useId } from "react";
import { halfYearChart } from "~/domain/market/comparison";
import type { HalfYearFigure } from "~/domain/market/stats";
import { formatInteger } from "~/domain/format";

const WIDTH = 640;
const HEIGHT = 260;
const LEFT = 56;
const TOP = 16;
const BOTTOM = 58;

/**
 * The median price per m² of each half-year of the window, drawn on the server as SVG (no script): a half
 * with fewer than 5 sales has no bar. Screen readers get the figures in one sentence; everyone can open
 * them as a table.
 */
export function SalesChart({ halves, title }: { halves: readonly HalfYearFigure[]; title: string }) {
  const id = useId();
  const { max, ticks, bars } = halfYearChart(halves);
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plot - (value / max) * plot;
  const slot = (WIDTH - LEFT) / Math.max(bars.length, 1);
  return (
    <figure className="rounded-xl border border-slate-200 p-4">
      <figcaption id={`${id}-titre`} className="mb-3 font-semibold text-navy">
        {title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={`${id}-titre`} aria-describedby={`${id}-resume`} className="h-auto w-full">
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick)} y2={y(tick)} stroke="#cbd5e1" strokeWidth={1} />
            <text x={LEFT - 8} y={y(tick) + 4} fontSize={12} textAnchor="end" fill="#475569">
              {formatInteger(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => {
          const x = LEFT + i * slot + slot * 0.2;
          const width = slot * 0.6;
          return (
            <g key={bar.half}>
              {bar.median !== null ? (
                <>
                  <rect x={x} y={y(bar.median)} width={width} height={TOP + plot - y(bar.median)} rx={3} fill="#1e3a5f" fillOpacity={0.8} />
                  <text x={x + width / 2} y={y(bar.median) - 6} fontSize={12} fontWeight={700} textAnchor="middle" fill="#1e293b">
                    {formatInteger(bar.median)}
                  </text>
                </>
              ) : (
                <text x={x + width / 2} y={TOP + plot - 8} fontSize={11} textAnchor="middle" fill="#475569">
                  &lt; 5 ventes
                </text>
              )}
              <text x={x + width / 2} y={HEIGHT - BOTTOM + 18} fontSize={12} textAnchor="middle" fill="#1e293b">
                {bar.label}
              </text>
              <text x={x + width / 2} y={HEIGHT - BOTTOM + 36} fontSize={11} textAnchor="middle" fill="#475569">
                {formatInteger(bar.count)} {bar.count > 1 ? "ventes" : "vente"}
              </text>
            </g>
          );
        })}
        <line x1={LEFT} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} stroke="#475569" strokeWidth={1} />
      </svg>
      <p id={`${id}-resume`} className="sr-only">
        Prix médian au m² par semestre : {bars.map((b) => `${b.label} ${b.text}`).join(", ")}.
      </p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-navy underline underline-offset-4">Voir les chiffres en tableau</summary>
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col" className="py-1 pr-3">Semestre</th>
              <th scope="col" className="py-1 pr-3">Médiane et nombre de ventes</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.half} className="border-t border-slate-200">
                <th scope="row" className="py-1 pr-3 font-normal">{b.label}</th>
                <td className="py-1 pr-3">{b.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
