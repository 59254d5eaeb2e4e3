import type { Kysely } from "kysely";

// Indexes for the project search ordered by date (issue 14): a filter on the city or the type reads
// its projects already in date order, and the featured list its three rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("projects_city_created_idx").on("projects").columns(["city_id", "created_at", "id"]).execute();
  await db.schema.createIndex("projects_type_created_idx").on("projects").columns(["type_bien_apres", "created_at", "id"]).execute();
  await db.schema.createIndex("projects_featured_updated_idx").on("projects").columns(["en_avant", "updated_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of ["projects_city_created_idx", "projects_type_created_idx", "projects_featured_updated_idx"])
    await db.schema.dropIndex(name).execute();
}
