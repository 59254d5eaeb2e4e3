// Private files of the investor's file: update photos and documents posted by the staff, documents
// sent by the client. Stored in their own table (never in `media`), so no public /media/... URL can
// reach them; served only by routes that check who asks (see fileForClient / fileForStaff).
import { MAX_PRIVATE_FILES, MAX_PRIVATE_FILE_BYTES } from "~/domain/clients/investor-file";
import type { SniffedType } from "~/domain/content/media";
import { sql } from "kysely";
import type { DB } from "../db/db.server";
import type { PrivateFilesTable } from "../db/db-schema";
import { MediaError } from "../platform/errors.server";
import { type PreparedMedia, prepareMedia } from "./media.server";

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

export async function insertPrivateFile(
  db: DB,
  file: PreparedMedia,
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
      bytes: file.bytes,
      createdAt: link.now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
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

/** A file with its bytes, only when it belongs to `ownerId`: null otherwise, whatever the id. */
export async function getPrivateFile(db: DB, options: { id: number; ownerId: number }) {
  const row = await db
    .selectFrom("privateFiles")
    .select(["id", "mime", "name", "bytes", "size"])
    .where("id", "=", options.id)
    .where("userId", "=", options.ownerId)
    .executeTakeFirst();
  return row ?? null;
}

/**
 * A part of a file's bytes, only when it belongs to `ownerId` (null otherwise): the data export reads
 * files a slice at a time, so that it never holds a whole file. `offset` counts from 0.
 */
export async function privateFileSlice(db: DB, options: { id: number; ownerId: number; offset: number; length: number }): Promise<Uint8Array | null> {
  const row = await db
    .selectFrom("privateFiles")
    .select(sql<Buffer>`substr(bytes, ${options.offset + 1}, ${options.length})`.as("part"))
    .where("id", "=", options.id)
    .where("userId", "=", options.ownerId)
    .executeTakeFirst();
  return row ? new Uint8Array(row.part.buffer, row.part.byteOffset, row.part.byteLength) : null;
}

/** The response of a private file: never stored, PDFs downloaded, no type sniffing by the browser. */
export function privateFileResponse(file: { mime: string; name: string; bytes: Buffer | Uint8Array }): Response {
  const disposition = file.mime === "application/pdf" ? "attachment" : "inline";
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      "Content-Type": file.mime,
      "Content-Length": String(file.bytes.byteLength),
      "Content-Disposition": `${disposition}; filename="${file.name.replace(/[^A-Za-z0-9._-]/g, "_")}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
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
