// Structured logs: one JSON line per request and per error (pino), level from LOG_LEVEL. Never a
// password, token, cookie or form body: requests are logged by method and path (no query string,
// which may carry a token), and the usual secret fields are redacted if an object slips through.
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request } from "express";
import pino from "pino";
import { LogDestination } from "./log-destination.server";

let logger: pino.Logger | undefined;
/** Standard output, never written synchronously (log-destination.server.ts). */
const destination = new LogDestination(1);

function create(): pino.Logger {
  const level = process.env.LOG_LEVEL || "info";
  return pino({
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: {
      paths: ["password", "*.password", "token", "*.token", "jeton", "*.jeton", "cookie", "*.cookie", "headers.cookie", "authorization", "*.authorization", "body", "*.body"],
      censor: "[masqué]",
    },
  }, destination);
}

/** The process-wide logger. */
export function log(): pino.Logger {
  logger ??= create();
  return logger;
}

/**
 * Ends the process once the log lines written so far are out, waiting for them at most `waitMs` (a stuck
 * reader of our output must not hold the exit). Lines that could not be written are counted in the last line.
 */
export async function exitAfterLog(code: number, waitMs = 2_000): Promise<never> {
  await destination.flush(waitMs);
  if (destination.dropped > 0) log().warn({ dropped: destination.dropped }, "journal : lignes perdues pendant la vie du processus");
  await destination.flush(Math.min(waitMs, 200));
  process.exit(code);
}

/** The id of a request, as set by `requestLog` (also sent back as X-Request-Id). */
export const requestIdOf = (request: { headers: { get(name: string): string | null } }) => request.headers.get("x-request-id") ?? undefined;

/**
 * Express middleware: gives each request an id (never taken from the client), and logs one line
 * when its answer is finished or the client went away.
 */
/**
 * One JSON line per request, when its response ends (or the client goes away). Runs on the bare Node
 * request, before the page cache, so cache hits are logged like the rest. The path has no query string
 * (tokens travel in it).
 */
export function requestLog(req: IncomingMessage, res: ServerResponse): void {
  const id = randomUUID();
  const started = process.hrtime.bigint();
  req.headers["x-request-id"] = id;
  res.setHeader("X-Request-Id", id);
  const path = (req.url ?? "/").split("?")[0];
  let done = false;
  const line = (aborted: boolean) => {
    if (done) return;
    done = true;
    const durationMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
    const entry = { reqId: id, method: req.method, path, status: res.statusCode, durationMs, ...(aborted ? { aborted: true } : {}) };
    // A 503 is an overload answered on purpose (the dossier queue is full: Retry-After), not a fault: warn.
    if (res.statusCode === 503) log().warn(entry, "requête");
    else if (res.statusCode >= 500) log().error(entry, "requête");
    else log().info(entry, "requête");
  };
  res.on("finish", () => line(false));
  res.on("close", () => line(!res.writableFinished));
}

/** An expected refusal (413, 415, cross-origin…): one warning line, no stack. */
export function logRefusal(req: Request, status: number, reason: string): void {
  log().warn({ reqId: req.headers["x-request-id"], method: req.method, path: req.path, status, reason }, "requête refusée");
}

/** An unexpected error: one line with its stack. */
export function logError(error: unknown, context: Record<string, unknown> = {}): void {
  log().error({ ...context, err: error instanceof Error ? error : new Error(String(error)) }, "erreur");
}
