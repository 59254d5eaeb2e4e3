// The PDF dossier's parameters (/projets/{id}/dossier.pdf?apport=…&tmi=…): the simulator's and the after-tax
// view's, as the project page puts them in its link. Only these names count, and each value is read for
// what it means: every spelling of one simulation makes one dossier (one cache key, issue 20), and a
// simulation that cannot be made makes none. Pure.

import { formNumber } from "../text/format";
import { type SimulatedProject, type SimulationFields, runSimulation, simulationDefaults, simulationFields } from "../projects/simulation-query";
import { type TaxChoice, taxChoice, taxFields } from "../tax/tax-query";

export interface DossierParams {
  /** The simulator's fields, written back from the validated numbers (printed in the dossier). */
  simFields: SimulationFields;
  choice: TaxChoice;
  /** The same, as one string: equal keys make equal dossiers (for one project, content and day). */
  key: string;
}

export type DossierQuery = { ok: true; params: DossierParams } | { ok: false; errors: string[] };

/** Reads the dossier's parameters from the query (the project's values where absent). */
export function dossierQuery(project: SimulatedProject, query: URLSearchParams): DossierQuery {
  const outcome = runSimulation(project, simulationFields(query, simulationDefaults(project)));
  if (!outcome.ok) return { ok: false, errors: [...Object.values(outcome.errors), ...(outcome.general ? [outcome.general] : [])] };
  const { input } = outcome;
  const simFields: SimulationFields = {
    apport: formNumber(input.total.apportPersonnel),
    taux: formNumber(input.annualRatePct),
    duree: formNumber(input.durationYears),
    differe: formNumber(input.deferralMonths),
    loyer: formNumber(input.monthlyRent),
  };
  const choice = taxChoice(taxFields(query));
  return { ok: true, params: { simFields, choice, key: JSON.stringify([simFields, choice]) } };
}

/** A day in Paris as YYYY-MM-DD (made once: a formatter costs more to make than a request's other work). */
const PARIS_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Paris" });

/** The day a dossier is made on (Paris time), as noon UTC of that day: one dossier a day for the same key. */
export function dossierDay(now: Date): Date {
  const [year, month, day] = PARIS_DAY.format(now).split("-").map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
}
