// Contact messages: stored and e-mailed to the company through the outbox, in one transaction (the
// message and its e-mail are kept or lost together).
import { nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";
import { queueMail } from "../platform/mail.server";
import { projectReference } from "../content/projects.server";
import { matchesText } from "../db/text-search.server";

export interface ContactInput {
  nom: string;
  email: string;
  message: string;
  /** « Ce projet m’intéresse »: the project the message is about; an unknown id is dropped. */
  projectId?: number | null;
}

export async function saveContactMessage(db: DB, { projectId = null, ...input }: ContactInput, { companyEmail, publicUrl }: { companyEmail: string; publicUrl: string }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const project = await projectReference(trx, projectId);
    const { id } = await trx
      .insertInto("contactMessages")
      .values({ ...input, projectId: project?.id ?? null, createdAt: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueMail(trx, {
      to: companyEmail,
      replyTo: input.email,
      subject: project ? `Nouveau message de ${input.nom} sur le projet « ${project.title} »` : `Nouveau message de ${input.nom} via le site`,
      body: `${input.nom} <${input.email}> a écrit :\n\n${input.message}\n${project ? `\nProjet concerné : ${project.title} (${publicUrl}/projets/${project.id})\n` : ""}`,
    });
    return id;
  });
}

/** Messages, newest first, with the title of their project; only those about `projectId`, or with `search` in the name, address or text, when given. */
export function listContactMessages(db: DB, { limit = 500, projectId, search = "" }: { limit?: number; projectId?: number | null; search?: string } = {}) {
  let query = db.selectFrom("contactMessages").leftJoin("projects", "projects.id", "contactMessages.projectId").selectAll("contactMessages").select("projects.title as projectTitle");
  if (projectId) query = query.where("contactMessages.projectId", "=", projectId);
  if (search.trim()) query = query.where((eb) => matchesText(eb, ["contactMessages.nom", "contactMessages.email", "contactMessages.message"], search.trim()));
  return query.orderBy("contactMessages.createdAt", "desc").orderBy("contactMessages.id", "desc").limit(limit).execute();
}
