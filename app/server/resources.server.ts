// Resources (links managed by admins) and the seven fixed document templates.
import type { DocumentTemplate, Resource, ResourceInput } from "~/domain/entities";
import { nowIso } from "./columns.server";
import { bumpContentVersion } from "./content-version.server";
import type { SessionUser } from "~/domain/account";
import { audit } from "./audit.server";
import type { DB } from "./db.server";

export function listResources(db: DB): Promise<Resource[]> {
  return db.selectFrom("resources").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

type Actor = Pick<SessionUser, "id" | "email">;

export async function createResource(db: DB, input: ResourceInput, actor?: Actor): Promise<number> {
  const { id } = await db
    .insertInto("resources")
    .values({ ...input, createdAt: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (actor) await audit(db, actor, "create", "resource", id, input.nom);
  await bumpContentVersion(db);
  return id;
}

export function getResource(db: DB, id: number): Promise<Resource | undefined> {
  return db.selectFrom("resources").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function updateResource(db: DB, id: number, input: ResourceInput, actor: Actor): Promise<boolean> {
  const result = await db.updateTable("resources").set(input).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await audit(db, actor, "update", "resource", id, input.nom);
  await bumpContentVersion(db);
  return true;
}

export async function deleteResource(db: DB, id: number, actor: Actor): Promise<boolean> {
  const row = await db.deleteFrom("resources").where("id", "=", id).returning("nom").executeTakeFirst();
  if (!row) return false;
  await audit(db, actor, "delete", "resource", id, row.nom);
  await bumpContentVersion(db);
  return true;
}

export function listDocuments(db: DB): Promise<DocumentTemplate[]> {
  return db.selectFrom("documents").selectAll().orderBy("position").execute();
}

export async function saveDocument(db: DB, doc: DocumentTemplate): Promise<void> {
  await db
    .insertInto("documents")
    .values(doc)
    .onConflict((oc) => oc.column("slug").doUpdateSet({ ...doc }))
    .execute();
  await bumpContentVersion(db);
}
