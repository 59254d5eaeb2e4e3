// Moving files into the bucket, and keeping bucket and database consistent (issue 31, decision 0058):
// - migrateToBucket: every file still in a row goes to its object, verified by hash both before it
//   leaves the row and once written; then the row's bytes are cleared. Idempotent and resumable: a row
//   is done when its bytes column is empty, an interrupted run starts again where it was.
// - checkStorage: objects no row points to (orphans) and rows whose object is missing.
// - sweepStorage: removes orphans older than a grace period (an upload in flight writes its object before
//   its row), never an object a row points to; both counts logged at info.
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { EXTENSIONS, type SniffedType } from "~/domain/content/media";
import type { DB } from "../../db/db.server";
import { log } from "../../platform/log.server";
import { runPeriodically } from "../../platform/periodic.server";
import { type FileStore, keys } from "./file-store.server";

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");
const ext = (mime: string) => EXTENSIONS[mime as SniffedType] ?? "bin";
const hasBytes = sql<boolean>`length(bytes) > 0`;

export interface MigrationProgress {
  kind: "images et PDF publics" | "variantes d’images" | "fichiers privés";
  done: number;
  total: number;
}

export class VerificationError extends Error {}

async function writeVerified(store: FileStore, key: string, bytes: Buffer, mime: string): Promise<void> {
  const expected = sha256(bytes);
  await store.write(key, bytes, mime);
  const back = await store.readAll(key, Buffer.alloc(0));
  if (!back || sha256(back) !== expected) throw new VerificationError(`L’objet ${key} relu ne correspond pas aux octets de la base : rien n’a été effacé de la base.`);
}

/** Moves every file still in the database to `store`; returns how many of each kind were moved. */
export async function migrateToBucket(db: DB, store: FileStore, onProgress: (p: MigrationProgress) => void = () => {}) {
  if (store.name === "database") throw new Error("S3_BUCKET n’est pas défini : rien à migrer.");
  const moved = { media: 0, variants: 0, privateFiles: 0 };

  const media = await db.selectFrom("media").select(["hash"]).where(hasBytes).orderBy("hash").execute();
  for (const { hash } of media) {
    const row = await db.selectFrom("media").select(["mime", "bytes"]).where("hash", "=", hash).executeTakeFirst();
    if (!row || row.bytes.byteLength === 0) continue;
    // Media are content-addressed: the row's bytes must still give its hash before they leave the database.
    if (sha256(row.bytes).slice(0, 32) !== hash) throw new VerificationError(`Le média ${hash} de la base ne correspond plus à son empreinte : migration arrêtée.`);
    await writeVerified(store, keys.original(hash, ext(row.mime)), row.bytes, row.mime);
    await db.updateTable("media").set({ bytes: Buffer.alloc(0) }).where("hash", "=", hash).execute();
    onProgress({ kind: "images et PDF publics", done: ++moved.media, total: media.length });
  }

  const variants = await db.selectFrom("mediaVariants").select(["hash", "format", "width"]).where(hasBytes).orderBy("hash").execute();
  for (const v of variants) {
    const where = db.selectFrom("mediaVariants").where("hash", "=", v.hash).where("format", "=", v.format).where("width", "=", v.width);
    const row = await where.select("bytes").executeTakeFirst();
    if (!row || row.bytes.byteLength === 0) continue;
    await writeVerified(store, keys.variant(v.hash, v.width, v.format), row.bytes, `image/${v.format}`);
    await db.updateTable("mediaVariants").set({ bytes: Buffer.alloc(0) }).where("hash", "=", v.hash).where("format", "=", v.format).where("width", "=", v.width).execute();
    onProgress({ kind: "variantes d’images", done: ++moved.variants, total: variants.length });
  }

  const files = await db.selectFrom("privateFiles").select(["id"]).where(hasBytes).orderBy("id").execute();
  for (const { id } of files) {
    const row = await db.selectFrom("privateFiles").select(["userId", "mime", "bytes", "size"]).where("id", "=", id).executeTakeFirst();
    if (!row || row.bytes.byteLength === 0) continue;
    if (row.bytes.byteLength !== row.size) throw new VerificationError(`Le fichier privé ${id} n’a pas la taille enregistrée : migration arrêtée.`);
    // The same key on every run: a run stopped after the object and before the row writes it again.
    const key = keys.privateFile(row.userId, `migre-${id}`);
    await writeVerified(store, key, row.bytes, row.mime);
    await db.updateTable("privateFiles").set({ bytes: Buffer.alloc(0), objectKey: key }).where("id", "=", id).execute();
    onProgress({ kind: "fichiers privés", done: ++moved.privateFiles, total: files.length });
  }
  return moved;
}

