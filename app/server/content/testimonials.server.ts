// Clients' testimonials (issue 23, decision 0044): first name, city, date and the project bought, managed
// by the staff, shown on the home page and the team page.
import type { SessionUser } from "~/domain/accounts/account";
import { testimonialFields } from "~/domain/content/content-forms";
import type { Testimonial, TestimonialInput } from "~/domain/content/entities";
import { fromColumns, toColumns } from "~/domain/content/fields";
import { audit } from "../platform/audit.server";
import { nowIso } from "../db/columns.server";
import { writeContent } from "./content-version.server";
import { type DB, lockRow } from "../db/db.server";

type Actor = Pick<SessionUser, "id" | "email">;

function selectTestimonials(db: DB) {
  return db
    .selectFrom("testimonials")
    .leftJoin("projects", "projects.id", "testimonials.projectId")
    .selectAll("testimonials")
    .select("projects.title as projectTitle");
}

type Row = Awaited<ReturnType<ReturnType<typeof selectTestimonials>["executeTakeFirstOrThrow"]>>;

const toTestimonial = ({ id, createdAt, updatedAt, projectTitle, ...row }: Row): Testimonial => {
  const values = fromColumns(testimonialFields, row);
  return { ...values, id, project: values.projectId !== null && projectTitle !== null ? { id: values.projectId, title: projectTitle } : null, createdAt, updatedAt };
};

/** The testimonials, the most recent first (`limit`: the home page's few). */
export async function listTestimonials(db: DB, { limit }: { limit?: number } = {}): Promise<Testimonial[]> {
  const rows = await selectTestimonials(db)
    .orderBy("testimonials.date", "desc")
    .orderBy("testimonials.id", "desc")
    .$if(limit !== undefined, (qb) => qb.limit(limit!))
    .execute();
  return rows.map(toTestimonial);
}

/** The testimonials of the clients who bought project `projectId`, the most recent first (its « Témoignage » tab). */
export async function projectTestimonials(db: DB, projectId: number): Promise<Testimonial[]> {
  const rows = await selectTestimonials(db).where("testimonials.projectId", "=", projectId).orderBy("testimonials.date", "desc").orderBy("testimonials.id", "desc").execute();
  return rows.map(toTestimonial);
}

export async function getTestimonial(db: DB, id: number): Promise<Testimonial | null> {
  const row = await selectTestimonials(db).where("testimonials.id", "=", id).executeTakeFirst();
  return row ? toTestimonial(row) : null;
}

export type SaveTestimonialResult = { ok: true; id: number } | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * Saves a testimonial: a new one without `id`, else testimonial `id` changes. The project it names must
 * exist (another admin may have deleted it): checked in the write's transaction, its row locked
 * (PostgreSQL), then the row and its audit row (with an actor; the seed passes none). Null: the
 * testimonial to edit does not exist.
 */
export async function saveTestimonial(db: DB, input: TestimonialInput, { id, actor }: { id?: number; actor?: Actor }): Promise<SaveTestimonialResult | null> {
  const now = nowIso();
  const summary = `${input.prenom}, ${input.ville}`;
  return writeContent(db, async (trx): Promise<SaveTestimonialResult | null> => {
    if (input.projectId !== null && !(await lockRow(trx, "projects", input.projectId)))
      return { ok: false, fieldErrors: { projectId: ["Ce projet n’existe plus : choisissez-en un autre."] } };
    if (id === undefined) {
      const row = await trx.insertInto("testimonials").values({ ...toColumns(testimonialFields, input), createdAt: now, updatedAt: now }).returning("id").executeTakeFirstOrThrow();
      if (actor) await audit(trx, actor, "create", "testimonial", row.id, summary);
      return { ok: true, id: row.id };
    }
    const result = await trx.updateTable("testimonials").set({ ...toColumns(testimonialFields, input), updatedAt: now }).where("id", "=", id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    if (actor) await audit(trx, actor, "update", "testimonial", id, summary);
    return { ok: true, id };
  });
}

/** Deletes a testimonial with its audit row; false when there is no such testimonial. */
export async function deleteTestimonial(db: DB, id: number, actor: Actor): Promise<boolean> {
  return writeContent(db, async (trx) => {
    const row = await trx.deleteFrom("testimonials").where("id", "=", id).returning(["prenom", "ville"]).executeTakeFirst();
    if (!row) return false;
    await audit(trx, actor, "delete", "testimonial", id, `${row.prenom}, ${row.ville}`);
    return true;
  });
}
