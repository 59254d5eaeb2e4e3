// The client's profile: the questionnaire answers as French label/value pairs, the steps' statuses (the details
// form's schema is in account-forms.ts). Pure: safe on the server and in the browser.
import type { QuestionnaireAnswers } from "../clients/questionnaire";
import { answerRows } from "../clients/questionnaire-labels";

export interface AnswerLine {
  label: string;
  /** The answer in French, or null when the question was left blank. */
  value: string | null;
}

/** The stored answers as the profile shows them, in the questionnaire's order. */
export function describeAnswers(answers: Partial<QuestionnaireAnswers>): AnswerLine[] {
  return answerRows(answers).map((row) => ({ label: row.label, value: row.value || null }));
}

export type StepStatus = "done" | "unlocked" | "locked";

/** Step 1 is always open; step N+1 opens when step N is done. `steps[0]` is step 1. */
export function stepStatuses(steps: readonly boolean[]): StepStatus[] {
  return steps.map((done, i) => (done ? "done" : i === 0 || steps[i - 1] ? "unlocked" : "locked"));
}
