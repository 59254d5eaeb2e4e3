// Side-by-side comparison of 2 to 4 projects (/projets/comparer?ids=…): key figures before and after tax
// at one TMI, rounded to the euro, with the value of each row that is best for the investor and why (issue 23:
// a negative cash flow is « le moins négatif », never good news without its reason). Pure: the route reads the
// projects, this builds the rows.

import { formatMoney as money, formatYield } from "../text/format";
import { runSimulation, type SimulatedProject, simulationDefaults } from "./simulation-query";
import { TAX_DEFAULTS, afterTaxView } from "../tax/tax-query";
import type { TmiPct } from "../tax/constants";

export interface ComparisonRow {
  label: string;
  group: "Avant impôts" | "Après impôts";
  cells: string[];
  /** Index of the value best for the investor, or null when the row has none (or no value can be compared). */
  best: number | null;
  /** Why it is the best, shown beside it: « le plus bas », « le plus élevé », « le moins négatif ». */
  bestNote: string | null;
}

interface Line {
  label: string;
  group: ComparisonRow["group"];
  values: (number | null)[];
  format: (n: number) => string;
  /** Which direction is better for the investor; null where neither is (a higher rent comes with a dearer property). */
  better: "high" | "low" | null;
  /** The row's noun is feminine (« rentabilité »): its note agrees. */
  feminine?: boolean;
}

function bestIndex(values: (number | null)[], better: "high" | "low" | null): number | null {
  if (better === null) return null;
  let best: number | null = null;
  values.forEach((v, i) => {
    if (v === null) return;
    const current = best === null ? null : values[best];
    if (current === null || current === undefined || (better === "high" ? v > current : v < current)) best = i;
  });
  const distinct = new Set(values.filter((v) => v !== null));
  return distinct.size > 1 ? best : null;
}

const NOTES = {
  masculine: { low: "le plus bas", high: "le plus élevé", lessNegative: "le moins négatif" },
  feminine: { low: "la plus basse", high: "la plus élevée", lessNegative: "la moins négative" },
};

/** Why a row's best value is the best: the lowest, the highest, or the least negative (a loss is never « the highest »). */
function bestNote(value: number, better: "high" | "low", feminine = false): string {
  const notes = NOTES[feminine ? "feminine" : "masculine"];
  return better === "low" ? notes.low : value < 0 ? notes.lessNegative : notes.high;
}

/** The comparison rows of projects, each simulated with its own figures, after tax at `tmiPct`. */
export function comparisonRows(projects: (SimulatedProject & { prixGlobal: number })[], tmiPct: TmiPct): { rows: ComparisonRow[]; recommended: (string | null)[] } {
  const sims = projects.map((p) => {
    const outcome = runSimulation(p, simulationDefaults(p));
    const view = afterTaxView(outcome, { ...TAX_DEFAULTS, tmi: String(tmiPct) });
    return { p, outcome, view };
  });
  const num = <T>(f: (s: (typeof sims)[number]) => T | null | undefined) => sims.map((s) => (f(s) ?? null) as T | null);
  const lines: Line[] = [
    { label: "Prix global", group: "Avant impôts", values: num((s) => s.p.prixGlobal), format: money, better: "low" },
    { label: "Loyer mensuel", group: "Avant impôts", values: num((s) => s.p.rentabilite.monthlyRent), format: money, better: null },
    { label: "Mensualité du prêt", group: "Avant impôts", values: num((s) => (s.outcome.ok ? s.outcome.result.monthlyPayment : null)), format: money, better: null },
    { label: "Rentabilité brute", group: "Avant impôts", values: num((s) => (s.outcome.ok ? s.outcome.result.grossYield : null)), format: formatYield, better: "high", feminine: true },
    { label: "Rentabilité nette", group: "Avant impôts", values: num((s) => (s.outcome.ok ? s.outcome.result.netYield : null)), format: formatYield, better: "high", feminine: true },
    { label: "Cash-flow mensuel avant impôts", group: "Avant impôts", values: num((s) => (s.outcome.ok ? s.outcome.result.cashflow : null)), format: money, better: "high" },
    { label: "Enrichissement net après 10 ans (avant impôts)", group: "Avant impôts", values: num((s) => (s.outcome.ok ? s.outcome.result.wealth10 : null)), format: money, better: "high" },
    { label: "Cash-flow mensuel après impôts, année 1", group: "Après impôts", values: num((s) => s.view?.recommended?.monthlyAfterTaxYear1), format: money, better: "high" },
    { label: "Cash-flow cumulé après impôts sur 20 ans", group: "Après impôts", values: num((s) => s.view?.recommended?.cumulated20), format: money, better: "high" },
    { label: "Rentabilité nette-nette", group: "Après impôts", values: num((s) => s.view?.recommended?.netNetYieldPct), format: formatYield, better: "high", feminine: true },
    { label: "Patrimoine après 20 ans (après impôts)", group: "Après impôts", values: num((s) => s.view?.recommended?.years[19].wealth), format: money, better: "high" },
  ];
  return {
    rows: lines.map((l) => {
      const best = bestIndex(l.values, l.better);
      return {
        label: l.label,
        group: l.group,
        cells: l.values.map((v) => (v === null ? "—" : l.format(v))),
        best,
        bestNote: best === null ? null : bestNote(l.values[best]!, l.better!, l.feminine),
      };
    }),
    recommended: sims.map((s) => s.view?.recommended?.label ?? null),
  };
}
