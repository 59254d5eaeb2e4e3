import { useId } from "react";
import type { ChartView } from "~/domain/market/display";

// Drawn for the width it is shown at (decision 0042, issue 30 item 4): no viewBox, so that one SVG unit is one CSS
// pixel and the text keeps its size on a phone as on a desk. One row per half-year: its name and its count of sales
// above a horizontal bar whose length is a percentage of the width (up to BAR_ROOM %, the value written after it).
const BAR_ROOM = 70;
const ROW = 50;
const BAR = 16;
const AXIS = 44;

/**
 * The median price per m² of each half-year of the window, drawn on the server as SVG (no script): a half
 * with fewer than 5 sales has no bar. Every figure is written on the chart (median after its bar, count of
 * sales above); the value axis says its unit; screen readers get the figures in one sentence.
 */
export function SalesChart({ chart }: { chart: ChartView }) {
  const id = useId();
  const x = (value: number) => (Math.min(value, chart.max) / chart.max) * BAR_ROOM;
  const barsBottom = chart.bars.length * ROW;
  const lastTick = chart.ticks.length - 1;
  return (
    <figure className="rounded-xl border border-slate-200 p-4">
      <figcaption id={`${id}-titre`} className="mb-3 font-semibold text-navy">
        {chart.title}
      </figcaption>
      <svg width="100%" height={barsBottom + AXIS} role="img" aria-labelledby={`${id}-titre`} aria-describedby={`${id}-resume`} className="block overflow-visible">
        {chart.ticks.map((tick, i) => (
          <g key={tick.value}>
            <line x1={`${x(tick.value)}%`} x2={`${x(tick.value)}%`} y1={18} y2={barsBottom} stroke="#cbd5e1" strokeWidth={1} />
            <text x={`${x(tick.value)}%`} y={barsBottom + 17} fontSize={12} textAnchor={i === 0 ? "start" : i === lastTick ? "end" : "middle"} fill="#475569">
              {tick.label}
            </text>
          </g>
        ))}
        <line x1="0" x2={`${BAR_ROOM}%`} y1={barsBottom} y2={barsBottom} stroke="#475569" strokeWidth={1} />
        <text x={0} y={barsBottom + 36} fontSize={12} fill="#475569">
          Prix médian, en €/m²
        </text>
        {chart.bars.map((bar, i) => {
          const y = i * ROW;
          return (
            <g key={bar.half}>
              <text x={0} y={y + 14} fontSize={14} fontWeight={600} fill="#1e293b">
                {bar.label}
              </text>
              <text x="100%" y={y + 14} fontSize={13} textAnchor="end" fill="#475569">
                {bar.count}
              </text>
              {bar.median !== null ? (
                <>
                  <rect x={0} y={y + 22} width={`${Math.max(x(bar.median), 0.3)}%`} height={BAR} rx={3} fill="#1e3a5f" fillOpacity={0.8} />
                  <svg x={`${x(bar.median)}%`} y={y + 22} aria-hidden="true" className="overflow-visible">
                    <text x={6} y={BAR - 3} fontSize={14} fontWeight={700} fill="#1e293b">
                      {bar.medianLabel}
                      {"\u00a0"}€
                    </text>
                  </svg>
                </>
              ) : (
                <text x={0} y={y + 22 + BAR - 3} fontSize={13} fill="#475569">
                  Moins de 5 ventes : pas de médiane
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <p id={`${id}-resume`} className="sr-only">
        {chart.summary}
      </p>
    </figure>
  );
}
