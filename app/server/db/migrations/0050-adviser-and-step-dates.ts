import type { Kysely } from "kysely";

// The client's follow-up (issue 23): the adviser chosen among the staff, and the dates of the nine steps,
// done (recorded when a step is ticked, or set by the staff) and planned (set by the staff). ISO days.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("adviser_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema
    .createTable("step_dates")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("step", "integer", (c) => c.notNull())
    .addColumn("done_on", "text")
    .addColumn("planned_on", "text")
    .addPrimaryKeyConstraint("step_dates_pk", ["user_id", "step"])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("step_dates").execute();
  await db.schema.alterTable("users").dropColumn("adviser_id").execute();
}
