// Call-back requests: stored with the e-mail to the company (one per request, same transaction),
// listed for the staff by date, marked done.
import { CALLBACK_SLOT_GONE, type CallbackForm, type HalfDay, callbackSlots, slotLabel } from "~/domain/clients/callback";
import { nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";
import { queueMail } from "../platform/mail.server";

export interface CallbackRequest {
  id: number;
  nom: string;
  telephone: string;
  slotDate: string;
  slotHalf: HalfDay;
  slotLabel: string;
  projectId: number | null;
  projectTitle: string | null;
  createdAt: string;
  doneAt: string | null;
  doneBy: string | null;
}

export type CallbackResult = { ok: true; id: number; slotLabel: string } | { ok: false; field: "creneau"; message: string };

/**
 * Records a request for a half-day still offered (the list moves every day) and queues one e-mail to
 * the company. An unknown project id is dropped rather than refused.
 */
export async function requestCallback(
  db: DB,
  input: CallbackForm,
  options: { companyEmail: string; publicUrl: string; now?: Date },
): Promise<CallbackResult> {
  const now = options.now ?? new Date();
  if (!callbackSlots(now).some((slot) => slot.value === input.creneau)) return { ok: false, field: "creneau", message: CALLBACK_SLOT_GONE };
  const [slotDate, slotHalf] = input.creneau.split("|") as [string, HalfDay];
  const label = slotLabel(slotDate, slotHalf);
  const project = input.projet ? await db.selectFrom("projects").select(["id", "title"]).where("id", "=", input.projet).executeTakeFirst() : undefined;
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("callbackRequests")
      .values({ nom: input.nom, telephone: input.telephone, slotDate, slotHalf, projectId: project?.id ?? null, createdAt: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueMail(trx, {
      to: options.companyEmail,
      subject: `Demande de rappel : ${input.nom}, ${label}`,
      body: `${input.nom} demande à être rappelé(e) le ${label}, au ${input.telephone}.${
        project ? `\nProjet concerné : ${project.title} (${options.publicUrl}/projets/${project.id})` : ""
      }\n\nLa liste des demandes : ${options.publicUrl}/creer/rappels\n`,
    });
    return row.id;
  });
  return { ok: true, id, slotLabel: label };
}

/** Requests to handle first (by date and half-day), then those done; at most `limit`. */
export async function listCallbackRequests(db: DB, limit = 300): Promise<CallbackRequest[]> {
  const rows = await db
    .selectFrom("callbackRequests")
    .leftJoin("projects", "projects.id", "callbackRequests.projectId")
    .selectAll("callbackRequests")
    .select("projects.title as projectTitle")
    .orderBy((eb) => eb.case().when("callbackRequests.doneAt", "is", null).then(0).else(1).end())
    .orderBy("callbackRequests.slotDate")
    .orderBy("callbackRequests.slotHalf", "desc")
    .orderBy("callbackRequests.id")
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, slotLabel: slotLabel(row.slotDate, row.slotHalf) }));
}

/** Marks a request done (or not); false when it does not exist. */
export async function setCallbackDone(db: DB, id: number, done: boolean, by: string): Promise<boolean> {
  const result = await db
    .updateTable("callbackRequests")
    .set(done ? { doneAt: nowIso(), doneBy: by } : { doneAt: null, doneBy: null })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function pendingCallbackCount(db: DB): Promise<number> {
  const row = await db.selectFrom("callbackRequests").select(({ fn }) => fn.countAll<number>().as("n")).where("doneAt", "is", null).executeTakeFirstOrThrow();
  return Number(row.n);
}
