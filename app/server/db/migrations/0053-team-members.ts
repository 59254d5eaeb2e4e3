import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

// Issue 23, item 11: the team, managed by the staff (it was written in the team page's code), each member
// with a photo, a role and professional details (decision 0044, docs/decisions/content/).
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("team_members")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("prenom", "text", (c) => c.notNull())
    .addColumn("nom", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("parcours", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("bio", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("photo", "text", (c) => c.references("media.hash"))
    .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("team_members_position_idx").on("team_members").columns(["position", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("team_members").execute();
}
