import type { Kysely } from "kysely";

// When a sender claimed an outbox row (status "sending"): a claim older than the timeout belongs to
// a sender that crashed, and the row is taken again (at-least-once delivery).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").addColumn("claimed_at", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("claimed_at").execute();
}
