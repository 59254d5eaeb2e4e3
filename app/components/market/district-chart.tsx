import { useId } from "react";
import { type ChartPanel, type DistrictFigures, districtChart, districtChartSummary } from "~/domain/projects/district-chart";

// No viewBox: the text keeps its size in CSS pixels at every width (decision 0042). Heights are pixels; the bars'
// lengths are percentages of the width, up to BAR_ROOM % so that the value written after the longest one fits.
const BAR_ROOM = 72;
const TITLE = 30;
const ROW = 46;
const BAR = 16;
const AXIS = 24;
const PANEL_GAP = 22;

function panelHeight(panel: ChartPanel) {
  return TITLE + panel.bars.length * ROW + AXIS;
}

/** One figure: per district its name, then its bar on a scale from 0 with the value at its end; the scale's ticks below. */
function Panel({ panel, top }: { panel: ChartPanel; top: number }) {
  const x = (value: number) => (Math.min(value, panel.max) / panel.max) * BAR_ROOM;
  const barsBottom = top + TITLE + panel.bars.length * ROW;
  return (
    <g>
      <text x={0} y={top + 18} fontSize={16} fontWeight={700} fill="#1e3a5f">
        {panel.title}
      </text>
      {panel.ticks.map((tick, i) => (
        <g key={tick}>
          <line x1={`${x(tick)}%`} x2={`${x(tick)}%`} y1={top + TITLE} y2={barsBottom} stroke="#cbd5e1" strokeWidth={1} />
          <text x={`${x(tick)}%`} y={barsBottom + 17} fontSize={12} textAnchor={i === 0 ? "start" : "middle"} fill="#475569">
            {panel.tickLabels[i]}
          </text>
        </g>
      ))}
      <line x1="0" x2={`${BAR_ROOM}%`} y1={barsBottom} y2={barsBottom} stroke="#475569" strokeWidth={1} />
      {panel.bars.map((bar, i) => {
        const y = top + TITLE + i * ROW;
        return (
          <g key={bar.id}>
            <text x={0} y={y + 13} fontSize={14} fill="#1e293b" fontWeight={bar.current ? 700 : 400}>
              {bar.label.length > 34 ? `${bar.label.slice(0, 33)}…` : bar.label}
            </text>
            <rect x={0} y={y + 20} width={`${Math.max(x(bar.value), 0.3)}%`} height={BAR} rx={3} fill={bar.current ? "#c8553d" : "#1e3a5f"} fillOpacity={bar.current ? 1 : 0.55} />
            <svg x={`${x(bar.value)}%`} y={y + 20} aria-hidden="true" className="overflow-visible">
              <text x={6} y={BAR - 3} fontSize={14} fontWeight={700} fill="#1e293b">
                {bar.text}
              </text>
            </svg>
          </g>
        );
      })}
    </g>
  );
}

/**
 * The district's market figures (rent, price per m², occupancy) beside the other districts of its city,
 * drawn on the server as SVG. Screen readers get one sentence; everyone can open the figures as a table.
 */
export function DistrictChart({ districts, currentId }: { districts: readonly DistrictFigures[]; currentId: number }) {
  const id = useId();
  const panels = districtChart(districts, currentId);
  if (panels[0].bars.length === 0) return null;
  const tops = panels.reduce<number[]>((acc, p, i) => [...acc, i === 0 ? 0 : acc[i - 1] + panelHeight(panels[i - 1]) + PANEL_GAP], []);
  const height = tops[tops.length - 1] + panelHeight(panels[panels.length - 1]);
  const current = panels[0].bars.find((b) => b.current)?.label;
  return (
    <figure className="rounded-xl border border-slate-200 p-4">
      <figcaption id={`${id}-titre`} className="mb-3 font-semibold text-navy">
        Le marché du quartier {current} comparé {panels[0].bars.length > 1 ? "aux autres quartiers de la ville" : "à l’échelle de la ville"}
      </figcaption>
      <svg width="100%" height={height} role="img" aria-labelledby={`${id}-titre`} aria-describedby={`${id}-resume`} className="block overflow-visible">
        {panels.map((panel, i) => (
          <Panel key={panel.title} panel={panel} top={tops[i]} />
        ))}
      </svg>
      <p id={`${id}-resume`} className="sr-only">
        {districtChartSummary(panels)}
      </p>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-semibold text-navy underline underline-offset-4">Voir les chiffres en tableau</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left">
            <thead>
              <tr>
                <th scope="col" className="py-1 pr-3">Quartier</th>
                {panels.map((p) => (
                  <th key={p.title} scope="col" className="py-1 pr-3">{p.title}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {panels[0].bars.map((bar, row) => (
                <tr key={bar.id} className="border-t border-slate-200">
                  <th scope="row" className={`py-1 pr-3 ${bar.current ? "font-bold" : "font-normal"}`}>{bar.label}</th>
                  {panels.map((p) => (
                    <td key={p.title} className="py-1 pr-3">{p.bars[row].text}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
