import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

// Issue 11, item 6: search alerts. An alert is a saved /projets query and an address (a client's, or a
// visitor's once confirmed); its links' tokens are stored hashed; the projects found for it wait in
// search_alert_matches until the next digest e-mail (sent_at). The outbox gains extra headers
// (List-Unsubscribe and List-Unsubscribe-Post), as JSON.
export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);
  await db.schema
    .createTable("search_alerts")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_sent_at", "text")
    .execute();
  await db.schema.createIndex("search_alerts_email_query_idx").on("search_alerts").columns(["email", "query"]).unique().execute();
  await db.schema.createIndex("search_alerts_user_idx").on("search_alerts").column("user_id").execute();
  await db.schema
    .createTable("search_alert_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("alert_id", "integer", (c) => c.notNull().references("search_alerts.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("expires_at", "text")
    .execute();
  await db.schema.createIndex("search_alert_tokens_alert_idx").on("search_alert_tokens").column("alert_id").execute();
  await db.schema
    .createTable("search_alert_matches")
    .addColumn("alert_id", "integer", (c) => c.notNull().references("search_alerts.id").onDelete("cascade"))
    .addColumn("project_id", "integer", (c) => c.notNull().references("projects.id").onDelete("cascade"))
    .addColumn("matched_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .addPrimaryKeyConstraint("search_alert_matches_pk", ["alert_id", "project_id"])
    .execute();
  await db.schema.createIndex("search_alert_matches_pending_idx").on("search_alert_matches").columns(["sent_at", "alert_id"]).execute();
  await db.schema.createIndex("search_alert_matches_project_idx").on("search_alert_matches").column("project_id").execute();
  await db.schema.alterTable("outbox").addColumn("headers", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("outbox").dropColumn("headers").execute();
  await db.schema.dropTable("search_alert_matches").execute();
  await db.schema.dropTable("search_alert_tokens").execute();
  await db.schema.dropTable("search_alerts").execute();
}
