// Media stored in the database: originals re-encoded without metadata, and AVIF/WebP variants
// made on first request and kept, so every instance serves the same immutable bytes.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { EXTENSIONS, type SniffedType, type VariantFormat, type VariantWidth, sniffType } from "~/domain/media";
import { nowIso } from "./columns.server";
import type { DB } from "./db.server";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const MAX_DIMENSION = 2400;

export class MediaError extends Error {}

const hashOf = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex").slice(0, 32);

async function reencode(bytes: Uint8Array, type: SniffedType): Promise<{ bytes: Buffer; width: number; height: number }> {
  try {
    // No withMetadata(): EXIF, GPS and ICC comments are dropped; rotate() applies the EXIF orientation first.
    let image = sharp(bytes, { failOn: "error", limitInputPixels: 50_000_000 })
      .rotate()
      .resize({ width: MAX_DIMENSION, height: MAX_DIMENSION, fit: "inside", withoutEnlargement: true });
    image = type === "image/png" ? image.png({ compressionLevel: 9, palette: false }) : image.jpeg({ quality: 85, mozjpeg: true });
    const { data, info } = await image.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    throw new MediaError("Ce fichier n'est pas une image lisible.");
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
export async function prepareMedia(input: Uint8Array, options: { baseName: string; allowed: readonly SniffedType[] }): Promise<PreparedMedia> {
  if (input.byteLength === 0) throw new MediaError("Le fichier est vide.");
  if (input.byteLength > MAX_UPLOAD_BYTES)
    throw new MediaError(`Le fichier dépasse la taille maximale de ${MAX_UPLOAD_BYTES / 1024 / 1024} Mo.`);
  const type = sniffType(input);
  if (!type || !options.allowed.includes(type)) {
    const names = options.allowed.map((t) => EXTENSIONS[t].toUpperCase().replace("JPG", "JPEG")).join(", ");
    throw new MediaError(`Type de fichier refusé : formats acceptés ${names}.`);
  }
  const encoded = type === "application/pdf" ? { bytes: Buffer.from(input), width: null, height: null } : await reencode(input, type);
  const ext = EXTENSIONS[type];
  return { ...encoded, hash: hashOf(encoded.bytes), mime: type, ext, name: `${options.baseName}.${ext}` };
}

export async function saveMedia(db: DB, media: PreparedMedia): Promise<StoredMedia> {
  await db
    .insertInto("media")
    .values({
      hash: media.hash,
      kind: media.mime === "application/pdf" ? "pdf" : "image",
      mime: media.mime,
      width: media.width,
      height: media.height,
      name: media.name,
      size: media.bytes.byteLength,
      bytes: media.bytes,
      createdAt: nowIso(),
    })
    .onConflict((oc) => oc.column("hash").doNothing())
    .execute();
  return { hash: media.hash, mime: media.mime, ext: media.ext };
}

/** prepareMedia then saveMedia. */
export async function storeMedia(db: DB, input: Uint8Array, options: { baseName: string; allowed: readonly SniffedType[] }): Promise<StoredMedia> {
  return saveMedia(db, await prepareMedia(input, options));
}

export async function getOriginal(db: DB, hash: string) {
  return db.selectFrom("media").select(["mime", "name", "bytes", "kind"]).where("hash", "=", hash).executeTakeFirst();
}

const MIME: Record<VariantFormat, string> = { avif: "image/avif", webp: "image/webp" };

/** A variant of an image, made and stored on first request. Null when the image does not exist. */
export async function getVariant(db: DB, hash: string, format: VariantFormat, width: VariantWidth) {
  const found = await db
    .selectFrom("mediaVariants")
    .select("bytes")
    .where("hash", "=", hash)
    .where("format", "=", format)
    .where("width", "=", width)
    .executeTakeFirst();
  if (found) return { mime: MIME[format], bytes: found.bytes };

  const original = await db.selectFrom("media").select(["bytes", "kind"]).where("hash", "=", hash).executeTakeFirst();
  if (!original || original.kind !== "image") return null;
  const resized = sharp(original.bytes).resize({ width, withoutEnlargement: true });
  const bytes = await (format === "avif" ? resized.avif({ quality: 50, effort: 3 }) : resized.webp({ quality: 72 })).toBuffer();
  await db
    .insertInto("mediaVariants")
    .values({ hash, format, width, bytes })
    .onConflict((oc) => oc.columns(["hash", "format", "width"]).doNothing())
    .execute();
  return { mime: MIME[format], bytes };
}

/** The PDFs among `hashes` (images lists may hold documents), with their download names. */
export async function pdfNames(db: DB, hashes: readonly (string | null | undefined)[]): Promise<Record<string, string>> {
  const wanted = [...new Set(hashes.filter((h): h is string => !!h))];
  if (wanted.length === 0) return {};
  const rows = await db.selectFrom("media").select(["hash", "name"]).where("hash", "in", wanted).where("kind", "=", "pdf").execute();
  return Object.fromEntries(rows.map((r) => [r.hash, r.name]));
}
