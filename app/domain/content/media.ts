// Media: types decided from the bytes, and the content-addressed URLs under /media/.

/** Most images (or PDF documents) in one list of a project or a city: forms, API and models. */
export const MAX_IMAGES = 30;

export const VARIANT_WIDTHS = [480, 960, 1440] as const;
export type VariantWidth = (typeof VARIANT_WIDTHS)[number];
export const VARIANT_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export type SniffedType = "image/jpeg" | "image/png" | "application/pdf";

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((b, i) => bytes[i] === b);

/** The real type of a file from its first bytes (magic numbers), whatever its name or declared type. */
export function sniffType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return "application/pdf";
  return null;
}

export const EXTENSIONS: Record<SniffedType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "application/pdf": "pdf",
};

/** A resized, re-encoded variant of an image. */
export const variantUrl = (hash: string, width: VariantWidth, format: VariantFormat) => `/media/${hash}-${width}.${format}`;

/** The srcset of an image's variants in one format. */
export const variantSrcSet = (hash: string, format: VariantFormat) =>
  VARIANT_WIDTHS.map((w) => `${variantUrl(hash, w, format)} ${w}w`).join(", ");

/** The stored original (re-encoded image, or PDF). */
export const originalUrl = (hash: string, ext: string) => `/media/${hash}.${ext}`;

export type MediaRequest =
  | { kind: "variant"; hash: string; width: VariantWidth; format: VariantFormat }
  | { kind: "original"; hash: string; ext: string };

/** Parses the file part of a /media/ URL; null for anything that is not one of ours. */
export function parseMediaFile(file: string): MediaRequest | null {
  const variant = /^([a-f0-9]{32})-(\d+)\.(avif|webp)$/.exec(file);
  if (variant) {
    const width = Number(variant[2]);
    if (!(VARIANT_WIDTHS as readonly number[]).includes(width)) return null;
    return { kind: "variant", hash: variant[1], width: width as VariantWidth, format: variant[3] as VariantFormat };
  }
  const original = /^([a-f0-9]{32})\.(jpg|png|pdf)$/.exec(file);
  if (original) return { kind: "original", hash: original[1], ext: original[2] };
  return null;
}
