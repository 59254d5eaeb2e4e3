import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

// Call-back requests: a half-day chosen by the visitor and a phone number, followed up by the staff.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("callback_requests")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("nom", "text", (c) => c.notNull())
    .addColumn("telephone", "text", (c) => c.notNull())
    .addColumn("slot_date", "text", (c) => c.notNull())
    .addColumn("slot_half", "text", (c) => c.notNull())
    .addColumn("project_id", "integer", (c) => c.references("projects.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("done_at", "text")
    .addColumn("done_by", "text")
    .execute();
  await db.schema.createIndex("callback_requests_slot_idx").on("callback_requests").columns(["slot_date", "slot_half"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("callback_requests").execute();
}
