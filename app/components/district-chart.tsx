import { useId } from "react";
import { type ChartPanel, type DistrictFigures, districtChart, districtChartSummary } from "~/domain/district-chart";
import { formatInteger } from "~/domain/format";

const WIDTH = 640;
const LABEL_WIDTH = 150;
const VALUE_ROOM = 80;
const BAR = 22;
const GAP = 10;
const TITLE = 28;
const AXIS = 26;
const PANEL_GAP = 26;

function panelHeight(panel: ChartPanel) {
  return TITLE + panel.bars.length * (BAR + GAP) + AXIS;
}

/** One figure: a bar per district on a scale from 0, gridlines and tick values below, the value at the end of each bar. */
function Panel({ panel, top }: { panel: ChartPanel; top: number }) {
  const plot = WIDTH - LABEL_WIDTH - VALUE_ROOM;
  const x = (value: number) => LABEL_WIDTH + (Math.min(value, panel.max) / panel.max) * plot;
  const barsBottom = top + TITLE + panel.bars.length * (BAR + GAP);
  return (
    <g>
      <text x={0} y={top + 18} fontSize={16} fontWeight={700} fill="#1e3a5f">
        {panel.title}
      </text>
      {panel.ticks.map((tick) => (
        <g key={tick}>
          <line x1={x(tick)} x2={x(tick)} y1={top + TITLE - 4} y2={barsBottom} stroke="#cbd5e1" strokeWidth={1} />
          <text x={x(tick)} y={barsBottom + 18} fontSize={12} textAnchor="middle" fill="#475569">
            {formatInteger(tick)}
          </text>
        </g>
      ))}
      <line x1={LABEL_WIDTH} x2={LABEL_WIDTH + plot} y1={barsBottom} y2={barsBottom} stroke="#475569" strokeWidth={1} />
      {panel.bars.map((bar, i) => {
        const y = top + TITLE + i * (BAR + GAP);
        return (
          <g key={bar.id}>
            <text x={LABEL_WIDTH - 8} y={y + BAR / 2 + 5} fontSize={13} textAnchor="end" fill="#1e293b" fontWeight={bar.current ? 700 : 400}>
              {bar.label.length > 20 ? `${bar.label.slice(0, 19)}…` : bar.label}
            </text>
            <rect x={LABEL_WIDTH} y={y} width={Math.max(x(bar.value) - LABEL_WIDTH, 1)} height={BAR} rx={3} fill={bar.current ? "#c8553d" : "#1e3a5f"} fillOpacity={bar.current ? 1 : 0.55} />
            <text x={x(bar.value) + 6} y={y + BAR / 2 + 5} fontSize={13} fontWeight={700} fill="#1e293b">
              {bar.text}
            </text>
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
      <svg viewBox={`0 0 ${WIDTH} ${height}`} width="100%" role="img" aria-labelledby={`${id}-titre`} aria-describedby={`${id}-resume`} className="h-auto w-full">
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
