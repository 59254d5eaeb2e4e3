import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  const str = (name: string) => [name, "text", (c: ColumnDefinitionBuilder) => c.notNull().defaultTo("")] as const;

  await db.schema
    .createTable("media")
    .addColumn("hash", "text", (c) => c.primaryKey())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("mime", "text", (c) => c.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("size", "integer", (c) => c.notNull())
    .addColumn("bytes", t.blob, (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("media_variants")
    .addColumn("hash", "text", (c) => c.notNull().references("media.hash").onDelete("cascade"))
    .addColumn("format", "text", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("bytes", t.blob, (c) => c.notNull())
    .addPrimaryKeyConstraint("media_variants_pk", ["hash", "format", "width"])
    .execute();

  let cities = db.schema
    .createTable("cities")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("nom", "text", (c) => c.notNull())
    .addColumn("image_cover", "text", (c) => c.references("media.hash"))
    .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("population", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("etudiant", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("distance_paris", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("transport", "text", (c) => c.notNull().check(sql`transport in ('avion', 'train', 'bus')`));
  for (const name of [
    "description_population", "description_etudiant", "description_distance_paris", "titre_transport",
    "description_transport", "titre_atout", "atout", "titre1", "titre2", "titre3", "description1",
    "description2", "description3", "titre_onglet1", "titre_onglet2", "titre_onglet3", "titre_onglet4",
  ]) cities = cities.addColumn(...str(name));
  for (const name of ["onglet1", "onglet2", "onglet3", "onglet4"])
    cities = cities.addColumn(name, "text", (c) => c.notNull().defaultTo("[]"));
  await cities
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  let districts = db.schema
    .createTable("districts")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("city_id", "integer", (c) => c.notNull().references("cities.id").onDelete("restrict"))
    .addColumn("nom", "text", (c) => c.notNull())
    .addColumn("tmp_uni", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("tmp_centre_ville", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("amenities", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("taux_elever", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("prix_moyen_location", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("prix_moyen_au_metre", "double precision", (c) => c.notNull().defaultTo(0))
    .addColumn("commentaire", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("image_cover", "text", (c) => c.references("media.hash"))
    .addColumn("image_analyse", "text", (c) => c.references("media.hash"));
  for (const name of ["profile_cibler", "type_bien_cibler", "strategie_adopter", "url", "description"])
    districts = districts.addColumn(...str(name));
  await districts
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("districts_city_idx").on("districts").column("city_id").execute();

  let projects = db.schema
    .createTable("projects")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("city_id", "integer", (c) => c.notNull().references("cities.id").onDelete("restrict"))
    .addColumn("district_id", "integer", (c) => c.references("districts.id").onDelete("set null"))
    .addColumn("image_cover", "text", (c) => c.references("media.hash"))
    .addColumn("images", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("images_travaux", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("video", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("en_avant", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("total", "text", (c) => c.notNull())
    .addColumn("charges_mensuelles", "text", (c) => c.notNull())
    .addColumn("rentabilite", "text", (c) => c.notNull());
  for (const name of [
    "prix_global", "prix_location", "taux_emprunt", "tmp_renov", "profitability_net", "cashflow_differer",
    "mois_differer",
  ]) projects = projects.addColumn(name, "double precision", (c) => c.notNull().defaultTo(0));
  for (const name of [
    "scenario_adopter", "profil_cibler", "type_bien_avant", "type_bien_apres", "titre_renov1", "titre_renov2",
    "titre_renov3", "titre_renov4", "description_client", "temoignage",
  ]) projects = projects.addColumn(...str(name));
  for (const name of ["renov1", "renov2", "renov3", "renov4"])
    projects = projects.addColumn(name, "text", (c) => c.notNull().defaultTo("[]"));
  await projects
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // The search filters and the list order (newest first).
  await db.schema.createIndex("projects_city_idx").on("projects").columns(["city_id", "prix_global"]).execute();
  await db.schema.createIndex("projects_type_idx").on("projects").columns(["type_bien_apres", "prix_global"]).execute();
  await db.schema.createIndex("projects_price_idx").on("projects").column("prix_global").execute();
  await db.schema.createIndex("projects_created_idx").on("projects").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("projects_featured_idx").on("projects").column("en_avant").execute();
  await db.schema.createIndex("projects_district_idx").on("projects").column("district_id").execute();

  await db.schema
    .createTable("resources")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("nom", "text", (c) => c.notNull())
    .addColumn("lien", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("documents")
    .addColumn("slug", "text", (c) => c.primaryKey())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("media_hash", "text", (c) => c.notNull().references("media.hash"))
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("site_state")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["site_state", "documents", "resources", "projects", "districts", "cities", "media_variants", "media"])
    await db.schema.dropTable(table).execute();
}
