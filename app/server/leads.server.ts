// Questionnaire answers of visitors (leads), for the staff's follow-up.
import type { QuestionnaireAnswers, QuestionnaireForm } from "~/domain/questionnaire";
import { answersOf } from "~/domain/questionnaire";
import { fromJson, nowIso, toJson } from "./columns.server";
import type { DB } from "./db.server";
import { matchesText } from "./text-search.server";

export interface Lead {
  id: number;
  nom: string;
  prenom: string;
  email: string;
  ville: string;
  telephone: string;
  age: number | null;
  formulaire: Partial<QuestionnaireAnswers>;
  consentAt: string;
  consentVersion: string;
  userId: number | null;
  createdAt: string;
}

export async function createLead(db: DB, form: QuestionnaireForm, consentVersion: string, userId: number | null = null): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto("leads")
    .values({
      nom: form.nom,
      prenom: form.prenom,
      email: form.email,
      ville: form.ville,
      telephone: form.telephone,
      age: form.age ?? null,
      formulaire: toJson(answersOf(form)),
      consentAt: now,
      consentVersion,
      userId,
      createdAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** Leads, newest first, filtered by a text found in name, e-mail, city or phone. */
export async function listLeads(db: DB, search = "", limit = 500): Promise<Lead[]> {
  let query = db.selectFrom("leads").selectAll();
  if (search.trim()) query = query.where((eb) => matchesText(eb, ["nom", "prenom", "email", "ville", "telephone"], search.trim()));
  const rows = await query.orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => ({ ...row, formulaire: fromJson<Partial<QuestionnaireAnswers>>(row.formulaire, {}) }));
}

export async function getLead(db: DB, id: number): Promise<Lead | null> {
  const row = await db.selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? { ...row, formulaire: fromJson<Partial<QuestionnaireAnswers>>(row.formulaire, {}) } : null;
}
