import type { Kysely } from "kysely";

// Sign-up records the acceptance of the terms of use and of the privacy policy: when, and which versions.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("terms_accepted_at", "text").execute();
  await db.schema.alterTable("users").addColumn("terms_version", "text").execute();
  await db.schema.alterTable("users").addColumn("terms_privacy_version", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["terms_privacy_version", "terms_version", "terms_accepted_at"]) await db.schema.alterTable("users").dropColumn(column).execute();
}
