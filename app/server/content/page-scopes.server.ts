// Writes that change a few public pages empty only those pages (issue 29, item 1; decision 0048). The content
// version (content-version.server.ts) empties every cached page and every cached dossier: right for the
// catalogue, which staff edit, wrong for the books of one owner who publishes their results, which show on the
// track record (/resultats), the home's aggregate and that project's page only. Such a write bumps the version of
// its scopes instead: one row of site_state per scope (`pages:track-record`, `pages:project:12`), so that other
// instances see it at their next poll; this process's page cache is told at once.
import { sql } from "kysely";
import type { DB } from "../db/db.server";

/** The track record and its aggregate: /resultats and the home. */
export const TRACK_RECORD_SCOPE = "track-record";
/** One project's pages: its page (every tab), its photos, its API read. */
export const projectScope = (projectId: number) => `project:${projectId}`;

const PREFIX = "pages:";
const listeners = new Set<(scopes: string[], version: string) => void>();

/** Whether the cached page of `key` (path and canonical query) is one of `scope`'s. */
export function keyInScope(key: string, scope: string): boolean {
  const path = key.split("?")[0]!;
  if (scope === TRACK_RECORD_SCOPE) return path === "/" || path === "/resultats";
  const project = /^project:(\d+)$/.exec(scope)?.[1];
  if (project === undefined) return true; // A scope this version does not know: everything, to be safe.
  return path === `/projets/${project}` || path.startsWith(`/projets/${project}/`) || path === `/api/projets/${project}`;
}

/** Bumps the version of each scope, then tells this process's listeners. */
export async function invalidatePages(db: DB, scopes: string[]): Promise<void> {
  if (scopes.length === 0) return;
  const value = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const rows = [...new Set(scopes)].map((scope) => ({ key: `${PREFIX}${scope}`, value }));
  await db
    .insertInto("siteState")
    .values(rows)
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: (eb) => eb.ref("excluded.value") }))
    .execute();
  for (const listener of listeners) listener(scopes, value);
}

/** The version of every scope written so far, by scope. */
export async function scopeVersions(db: DB): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("siteState")
    .select(["key", "value"])
    .where(sql<boolean>`substr(key, 1, ${PREFIX.length}) = ${PREFIX}`)
    .execute();
  return new Map(rows.map((row) => [row.key.slice(PREFIX.length), row.value]));
}

/** Calls `listener` after each scoped write made by this process (its scopes and their new version); returns the unsubscribe. */
export function onPagesChange(listener: (scopes: string[], version: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The scopes a change of `clientId`'s books or consent touches: none unless they publish their results
 * (`published`, read inside the write), else the track record and the pages of the projects they let.
 */
export async function ownerScopes(db: DB, clientId: number, published: boolean): Promise<string[]> {
  if (!published) return [];
  const projects = await db.selectFrom("leases").select("projectId").distinct().where("clientId", "=", clientId).execute();
  return [TRACK_RECORD_SCOPE, ...projects.map((row) => projectScope(row.projectId))];
}
