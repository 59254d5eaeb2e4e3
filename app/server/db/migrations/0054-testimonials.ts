import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

// Issue 23, item 11: clients' testimonials with their first name, city, date and the project they bought
// (decision 0044, docs/decisions/content/). A project deleted later leaves its testimonials without a project.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("testimonials")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("prenom", "text", (c) => c.notNull())
    .addColumn("ville", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("project_id", "integer", (c) => c.references("projects.id").onDelete("set null"))
    .addColumn("texte", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("testimonials_date_idx").on("testimonials").columns(["date", "id"]).execute();
  await db.schema.createIndex("testimonials_project_idx").on("testimonials").column("project_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("testimonials").execute();
}
