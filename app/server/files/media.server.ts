// Media: originals re-encoded without metadata, and their AVIF/WebP variants, content-addressed so that
// every instance serves the same immutable bytes; the rows are in the database, the bytes in it or in the
// bucket (storage/file-store.server.ts, issue 31). Variants are made when an image is saved (uploads),
// by a background pass after start-up (demo seed, rows older than that), and only as a fallback on a
// request for a variant still missing (decision 0014).
import { createHash } from "node:crypto";
import sharp from "sharp";
import {
  EXTENSIONS,
  type SniffedType,
  VARIANT_FORMATS,
  VARIANT_WIDTHS,
  type VariantFormat,
  type VariantWidth,
  sniffType,
} from "~/domain/content/media";
import { nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";
import { MediaError } from "../platform/errors.server";
import { type OpenedFile, fileStore, keys, openRowBytes } from "./storage/file-store.server";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_DIMENSION = 2400;

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

async function reencode(bytes: Uint8Array, type: SniffedType, pngCompression = 9): Promise<{ bytes: Buffer; width: number; height: number }> {
  try {
    // No withMetadata(): EXIF, GPS and ICC comments are dropped; rotate() applies the EXIF orientation first.
    let image = sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true });
    image = type === "image/png" ? image.png({ compressionLevel: pngCompression, palette: false }) : image.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new MediaError("Ce fichier n’est pas une image lisible.");
  }
}

export interface StoredMedia {
  hash: string;
  mime: SniffedType;
  ext: string;
}

export interface PreparedMedia extends StoredMedia {
  bytes: Buffer;
  width: number | null;
  height: number | null;
  name: string;
}

/**
 * Checks and re-encodes a file without storing it: the type is decided from the bytes, images are
 * re-encoded. Throws MediaError with a French message when the file is refused.
 */
export async function prepareMedia(
  input: Uint8Array,
  options: {
    baseName: string;
    allowed: readonly SniffedType[];
    /** zlib level of re-encoded PNGs (9; the seed uses 6). */ pngCompression?: number;
    /** MAX_UPLOAD_BYTES unless told (private files allow more). */ maxBytes?: number;
  },
): Promise<PreparedMedia> {
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  if (input.byteLength === 0) throw new MediaError("Le fichier est vide.");
  if (input.byteLength > maxBytes) throw new MediaError(`Le fichier dépasse la taille maximale de ${maxBytes / 1024 / 1024} Mo.`);
  const type = sniffType(input);
  if (!type || !options.allowed.includes(type)) {
    const names = options.allowed.map((t) => EXTENSIONS[t].toUpperCase().replace("JPG", "JPEG")).join(", ");
    throw new MediaError(`Type de fichier refusé : formats acceptés ${names}.`);
  }
  const encoded = type === "application/pdf" ? { bytes: Buffer.from(input), width: null, height: null } : await reencode(input, type, options.pngCompression);
  const ext = EXTENSIONS[type];
  return { ...encoded, hash: hashOf(encoded.bytes), mime: type, ext, name: `${options.baseName}.${ext}` };
}

/** An image we drew ourselves (demo seed), already PNG: no need to check or re-encode it. */
export function trustedPng(bytes: Buffer, size: { width: number; height: number }, baseName: string): PreparedMedia {
  return { bytes, ...size, hash: hashOf(bytes), mime: "image/png", ext: "png", name: `${baseName}.png` };
}

/**
 * Stores a prepared file with, for an image, every variant the pages use (made now unless they already
 * exist), in one transaction. `variants: false` leaves them to makeMissingVariants (the demo seed).
 */
