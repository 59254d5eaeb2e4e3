// What every request goes through before React Router sees it (one place instead of a check in each
// route): a mutation from another origin is refused (403, see mutationSource); a body is read with a limit that fits its
// form family, counting the bytes actually received, chunked or not (413 without reading the rest);
// an HTML form action takes only form bodies (415) that parse (400); control characters are refused
// in query strings and form fields (400). Each refusal is a short French answer (JSON under /api/)
// and one log line. The bytes read are handed to the React Router handler (`res.locals.body`); a route whose
// files rule says `stream` gets the body as it arrives instead (`res.locals.bodyStream`), still counted and timed.
import type { IncomingMessage } from "node:http";
import { PassThrough, type Readable } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import { CONTROL_CHARS_MESSAGE, hasControlChars } from "~/domain/text/control-chars";
import { MAX_JSON_BYTES } from "../api/http.server";
import type { DB } from "../db/db.server";
import { BodyRefusedError } from "../platform/errors.server";
import { logRefusal } from "../platform/log.server";
import { requestUser, sessionTokenOf } from "../accounts/sessions.server";
import type { SessionUser } from "~/domain/accounts/account";
import { hit } from "../platform/rate-limit.server";
import { pageOf } from "./route-rules.server";
import type { RouteHandle } from "~/components/layout/route-handle";
import type { FilesRule } from "~/domain/site/request-bodies";

/** Text forms (contact, questionnaire, sign-in …): their longest field is 5,000 characters. */
export const MAX_TEXT_FORM_BYTES = 64 * 1024;

/**
 * Slow bodies (issue 25, item 5): a body must arrive within BODY_GRACE_MS plus the time its limit takes
 * at MIN_BODY_BYTES_PER_SECOND (a poor 1 Mbit/s uplink sends 125 KB/s): 11 s for a text form, 20 s for
 * the JSON API, under 4 minutes for a client's document, about 10 minutes for an admin's 60 MB upload.
 * Past it, 408 and the connection is closed.
 */
export const MIN_BODY_BYTES_PER_SECOND = 100 * 1024;
const BODY_GRACE_MS = 10_000;
export const bodyDeadlineMs = (limit: number) => BODY_GRACE_MS + Math.ceil(limit / MIN_BODY_BYTES_PER_SECOND) * 1000;

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const TOO_MANY_WRITES = "Vous avez envoyé ce formulaire trop souvent en peu de temps : rien n’a été enregistré. Réessayez dans quelques minutes.";
const TOO_SLOW = "L’envoi est arrivé trop lentement : la connexion a été coupée. Vérifiez votre connexion à Internet, puis réessayez.";
/** Whether a request announces a body (a length above 0 or a chunked one), whatever its method. */
export const declaresBody = (req: Pick<IncomingMessage, "headers">) => req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? "0") > 0;

