import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

// The investor's file (issue 11): updates posted by the staff on each of the nine steps, private files
// (update photos and documents, the client's own documents) kept apart from the public media table so
// that no /media/... URL can ever reach them, and the client's documents checklist.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("step_updates")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("step", "integer", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("marks_done", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("author_name", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("step_updates_user_idx").on("step_updates").columns(["user_id", "step", "created_at"]).execute();

  await db.schema
    .createTable("private_files")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("update_id", "integer", (c) => c.references("step_updates.id").onDelete("cascade"))
    .addColumn("document_item", "text")
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("bytes", t.blob, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("private_files_user_idx").on("private_files").columns(["user_id", "kind"]).execute();

  await db.schema
    .createTable("client_documents")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("item", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("comment", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("client_documents_pk", ["user_id", "item"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("client_documents").execute();
  await db.schema.dropTable("private_files").execute();
  await db.schema.dropTable("step_updates").execute();
}
