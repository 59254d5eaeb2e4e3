import type { Kysely } from "kysely";
import { IRL_SEED } from "~/domain/ownership/irl";
import { columnTypes } from "./column-types";

// After the keys (issue 22, decisions 0034 and 0035): a client's let properties, kept by staff. A property
// is a (client, project) pair: its leases (one tenant at a time), the rent revisions applied to a lease,
// the rent received month by month, its expenses; the INSEE IRL series the revisions read; and the owner's
// consent to the anonymous publication of their results. Money in integer cents, days "YYYY-MM-DD" and
// months "YYYY-MM" as text, booleans 0/1, the IRL value as a number with two decimals.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("leases")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("client_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // A project with books cannot be deleted (the model refuses before the database would).
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("restrict"))
    .addColumn("tenant", "text", (c) => c.notNull())
    .addColumn("start_on", "text", (c) => c.notNull())
    .addColumn("end_on", "text")
    .addColumn("furnished", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("rent_cents", "integer", (c) => c.notNull())
    .addColumn("charges_cents", "integer", (c) => c.notNull())
    .addColumn("deposit_cents", "integer", (c) => c.notNull())
    // The IRL quarter the lease names (1 to 4); null: the one in force at signing.
    .addColumn("reference_quarter", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leases_client_idx").on("leases").columns(["client_id", "project_id", "start_on"]).execute();
  await db.schema.createIndex("leases_project_idx").on("leases").columns(["project_id"]).execute();

  await db.schema
    .createTable("rent_changes")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("lease_id", "integer", (c) => c.notNull().references("leases.id").onDelete("cascade"))
    .addColumn("from_on", "text", (c) => c.notNull())
    .addColumn("rent_cents", "integer", (c) => c.notNull())
    // The IRL quarters of an IRL revision (the letter's figures); null for another change.
    .addColumn("previous_irl_year", "integer")
    .addColumn("new_irl_year", "integer")
    .addColumn("irl_quarter", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("rent_changes_lease_day", ["lease_id", "from_on"])
    .execute();

  await db.schema
    .createTable("rent_payments")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("lease_id", "integer", (c) => c.notNull().references("leases.id").onDelete("cascade"))
    .addColumn("month", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("paid_on", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rent_payments_lease_idx").on("rent_payments").columns(["lease_id", "month"]).execute();

  await db.schema
    .createTable("property_expenses")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("client_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("restrict"))
    .addColumn("category", "text", (c) => c.notNull())
    .addColumn("spent_on", "text", (c) => c.notNull())
    .addColumn("amount_cents", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("property_expenses_client_idx").on("property_expenses").columns(["client_id", "project_id", "spent_on"]).execute();
  await db.schema.createIndex("property_expenses_project_idx").on("property_expenses").columns(["project_id"]).execute();

  await db.schema
    .createTable("irl_quarters")
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("quarter", "integer", (c) => c.notNull())
    .addColumn("value", "double precision", (c) => c.notNull())
    // The first day the value is known to have been public; null when no source gave it (seeded rows only).
    .addColumn("published_on", "text")
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("irl_quarters_pk", ["year", "quarter"])
    .execute();
  // The published values, each with its source (app/domain/ownership/irl.ts, as it stood at this migration).
  const createdAt = new Date().toISOString();
  await (db as Kysely<{ irl_quarters: Record<string, unknown> }>)
    .insertInto("irl_quarters")
    .values(IRL_SEED.map((q) => ({ year: q.year, quarter: q.quarter, value: q.value, published_on: q.published, source: q.source, created_at: createdAt })))
    .execute();

  // The owner's « J'accepte la publication anonyme des résultats de mon investissement »: a row while it
  // holds (off by default: no row), with the day and the version of the text agreed to; revoked: deleted.
  await db.schema
    .createTable("publication_consents")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("accepted_at", "text", (c) => c.notNull())
    .addColumn("text_version", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("publication_consents").execute();
  await db.schema.dropTable("irl_quarters").execute();
  await db.schema.dropTable("property_expenses").execute();
  await db.schema.dropTable("rent_payments").execute();
  await db.schema.dropTable("rent_changes").execute();
  await db.schema.dropTable("leases").execute();
}
