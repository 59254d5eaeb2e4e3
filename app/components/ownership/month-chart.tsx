// The owner's month-by-month chart (issue 22, item 2): for each month of the year, what was due (an outline)
// and what came in for it (rent, then charges, stacked), with the months late marked in words. Drawn by the
// server as SVG for the width it is shown at (decision 0042, issue 30 items 4 and 5): no viewBox, so its texts keep
// their size in CSS pixels, horizontal positions in percentages, the twelve months on a phone's width without
// scrolling (their initials there, their short names from 640 px), a value axis in euros; named by its caption,
// described in one sentence, and followed by the same figures as a table.
import { useId } from "react";
import { niceScale } from "~/domain/projects/district-chart";
import { formatInteger } from "~/domain/text/format";
import type { MonthBar } from "~/domain/ownership/owner-view";
import { ScrollRegion } from "../media/scroll-region";

/** Left gutter for the value axis, in % of the width. */
const AXIS = 13;
const TOP = 30;
const PLOT = 150;
const HEIGHT = TOP + PLOT + 26;

const LATE = new Set(["impaye", "partiel"]);

export function MonthChart({ title, bars }: { title: string; bars: MonthBar[] }) {
  const id = useId();
  if (bars.length === 0) return null;
  const scale = niceScale(Math.max(1, ...bars.map((b) => Math.max(b.due, b.paidRent + b.paidCharges))));
  const max = scale.max;
  const h = (amount: number) => (amount / max) * PLOT;
  const slot = (100 - AXIS) / bars.length;
  const bottom = TOP + PLOT;
  const late = bars.filter((b) => LATE.has(b.status)).map((b) => `${b.label} : ${b.statusLabel.toLowerCase()}`);
  const description = `Pour chaque mois, le montant dû (contour) et le montant encaissé pour ce mois (barre pleine : loyer, puis charges). ${late.length === 0 ? "Aucun mois en retard." : `En retard : ${late.join(", ")}.`}`;
  return (
    <figure className="mt-4 rounded-xl border border-slate-200 p-4">
      <figcaption id={`${id}-titre`} className="font-bold text-navy">
        {title}
      </figcaption>
      <p id={`${id}-desc`} className="mt-1 text-sm text-slate-700">
        {description}
      </p>
      <svg width="100%" height={HEIGHT} role="img" aria-labelledby={`${id}-titre`} aria-describedby={`${id}-desc`} className="mt-3 block overflow-visible">
        <text x={0} y={12} fontSize={12} fill="#475569">
          En euros
        </text>
        {scale.ticks.map((tick) => (
          <g key={tick}>
            <line x1={`${AXIS}%`} x2="100%" y1={bottom - h(tick)} y2={bottom - h(tick)} stroke={tick === 0 ? "#64748b" : "#e2e8f0"} strokeWidth={1} />
            <text x={`${AXIS - 1.5}%`} y={bottom - h(tick) + 4} fontSize={12} textAnchor="end" fill="#475569">
              {formatInteger(tick)}
            </text>
          </g>
        ))}
        {bars.map((b, i) => {
          const x = AXIS + i * slot + slot * 0.18;
          const width = slot * 0.64;
          const centre = `${x + width / 2}%`;
          const rent = h(b.paidRent);
          const charges = h(b.paidCharges);
          return (
            <g key={b.month}>
              {b.due > 0 && <rect x={`${x}%`} y={bottom - h(b.due)} width={`${width}%`} height={h(b.due)} fill="none" stroke="#1e3a5f" strokeWidth={1.5} strokeDasharray="4 3" />}
              {rent > 0 && <rect x={`${x}%`} y={bottom - rent} width={`${width}%`} height={rent} fill="#1e3a5f" />}
              {charges > 0 && <rect x={`${x}%`} y={bottom - rent - charges} width={`${width}%`} height={charges} fill="#4d7040" />}
              {LATE.has(b.status) && (
                <text x={centre} y={Math.max(TOP - 4, bottom - Math.max(h(b.due), rent + charges) - 6)} fontSize={12} fontWeight={700} textAnchor="middle" fill="#a8432f">
                  {b.statusLabel.toLowerCase()}
                </text>
              )}
              <text x={centre} y={bottom + 18} fontSize={12} textAnchor="middle" fill="#334155" className="sm:hidden">
                {b.short.slice(0, 1).toUpperCase()}
              </text>
              <text x={centre} y={bottom + 18} fontSize={12} textAnchor="middle" fill="#334155" className="hidden sm:inline">
                {b.short}
              </text>
            </g>
          );
        })}
      </svg>
      <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-800">
        <li className="flex items-center gap-2">
          <svg width="14" height="14" aria-hidden="true"><rect width="14" height="14" fill="#1e3a5f" /></svg>
          Loyer encaissé
        </li>
        <li className="flex items-center gap-2">
          <svg width="14" height="14" aria-hidden="true"><rect width="14" height="14" fill="#4d7040" /></svg>
          Charges encaissées
        </li>
        <li className="flex items-center gap-2">
          <svg width="14" height="14" aria-hidden="true"><rect x="1" y="1" width="12" height="12" fill="none" stroke="#1e3a5f" strokeWidth={1.5} strokeDasharray="4 3" /></svg>
          Montant dû
        </li>
      </ul>
      <ScrollRegion className="mt-3" label={`Tableau : ${title}`}>
        <table className="table-cards w-full text-right text-sm">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-3 text-left">Mois</th>
              <th scope="col" className="py-1 pr-3">Dû</th>
              <th scope="col" className="py-1 pr-3">Encaissé pour le mois</th>
              <th scope="col" className="py-1 text-left">État</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((b) => (
              <tr key={b.month} className="border-b border-slate-200">
                <th scope="row" className="py-1 pr-3 text-left font-normal">{b.label}</th>
                <td data-label="Dû" className="py-1 pr-3 whitespace-nowrap">{b.dueText}</td>
                <td data-label="Encaissé pour le mois" className="py-1 pr-3 whitespace-nowrap">{b.paidText}</td>
                <td data-label="État" className={`py-1 text-left ${LATE.has(b.status) ? "font-semibold text-terracotta-dark" : ""}`}>{b.statusLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </figure>
  );
}
