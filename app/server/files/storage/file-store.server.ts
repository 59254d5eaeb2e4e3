// Where the bytes of files live (issue 31). Two implementations of one interface:
// - the database (the default, as before): the row's `bytes` column holds the file;
// - an S3 bucket (S3_BUCKET set): the object holds the file, the row keeps its metadata (hash, type,
//   size, owner, kind) and an empty `bytes` column.
// Reads go by the row: bytes in the row are served from it (a database half moved by storage:migrate
// keeps working), an empty column means the object. Writes put the object first, then the row
// (decision 0058): a failure leaves no row, and the orphan sweep (sweep.server.ts) removes the object.
import type { Readable } from "node:stream";
import { MediaError } from "../../platform/errors.server";

export interface ByteRange {
  /** From 0. */
  offset: number;
  length: number;
}

export interface OpenedFile {
  /** The bytes as a web stream (never the whole file in memory from a bucket). */
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface FileStore {
  readonly name: "database" | "s3";
  /**
   * Keeps `bytes` under `key`; returns what the row's bytes column must hold: the bytes themselves
   * (database) or nothing (bucket, once the object is written). Throws StorageUnavailableError.
   */
  write(key: string, bytes: Buffer, contentType: string): Promise<Buffer>;
  /** The file a row points to, as a stream; null when its object is missing. */
  open(key: string, rowBytes: Buffer | Uint8Array, range?: ByteRange): Promise<OpenedFile | null>;
  /** The whole file (sharp, PDF drawing); null when its object is missing. */
  readAll(key: string, rowBytes: Buffer | Uint8Array): Promise<Buffer | null>;
  /** Removes objects (nothing to do for the database: the rows go with their bytes). */
  remove(keys: readonly string[]): Promise<void>;
  /** Every object under a prefix with its date (the sweep); empty for the database. */
  list(prefix: string): AsyncIterable<{ key: string; lastModified: Date; size: number }>;
  /** Whether the store answers (readiness); true for the database (its own check covers it). */
  ping(): Promise<boolean>;
  /** The URL a visitor can read a public object from (S3_PUBLIC_URL), or null: served by the site. */
  publicUrl(key: string): string | null;
}

/** The bucket does not answer: a French message for the staff, the form kept. */
export class StorageUnavailableError extends MediaError {
  constructor(cause?: unknown) {
    super("Le stockage des fichiers ne répond pas : rien n’a été enregistré. Réessayez dans quelques minutes ; si cela persiste, prévenez l’hébergeur.");
    this.cause = cause;
  }
}

/** Object keys: public pictures by content (immutable), private files under a prefix never made public. */
export const keys = {
  original: (hash: string, ext: string) => `public/media/${hash}.${ext}`,
  variant: (hash: string, width: number, format: string) => `public/media/${hash}-${width}.${format}`,
  privateFile: (userId: number, id: string) => `private/clients/${userId}/${id}`,
};

const bytesStream = (bytes: Uint8Array): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

/** The row's bytes, a range of them, as an opened file. */
export function openRowBytes(rowBytes: Buffer | Uint8Array, range?: ByteRange): OpenedFile {
  const part = range ? rowBytes.subarray(range.offset, range.offset + range.length) : rowBytes;
  const view = new Uint8Array(part.buffer, part.byteOffset, part.byteLength);
  return { body: bytesStream(view), size: view.byteLength };
}

export const databaseStore: FileStore = {
  name: "database",
  write: async (_key, bytes) => bytes,
  open: async (_key, rowBytes, range) => openRowBytes(rowBytes, range),
  readAll: async (_key, rowBytes) => Buffer.from(rowBytes.buffer, rowBytes.byteOffset, rowBytes.byteLength),
  remove: async () => {},
  list: async function* () {},
  ping: async () => true,
  publicUrl: () => null,
};

/** A node stream as a web stream. */
export const webStream = async (body: Readable): Promise<ReadableStream<Uint8Array>> => {
  const { Readable } = await import("node:stream");
  return Readable.toWeb(body) as ReadableStream<Uint8Array>;
};

let current: FileStore | undefined;

/** The store the environment chooses: S3 when S3_BUCKET is set, the database otherwise. */
export async function fileStore(): Promise<FileStore> {
  if (current) return current;
  const bucket = process.env.S3_BUCKET?.trim();
  if (!bucket) current = databaseStore;
  else {
    const { s3Store } = await import("./s3-store.server");
    current = s3Store(s3ConfigFromEnv(process.env, bucket));
  }
  return current;
}

/** Replaces the store of this process (the tests against their own S3 peer; the migration script). */
export function useFileStore(store: FileStore | undefined): void {
  current = store;
}

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  publicUrl?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
}

export function s3ConfigFromEnv(env: NodeJS.ProcessEnv, bucket = env.S3_BUCKET ?? ""): S3Config {
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new Error("S3_ENDPOINT doit commencer par http:// ou https://");
  const publicUrl = env.S3_PUBLIC_URL?.trim().replace(/\/+$/, "") || undefined;
  if (publicUrl && !/^https?:\/\//.test(publicUrl)) throw new Error("S3_PUBLIC_URL doit commencer par http:// ou https://");
  return { bucket: bucket.trim(), endpoint, region: env.S3_REGION?.trim() || "fr-par", publicUrl };
}
