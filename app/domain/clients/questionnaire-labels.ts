// The stored questionnaire answers in French, for the staff's follow-up pages and the CSV export.
import { formatMoney } from "../text/format";
import type { QuestionnaireAnswers } from "./questionnaire";
import { APPORTS, COURTIER, DELEGATION, RESIDENCES, TRAVAUX } from "./questionnaire-options";

type AnswerKey = Exclude<keyof QuestionnaireAnswers, "situationAutre">;

export const ANSWER_LABELS: Record<AnswerKey, string> = {
  budget: "Budget total",
  revenus: "Revenus annuels nets",
  travaux: "Travaux envisagés",
  situationPro: "Situation professionnelle",
  apportPerso: "Apport personnel",
  ammeublement: "Ameublement",
  gestionLoc: "Gestion locative",
  resPrincipale: "Résidence principale",
  courtier: "Accompagnement par un courtier",
  commentaire: "Message",
};

const optionLabel = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/** One answer as text; "" when it was not given. Amounts are in euros. */
export function answerText(answers: Partial<QuestionnaireAnswers>, key: AnswerKey): string {
  const value = answers[key];
  if (value === undefined || value === null || value === "") return "";
  switch (key) {
    case "budget":
    case "revenus":
      return typeof value === "number" ? formatMoney(value) : String(value);
    case "travaux":
      return optionLabel(TRAVAUX, String(value));
    case "apportPerso":
      return optionLabel(APPORTS, String(value));
    case "ammeublement":
    case "gestionLoc":
      return optionLabel(DELEGATION, String(value));
    case "resPrincipale":
      return optionLabel(RESIDENCES, String(value));
    case "courtier":
      return optionLabel(COURTIER, String(value));
    case "situationPro":
      return value === "Autre" && answers.situationAutre ? `Autre : ${answers.situationAutre}` : String(value);
    default:
      return String(value);
  }
}

/** Every question with its answer, in the questionnaire's order. */
export function answerRows(answers: Partial<QuestionnaireAnswers>): { key: AnswerKey; label: string; value: string }[] {
  return (Object.keys(ANSWER_LABELS) as AnswerKey[]).map((key) => ({ key, label: ANSWER_LABELS[key], value: answerText(answers, key) }));
}
