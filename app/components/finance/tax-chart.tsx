import { useId, useState } from "react";
import { ScrollRegion } from "~/components/media/scroll-region";
import { formatMoney } from "~/domain/text/format";
import { type LineSeries, MAX_LINES, lineChartLayout, toggleLine, yearText } from "~/domain/tax/line-chart";

const TEXT = { fontSize: 13, fill: "#334155" } as const;
const TIP_WIDTH = 150;
const TIP_LINE = 20;

/**
 * A line chart drawn for reading (issue 23, decision 0042): no viewBox, so its 13 px text stays 13 px at every width
 * (heights in pixels, widths in percent); three lines at most, the emphasised one thickest and the others switched on
 * by their buttons; each line named at its end; a year's values on hover, and on the keyboard through the chart's
 * slider (arrows); a title, a description, and the data as a table. Drawn the same on the server and in the browser.
 */
export function LineChart({
  title,
  description,
  series,
  emphasis,
  initial,
  table,
}: {
  title: string;
  description: string;
  series: LineSeries[];
  /** The line drawn thickest (the recommended regime). */
  emphasis: string;
  /** The lines shown at first, MAX_LINES at most. */
  initial: string[];
  table: { columns: string[]; rows: (string | number)[][] };
}) {
  const id = useId();
  const [shown, setShown] = useState(initial);
  const layout = lineChartLayout(series, shown, emphasis);
  const { height: h, plot } = layout;
  const count = layout.years.length;
  const [active, setActive] = useState(count);
  const visible = layout.lines;
  const valueText = (year: number) => yearText(year, [...visible].reverse());
  const onKeyDown = (event: React.KeyboardEvent) => {
    const next =
      event.key === "ArrowRight" || event.key === "ArrowUp" ? Math.min(count, active + 1)
      : event.key === "ArrowLeft" || event.key === "ArrowDown" ? Math.max(1, active - 1)
      : event.key === "Home" ? 1
      : event.key === "End" ? count
      : 0;
    if (next === 0) return;
    event.preventDefault();
    setActive(next);
  };
  return (
    <figure className="min-w-0 rounded-xl border border-slate-200 p-4">
      <figcaption id={`${id}-titre`} className="font-bold text-navy">{title}</figcaption>
      <p id={`${id}-desc`} className="mt-1 text-slate-700">{description}</p>
      {series.length > 1 && (
        <div role="group" aria-label={`Courbes affichées, ${MAX_LINES} au plus`} className="mt-3 flex flex-wrap gap-2">
          {series.map((s) => {
            const line = visible.find((l) => l.id === s.id);
            return (
              <button
                key={s.id}
                type="button"
                aria-pressed={line !== undefined}
                onClick={() => setShown((current) => toggleLine(current, s.id, emphasis))}
                className={`inline-flex min-h-9 items-center gap-2 rounded-full border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-terracotta ${
                  line ? "border-navy bg-sand text-navy" : "border-slate-300 bg-white text-slate-700 hover:border-navy"
                }`}
              >
                <svg width="24" height="8" aria-hidden="true" className="shrink-0">
                  {line ? (
                    <line x1="0" x2="24" y1="4" y2="4" stroke={line.style.color} strokeWidth={3} strokeDasharray={line.style.dash || undefined} />
                  ) : (
                    <line x1="0" x2="24" y1="4" y2="4" stroke="#94a3b8" strokeWidth={2} />
                  )}
                </svg>
                {s.label}
                {s.id === emphasis && <span className="sr-only"> (mise en avant)</span>}
              </button>
            );
          })}
        </div>
      )}
      <div className="relative mt-4">
        <svg width="100%" height={h} role="img" aria-labelledby={`${id}-titre`} aria-describedby={`${id}-desc`} className="block overflow-visible">
          <title>{title}</title>
          <desc>{description}</desc>
          {/* A white box behind a label drawn over the lines (the text's own box, whatever its width). */}
          <defs>
            <filter id={`${id}-fond`} x="-0.04" y="-0.08" width="1.08" height="1.16">
              <feFlood floodColor="white" floodOpacity={0.9} />
              <feComposite in="SourceGraphic" operator="over" />
            </filter>
          </defs>
          {layout.yTicks.map((t) => (
            <line key={t.label} x1="0" x2="100%" y1={t.y} y2={t.y} stroke="#e2e8f0" strokeWidth={1} />
          ))}
          {layout.zeroY !== null && <line x1="0" x2="100%" y1={layout.zeroY} y2={layout.zeroY} stroke="#64748b" strokeWidth={1} />}
          {layout.xTicks.map((t) => (
            <text key={t.label} x={`${t.x}%`} y={h - 6} textAnchor={t.anchor} {...TEXT}>{t.label}</text>
          ))}
          {/* The lines in their own box, stretched to the width; their strokes keep their thickness. */}
          <svg width="100%" height={h} viewBox={`0 0 1000 ${h}`} preserveAspectRatio="none" aria-hidden="true" className="overflow-visible">
            {visible.map((line) => (
              <polyline
                key={line.id}
                points={line.points.map((p) => `${(p.x * 10).toFixed(1)},${p.y.toFixed(1)}`).join(" ")}
                fill="none"
                stroke={line.style.color}
                strokeWidth={line.style.width}
                strokeDasharray={line.style.dash || undefined}
                strokeLinecap="round"
                strokeLinejoin="round"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          {layout.yTicks.map((t) => (
            <text key={t.label} x="0" y={t.y - 4} filter={`url(#${id}-fond)`} {...TEXT}>{t.label}</text>
          ))}
          {visible.map((line) => (
            <text key={line.id} x="100%" y={line.labelY} textAnchor="end" fontSize={13} fontWeight={line.emphasised ? 800 : 600} fill={line.style.color} filter={`url(#${id}-fond)`}>
              {line.endLabel}
            </text>
          ))}
        </svg>
        {/* The values of a year: shown on hover over its band, and for the year the slider is on while it has the focus. */}
        <svg
          width="100%"
          height={h}
          role="slider"
          tabIndex={0}
          aria-label={`${title}\u00a0: valeurs année par année (flèches gauche et droite)`}
          aria-valuemin={1}
          aria-valuemax={count}
          aria-valuenow={active}
          aria-valuetext={valueText(active)}
          onKeyDown={onKeyDown}
          className="group/chart absolute inset-0 overflow-visible rounded focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-terracotta"
        >
          {layout.years.map((y) => {
            const right = y.x < 50;
            const shownNow = y.year === active ? "opacity-0 group-hover/year:opacity-100 group-focus/chart:opacity-100" : "opacity-0 group-hover/year:opacity-100";
            return (
              <g key={y.year} className="group/year" onPointerDown={() => setActive(y.year)}>
                <rect x={`${y.from}%`} width={`${y.to - y.from}%`} y={0} height={h} fill="transparent" />
                <g className={`pointer-events-none ${shownNow}`}>
                  <line x1={`${y.x}%`} x2={`${y.x}%`} y1={plot.top} y2={plot.bottom} stroke="#475569" strokeDasharray="3 3" />
                  {visible.map((line) => (
                    <circle key={line.id} cx={`${y.x}%`} cy={line.points[y.year - 1]?.y ?? 0} r={line.emphasised ? 5 : 4} fill={line.style.color} stroke="white" strokeWidth={2} />
                  ))}
                  <svg x={`${y.x}%`} y={plot.top} aria-hidden="true" className="overflow-visible">
                    <g transform={`translate(${right ? 10 : -10 - TIP_WIDTH}, 0)`}>
                      <rect width={TIP_WIDTH} height={26 + TIP_LINE * visible.length} rx={6} fill="white" stroke="#cbd5e1" />
                      <text x={10} y={18} fontSize={13} fontWeight={700} fill="#1e293b">Année {y.year}</text>
                      {[...visible].reverse().map((line, i) => (
                        <g key={line.id} transform={`translate(10, ${38 + TIP_LINE * i})`}>
                          <line x1={0} x2={18} y1={-4} y2={-4} stroke={line.style.color} strokeWidth={3} strokeDasharray={line.style.dash || undefined} />
                          <text x={26} y={0} fontSize={13} fill="#1e293b">
                            {formatMoney(line.values[y.year - 1] ?? 0)}
                          </text>
                        </g>
                      ))}
                    </g>
                  </svg>
                </g>
              </g>
            );
          })}
        </svg>
      </div>
      <p className="mt-2 text-sm text-slate-700">Survolez le graphique pour lire les valeurs d’une année{"\u00a0"}; au clavier, placez-vous dessus et utilisez les flèches.</p>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-navy underline underline-offset-4">Voir les données du graphique</summary>
        <ScrollRegion className="mt-2" label={`Données : ${title}`}>
          {/* A card per year on a phone (.table-cards, issue 30 item 5): every value beside its series, nothing sideways. */}
          <table className="table-cards w-full text-right text-sm tabular-nums">
            <caption className="sr-only">{title}</caption>
            <thead>
              <tr>
                {table.columns.map((c) => (
                  <th key={c} scope="col" className="px-2 py-1 first:text-left">{c}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={String(row[0])} className="border-t border-slate-100">
                  {row.map((cell, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className="px-2 py-1 text-left font-normal">{cell}</th>
                    ) : (
                      <td key={i} data-label={table.columns[i]} className="px-2 py-1 whitespace-nowrap">{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}
