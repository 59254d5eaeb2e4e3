// The home's key figures (issue 30, item 1; decisions 0040 and 0057): what the site can compute it computes
// from the books — the delivered projects whose results are published, the share of their properties let,
// the rent obtained against the announced — each linking to its evidence (/resultats). A configured figure
// (HOME_FIGURES: a survey, projects per year) is shown with its dated source, and never beside a computed
// figure on the same subject that could contradict it: once the books compute projects, letting or rents,
// a configured figure about them is left out.
import { type Month, formatMonth } from "../ownership/calendar";
import { formatCount, formatPercent } from "../text/format";

/** What the published track record counts (track-record.server.ts). */
export interface PublishedCounts {
  /** Delivered projects with at least one published property. */
  projects: number;
  /** Their properties with a line in the track record. */
  properties: number;
  /** Of those, the ones with a lease on the last day of `asOf`. */
  letAtEnd: number;
  /** Median of rent obtained ÷ rent announced (0.974), null when no rent was announced. */
  medianRentRatio: number | null;
  /** The last settled month the figures run to. */
  asOf: Month;
}

export interface HomeFigure {
  value: string;
  label: string;
  source: string;
  /** The page that shows the evidence, for a computed figure. */
  href: string | null;
}

export interface ConfiguredFigure {
  value: string;
  label: string;
  source: string | null;
}

/** A configured figure about what the books compute: delivered projects, letting, rents. */
const COMPUTED_SUBJECT = /projet|lou[ée]|location|loyer|vacance/i;

/** As the track record writes its ratios: one decimal (« 97,4 % »). */
const percent = (ratio: number) => formatPercent(Math.round(ratio * 1000) / 10);

export function homeFigures(counts: PublishedCounts | null, configured: readonly ConfiguredFigure[]): HomeFigure[] {
  const computed: HomeFigure[] = [];
  if (counts && counts.projects > 0) {
    const source = `Nos comptes de gestion, fin ${formatMonth(counts.asOf)}`;
    const href = "/resultats";
    computed.push({
      value: String(counts.projects),
      label: `${counts.projects > 1 ? "projets livrés" : "projet livré"} aux résultats publiés`,
      source,
      href,
    });
    if (counts.properties > 0)
      computed.push({
        value: percent(counts.letAtEnd / counts.properties),
        label: `des biens livrés loués (${counts.letAtEnd} sur ${formatCount(counts.properties, "bien", "biens")})`,
        source,
        href,
      });
    if (counts.medianRentRatio !== null)
      computed.push({ value: percent(counts.medianRentRatio), label: "du loyer annoncé obtenu, en médiane sur douze mois", source, href });
  }
  const kept = configured
    .filter((f): f is ConfiguredFigure & { source: string } => Boolean(f.source))
    .filter((f) => computed.length === 0 || !COMPUTED_SUBJECT.test(f.label))
    .map((f) => ({ value: f.value, label: f.label, source: f.source, href: null }));
  return [...computed, ...kept].slice(0, 4);
}