const isApi = (path: string) => path === "/api" || path.startsWith("/api/");
const isMultipart = (contentType: string) => /^multipart\/form-data\s*;\s*boundary=/i.test(contentType);
const isUrlEncoded = (contentType: string) => /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType);
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} Mo`;
const kilobytes = (bytes: number) => `${Math.round(bytes / 1024)} Ko`;

/** Whether the route's files rule covers this request: files come as multipart (a staff HTML form: any body). */
const takesFiles = (rule: FilesRule, path: string, contentType: string) => isMultipart(contentType) || (rule.who === "admin" && !isApi(path));

/**
 * The largest body a request accepts, and how to say so: the files rule of its route (RouteHandle.files) for
 * whom it names, else the text forms' limit, or the JSON API's. Anyone else than whom the rule names gets the
 * text limit too, so that an anonymous visitor cannot make the server hold tens of megabytes before the route
 * answers 401.
 */
export function bodyLimit(path: string, contentType: string, files: FilesRule | undefined): { bytes: number; label: string } {
  if (files) return { bytes: files.maxBytes, label: megabytes(files.maxBytes) };
  if (isApi(path)) return { bytes: MAX_JSON_BYTES, label: megabytes(MAX_JSON_BYTES) };
  return { bytes: MAX_TEXT_FORM_BYTES, label: kilobytes(MAX_TEXT_FORM_BYTES) };
}

/** The route's files rule when it covers this request and the session's role (if any) is the one the rule names. */
function filesRuleFor(rule: FilesRule | undefined, path: string, contentType: string, role: SessionUser["role"] | undefined): FilesRule | undefined {
  if (!rule || !takesFiles(rule, path, contentType)) return undefined;
  return role === "admin" || (role !== undefined && rule.who === "signed-in") ? rule : undefined;
}

/** The handle of the route a path leads to (route-rules.server.ts), as the server build of the moment says. */
export type RouteRules = (pathname: string) => Promise<RouteHandle | undefined>;

const TITLES: Record<number, string> = {
  400: "Requête invalide",
  403: "Requête refusée",
  408: "Envoi trop lent",
  413: "Envoi trop volumineux",
  415: "Format d’envoi non pris en charge",
  429: "Trop d’envois",
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** How long, and how much, of a refused body is read and dropped after the answer (lingering close). */
const LINGER_MS = 2_000;
const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * Closes the connection after the answer without resetting it under the client's feet: closing a
 * socket with unread data sends a TCP reset, which makes the client's system drop our 413 before the
 * client has read it. So the write side is closed, and what the client is still sending is dropped
 * (never stored) until it stops, for at most LINGER_MS or LINGER_BYTES.
 */
function lingerThenClose(req: Request): void {
  const socket = req.socket;
  socket.destroySoon = function lingering(this: typeof socket) {
    if (this.writable) this.end();
    const done = () => this.destroy();
    const timer = setTimeout(done, LINGER_MS);
    timer.unref();
    let dropped = 0;
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) done();
    });
    req.once("end", done);
    this.once("close", () => clearTimeout(timer));
    req.resume();
  };
}

/** Answers a refusal in French and logs it; `close` when the rest of the body was not read. */
function refuse(req: Request, res: Response, status: number, message: string, reason: string, close = false): void {
  logRefusal(req, status, reason);
  if (close) {
    res.setHeader("Connection", "close");
    lingerThenClose(req);
  }
  res.setHeader("Cache-Control", "no-store");
  if (isApi(req.path)) {
    res.status(status).json({ errorMessage: message });
    return;
  }
  const title = TITLES[status] ?? "Requête invalide";
  res
    .status(status)
    .type("html")
    .send(
      `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} — Investir Serein</title></head>` +
        `<body><main><h1>${title}</h1><p>${escapeHtml(message)}</p><p><a href="/">Retour à l’accueil</a></p></main></body></html>`,
    );
}

/**
 * Follows the body within `limit` bytes and bodyDeadlineMs(limit): each chunk to `chunk`, then `end`; past the
 * limit or the deadline, `stop` with why (the body is no longer followed), or with the connection's error.
 */
function followBody(req: Request, limit: number, { chunk, end, stop }: { chunk: (bytes: Buffer) => void; end: () => void; stop: (why: "too large" | "too slow" | Error) => void }): void {
  let size = 0;
  const finish = (then: () => void) => {
    clearTimeout(deadline);
    req.off("data", onData);
    req.off("end", onEnd);
    req.off("error", onError);
    then();
  };
  const deadline = setTimeout(() => finish(() => stop("too slow")), bodyDeadlineMs(limit));
  const onData = (bytes: Buffer) => {
    size += bytes.length;
    if (size > limit) return finish(() => stop("too large"));
    chunk(bytes);
  };
  const onEnd = () => finish(end);
  const onError = (error: Error) => finish(() => stop(error));
  req.on("data", onData);
  req.on("end", onEnd);
  req.on("error", onError);
}

/** Reads at most `limit` bytes of the body within bodyDeadlineMs(limit); why not, past either (reading stops). */
function readLimited(req: Request, limit: number): Promise<Buffer | "too large" | "too slow"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    followBody(req, limit, {
      chunk: (bytes) => chunks.push(bytes),
      end: () => resolve(Buffer.concat(chunks)),
      stop: (why) => {
        if (why instanceof Error) return reject(why);
        req.pause();
        resolve(why);
      },
    });
  });
}

/**
 * The body as a stream that ends with the request's, within `limit` bytes and bodyDeadlineMs(limit): past
 * either, the request is answered here (413, 408) and the stream fails with BodyRefusedError, which its reader
 * passes on (its own answer is then dropped).
 */
function limitedBody(req: Request, res: Response, limit: number, tooLarge: string): Readable {
  const body = new PassThrough();
  // Answered before its body was read (a refusal): the rest is dropped as it comes, never kept.
  res.once("finish", () => body.destroy());
  followBody(req, limit, {
    chunk: (bytes) => {
      if (body.destroyed) return;
      if (!body.write(bytes)) {
        req.pause();
        body.once("drain", () => req.resume());
      }
    },
    end: () => body.end(),
    stop: (why) => {
      if (why instanceof Error) return body.destroy(why);
      const status = why === "too large" ? 413 : 408;
      if (!res.headersSent) refuse(req, res, status, status === 413 ? tooLarge : TOO_SLOW, `body ${why}`, true);
      body.destroy(new BodyRefusedError(status));
    },
  });
  return body;
}

/** The origins a mutation may come from: the public URL's, or the one the browser reached directly. */
export function allowedOrigin(origin: string, publicUrl: string, host: string | undefined, protocol: string): boolean {
  return origin === new URL(publicUrl).origin || (host !== undefined && origin === `${protocol}://${host}`);
}

