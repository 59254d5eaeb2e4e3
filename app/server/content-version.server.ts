// A counter bumped by every content write. Page caches compare it to know whether a cached page
// is still current; it lives in the database so that it holds across app instances.
import type { DB } from "./db.server";

const KEY = "content_version";

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
}
