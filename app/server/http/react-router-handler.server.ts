// Express ↔ React Router: the Fetch Request a route sees and the way its Response is written back.
// Unlike @react-router/express, the URL's origin is the public URL (or the origin the browser
// reached directly, when its Origin header says so), not whatever Host a reverse proxy sends, so form
// posts work behind a proxy; and the body is the one request-guard has already read within its limit, or
// the stream it counts for a route that reads its body itself.
import { Readable } from "node:stream";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { RouterContextProvider, type ServerBuild, createContext, createRequestHandler } from "react-router";
import type { SessionUser } from "~/domain/accounts/account";
import { requestUserContext } from "../accounts/auth.server";

/**
 * What a route asks to be done once its answer is sent (a request's temporary files): a list in the request's
 * context, run by reactRouterHandler after the response, whatever became of it.
 */
export const afterResponse = createContext<Array<() => Promise<unknown>>>([]);

/** `anonymous`: without the request's cookies (a render for the page cache, shared by every visitor). */
export function toWebRequest(req: ExpressRequest, res: ExpressResponse, publicUrl: string, { anonymous = false } = {}): Request {
  const origin = typeof res.locals.origin === "string" ? res.locals.origin : new URL(publicUrl).origin;
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (anonymous && name === "cookie")) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (hasBody && res.locals.bodyStream instanceof Readable) {
    // A route that reads its body as it arrives (request-guard.server.ts, `stream`).
    init.body = Readable.toWeb(res.locals.bodyStream) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  } else if (hasBody) init.body = res.locals.body instanceof Buffer ? res.locals.body : Buffer.alloc(0);
  return new Request(`${origin}${req.originalUrl}`, init);
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
  // Chunk by chunk, holding one chunk at a time (@react-router/node's writeReadableStreamToWritable kept every
  // chunk already sent alive until the end: a 750 MB data export held 750 MB, issue 25); what the client left
  // unread is cancelled.
  const reader = response.body.getReader();
  try {
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      const written = res.write(chunk.value);
      // Compression (Express middleware) sends what it has, so a streamed answer arrives as it is made.
      (res as ExpressResponse & { flush?: () => void }).flush?.();
      if (!written) await drainedOrClosed(res);
    }
    res.end();
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}

/** Resolves when the response can take more, or is gone; leaves no listener behind (a large export drains thousands of times). */
function drainedOrClosed(res: ExpressResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done).off("close", done);
      resolve();
    };
    res.on("drain", done).on("close", done);
  });
}

/**
 * The React Router handler; `build` is a function in development (Vite reloads it). `user`: the request's session
 * user, read once for the whole request (sessions.server.ts, requestUser).
 */
export function reactRouterHandler(build: ServerBuild | (() => Promise<ServerBuild>), mode: string, publicUrl: string, user: (req: ExpressRequest) => Promise<SessionUser | null>) {
  const handle = createRequestHandler(build, mode);
  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const context = new RouterContextProvider();
    context.set(requestUserContext, () => user(req));
    const after: Array<() => Promise<unknown>> = [];
    context.set(afterResponse, after);
    try {
      await sendWebResponse(res, await handle(toWebRequest(req, res, publicUrl), context));
    } catch (error) {
      next(error);
    } finally {
      await Promise.allSettled(after.map((task) => task()));
    }
  };
}
