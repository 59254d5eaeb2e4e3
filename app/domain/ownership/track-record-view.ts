// What the public track record shows (/resultats, a delivered project's page, the home), as texts: for each
// property whose owner agreed, the rent and yields the project announced against those obtained over the last
// twelve settled months, and the vacancy; then the aggregate. Built from track-record.ts; no name of a person
// ever reaches these views (they carry a project, amounts and months only).

import { formatCount, formatMoney, formatPercent, formatYield } from "../text/format";
import { elide } from "../text/french";
import { type Month, formatMonth, parisDay } from "./calendar";
import { type TrackRecord, lastSettledMonth } from "./track-record";

/**
 * What the published figures depend on besides the database: the last settled month, which moves on the 11th
 * of each month. The page cache empties itself when it changes (decision 0036).
 */
export const trackRecordPeriod = (now = new Date()): string => lastSettledMonth(parisDay(now));

/** One property's line. */
export interface TrackRecordLine {
  projectId: number;
  title: string;
  href: string;
  /** « de mars 2025 à février 2026 (12 mois) ». */
  period: string;
  announcedRent: string;
  obtainedRent: string;
  /** « 98 % du loyer annoncé », or null when no rent was announced. */
  ratio: string | null;
  announcedGross: string;
  actualGross: string;
  announcedNet: string;
  actualNet: string;
  /** « 0 jour », « 31 jours (8,5 %) ». */
  vacancy: string;
}

/** The aggregate line, null before any line exists. */
export interface TrackRecordSummary {
  /** « 2 projets ». */
  projects: string;
  /** « 97 % » (median of rent obtained ÷ rent announced), null when no project announced a rent. */
  medianRatio: string | null;
  /** One sentence, for the home and the top of /resultats. */
  sentence: string;
}

const percentOf = (ratio: number) => formatPercent(Math.round(ratio * 1000) / 10);

/** « de mars 2025 à février 2026 (12 mois) », « mars 2026 (1 mois) ». */
export function periodText(from: Month, to: Month, months: number): string {
  return from === to ? `${formatMonth(from)} (${months} mois)` : `${elide("de", formatMonth(from))} à ${formatMonth(to)} (${months} mois)`;
}

export function trackRecordLine(project: { id: number; title: string; href: string }, r: TrackRecord): TrackRecordLine {
  return {
    projectId: project.id,
    title: project.title,
    href: project.href,
    period: periodText(r.from, r.to, r.months),
    announcedRent: formatMoney(r.announcedMonthlyRent),
    obtainedRent: formatMoney(r.obtainedMonthlyRent),
    ratio: r.rentRatio === null ? null : `${percentOf(r.rentRatio)} du loyer annoncé`,
    announcedGross: formatYield(r.announcedYields.gross),
    actualGross: formatYield(r.yields.gross),
    announcedNet: formatYield(r.announcedYields.net),
    actualNet: formatYield(r.yields.net),
    vacancy: r.vacantDays === 0 ? "Aucune" : `${formatCount(r.vacantDays, "jour", "jours")} (${formatPercent(r.vacancyPct)})`,
  };
}

export function trackRecordSummary(aggregate: { medianRentRatio: number | null; projects: number }): TrackRecordSummary | null {
  if (aggregate.projects === 0) return null;
  const projects = formatCount(aggregate.projects, "projet", "projets");
  const medianRatio = aggregate.medianRentRatio === null ? null : percentOf(aggregate.medianRentRatio);
  const many = aggregate.projects > 1;
  const which = `${projects} ${many ? "livrés dont les propriétaires ont" : "livré dont le propriétaire a"} accepté la publication anonyme ${many ? "de leurs" : "de ses"} résultats`;
  return {
    projects,
    medianRatio,
    sentence:
      medianRatio === null
        ? `Résultats publiés : ${which}.`
        : `Sur ${which}, le loyer obtenu sur les douze derniers mois atteint ${many ? "en médiane " : ""}${medianRatio} du loyer annoncé.`,
  };
}