export async function saveMedia(db: DB, media: PreparedMedia, options: { variants?: boolean } = {}): Promise<StoredMedia> {
  const image = media.mime !== "application/pdf";
  const variants = image && options.variants !== false && !(await hasAllVariants(db, media.hash)) ? await makeVariants(media.bytes) : [];
  // The objects first, then the rows: a failure between them leaves objects the sweep removes, never a row without its file.
  const store = await fileStore();
  const kept = await store.write(keys.original(media.hash, media.ext), media.bytes, media.mime);
  const keptVariants = await Promise.all(variants.map(async (v) => ({ ...v, bytes: await store.write(keys.variant(media.hash, v.width, v.format), v.bytes, MIME[v.format]) })));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("media")
      .values({
        hash: media.hash,
        kind: image ? "image" : "pdf",
        mime: media.mime,
        width: media.width,
        height: media.height,
        name: media.name,
        size: media.bytes.byteLength,
        bytes: kept,
        createdAt: nowIso(),
      })
      .onConflict((oc) => oc.column("hash").doNothing())
      .execute();
    if (keptVariants.length > 0)
      await trx
        .insertInto("mediaVariants")
        .values(keptVariants.map((v) => ({ hash: media.hash, ...v })))
        .onConflict((oc) => oc.columns(["hash", "format", "width"]).doNothing())
        .execute();
  });
  return { hash: media.hash, mime: media.mime, ext: media.ext };
}

/** prepareMedia then saveMedia. */
export async function storeMedia(db: DB, input: Uint8Array, options: { baseName: string; allowed: readonly SniffedType[] }): Promise<StoredMedia> {
  return saveMedia(db, await prepareMedia(input, options));
}

const originalRow = (db: DB, hash: string) =>
  db.selectFrom("media").select(["mime", "name", "bytes", "kind", "size"]).where("hash", "=", hash).executeTakeFirst();
const originalKey = (hash: string, mime: string) => keys.original(hash, EXTENSIONS[mime as SniffedType] ?? "bin");

/** An upload as it was stored, whole (sharp, PDF drawing); null when there is none with this hash or its object is missing. */
export async function getOriginal(db: DB, hash: string) {
  const row = await originalRow(db, hash);
  if (!row) return null;
  const bytes = await (await fileStore()).readAll(originalKey(hash, row.mime), row.bytes);
  return bytes ? { mime: row.mime, name: row.name, kind: row.kind, bytes } : null;
}

/** An upload as a stream (the /media route); null when there is none or its object is missing. */
export async function openOriginal(db: DB, hash: string): Promise<{ mime: string; name: string; kind: "image" | "pdf"; file: OpenedFile } | null> {
  const row = await originalRow(db, hash);
  if (!row) return null;
  const file = await (await fileStore()).open(originalKey(hash, row.mime), row.bytes);
  return file ? { mime: row.mime, name: row.name, kind: row.kind, file } : null;
}

const MIME: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** Every variant the pages link to (media-image.tsx: each width in each format). */
export const VARIANTS: readonly { format: VariantFormat; width: VariantWidth }[] = VARIANT_FORMATS.flatMap((format) =>
  VARIANT_WIDTHS.map((width) => ({ format, width })),
);

/** AVIF effort 2: on our images as small as effort 3 (smaller on average) in half the time (decision 0014). */
function encodeVariant(original: Uint8Array, format: VariantFormat, width: VariantWidth): Promise<Buffer> {
  const resized = sharp(original).resize({ width, withoutEnlargement: true });
  return (format === "avif" ? resized.avif({ quality: 50, effort: 2 }) : resized.webp({ quality: 72 })).toBuffer();
}

/** All the variants of an image, encoded in parallel (sharp works on libuv's threads). */
export async function makeVariants(original: Uint8Array): Promise<{ format: VariantFormat; width: VariantWidth; bytes: Buffer }[]> {
  return Promise.all(VARIANTS.map(async ({ format, width }) => ({ format, width, bytes: await encodeVariant(original, format, width) })));
}

async function hasAllVariants(db: DB, hash: string): Promise<boolean> {
  const row = await db
    .selectFrom("mediaVariants")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("hash", "=", hash)
    .executeTakeFirstOrThrow();
  return Number(row.n) >= VARIANTS.length;
}

const variantRow = (db: DB, hash: string, format: VariantFormat, width: VariantWidth) =>
  db.selectFrom("mediaVariants").select("bytes").where("hash", "=", hash).where("format", "=", format).where("width", "=", width).executeTakeFirst();

/** Encodings under way in this process, so that the fallback and the background pass never encode twice. */
const encoding = new Map<string, Promise<Buffer | null>>();

