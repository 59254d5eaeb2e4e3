// Private files of the investor's file: update photos and documents posted by the staff, documents
// sent by the client. Stored in their own table (never in `media`), so no public /media/... URL can
// reach them; served only by routes that check who asks (see fileForClient / fileForStaff). With a
// bucket (issue 31) their bytes are objects under the private prefix, written before the rows and
// removed when the rows are not written.
import { randomUUID } from "node:crypto";
import { MAX_PRIVATE_FILES, MAX_PRIVATE_FILE_BYTES } from "~/domain/clients/investor-file";
import type { SniffedType } from "~/domain/content/media";
import { sql } from "kysely";
import type { DB } from "../db/db.server";
import type { PrivateFilesTable } from "../db/db-schema";
import { MediaError } from "../platform/errors.server";
import { type PreparedMedia, prepareMedia } from "./media.server";
import { type OpenedFile, fileStore, keys } from "./storage/file-store.server";

export interface UploadedFile {
  /** The name the browser gave; only its base is kept, the extension comes from the bytes. */
  name: string;
  bytes: Uint8Array;
}

const baseName = (name: string) =>
  name
    .replace(/\.[^.]*$/, "")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^A-Za-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "document";

/** Type from the bytes, at most 20 MB, images re-encoded without metadata. Throws MediaError. */
export async function preparePrivateFiles(files: readonly UploadedFile[], allowed: readonly SniffedType[]): Promise<PreparedMedia[]> {
  const prepared: PreparedMedia[] = [];
  for (const file of files) {
    try {
      prepared.push(await prepareMedia(file.bytes, { baseName: baseName(file.name), allowed, maxBytes: MAX_PRIVATE_FILE_BYTES }));
    } catch (error) {
      if (error instanceof MediaError) throw new MediaError(`${file.name || "Fichier"} : ${error.message}`);
      throw error;
    }
  }
  return prepared;
}

