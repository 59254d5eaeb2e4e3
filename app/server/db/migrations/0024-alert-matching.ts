import { type Kysely, sql } from "kysely";

// Search alerts are matched by the digest job, no longer in the project's save transaction (issue 24,
// decision 0028): each run reads the projects changed since the last one, by their updated_at (indexed
// here). The job starts from now: what was saved before was matched by the old code. The alerts already
// active get, on the job's first run, the projects that existed now and match them then as known (never
// announced), as a new alert does when it becomes active; the second key asks for that.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("projects_updated_idx").on("projects").columns(["updated_at", "id"]).execute();
  const now = new Date().toISOString();
  await sql`insert into site_state (key, value) values ('search-alerts.matched-until', ${now})`.execute(db);
  const active = await sql<{ n: number | string }>`select count(*) as n from search_alerts where confirmed_at is not null`.execute(db);
  if (Number(active.rows[0]?.n ?? 0) > 0) await sql`insert into site_state (key, value) values ('search-alerts.known-before', ${now})`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from site_state where key in ('search-alerts.matched-until', 'search-alerts.known-before')`.execute(db);
  await db.schema.dropIndex("projects_updated_idx").execute();
}
