// The life of the process: health checks, listening (a start-up failure such as a port in use exits
// non-zero) and graceful shutdown on SIGTERM/SIGINT: stop accepting, let the requests in flight
// finish, stop the mailer after its current message, close the database, exit 0, all within
// SHUTDOWN_TIMEOUT_MS (past it the remaining connections are cut and the exit code is 1).
import http from "node:http";
import { sql } from "kysely";
import type { Express, NextFunction, Request, Response } from "express";
import { type DB, pendingMigrations } from "./db.server";
import { log } from "./log.server";
import { bodyDeadlineMs } from "./request-guard.server";
import { MAX_FORM_BYTES } from "./uploads.server";

export const SHUTDOWN_TIMEOUT_MS = 20_000;

// --- slow clients (issue 25, item 5) ---
/** The request line and headers must have arrived by then (408 and closed). */
export const HEADERS_TIMEOUT_MS = 10_000;
/**
 * A whole request, headers and body, must have arrived by then: what the largest body (an admin's
 * 60 MB upload) takes at the slowest rate the request guard accepts. Smaller bodies have shorter
 * deadlines in the guard (bodyDeadlineMs: 11 s for a text form).
 */
export const REQUEST_TIMEOUT_MS = HEADERS_TIMEOUT_MS + bodyDeadlineMs(MAX_FORM_BYTES);
/** A kept-alive connection with no request closes after this. */
export const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** A connection where nothing moves either way (a client that stopped reading an answer) is cut. */
export const SOCKET_IDLE_TIMEOUT_MS = 120_000;
/** How often Node checks the header and request deadlines (its default, 30 s, would add up to 30 s to them). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
// --- end slow clients ---

let shuttingDown = false;

const noStore = (res: Response) => res.setHeader("Cache-Control", "no-store");

/** GET /healthz (the process answers) and GET /readyz (database reachable, migrations applied). */
export function healthRoutes(database: () => DB) {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path === "/healthz") {
      noStore(res);
      res.json({ statut: "ok" });
      return;
    }
    if (req.path !== "/readyz") return next();
    noStore(res);
    if (shuttingDown) {
      res.status(503).json({ statut: "arrêt en cours" });
      return;
    }
    try {
      await sql`select 1`.execute(database());
      const pending = await pendingMigrations(database());
      if (pending.length > 0) res.status(503).json({ statut: "migrations en attente", migrations: pending });
      else res.json({ statut: "prêt", base: "ok", migrations: "à jour" });
    } catch (error) {
      log().error({ err: error }, "readyz : base injoignable");
      res.status(503).json({ statut: "base injoignable" });
    }
  };
}

/** While shutting down, answers say the connection will close (keep-alive clients reconnect elsewhere). */
/** While shutting down, every answer closes its connection (keep-alive clients go away). */
export function closeWhenShuttingDown(res: http.ServerResponse): void {
  if (shuttingDown) res.setHeader("Connection", "close");
}

export interface ServeOptions {
  port: number;
  host: string;
  /** Run after the last request, before exiting (stop the mailer, close the database). */
  onShutdown: () => Promise<void>;
  ready: string;
}

/** Listens; exits 1 when it cannot (port in use…); shuts down gracefully on SIGTERM/SIGINT. */
/** `app`: the Express app, or a listener in front of it (the page cache answers its hits first). */
export function serve(app: Express | http.RequestListener, options: ServeOptions): http.Server {
  const server = http.createServer(
    { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    app,
  );
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.timeout = SOCKET_IDLE_TIMEOUT_MS;
  server.once("error", (error: NodeJS.ErrnoException) => {
    log().fatal({ err: error, port: options.port }, error.code === "EADDRINUSE" ? `Le port ${options.port} est déjà utilisé` : "Démarrage impossible");
    process.exit(1);
  });
  server.listen(options.port, options.host, () => log().info(options.ready));

  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log().info({ signal }, "arrêt demandé : fin des requêtes en cours");
    const force = setTimeout(() => {
      log().error("arrêt forcé : des requêtes n’ont pas fini à temps");
      server.closeAllConnections();
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      try {
        await options.onShutdown();
        log().info("arrêt terminé");
        clearTimeout(force);
        process.exit(0);
      } catch (error) {
        log().error({ err: error }, "arrêt : erreur à la fermeture");
        process.exit(1);
      }
    });
    // Keep-alive connections with no request in flight are closed now; busy ones after their answer.
    server.closeIdleConnections();
    const idle = setInterval(() => server.closeIdleConnections(), 250);
    idle.unref();
  };
  process.once("SIGTERM", () => shutdown("SIGTERM"));
  process.once("SIGINT", () => shutdown("SIGINT"));
  return server;
}
