import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

// Issue 11, item 4: the conversation between a client and the staff on the client's file. A message is
// written by one side (from_staff) and read by the other (read_at: when the other side first saw it).
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("client_messages")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("client_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("from_staff", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .execute();
  await db.schema.createIndex("client_messages_client_idx").on("client_messages").columns(["client_id", "created_at"]).execute();
  await db.schema.createIndex("client_messages_unread_idx").on("client_messages").columns(["from_staff", "read_at", "client_id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("client_messages").execute();
}