/**
 * Where a mutation comes from, as OWASP's CSRF cheat sheet checks it: the Origin header when there is
 * one ("null", an opaque origin — a sandboxed frame, a page that sends no referrer — is foreign);
 * without it, the Referer's origin; without either, the request is accepted only when it carries no
 * session (a mail client's one-click unsubscribe, a script calling the API without a cookie): a browser
 * always sends one of them with a form or a fetch, so their absence on a request with a session is a
 * forgery or a tampered client. Issue 25, item 6: a POST without Origin and with a foreign Referer was
 * accepted.
 */
export function mutationSource(req: Request, publicUrl: string, secureCookies: boolean): { ok: true; origin?: string } | { ok: false; reason: string } {
  const allowed = (origin: string) => allowedOrigin(origin, publicUrl, req.host, req.protocol);
  const origin = req.headers.origin;
  if (origin !== undefined) return allowed(origin) ? { ok: true, origin } : { ok: false, reason: "cross-origin mutation" };
  const referer = req.headers.referer;
  if (referer !== undefined) {
    let refererOrigin = "";
    try {
      refererOrigin = new URL(referer).origin;
    } catch {
      // Not a URL: as foreign as another site.
    }
    return allowed(refererOrigin) ? { ok: true, origin: refererOrigin } : { ok: false, reason: "mutation with a foreign Referer" };
  }
  return sessionTokenOf(req.headers.cookie, secureCookies) === null ? { ok: true } : { ok: false, reason: "mutation with a session, without Origin or Referer" };
}

