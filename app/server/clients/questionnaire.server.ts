// The investor questionnaire, one entry point for /formulaire and PATCH /api/formulaire: a client's
// answers go to their account, a visitor's become a lead; both are limited per address.
import { PRIVACY_POLICY_VERSION } from "~/domain/accounts/privacy";
import { type QuestionnaireForm, answersOf } from "~/domain/clients/questionnaire";
import type { DB } from "../db/db.server";
import { createLead } from "./leads.server";
import { LIMITS, hit } from "../platform/rate-limit.server";
import { saveQuestionnaire } from "../accounts/users.server";

export type QuestionnaireOutcome = "account" | "lead" | "too-many";

/** Stores a validated questionnaire with the consent's date and the privacy policy's version. */
export async function submitQuestionnaire(
  db: DB,
  form: QuestionnaireForm,
  { userId, ip, projectId = null }: { userId: number | null; ip: string; projectId?: number | null },
): Promise<QuestionnaireOutcome> {
  if (!(await hit(db, `questionnaire:ip:${ip}`, LIMITS.questionnairePerIp))) return "too-many";
  if (userId === null) {
    await createLead(db, form, PRIVACY_POLICY_VERSION, { projectId });
    return "lead";
  }
  await saveQuestionnaire(
    db,
    userId,
    { nom: form.nom, prenom: form.prenom, age: form.age ?? null, telephone: form.telephone, ville: form.ville },
    answersOf(form),
    { at: new Date().toISOString(), version: PRIVACY_POLICY_VERSION },
  );
  return "account";
}
