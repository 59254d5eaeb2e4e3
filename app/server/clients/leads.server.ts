// Questionnaire answers of visitors (leads), for the staff's follow-up.
import type { QuestionnaireAnswers, QuestionnaireForm } from "~/domain/clients/questionnaire";
import { answersOf } from "~/domain/clients/questionnaire";
import { fromJson, nowIso, toJson } from "../db/columns.server";
import type { DB } from "../db/db.server";
import { projectReference } from "../content/projects.server";
import { matchesText } from "../db/text-search.server";

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
  /** « Ce projet m’intéresse »: the project the questionnaire was sent about, and its title. */
  projectId: number | null;
  projectTitle: string | null;
  createdAt: string;
}

export async function createLead(
  db: DB,
  form: QuestionnaireForm,
  consentVersion: string,
  { userId = null, projectId = null }: { userId?: number | null; projectId?: number | null } = {},
): Promise<number> {
  const now = nowIso();
  const project = await projectReference(db, projectId);
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
      projectId: project?.id ?? null,
      createdAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

function leadQuery(db: DB) {
  return db.selectFrom("leads").leftJoin("projects", "projects.id", "leads.projectId").selectAll("leads").select("projects.title as projectTitle");
}

type LeadRow = Awaited<ReturnType<ReturnType<typeof leadQuery>["execute"]>>[number];
const toLead = (row: LeadRow): Lead => ({ ...row, formulaire: fromJson<Partial<QuestionnaireAnswers>>(row.formulaire, {}) });

/** Leads, newest first, filtered by a text found in name, e-mail, city or phone, and by their project. */
export async function listLeads(db: DB, { search = "", projectId, limit = 500 }: { search?: string; projectId?: number | null; limit?: number } = {}): Promise<Lead[]> {
  let query = leadQuery(db);
  if (search.trim()) query = query.where((eb) => matchesText(eb, ["leads.nom", "leads.prenom", "leads.email", "leads.ville", "leads.telephone"], search.trim()));
  if (projectId) query = query.where("leads.projectId", "=", projectId);
  const rows = await query.orderBy("leads.createdAt", "desc").orderBy("leads.id", "desc").limit(limit).execute();
  return rows.map(toLead);
}

export async function getLead(db: DB, id: number): Promise<Lead | null> {
  const row = await leadQuery(db).where("leads.id", "=", id).executeTakeFirst();
  return row ? toLead(row) : null;
}
