// The project simulator's inputs as carried in the URL query
// (?apport=&taux=&duree=&differe=&loyer=), and their simulation with the finance module.
// Pure: used by the project page's loader (no JavaScript) and in the browser (live results).

import type { Project } from "../content/entities";
import { formNumber } from "../text/format";
import { type SimulationInput, type SimulationResult, simulateProject, validateSimulationInput } from "./finance";

/** Query parameter names of the simulator, in form order. */
export const SIMULATION_PARAMS = ["apport", "taux", "duree", "differe", "loyer"] as const;
export type SimulationParam = (typeof SIMULATION_PARAMS)[number];

/** What the visitor typed (or the project's values), one string per field, as shown in the form. */
export type SimulationFields = Record<SimulationParam, string>;

/** The project data a simulation keeps: every cost and charge except the fields the visitor changes. */
export type SimulatedProject = Pick<Project, "total" | "chargesMensuelles" | "tauxEmprunt" | "rentabilite" | "tmpRenov" | "valeurApresTravaux">;

/** What the simulation reads of a project, and nothing else (the props of the project page's island, decision 0046). */
export const simulatedProject = ({ total, chargesMensuelles, tauxEmprunt, rentabilite, tmpRenov, valeurApresTravaux }: SimulatedProject): SimulatedProject => ({
  total,
  chargesMensuelles,
  tauxEmprunt,
  rentabilite,
  tmpRenov,
  valeurApresTravaux,
});

export type SimulationOutcome =
  | { ok: true; result: SimulationResult; deferralMonths: number; /** The validated inputs. */ input: SimulationInput }
  | {
      ok: false;
      /** French messages by field. */
      errors: Partial<Record<SimulationParam, string>>;
      /** A problem with the project's own figures (not a field), in French. */
      general?: string;
    };

/** Keys of {@link validateSimulationInput}'s errors for the fields of the simulator. */
const ERROR_KEYS: Record<string, SimulationParam> = {
  apportPersonnel: "apport",
  annualRatePct: "taux",
  durationYears: "duree",
  deferralMonths: "differe",
  monthlyRent: "loyer",
};


/** The project's own values, to prefill the form. */
export function simulationDefaults(project: SimulatedProject): SimulationFields {
  return {
    apport: formNumber(project.total.apportPersonnel),
    taux: formNumber(project.tauxEmprunt),
    duree: formNumber(project.rentabilite.dureeEmprunt),
    differe: formNumber(project.rentabilite.dureeDifferer),
    loyer: formNumber(project.rentabilite.monthlyRent),
  };
}

/** True when the query carries at least one simulator field. */
export function hasSimulationQuery(params: URLSearchParams): boolean {
  return SIMULATION_PARAMS.some((name) => params.has(name));
}

/**
 * The fields of the form: each one from the query when present (even empty, so that an emptied
 * field is reported rather than silently replaced), otherwise the project's value. Values are trimmed
 * and cut to 30 characters.
 */
export function simulationFields(params: URLSearchParams, defaults: SimulationFields): SimulationFields {
  const fields = { ...defaults };
  for (const name of SIMULATION_PARAMS) {
    const value = params.get(name);
    if (value !== null) fields[name] = value.trim().slice(0, 30);
  }
  return fields;
}

/** True when both sets of fields are the same strings. */
export function sameFields(a: SimulationFields, b: SimulationFields): boolean {
  return SIMULATION_PARAMS.every((name) => a[name] === b[name]);
}

/**
 * Simulates the project with the visitor's contribution, rate, duration, deferral and rent; every
 * other cost and charge, and the works period (no rent), stays the project's. Validation and arithmetic are the finance module's
 * ({@link validateSimulationInput}, {@link simulateProject}); the errors are keyed by field.
 */
export function runSimulation(project: SimulatedProject, fields: SimulationFields): SimulationOutcome {
  const { mensualiter: _computed, ...charges } = project.chargesMensuelles;
  const validation = validateSimulationInput({
    total: { ...project.total, apportPersonnel: fields.apport },
    charges,
    monthlyRent: fields.loyer,
    worksMonths: project.tmpRenov,
    estimatedValue: project.valeurApresTravaux,
    annualRatePct: fields.taux,
    durationYears: fields.duree,
    deferralMonths: fields.differe,
  });
  if (!validation.ok) {
    const errors: Partial<Record<SimulationParam, string>> = {};
    let general: string | undefined;
    for (const [key, message] of Object.entries(validation.errors)) {
      const field = ERROR_KEYS[key];
      if (field) errors[field] = message;
      else general ??= "Les chiffres de ce projet ne permettent pas de faire la simulation.";
    }
    return general === undefined ? { ok: false, errors } : { ok: false, errors, general };
  }
  try {
    return {
      ok: true,
      result: simulateProject(validation.value),
      deferralMonths: validation.value.deferralMonths,
      input: validation.value,
    };
  } catch (error) {
    // validateSimulationInput already rules out impossible loans; kept as a guard.
    return { ok: false, errors: {}, general: error instanceof RangeError ? error.message : "La simulation a échoué." };
  }
}

/**
 * The query of a page showing these fields: the other parameters of `current` (tabs…) are kept,
 * the simulator's are set in form order.
 */
export function simulationSearch(current: URLSearchParams, fields: SimulationFields): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const name of SIMULATION_PARAMS) next.delete(name);
  for (const name of SIMULATION_PARAMS) next.set(name, fields[name]);
  return next;
}
