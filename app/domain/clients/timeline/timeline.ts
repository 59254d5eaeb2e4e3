// The client's timeline (issue 23): the nine steps with the day each was done or is planned, and who to
// call — the adviser the staff chose, or the company. Pure: shared by the client's pages and the staff's.
import { TIMELINE_LABELS, type TimelineState, timelineStates } from "~/domain/clients/investor-file";
import { type Day, formatDay, isDay } from "~/domain/ownership/calendar";
import { STEPS } from "~/domain/clients/steps";

/** The day each step was done and the day it is planned for; index 0 is step 1. */
export interface StepDates {
  done: (Day | null)[];
  planned: (Day | null)[];
}

export interface TimelineEntry {
  step: number;
  title: string;
  summary: string;
  state: TimelineState;
  /** « Terminée le 3 mars 2027 », « Prévue le 15 avril 2027 », or just the state when no day is known. */
  status: string;
  /** The day shown in the status, for a <time> element. */
  day: Day | null;
}

/**
 * The nine steps as the timeline shows them: a done step with the day it was done, a step not done with
 * the day it is planned for (once the staff set one), the first step not done « en cours ».
 */
export function buildTimeline(steps: readonly boolean[], dates: StepDates): TimelineEntry[] {
  const states = timelineStates(steps);
  return STEPS.map((step, i) => {
    const state = states[i];
    const day = state === "terminee" ? dates.done[i] : dates.planned[i];
    const label = TIMELINE_LABELS[state];
    const status = !day ? label : state === "terminee" ? `Terminée le ${formatDay(day)}` : `${state === "en-cours" ? "En cours, prévue" : "Prévue"} le ${formatDay(day)}`;
    return { step: i + 1, title: step.title, summary: step.summary, state, status, day: day ?? null };
  });
}

/** A staff member as the client sees them. */
export interface AdviserPerson {
  prenom: string;
  nom: string;
  telephone: string;
  email: string;
}

export interface AdviserContact {
  /** « Camille Martin », or « L’équipe Investir Serein » when no adviser is named. */
  name: string;
  phone: string;
  email: string;
  /** True when the company stands in for an adviser (none chosen yet, or one without a name). */
  isCompany: boolean;
}

/**
 * Who the client calls: their adviser, with the company's phone when the adviser has none of their own; the
 * company itself until the staff choose an adviser with a name (an adviser's user name is never shown).
 */
export function adviserContact(adviser: AdviserPerson | null, company: { name: string; phone: string; email: string }): AdviserContact {
  const name = adviser ? `${adviser.prenom} ${adviser.nom}`.trim() : "";
  if (!adviser || !name) return { name: `L’équipe ${company.name}`, phone: company.phone, email: company.email, isCompany: true };
  return { name, phone: adviser.telephone.trim() || company.phone, email: adviser.email, isCompany: false };
}

/** A day typed in a date field: "" is no day; anything else must be a real day between 2000 and 2100. */
export function readDay(value: unknown): { ok: true; day: Day | null } | { ok: false } {
  if (value === null || value === undefined || value === "") return { ok: true, day: null };
  if (!isDay(value) || value < "2000-01-01" || value > "2100-12-31") return { ok: false };
  return { ok: true, day: value };
}
