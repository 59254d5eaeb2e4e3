// The methods the site answers (issue 29, item 9): any other (PROPFIND, LOCK, PURGE, TRACE…) is answered 405
// with the methods allowed, before any route, and logged at info like any request (it is a visitor's mistake
// or a scanner, not an error of ours).
import type { IncomingMessage, ServerResponse } from "node:http";
import { declaresBody } from "./request-guard.server";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
const ALLOWED = new Set<string>(ALLOWED_METHODS);
const MESSAGE = "Méthode non prise en charge : ce site répond aux méthodes GET, HEAD, POST, PUT, PATCH, DELETE et OPTIONS.";

/** Sends the 405 and returns true for a method the site does not answer; false otherwise (nothing sent). */
export function refuseUnknownMethod(req: IncomingMessage, res: ServerResponse): boolean {
  if (ALLOWED.has(req.method ?? "")) return false;
  const body = Buffer.from(MESSAGE);
  res.writeHead(405, {
    allow: ALLOWED_METHODS.join(", "),
    "content-type": "text/plain; charset=utf-8",
    "content-length": String(body.length),
    "cache-control": "no-store",
    // A body it may announce is never read: the connection ends with the answer, rather than wait for it.
    ...(declaresBody(req) ? { connection: "close" } : {}),
  });
  res.end(body);
  return true;
}
