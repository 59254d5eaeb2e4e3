// The questionnaire in steps (issue 23, decision 0043): the project first, the contact details last. Each
// step is a form of its own posted to the server, the answers of the other steps riding along in hidden
// fields, so that it works without JavaScript. No zod here: the page imports it (decision 0037).

/** The questionnaire's fields, as its form names them (questionnaire.ts holds their rules). */
export type QuestionnaireField =
  | "budget"
  | "travaux"
  | "apportPerso"
  | "ammeublement"
  | "gestionLoc"
  | "courtier"
  | "situationPro"
  | "situationAutre"
  | "age"
  | "revenus"
  | "resPrincipale"
  | "prenom"
  | "nom"
  | "ville"
  | "telephone"
  | "email"
  | "commentaire"
  | "rgpd";

export interface QuestionnaireStep {
  title: string;
  fields: readonly QuestionnaireField[];
}

export const QUESTIONNAIRE_STEPS: readonly QuestionnaireStep[] = [
  { title: "Votre projet", fields: ["budget", "travaux", "apportPerso"] },
  { title: "Vos préférences", fields: ["ammeublement", "gestionLoc", "courtier"] },
  { title: "Votre situation", fields: ["situationPro", "situationAutre", "age", "revenus", "resPrincipale"] },
  { title: "Vos coordonnées", fields: ["prenom", "nom", "ville", "telephone", "email", "commentaire", "rgpd"] },
];

export const STEP_COUNT = QUESTIONNAIRE_STEPS.length;

/** The form's field that says which step was sent, and its button's: « Précédent » or the next step. */
export const STEP_FIELD = "etape";
export const BACK_INTENT = "precedent";

/**
 * The step a form names; 1 when it names one that does not exist. A form that names none was posted
 * whole, the way it was before the steps (a page cached then, a script): it is the last step, checked whole.
 */
export function stepNumber(value: FormDataEntryValue | null): number {
  if (value === null) return STEP_COUNT;
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= STEP_COUNT ? n : 1;
}

/** The step a field is asked at. */
export function stepOf(field: string): number {
  const index = QUESTIONNAIRE_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(field));
  return index < 0 ? STEP_COUNT : index + 1;
}

/** The first step with a refused answer (the last step checks them all): the visitor is taken back there. */
export function firstStepWithError(errors: Record<string, unknown> | null | undefined): number {
  const steps = Object.keys(errors ?? {}).map(stepOf);
  return steps.length > 0 ? Math.min(...steps) : STEP_COUNT;
}
