import { parseOgTarget } from "~/domain/site/og-image";
import { db } from "~/server/db/db.server";
import { ogImage } from "~/server/files/og-images.server";
import type { Route } from "./+types/og-image";

// Open Graph previews: /og/projets/12.jpg?v=KEY. With the current key the image never changes (a new
// title or picture makes a new key, hence a new URL in the page's meta): cached for a year. Without it
// (an old key, or none), the current image, cached briefly.
export async function loader({ params, request }: Route.LoaderArgs) {
  const target = parseOgTarget(params.kind, params.file);
  const image = target && (await ogImage(db(), target));
  if (!image) return new Response("Image introuvable", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const current = new URL(request.url).searchParams.get("v") === image.key;
  const headers = {
    "Content-Type": "image/jpeg",
    "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
    ETag: `"og-${image.key}"`,
  };
  if (request.headers.get("if-none-match") === headers.ETag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(image.bytes), { headers });
}
