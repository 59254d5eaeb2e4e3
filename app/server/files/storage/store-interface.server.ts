// The interface of the files' stores (file-store.server.ts chooses one) and what both implementations share,
// apart from the choice, so that the S3 store (loaded only when S3_BUCKET is set) depends on this alone.
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
