// Public pictures kept in memory once served (issue 31): content-addressed and immutable, so a copy
// never goes stale. A hit is answered before Express, straight from memory, like the precompressed
// assets; a miss goes to the /media route, which streams the file from its row or its object and
// keeps a copy of the small ones (variants, most originals) as they pass.
import type http from "node:http";
import { ByteLru } from "../http/byte-lru.server";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** 64 MB: the demo's 606 variants and 108 originals take about 36 MB. Entries above 8 MB are not kept. */
const cache = new ByteLru<{ bytes: number; body: Buffer; headers: Record<string, string> }>(64 * 1024 * 1024);

/** Keeps a copy of what `body` streams (when it is whole and small enough); returns the stream to send. */
export function keepWhileSending(file: string, body: ReadableStream<Uint8Array>, size: number, headers: Record<string, string>): ReadableStream<Uint8Array> {
  if (size > cache.maxBytes / 8) return body;
  const [sent, kept] = body.tee();
  void new Response(kept)
    .arrayBuffer()
    .then((all) => {
      if (all.byteLength === size) cache.set(file, { bytes: size, body: Buffer.from(all), headers: { ...headers, "Content-Length": String(size) } });
    })
    .catch(() => {});
  return sent;
}

/** Answers GET/HEAD /media/<file> from memory; false when it is not there (the route answers). */
export function sendCachedMedia(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  if ((req.method !== "GET" && req.method !== "HEAD") || !req.url?.startsWith("/media/")) return false;
  const file = req.url.slice("/media/".length);
  const entry = cache.get(file);
  if (!entry) return false;
  if (req.headers["if-none-match"] === entry.headers.ETag) {
    res.writeHead(304, { ETag: entry.headers.ETag, "Cache-Control": IMMUTABLE });
    res.end();
    return true;
  }
  res.writeHead(200, entry.headers);
  res.end(req.method === "HEAD" ? undefined : entry.body);
  return true;
}
