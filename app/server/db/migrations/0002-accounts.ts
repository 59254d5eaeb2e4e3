import type { Kysely } from "kysely";
import { columnTypes } from "./column-types";

export async function up(db: Kysely<unknown>): Promise<void> {
  const t = columnTypes(db);

  let users = db.schema
    .createTable("users")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("username", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("role", "text", (c) => c.notNull().defaultTo("client"))
    .addColumn("email_verified_at", "text")
    .addColumn("nom", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("prenom", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("age", "integer")
    .addColumn("telephone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("ville", "text", (c) => c.notNull().defaultTo(""))
    // JSON: the questionnaire answers (domain/questionnaire.ts).
    .addColumn("formulaire", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("formulaire_valid", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("consent_at", "text")
    .addColumn("consent_version", "text");
  for (let step = 1; step <= 9; step++) users = users.addColumn(`etape${step}`, "integer", (c) => c.notNull().defaultTo(0));
  await users
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("email_tokens")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("nom", "text", (c) => c.notNull())
    .addColumn("prenom", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("ville", "text", (c) => c.notNull())
    .addColumn("telephone", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("age", "integer")
    .addColumn("formulaire", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("consent_at", "text", (c) => c.notNull())
    .addColumn("consent_version", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("leads_created_idx").on("leads").column("created_at").execute();

  await db.schema
    .createTable("contact_messages")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("nom", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", t.id, t.idConstraints)
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("reply_to", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("sent_at", "text")
    .execute();
  await db.schema.createIndex("outbox_pending_idx").on("outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("window_start", "text", (c) => c.notNull())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
    .execute();

  await db.schema
    .createTable("login_failures")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("failures", "integer", (c) => c.notNull())
    .addColumn("last_failed_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["login_failures", "rate_limits", "outbox", "contact_messages", "leads", "email_tokens", "sessions", "users"])
    await db.schema.dropTable(table).execute();
}
