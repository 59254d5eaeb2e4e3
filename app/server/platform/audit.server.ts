// The audit log of admin changes: who, what, when.
import type { SessionUser } from "~/domain/accounts/account";
import { nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";
import type { AuditLogTable } from "../db/db-schema";

export type AuditAction = AuditLogTable["action"];
export type AuditEntity = AuditLogTable["entity"];

export async function audit(
  db: DB,
  who: Pick<SessionUser, "id" | "email">,
  action: AuditAction,
  entity: AuditEntity,
  entityId: number | null,
  summary: string,
): Promise<void> {
  await db
    .insertInto("auditLog")
    .values({ userId: who.id, userEmail: who.email, action, entity, entityId, summary: summary.slice(0, 500), createdAt: nowIso() })
    .execute();
}

export function listAudit(db: DB, limit = 200, offset = 0) {
  return db.selectFrom("auditLog").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).offset(offset).execute();
}