/** The Express middleware; `publicUrl` is the configured PUBLIC_URL. */
export function requestGuard({ publicUrl, secureCookies, database, rules }: { publicUrl: string; secureCookies: boolean; database: () => DB; rules: RouteRules }) {
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?") + 1) : "";
      let decodedPath = req.path;
      try {
        decodedPath = decodeURIComponent(req.path);
      } catch {
        // A malformed escape is the router's business (404).
      }
      if (hasControlChars(decodedPath) || [...new URLSearchParams(query)].some(([k, v]) => hasControlChars(k) || hasControlChars(v)))
        return refuse(req, res, 400, CONTROL_CHARS_MESSAGE, "control characters in the URL");
      if (!MUTATIONS.has(req.method)) {
        // Nothing reads the body of a GET: a declared one is dropped, within the text forms' limits.
        if (!declaresBody(req)) return next();
        const dropped = await readLimited(req, MAX_TEXT_FORM_BYTES);
        if (dropped === "too slow") return refuse(req, res, 408, TOO_SLOW, "body too slow", true);
        if (dropped === "too large") return refuse(req, res, 413, `Le corps de la requête dépasse ${kilobytes(MAX_TEXT_FORM_BYTES)}.`, "body too large", true);
        return next();
      }

      const source = mutationSource(req, publicUrl, secureCookies);
      if (!source.ok) return refuse(req, res, 403, "Requête refusée : origine inconnue.", source.reason);
      if (source.origin) res.locals.origin = source.origin;

      const contentType = req.headers["content-type"] ?? "";
      const handle = await rules(req.path);
      const user = handle?.files || handle?.writes ? await requestUser(database(), req, secureCookies) : null;
      // One budget for a page's form and its data request (pageOf).
      if (handle?.writes && user && !(await hit(database(), `writes:user:${user.id}:${pageOf(req.path)}`, handle.writes))) {
        // The body is dropped within the text forms' limits (nothing of it is kept), the connection kept alive.
        const dropped = declaresBody(req) ? await readLimited(req, MAX_TEXT_FORM_BYTES) : null;
        res.setHeader("Retry-After", String(handle.writes.windowSeconds));
        return refuse(req, res, 429, TOO_MANY_WRITES, "writes over the route's budget", typeof dropped === "string");
      }
      const files = filesRuleFor(handle?.files, req.path, contentType, user?.role);
      const limit = bodyLimit(req.path, contentType, files);
      const tooLarge = isApi(req.path)
        ? `Le corps de la requête dépasse ${limit.label}.`
        : `L’envoi dépasse la taille permise pour ce formulaire (${limit.label}). Raccourcissez le texte ou envoyez moins de fichiers à la fois.`;
      if (Number(req.headers["content-length"] ?? "0") > limit.bytes) return refuse(req, res, 413, tooLarge, "declared body too large", true);
      if (files?.stream && isMultipart(contentType)) {
        // The action reads it as it arrives (RouteHandle.files.stream); counted and timed here all the same.
        res.locals.bodyStream = limitedBody(req, res, limit.bytes, tooLarge);
        return next();
      }
      const body = await readLimited(req, limit.bytes);
      if (body === "too slow") return refuse(req, res, 408, TOO_SLOW, "body too slow", true);
      if (body === "too large") return refuse(req, res, 413, tooLarge, "body too large", true);
      res.locals.body = body;
      if (isApi(req.path)) return next(); // The API answers wrong types itself, as JSON (415/400).

      if (body.length === 0 && (contentType === "" || isUrlEncoded(contentType) || isMultipart(contentType))) return next();
      if (!isUrlEncoded(contentType) && !isMultipart(contentType))
        return refuse(req, res, 415, "Ce formulaire s’envoie en application/x-www-form-urlencoded ou multipart/form-data.", `content type ${contentType.split(";")[0] || "(none)"}`);
      let fields: [string, FormDataEntryValue][];
      try {
        fields = isUrlEncoded(contentType) ? [...new URLSearchParams(body.toString("utf8"))] : [...(await new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), { headers: { "Content-Type": contentType } }).formData())];
      } catch {
        return refuse(req, res, 400, "Le formulaire envoyé est mal formé.", "malformed form body");
      }
      if (fields.some(([name, value]) => hasControlChars(name) || (typeof value === "string" && hasControlChars(value))))
        return refuse(req, res, 400, CONTROL_CHARS_MESSAGE, "control characters in a form field");
      next();
    } catch (error) {
      next(error);
    }
  };
}
