import type { Kysely } from "kysely";

// Energy performance (issue 13, item 10): the DPE class before and after works, one letter A–G, or ""
// when staff have not given it (older rows). The form and the API check the letter and their order.
const COLUMNS = ["dpe_before", "dpe_after"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("projects").addColumn(column, "text", (c) => c.notNull().defaultTo("")).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable("projects").dropColumn(column).execute();
}
