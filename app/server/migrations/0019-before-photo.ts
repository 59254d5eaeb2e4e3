import type { Kysely } from "kysely";

// The before/after pair of a project page (issue 13, item 13): one photo of the property before works,
// shown beside the first photo of the finished property. A media hash, like the cover; null when none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("projects").addColumn("image_avant", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("projects").dropColumn("image_avant").execute();
}