/** Refuses (MediaError) when `adding` more files would take the client over MAX_PRIVATE_FILES. */
export async function checkFileCap(db: DB, userId: number, adding: number): Promise<void> {
  const { n } = await db
    .selectFrom("privateFiles")
    .select(({ fn }) => fn.countAll<number>().as("n"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  if (Number(n) + adding > MAX_PRIVATE_FILES)
    throw new MediaError(`Ce dossier compte déjà ${Number(n)} fichiers : au plus ${MAX_PRIVATE_FILES} fichiers par client.`);
}

/** A prepared file whose bytes are stored already: the row keeps `kept` (the bytes, or nothing beside an object). */
export interface StoredPrivateFile extends PreparedMedia {
  objectKey: string | null;
  kept: Buffer;
}

/**
 * Writes the files' bytes (objects first, issue 31), then runs `work`, which inserts their rows; when it
 * throws or `done` says nothing was kept, the objects are removed: no object without its row.
 */
export async function withStoredFiles<T>(
  userId: number,
  prepared: readonly PreparedMedia[],
  work: (stored: StoredPrivateFile[]) => Promise<T>,
  done: (result: T) => boolean,
): Promise<T> {
  const store = await fileStore();
  const stored: StoredPrivateFile[] = [];
  const removeAll = () => store.remove(stored.flatMap((f) => (f.objectKey ? [f.objectKey] : []))).catch(() => {});
  let result: T;
  try {
    for (const file of prepared) {
      const key = keys.privateFile(userId, randomUUID());
      const kept = await store.write(key, file.bytes, file.mime);
      stored.push({ ...file, objectKey: store.name === "database" ? null : key, kept });
    }
    result = await work(stored);
  } catch (error) {
    await removeAll();
    throw error;
  }
  if (!done(result)) await removeAll();
  return result;
}

export async function insertPrivateFile(
  db: DB,
  file: StoredPrivateFile,
  link: { userId: number; kind: PrivateFilesTable["kind"]; updateId?: number; documentItem?: string; now: string },
): Promise<number> {
  const { id } = await db
    .insertInto("privateFiles")
    .values({
      userId: link.userId,
      kind: link.kind,
      updateId: link.updateId ?? null,
      documentItem: link.documentItem ?? null,
      mime: file.mime,
      name: file.name,
      size: file.bytes.byteLength,
      width: file.width,
      height: file.height,
      bytes: file.kept,
      objectKey: file.objectKey,
      createdAt: link.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

/** The keys of a client's objects (account deletion removes them after the rows). */
export async function privateObjectKeys(db: DB, userId: number): Promise<string[]> {
  const rows = await db.selectFrom("privateFiles").select("objectKey").where("userId", "=", userId).where("objectKey", "is not", null).execute();
  return rows.map((r) => r.objectKey!);
}

export interface PrivateFileInfo {
  id: number;
  kind: PrivateFilesTable["kind"];
  updateId: number | null;
  documentItem: string | null;
  mime: string;
  name: string;
  size: number;
  width: number | null;
  height: number | null;
  createdAt: string;
}

/** The files of a client, without their bytes, oldest first. */
export function listPrivateFiles(db: DB, userId: number): Promise<PrivateFileInfo[]> {
  return db
    .selectFrom("privateFiles")
    .select(["id", "kind", "updateId", "documentItem", "mime", "name", "size", "width", "height", "createdAt"])
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();
}

const objectKeyOf = (row: { objectKey: string | null }) => row.objectKey ?? "";

/** A file, streamed, only when it belongs to `ownerId`: null otherwise, whatever the id (or when its object is missing). */
export async function getPrivateFile(db: DB, options: { id: number; ownerId: number }): Promise<{ mime: string; name: string; file: OpenedFile } | null> {
  const row = await db
    .selectFrom("privateFiles")
    .select(["id", "mime", "name", "bytes", "size", "objectKey"])
    .where("id", "=", options.id)
    .where("userId", "=", options.ownerId)
    .executeTakeFirst();
  if (!row) return null;
  const file = await (await fileStore()).open(objectKeyOf(row), row.bytes);
  return file ? { mime: row.mime, name: row.name, file } : null;
}

/**
 * A part of a file's bytes, only when it belongs to `ownerId` (null otherwise): the data export reads
 * files a slice at a time, so that it never holds a whole file. `offset` counts from 0.
 */
export async function privateFileSlice(db: DB, options: { id: number; ownerId: number; offset: number; length: number }): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom("privateFiles")
    .select([sql<Buffer | null>`substr(bytes, ${options.offset + 1}, ${options.length})`.as("part"), "objectKey"])
    .where("id", "=", options.id)
    .where("userId", "=", options.ownerId)
    .executeTakeFirst();
  if (!row) return null;
  // SQLite gives null for a slice of an empty blob.
  const part = row.part ?? Buffer.alloc(0);
  if (row.objectKey === null || part.byteLength > 0) return new Uint8Array(part.buffer, part.byteOffset, part.byteLength);
  const opened = await (await fileStore()).open(row.objectKey, part, { offset: options.offset, length: options.length });
  return opened ? new Uint8Array(await new Response(opened.body).arrayBuffer()) : new Uint8Array(0);
}

/** The response of a private file: never stored, PDFs downloaded (no type sniffing: every response says so, http-entry.server.ts). */
export function privateFileResponse(file: { mime: string; name: string; bytes: Buffer | Uint8Array } | { mime: string; name: string; file: OpenedFile }): Response {
  const disposition = file.mime === "application/pdf" ? "attachment" : "inline";
  const body = "file" in file ? file.file.body : new Uint8Array(file.bytes);
  const size = "file" in file ? file.file.size : file.bytes.byteLength;
  return new Response(body, {
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(size),
      "Content-Disposition": `${disposition}; filename="${file.name.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** The files chosen in a form field (an empty file input sends one nameless empty entry: skipped). */
export async function uploadedFiles(form: FormData, field: string): Promise<UploadedFile[]> {
  const files: UploadedFile[] = [];
  for (const entry of form.getAll(field)) {
    if (typeof entry === "string" || (entry.name === "" && entry.size === 0)) continue;
    files.push({ name: entry.name, bytes: new Uint8Array(await entry.arrayBuffer()) });
  }
  return files;
}
