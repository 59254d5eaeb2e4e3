import { type Kysely, sql } from "kysely";

// The listing that helps choose (issue 13, item 12): a status admins set (« Disponible », « En travaux »,
// « Loué »), the surface, and the gross yield and monthly cash flow copied out of the `rentabilite` JSON
// into columns of their own, so that the list is ordered on indexes on both engines. The model keeps
// the copies in step with the JSON on every save; existing rows are filled here.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("projects").addColumn("status", "text", (c) => c.notNull().defaultTo("disponible")).execute();
  for (const name of ["surface", "gross_yield", "monthly_cashflow"])
    await db.schema.alterTable("projects").addColumn(name, "double precision", (c) => c.notNull().defaultTo(0)).execute();

  const rows = await sql<{ id: number; rentabilite: string }>`select id, rentabilite from projects`.execute(db);
  for (const { id, rentabilite } of rows.rows) {
    let figures: { profitabilityBrut?: unknown; cashflowNet?: unknown } = {};
    try {
      figures = JSON.parse(rentabilite) as typeof figures;
    } catch {
      // A broken JSON value reads as no figures, as the model reads it.
    }
    const number = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);
    await sql`update projects set gross_yield = ${number(figures.profitabilityBrut)}, monthly_cashflow = ${number(figures.cashflowNet)} where id = ${id}`.execute(db);
  }

  // The orders of the list: each reads its index (backwards for descending orders).
  await db.schema.createIndex("projects_price_id_idx").on("projects").columns(["prix_global", "id"]).execute();
  await db.schema.createIndex("projects_yield_idx").on("projects").columns(["gross_yield", "id"]).execute();
  await db.schema.createIndex("projects_cashflow_idx").on("projects").columns(["monthly_cashflow", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["projects_cashflow_idx", "projects_yield_idx", "projects_price_id_idx"]) await db.schema.dropIndex(name).execute();
  for (const name of ["monthly_cashflow", "gross_yield", "surface", "status"]) await db.schema.alterTable("projects").dropColumn(name).execute();
}
