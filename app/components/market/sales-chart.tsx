import { useId } from "react";
import type { ChartView } from "~/domain/market/display";

const WIDTH = 640;
const HEIGHT = 260;
const LEFT = 56;
const TOP = 16;
const BOTTOM = 58;

/**
 * The median price per m² of each half-year of the window, drawn on the server as SVG (no script): a half
 * with fewer than 5 sales has no bar. Every figure is written on the chart (median above its bar, count of
 * sales below); screen readers get them in one sentence.
 */
export function SalesChart({ chart }: { chart: ChartView }) {
  const id = useId();
  const plot = HEIGHT - TOP - BOTTOM;
  const y = (value: number) => TOP + plot - (value / chart.max) * plot;
  const slot = (WIDTH - LEFT) / Math.max(chart.bars.length, 1);
  return (
    <figure className="rounded-xl border border-slate-200 p-4">
      <figcaption id={`${id}-titre`} className="mb-3 font-semibold text-navy">
        {chart.title}
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-labelledby={`${id}-titre`} aria-describedby={`${id}-resume`} className="h-auto w-full">
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={LEFT} x2={WIDTH} y1={y(tick.value)} y2={y(tick.value)} stroke="#cbd5e1" strokeWidth={1} />
            <text x={LEFT - 8} y={y(tick.value) + 4} fontSize={12} textAnchor="end" fill="#475569">
              {tick.label}
            </text>
          </g>
        ))}
        {chart.bars.map((bar, i) => {
          const x = LEFT + i * slot + slot * 0.2;
          const width = slot * 0.6;
          return (
            <g key={bar.half}>
              {bar.median !== null ? (
                <>
                  <rect x={x} y={y(bar.median)} width={width} height={TOP + plot - y(bar.median)} rx={3} fill="#1e3a5f" fillOpacity={0.8} />
                  <text x={x + width / 2} y={y(bar.median) - 6} fontSize={12} fontWeight={700} textAnchor="middle" fill="#1e293b">
                    {bar.medianLabel}
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
                {bar.count}
              </text>
            </g>
          );
        })}
        <line x1={LEFT} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} stroke="#475569" strokeWidth={1} />
      </svg>
      <p id={`${id}-resume`} className="sr-only">
        {chart.summary}
      </p>
    </figure>
  );
}