/** Every key a row points to, and those among them whose bytes are in the bucket (not in the row). */
async function referencedKeys(db: DB): Promise<{ all: Set<string>; inBucket: Set<string> }> {
  const all = new Set<string>();
  const inBucket = new Set<string>();
  const add = (key: string, bucket: boolean) => {
    all.add(key);
    if (bucket) inBucket.add(key);
  };
  for (const m of await db.selectFrom("media").select(["hash", "mime", sql<number>`length(bytes)`.as("stored"), "size"]).execute())
    add(keys.original(m.hash, ext(m.mime)), Number(m.stored) === 0 && m.size > 0);
  for (const v of await db.selectFrom("mediaVariants").select(["hash", "format", "width", sql<number>`length(bytes)`.as("stored")]).execute())
    add(keys.variant(v.hash, v.width, v.format), Number(v.stored) === 0);
  for (const f of await db.selectFrom("privateFiles").select(["objectKey", sql<number>`length(bytes)`.as("stored"), "size"]).where("objectKey", "is not", null).execute())
    add(f.objectKey!, Number(f.stored) === 0 && f.size > 0);
  return { all, inBucket };
}

export interface StorageReport {
  /** Objects no row points to (with their age). */
  orphans: { key: string; lastModified: Date }[];
  /** Rows whose bytes should be in the bucket and are not. */
  missing: string[];
}

export async function checkStorage(db: DB, store: FileStore): Promise<StorageReport> {
  // The listing first: an object written after it and its row after the rows' reading is never an orphan here.
  const objects: { key: string; lastModified: Date }[] = [];
  for (const prefix of ["public/", "private/"]) for await (const o of store.list(prefix)) objects.push(o);
  const { all, inBucket } = await referencedKeys(db);
  const listed = new Set(objects.map((o) => o.key));
  return { orphans: objects.filter((o) => !all.has(o.key)), missing: [...inBucket].filter((k) => !listed.has(k)) };
}

/** Uploads in flight have this long between their object and their row. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

export async function sweepStorage(db: DB, store: FileStore, { graceMs = ORPHAN_GRACE_MS, now = Date.now() } = {}) {
  if (store.name === "database") return { removed: 0, missing: 0 };
  const report = await checkStorage(db, store);
  const old = report.orphans.filter((o) => now - o.lastModified.getTime() >= graceMs).map((o) => o.key);
  // Read the rows again just before removing: an object referenced meanwhile is kept.
  const { all } = await referencedKeys(db);
  const removable = old.filter((k) => !all.has(k));
  await store.remove(removable);
  log().info({ orphelinsSupprimes: removable.length, objetsManquants: report.missing.length }, "stockage : nettoyage des objets orphelins");
  if (report.missing.length > 0) log().warn({ manquants: report.missing.slice(0, 20) }, "stockage : fichiers de la base absents du stockage");
  return { removed: removable.length, missing: report.missing.length };
}

/** Runs the sweep every `everyMs` (6 hours) in the background; returns a stop function, which waits for a sweep in flight. */
export function startStorageSweep(db: DB, store: FileStore, everyMs = 6 * 60 * 60 * 1000): () => Promise<void> {
  if (store.name === "database") return async () => {};
  return runPeriodically(() => sweepStorage(db, store), { intervalMs: everyMs, failure: "stockage : nettoyage impossible", level: "warn" });
}
