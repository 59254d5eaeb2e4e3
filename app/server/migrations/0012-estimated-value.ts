import type { Kysely } from "kysely";

// « Valeur estimée après travaux »: what the property is worth once renovated, as staff estimate it, and
// where the estimate comes from. NULL: no estimate, the property is valued at purchase price + works.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("projects").addColumn("valeur_apres_travaux", "double precision").execute();
  await db.schema.alterTable("projects").addColumn("source_valeur", "text", (c) => c.notNull().defaultTo("")).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["source_valeur", "valeur_apres_travaux"]) await db.schema.alterTable("projects").dropColumn(column).execute();
}
