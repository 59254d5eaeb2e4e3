import type { Kysely } from "kysely";

// « Ce projet m’intéresse » (issue 13, item 6): the project a contact message or a lead is about, kept
// when the project is deleted (the message stays, without its project). Call-back requests have had
// theirs since 0009c.
const TABLES = ["contact_messages", "leads"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn("project_id", "integer", (c) => c.references("projects.id").onDelete("set null")).execute();
    await db.schema.createIndex(`${table}_project_idx`).on(table).column("project_id").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.dropIndex(`${table}_project_idx`).execute();
    await db.schema.alterTable(table).dropColumn("project_id").execute();
  }
}
