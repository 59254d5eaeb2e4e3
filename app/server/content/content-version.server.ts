// A counter bumped by every content write. Page caches compare it to know whether a cached page
// is still current; it lives in the database so that it holds across app instances. Within this
// process a bump also tells the listeners at once (the page cache), without waiting for their poll.
import type { DB } from "../db/db.server";

const KEY = "content_version";
const listeners = new Set<(version: string) => void>();

export async function contentVersion(db: DB): Promise<string> {
  const row = await db.selectFrom("siteState").select("value").where("key", "=", KEY).executeTakeFirst();
  return row?.value ?? "0";
}

export async function bumpContentVersion(db: DB): Promise<void> {
  const value = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  await db
    .insertInto("siteState")
    .values({ key: KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
  for (const listener of listeners) listener(value);
}

/** Calls `listener` after each content write made by this process; returns the unsubscribe. */
export function onContentChange(listener: (version: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether a write's result says that it wrote something: not false, not null, not a refusal (`{ ok: false }`).
 * A write that changes nothing changes no version (issue 29, item 1).
 */
export function wroteSomething(result: unknown): boolean {
  if (result === false || result === null) return false;
  return !(typeof result === "object" && "ok" in result && (result as { ok: unknown }).ok === false);
}

/**
 * Runs a content write (the row and its audit row) in one transaction and, once it is committed and
 * if it wrote anything (wroteSomething), bumps the content version.
 */
export async function writeContent<T>(db: DB, write: (trx: DB) => Promise<T>): Promise<T> {
  const result = await db.transaction().execute(write);
  if (wroteSomething(result)) await bumpContentVersion(db);
  return result;
}
