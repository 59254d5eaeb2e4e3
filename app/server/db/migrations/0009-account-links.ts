import type { Kysely } from "kysely";

// E-mailed links beyond the admin verification: password reset and change of address. A change of
// address carries the new address until its link is opened.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("email_tokens").addColumn("new_email", "text").execute();
  await db.schema.createIndex("email_tokens_user_idx").on("email_tokens").columns(["user_id", "purpose"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("email_tokens_user_idx").execute();
  await db.schema.alterTable("email_tokens").dropColumn("new_email").execute();
}
