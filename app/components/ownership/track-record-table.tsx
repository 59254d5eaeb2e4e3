// The lines of the public track record (issue 22, item 3) as a table: the project, the period, the rent and the
// yields announced against those obtained, the vacancy. Shown by /resultats (with the project's link) and by a
// delivered project's page (its own lines). No name of a person: the lines carry none. On a phone each line is a
// card (`.table-cards`, issue 30 item 5): every figure beside its label, nothing off-screen.
import { Link } from "react-router";
import type { TrackRecordLine } from "~/domain/ownership/track-record-view";
import { ScrollRegion } from "../media/scroll-region";

const th = "px-2 py-2 align-bottom font-semibold";
const td = "px-2 py-2 text-right whitespace-nowrap";
const NUMBERS = ["Loyer annoncé", "Loyer obtenu", "Rentabilité brute annoncée", "Rentabilité brute réelle", "Rentabilité nette annoncée", "Rentabilité nette réelle", "Vacance"];

export function TrackRecordTable({ caption, lines, withProject }: { caption: string; lines: TrackRecordLine[]; withProject: boolean }) {
  return (
    <ScrollRegion label={caption} className="mt-4">
      <table className="table-cards w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            {withProject && <th scope="col" className={`${th} text-left`}>Projet</th>}
            <th scope="col" className={`${th} text-left`}>Période</th>
            {NUMBERS.map((label) => (
              <th key={label} scope="col" className={`${th} text-right`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((l, i) => (
            <tr key={`${l.projectId}-${i}`} className="border-b border-slate-200">
              {withProject && (
                <th scope="row" className="px-2 py-2 text-left font-normal sm:min-w-48">
                  <Link to={l.href} className="font-semibold text-navy underline underline-offset-2 hover:text-terracotta-dark">
                    {l.title}
                  </Link>
                </th>
              )}
              <td data-label="Période" className="px-2 py-2 text-left sm:min-w-40">{l.period}</td>
              <td data-label={NUMBERS[0]} className={td}>{l.announcedRent}</td>
              <td data-label={NUMBERS[1]} className={td}>
                <span>
                  <span className="font-bold">{l.obtainedRent}</span>
                  {l.ratio && <span className="block text-xs text-slate-600">{l.ratio}</span>}
                </span>
              </td>
              <td data-label={NUMBERS[2]} className={td}>{l.announcedGross}</td>
              <td data-label={NUMBERS[3]} className={`${td} font-bold`}>{l.actualGross}</td>
              <td data-label={NUMBERS[4]} className={td}>{l.announcedNet}</td>
              <td data-label={NUMBERS[5]} className={`${td} font-bold`}>{l.actualNet}</td>
              <td data-label={NUMBERS[6]} className={td}>{l.vacancy}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
