import type { Kysely } from "kysely";

// Addresses from which an account has signed in correctly ("e-mail|address"): the per-e-mail
// ceiling on failed sign-ins never delays them, so nobody can lock an owner out of their own address.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("known_signin_addresses")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("last_signin_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("known_signin_addresses").execute();
}
