import { parseMediaFile } from "~/domain/content/media";
import { db } from "~/server/db/db.server";
import { keepWhileSending } from "~/server/files/media-cache.server";
import { openOriginal, openVariant } from "~/server/files/media.server";
import { fileStore, keys } from "~/server/files/storage/file-store.server";
import type { Route } from "./+types/media";

const IMMUTABLE = "public, max-age=31536000, immutable";

// Content-addressed media: the URL changes when the bytes do, so responses are cached for a year. The
// bytes are streamed from where they are (database row or bucket object, never buffered whole); with
// S3_PUBLIC_URL, a permanent redirect sends the browser (and its cache) to the CDN or public bucket.
export async function loader({ params, request }: Route.LoaderArgs) {
  const parsed = parseMediaFile(params.file);
  if (!parsed) return new Response("Fichier introuvable", { status: 404 });
  const etag = `"${parsed.hash}${parsed.kind === "variant" ? `-${parsed.width}-${parsed.format}` : ""}"`;
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": IMMUTABLE } });

  const store = await fileStore();
  if (parsed.kind === "variant") {
    const publicUrl = store.publicUrl(keys.variant(parsed.hash, parsed.width, parsed.format));
    if (publicUrl) return new Response(null, { status: 301, headers: { Location: publicUrl, "Cache-Control": IMMUTABLE } });
    const variant = await openVariant(db(), parsed.hash, parsed.format, parsed.width);
    if (!variant) return new Response("Fichier introuvable", { status: 404 });
    const headers = { "Content-Type": variant.mime, "Content-Length": String(variant.file.size), "Cache-Control": IMMUTABLE, ETag: etag };
    return new Response(keepWhileSending(params.file, variant.file.body, variant.file.size, headers), { headers });
  }
  const publicUrl = parsed.ext !== "pdf" ? store.publicUrl(keys.original(parsed.hash, parsed.ext)) : null;
  if (publicUrl) return new Response(null, { status: 301, headers: { Location: publicUrl, "Cache-Control": IMMUTABLE } });
  const original = await openOriginal(db(), parsed.hash);
  if (!original || !original.name.endsWith(`.${parsed.ext}`)) {
    await original?.file.body.cancel();
    return new Response("Fichier introuvable", { status: 404 });
  }
  const headers: Record<string, string> = {
    "Content-Type": original.mime,
    "Content-Length": String(original.file.size),
    "Cache-Control": IMMUTABLE,
    ETag: etag,
  };
  // PDFs are downloaded, never rendered in our origin.
  if (original.kind === "pdf") headers["Content-Disposition"] = `attachment; filename="${original.name}"`;
  return new Response(keepWhileSending(params.file, original.file.body, original.file.size, headers), { headers });
}
