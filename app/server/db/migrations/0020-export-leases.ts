import type { Kysely } from "kysely";

// Issue 25, item 3: one data export at a time per account, across instances. A row is the lease of a
// running export; it is renewed while the archive is sent and taken over once expired (a crash).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("export_leases")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("export_leases").execute();
}