/**
 * The stored variant, or else encodes and stores it (null when the image does not exist), once per process at a
 * time. `missing`: the caller has just read that no row exists (the /media route), so it is not read a second
 * time; a row stored meanwhile by another instance is kept (the insert does nothing).
 */
function makeVariant(db: DB, hash: string, format: VariantFormat, width: VariantWidth, { missing = false } = {}): Promise<Buffer | null> {
  const key = `${hash}-${width}.${format}`;
  const running = encoding.get(key);
  if (running) return running;
  const work = (async () => {
    const store = await fileStore();
    const stored = missing ? undefined : await variantRow(db, hash, format, width);
    if (stored) return store.readAll(keys.variant(hash, width, format), stored.bytes);
    const original = await getOriginal(db, hash);
    if (!original || original.kind !== "image") return null;
    const bytes = await encodeVariant(original.bytes, format, width);
    const kept = await store.write(keys.variant(hash, width, format), bytes, MIME[format]);
    await db
      .insertInto("mediaVariants")
      .values({ hash, format, width, bytes: kept })
      .onConflict((oc) => oc.columns(["hash", "format", "width"]).doNothing())
      .execute();
    return bytes;
  })().finally(() => encoding.delete(key));
  encoding.set(key, work);
  return work;
}

/**
 * A stored variant of an image; null when the image does not exist. Variants are made when images are
 * saved; one still missing (an image stored before that, or the background pass not there yet) is made
 * now and kept.
 */
export async function getVariant(db: DB, hash: string, format: VariantFormat, width: VariantWidth) {
  const bytes = await makeVariant(db, hash, format, width);
  return bytes ? { mime: MIME[format], bytes } : null;
}

/** A variant as a stream (the /media route): the stored one, or else made now; null when the image or the object is missing. */
export async function openVariant(db: DB, hash: string, format: VariantFormat, width: VariantWidth): Promise<{ mime: string; file: OpenedFile } | null> {
  const stored = await variantRow(db, hash, format, width);
  if (stored) {
    const file = await (await fileStore()).open(keys.variant(hash, width, format), stored.bytes);
    return file ? { mime: MIME[format], file } : null;
  }
  const bytes = await makeVariant(db, hash, format, width, { missing: true });
  return bytes ? { mime: MIME[format], file: openRowBytes(bytes) } : null;
}

/**
 * Makes every missing variant of every stored image, one at a time so that the site keeps answering
 * while it runs: cover images first (what a first visit shows above the fold), then the others.
 * Stops early when `signal` is aborted. Returns how many variants it made.
 */
export async function makeMissingVariants(db: DB, options: { signal?: AbortSignal } = {}): Promise<number> {
  const images = await db.selectFrom("media").select("hash").where("kind", "=", "image").orderBy("hash").execute();
  if (images.length === 0) return 0;
  const existing = new Set(
    (await db.selectFrom("mediaVariants").select(["hash", "format", "width"]).execute()).map((v) => `${v.hash}-${v.width}.${v.format}`),
  );
  const covers = new Set(
    (
      await Promise.all([
        db.selectFrom("projects").select("imageCover").execute(),
        db.selectFrom("cities").select("imageCover").execute(),
        db.selectFrom("districts").select("imageCover").execute(),
      ])
    )
      .flat()
      .map((row) => row.imageCover),
  );
  const ordered = [...images.filter((i) => covers.has(i.hash)), ...images.filter((i) => !covers.has(i.hash))];
  let made = 0;
  for (const { hash } of ordered)
    for (const { format, width } of VARIANTS) {
      if (options.signal?.aborted) return made;
      if (existing.has(`${hash}-${width}.${format}`)) continue;
      await makeVariant(db, hash, format, width);
      made += 1;
    }
  return made;
}

/** The PDFs among `hashes` (images lists may hold documents), with their download names. */
export async function pdfNames(db: DB, hashes: readonly (string | null | undefined)[]): Promise<Record<string, string>> {
  const wanted = [...new Set(hashes.filter((h): h is string => !!h))];
  if (wanted.length === 0) return {};
  const rows = await db.selectFrom("media").select(["hash", "name"]).where("hash", "in", wanted).where("kind", "=", "pdf").execute();
  return Object.fromEntries(rows.map((r) => [r.hash, r.name]));
}
