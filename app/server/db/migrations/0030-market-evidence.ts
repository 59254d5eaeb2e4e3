import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

// Issue 21: market evidence (decisions 0031 to 0033). Imports are recorded with their progress and summary;
// the rows of a DVF file that need the rest of their sale wait in market_sale_rows (staging, never read by
// pages); comparable sales are kept per import, and market_departments says which import a department
// shows, so that a new import becomes visible in one short transaction. Aggregates per commune and per
// district are stored at import time (market_stats): a page reads a few rows. Reference rents are kept per
// import too, market_rent_editions naming the edition each segment shows.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("market_imports")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("actor", "text", (c) => c.notNull())
    .addColumn("files", "text", (c) => c.notNull())
    .addColumn("started_at", "text", (c) => c.notNull())
    .addColumn("heartbeat_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .addColumn("progress", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("summary", "text")
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("market_imports_started_idx").on("market_imports").column("started_at").execute();

  await db.schema
    .createTable("market_sale_rows")
    .addColumn("import_id", "integer", (c) => c.notNull())
    .addColumn("department", "text", (c) => c.notNull())
    .addColumn("mutation", "text", (c) => c.notNull())
    .addColumn("line", "integer", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("fingerprint", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("value", "double precision")
    .addColumn("surface", "double precision")
    .addColumn("rooms", "double precision")
    .addColumn("commune", "text", (c) => c.notNull())
    .addColumn("commune_name", "text", (c) => c.notNull())
    .addColumn("parcel", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("market_sale_rows_order_idx").on("market_sale_rows").columns(["import_id", "department", "mutation", "line"]).execute();

  await db.schema
    .createTable("market_sales")
    .addColumn("import_id", "integer", (c) => c.notNull())
    .addColumn("department", "text", (c) => c.notNull())
    .addColumn("mutation", "text", (c) => c.notNull())
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("commune", "text", (c) => c.notNull())
    .addColumn("commune_name", "text", (c) => c.notNull())
    .addColumn("section", "text", (c) => c.notNull())
    .addColumn("surface", "double precision", (c) => c.notNull())
    .addColumn("value", "double precision", (c) => c.notNull())
    .addColumn("price_m2", "double precision", (c) => c.notNull())
    .addColumn("rooms", "double precision")
    .execute();
  await db.schema.createIndex("market_sales_commune_date_idx").on("market_sales").columns(["commune", "date"]).execute();
  await db.schema.createIndex("market_sales_import_idx").on("market_sales").columns(["import_id", "department"]).execute();
  await db.schema.createIndex("market_sales_section_idx").on("market_sales").columns(["section", "date"]).execute();

  await db.schema
    .createTable("market_departments")
    .addColumn("department", "text", (c) => c.primaryKey())
    .addColumn("import_id", "integer", (c) => c.notNull())
    .addColumn("latest_sale", "text", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("sales", "integer", (c) => c.notNull())
    .addColumn("imported_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("market_stats")
    .addColumn("area", "text", (c) => c.notNull())
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("department", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("sales", "integer", (c) => c.notNull())
    .addColumn("median", "double precision")
    .addColumn("q1", "double precision")
    .addColumn("q3", "double precision")
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("window_end", "text", (c) => c.notNull())
    .addColumn("halves", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("market_stats_pk", ["area", "code"])
    .execute();
  await db.schema.createIndex("market_stats_department_idx").on("market_stats").columns(["department", "area"]).execute();

  await db.schema
    .createTable("market_district_sections")
    .addColumn("district_id", "integer", (c) => c.primaryKey().references("districts.id").onDelete("cascade"))
    .addColumn("sections", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("market_rents")
    .addColumn("import_id", "integer", (c) => c.notNull())
    .addColumn("segment", "text", (c) => c.notNull())
    .addColumn("commune", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("department", "text", (c) => c.notNull())
    .addColumn("rent", "double precision")
    .addColumn("lower", "double precision")
    .addColumn("upper", "double precision")
    .addColumn("level", "text", (c) => c.notNull())
    .addColumn("observations", "integer")
    .addColumn("observations_area", "integer")
    .execute();
  await db.schema.createIndex("market_rents_commune_idx").on("market_rents").columns(["commune", "segment"]).execute();
  await db.schema.createIndex("market_rents_import_idx").on("market_rents").column("import_id").execute();

  await db.schema
    .createTable("market_rent_editions")
    .addColumn("segment", "text", (c) => c.primaryKey())
    .addColumn("import_id", "integer", (c) => c.notNull())
    .addColumn("edition", "integer", (c) => c.notNull())
    .addColumn("communes", "integer", (c) => c.notNull())
    .addColumn("imported_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["market_rent_editions", "market_rents", "market_district_sections", "market_stats", "market_departments", "market_sales", "market_sale_rows", "market_imports"])
    await db.schema.dropTable(table).execute();
}
