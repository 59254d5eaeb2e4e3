import type { Kysely } from "kysely";

// A city is a commune of the official INSEE list (issue 13, item 18): its code, département and postcodes,
// filled from @etalab/decoupage-administratif when staff pick it, and correctable. Empty for older rows.
const COLUMNS = ["code_insee", "departement", "departement_code", "codes_postaux"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable("cities").addColumn(column, "text", (c) => c.notNull().defaultTo("")).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...COLUMNS].reverse()) await db.schema.alterTable("cities").dropColumn(column).execute();
}
