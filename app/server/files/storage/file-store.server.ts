// Where the bytes of files live (issue 31). Two implementations of one interface:
// - the database (the default, as before): the row's `bytes` column holds the file;
// - an S3 bucket (S3_BUCKET set): the object holds the file, the row keeps its metadata (hash, type,
//   size, owner, kind) and an empty `bytes` column.
// Reads go by the row: bytes in the row are served from it (a database half moved by storage:migrate
// keeps working), an empty column means the object. Writes put the object first, then the row
// (decision 0058): a failure leaves no row, and the orphan sweep (sweep.server.ts) removes the object.
import type { Readable } from "node:stream";
import { type FileStore, openRowBytes, s3ConfigFromEnv } from "./store-interface.server";

export { type ByteRange, type FileStore, type OpenedFile, type S3Config, StorageUnavailableError, keys, openRowBytes, s3ConfigFromEnv } from "./store-interface.server";

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
