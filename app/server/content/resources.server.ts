// Resources (links managed by admins) and the seven fixed document templates.
import type { DocumentTemplate, Resource, ResourceInput } from "~/domain/content/entities";
import { nowIso } from "../db/columns.server";
import { bumpContentVersion, writeContent } from "./content-version.server";
import type { SessionUser } from "~/domain/accounts/account";
import { audit } from "../platform/audit.server";
import type { DB } from "../db/db.server";

export function listResources(db: DB): Promise<Resource[]> {
  return db.selectFrom("resources").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

type Actor = Pick<SessionUser, "id" | "email">;

/** Adds a resource; with an actor (staff pages, API), its audit row in the same transaction. The seed passes none. */
export async function createResource(db: DB, input: ResourceInput, { actor }: { actor?: Actor } = {}): Promise<number> {
  return writeContent(db, async (trx) => {
    const { id } = await trx
      .insertInto("resources")
      .values({ ...input, createdAt: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (actor) await audit(trx, actor, "create", "resource", id, input.nom);
    return id;
  });
}

export async function getResource(db: DB, id: number): Promise<Resource | null> {
  return (await db.selectFrom("resources").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

/** Replaces a resource and writes its audit row, in one transaction; false when there is no such resource. */
export async function updateResource(db: DB, id: number, input: ResourceInput, actor: Actor): Promise<boolean> {
  return writeContent(db, async (trx) => {
    const result = await trx.updateTable("resources").set(input).where("id", "=", id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await audit(trx, actor, "update", "resource", id, input.nom);
    return true;
  });
}

/** Deletes a resource (nothing refers to one) with its audit row, in one transaction; false when there is no such resource. */
export async function deleteResource(db: DB, id: number, actor: Actor): Promise<boolean> {
  return writeContent(db, async (trx) => {
    const row = await trx.deleteFrom("resources").where("id", "=", id).returning("nom").executeTakeFirst();
    if (!row) return false;
    await audit(trx, actor, "delete", "resource", id, row.nom);
    return true;
  });
}

export function listDocuments(db: DB): Promise<DocumentTemplate[]> {
  return db.selectFrom("documents").selectAll().orderBy("position").execute();
}

/**
 * Stores the document templates in one statement, so that a listing sees none or all of them (two first listings
 * at once, or two instances, never show a partial list), then bumps the content version once.
 */
export async function saveDocuments(db: DB, docs: DocumentTemplate[]): Promise<void> {
  if (docs.length === 0) return;
  await db
    .insertInto("documents")
    .values(docs)
    .onConflict((oc) =>
      oc.column("slug").doUpdateSet((eb) => ({
        title: eb.ref("excluded.title"),
        description: eb.ref("excluded.description"),
        mediaHash: eb.ref("excluded.mediaHash"),
        fileName: eb.ref("excluded.fileName"),
        position: eb.ref("excluded.position"),
      })),
    )
    .execute();
  await bumpContentVersion(db);
}
