// Resources (links managed by admins) and the seven fixed document templates.
import type { DocumentTemplate, Resource, ResourceInput } from "~/domain/entities";
import { nowIso } from "./columns.server";
import { bumpContentVersion } from "./content-version.server";
import type { DB } from "./db.server";

export function listResources(db: DB): Promise<Resource[]> {
  return db.selectFrom("resources").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();
}

export async function createResource(db: DB, input: ResourceInput): Promise<number> {
  const { id } = await db
    .insertInto("resources")
    .values({ ...input, createdAt: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  return id;
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
