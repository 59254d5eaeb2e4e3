import { ScrollRegion } from "~/components/scroll-region";
import { useId } from "react";
import type { ChartGeometry } from "~/domain/tax/chart";

/**
 * A line chart drawn as SVG by the server (and the same way in the browser): a title, a description, a
 * legend, and the data table as its text alternative. Fixed viewBox, so no layout shift.
 */
export function LineChart({
  title,
  description,
  geometry: g,
  table,
}: {
  title: string;
  description: string;
  geometry: ChartGeometry;
  table: { columns: string[]; rows: (string | number)[][] };
}) {
  const id = useId();
  return (
    <figure className="rounded-xl border border-slate-200 p-4">
      <figcaption id={`${id}-titre`} className="font-bold text-navy">{title}</figcaption>
      <p id={`${id}-desc`} className="mt-1 text-sm text-slate-700">{description}</p>
      <svg
        viewBox={`0 0 ${g.width} ${g.height}`}
        width={g.width}
        height={g.height}
        role="img"
        aria-labelledby={`${id}-titre`}
        aria-describedby={`${id}-desc`}
        className="mt-3 h-auto w-full"
      >
        <title>{title}</title>
        <desc>{description}</desc>
        {g.yTicks.map((t) => (
          <g key={t.value}>
            <line x1={g.plot.left} x2={g.plot.right} y1={t.y} y2={t.y} stroke="#e2e8f0" strokeWidth={1} />
            <text x={g.plot.left - 6} y={t.y + 4} textAnchor="end" fontSize={11} fill="#334155">{t.label}</text>
          </g>
        ))}
        <line x1={g.plot.left} x2={g.plot.right} y1={g.zeroY} y2={g.zeroY} stroke="#64748b" strokeWidth={1} />
        {g.xTicks.map((t) => (
          <text key={t.year} x={t.x} y={g.height - 8} textAnchor="middle" fontSize={11} fill="#334155">
            {`an ${t.year}`}
          </text>
        ))}
        {g.lines.map((line) => (
          <polyline
            key={line.label}
            points={line.points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ")}
            fill="none"
            stroke={line.color}
            strokeWidth={2.5}
            strokeDasharray={line.dash || undefined}
          />
        ))}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
        {g.lines.map((line) => (
          <li key={line.label} className="flex items-center gap-2">
            <svg width="28" height="8" aria-hidden="true">
              <line x1="0" x2="28" y1="4" y2="4" stroke={line.color} strokeWidth={3} strokeDasharray={line.dash || undefined} />
            </svg>
            {line.label}
          </li>
        ))}
      </ul>
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-navy underline underline-offset-4">Voir les données du graphique</summary>
        <ScrollRegion className="mt-2" label={`Données : ${title}`}>
          <table className="w-full text-right text-sm">
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
                      <td key={i} className="px-2 py-1 whitespace-nowrap">{cell}</td>
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
