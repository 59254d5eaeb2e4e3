// Express ↔ React Router: the Fetch Request a route sees and the way its Response is written back.
// Unlike @react-router/express, the URL's origin is the public URL (or the origin the browser
// reached directly, when its Origin header says so), not whatever Host a reverse proxy sends, so form
// posts work behind a proxy; and the body is the one request-guard has already read within its limit.
import { once } from "node:events";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { type ServerBuild, createRequestHandler } from "react-router";

export function toWebRequest(req: ExpressRequest, res: ExpressResponse, publicUrl: string): Request {
  const origin = typeof res.locals.origin === "string" ? res.locals.origin : new URL(publicUrl).origin;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = res.locals.body instanceof Buffer ? res.locals.body : Buffer.alloc(0);
  return new Request(`${origin}${req.originalUrl}`, { method: req.method, headers, signal: controller.signal, ...(hasBody ? { body } : {}) });
}

/**
 * Writes a body with backpressure, holding one chunk at a time. (@react-router/node's
 * writeReadableStreamToWritable races every read against one promise that lives as long as the
 * response, which keeps every chunk already sent alive until the end: a 750 MB data export held
 * 750 MB, issue 25.) When the client goes away, the body is cancelled.
 */
async function writeBody(body: ReadableStream<Uint8Array>, res: ExpressResponse): Promise<void> {
  const gone = new AbortController();
  const onClose = () => gone.abort();
  res.once("close", onClose);
  const flushable = res as ExpressResponse & { flush?: () => void };
  try {
    for await (const chunk of Readable.fromWeb(body as NodeReadableStream<Uint8Array>)) {
      if (gone.signal.aborted) break;
      const more = res.write(chunk);
      flushable.flush?.(); // compression: send what React has rendered so far
      if (!more) await once(res, "drain", { signal: gone.signal });
    }
    if (!gone.signal.aborted) res.end();
  } finally {
    res.off("close", onClose);
  }
}

export async function sendWebResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  try {
    await writeBody(response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

/** The React Router handler; `build` is a function in development (Vite reloads it). */
export function reactRouterHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string, publicUrl: string) {
  const handle = createRequestHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      await sendWebResponse(res, await handle(toWebRequest(req, res, publicUrl)));
    } catch (error) {
      next(error);
    }
  };
}
