// One reading of a query string (issue 29, item 2): a request for a cached page or API list whose query spells a
// value otherwise than the page reads it is answered 301 to the canonical address, before any cache or render.
import type { IncomingMessage, ServerResponse } from "node:http";
import { canonicalQuery } from "~/domain/site/page-cache-key";

/** Sends the 301 and returns true when the request's query is not canonical; false otherwise (nothing sent). */
export function redirectToCanonical(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  if (q === -1) return false;
  const pathname = url.slice(0, q);
  let canonical: string | null;
  try {
    canonical = canonicalQuery(pathname, url.slice(q));
  } catch {
    return false;
  }
  if (canonical === null) return false;
  res.writeHead(301, { location: `${pathname}${canonical}`, "cache-control": "public, max-age=3600", "content-length": "0" });
  res.end();
  return true;
}
