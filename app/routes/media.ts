import { parseMediaFile } from "~/domain/content/media";
import { db } from "~/server/db/db.server";
import { getOriginal, getVariant } from "~/server/files/media.server";
import type { Route } from "./+types/media";

const IMMUTABLE = "public, max-age=31536000, immutable";

// Content-addressed media: the URL changes when the bytes do, so responses are cached for a year.
export async function loader({ params, request }: Route.LoaderArgs) {
  const parsed = parseMediaFile(params.file);
  if (!parsed) return new Response("Fichier introuvable", { status: 404 });
  const etag = `"${parsed.hash}${parsed.kind === "variant" ? `-${parsed.width}-${parsed.format}` : ""}"`;
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers: { ETag: etag, "Cache-Control": IMMUTABLE } });

  if (parsed.kind === "variant") {
    const variant = await getVariant(db(), parsed.hash, parsed.format, parsed.width);
    if (!variant) return new Response("Fichier introuvable", { status: 404 });
    return new Response(new Uint8Array(variant.bytes), {
      headers: { "Content-Type": variant.mime, "Cache-Control": IMMUTABLE, ETag: etag },
    });
  }
  const original = await getOriginal(db(), parsed.hash);
  if (!original || !original.name.endsWith(`.${parsed.ext}`)) return new Response("Fichier introuvable", { status: 404 });
  const headers: Record<string, string> = {
    "Content-Type": original.mime,
    "Cache-Control": IMMUTABLE,
    ETag: etag,
  };
  // PDFs are downloaded, never rendered in our origin.
  if (original.kind === "pdf") headers["Content-Disposition"] = `attachment; filename="${original.name}"`;
  return new Response(new Uint8Array(original.bytes), { headers });
}
