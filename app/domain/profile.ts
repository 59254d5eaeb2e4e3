// The client's profile: the details form (one schema for the page and the server) and the
// questionnaire answers as French label/value pairs. Pure: safe on the server and in the browser.
import { z } from "zod";
import { formatMoney } from "./format";
import { APPORTS, COURTIER, DELEGATION, type QuestionnaireAnswers, RESIDENCES, TRAVAUX } from "./questionnaire";

/** Name, first name, age, phone and city: what the client can change on the profile page. */
export const detailsSchema = z.object({
  nom: z.string({ message: "Le nom est obligatoire." }).trim().min(1, "Le nom est obligatoire.").max(80, "Le nom : 80 caractères au plus."),
  prenom: z.string({ message: "Le prénom est obligatoire." }).trim().min(1, "Le prénom est obligatoire.").max(80, "Le prénom : 80 caractères au plus."),
  age: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ message: "L'âge doit être un nombre." })
      .int("L'âge doit être un nombre entier.")
      .min(18, "Il faut être majeur pour investir.")
      .max(120, "L'âge n'est pas valide.")
      .optional(),
  ),
  ville: z.string({ message: "La ville est obligatoire." }).trim().min(1, "La ville est obligatoire.").max(80, "La ville : 80 caractères au plus."),
  telephone: z
    .string()
    .trim()
    .max(30, "Le numéro de téléphone n'est pas valide.")
    .regex(/^$|^[+0-9 ().-]{6,30}$/, "Le numéro de téléphone n'est pas valide.")
    .optional()
    .default(""),
});
export type DetailsForm = z.infer<typeof detailsSchema>;

export interface AnswerLine {
  label: string;
  /** The answer in French, or null when the question was left blank. */
  value: string | null;
}

const labelOf = (options: readonly { value: string; label: string }[], value: string | undefined) =>
  value ? (options.find((o) => o.value === value)?.label ?? value) : null;

/** The stored answers as the profile shows them, in the questionnaire's order. */
export function describeAnswers(answers: Partial<QuestionnaireAnswers>): AnswerLine[] {
  const situation = answers.situationPro === "Autre" ? (answers.situationAutre ? `Autre : ${answers.situationAutre}` : "Autre") : (answers.situationPro ?? null);
  return [
    { label: "Budget total", value: typeof answers.budget === "number" ? formatMoney(answers.budget) : null },
    { label: "Revenus annuels nets", value: typeof answers.revenus === "number" ? formatMoney(answers.revenus) : null },
    { label: "Travaux envisagés", value: labelOf(TRAVAUX, answers.travaux) },
    { label: "Situation professionnelle", value: situation },
    { label: "Apport personnel", value: labelOf(APPORTS, answers.apportPerso) },
    { label: "Ameublement", value: labelOf(DELEGATION, answers.ammeublement) },
    { label: "Gestion locative", value: labelOf(DELEGATION, answers.gestionLoc) },
    { label: "Résidence principale", value: labelOf(RESIDENCES, answers.resPrincipale) },
    { label: "Accompagnement par un courtier", value: labelOf(COURTIER, answers.courtier) },
    { label: "Message", value: answers.commentaire ? answers.commentaire : null },
  ];
}

export type StepStatus = "done" | "unlocked" | "locked";

/** Step 1 is always open; step N+1 opens when step N is done. `steps[0]` is step 1. */
export function stepStatuses(steps: readonly boolean[]): StepStatus[] {
  return steps.map((done, i) => (done ? "done" : i === 0 || steps[i - 1] ? "unlocked" : "locked"));
}
