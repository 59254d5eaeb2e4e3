// The life of the process: health checks, listening (a start-up failure such as a port in use exits
// non-zero) and graceful shutdown on SIGTERM/SIGINT: stop accepting, let the requests in flight
// finish, stop the mailer after its current message, close the database, exit 0, all within
// SHUTDOWN_TIMEOUT_MS (past it the remaining connections are cut and the exit code is 1).
import http from "node:http";
import net, { type Socket } from "node:net";
import { Worker } from "node:worker_threads";
import { sql } from "kysely";
import type { Express, NextFunction, Request, Response } from "express";
import { type DB, pendingMigrations } from "../db/db.server";
import { exitAfterLog, log } from "../platform/log.server";
import { bodyDeadlineMs } from "./request-guard.server";
import { MAX_FORM_BYTES } from "../files/uploads.server";
import { fileStore } from "../files/storage/file-store.server";

export const SHUTDOWN_TIMEOUT_MS = 20_000;
/** After the forced stop, the time it has to exit before the process is killed. */
const FORCED_STOP_MARGIN_MS = 5_000;
/** A connection without a request in flight is closed once no byte has come in on it for this long. */
export const IDLE_GRACE_MS = 500;
/** How long the listening socket may stay open after the signal to take the connections queued before it. */
const ACCEPT_DRAIN_MAX_MS = 5_000;

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

/** GET /healthz (the process answers) and GET /readyz (database reachable, migrations applied, the files' bucket answering). */
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
      const store = await fileStore();
      if (pending.length > 0) res.status(503).json({ statut: "migrations en attente", migrations: pending });
      else if (!(await store.ping())) res.status(503).json({ statut: "stockage des fichiers injoignable", base: "ok", stockage: "injoignable" });
      else res.json({ statut: "prêt", base: "ok", migrations: "à jour", ...(store.name === "s3" ? { stockage: "ok" } : {}) });
    } catch (error) {
      log().error({ err: error }, "readyz : base injoignable");
      res.status(503).json({ statut: "base injoignable" });
    }
  };
}

export interface ServeOptions {
  port: number;
  host: string;
  /** Run after the last request, before exiting (stop the mailer, close the database). */
  onShutdown: () => Promise<void>;
  ready: string;
  /** The forced stop (SHUTDOWN_TIMEOUT_MS unless said). */
  shutdownTimeoutMs?: number;
}

/** Listens; exits 1 when it cannot (port in use…); shuts down gracefully on SIGTERM/SIGINT. */
/** `listener`: the Express app, or a listener in front of it (the page cache answers its hits first). */
export function serve(listener: Express | http.RequestListener, options: ServeOptions): http.Server {
  const server = http.createServer({
    headersTimeout: HEADERS_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  });
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.timeout = SOCKET_IDLE_TIMEOUT_MS;
  const connections = trackConnections(server);
  server.on("request", listener);
  server.once("error", (error: NodeJS.ErrnoException) => {
    log().fatal({ err: error, port: options.port }, error.code === "EADDRINUSE" ? `Le port ${options.port} est déjà utilisé` : "Démarrage impossible");
    void exitAfterLog(1);
  });
  server.listen(options.port, options.host, () => log().info(options.ready));

  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    log().info({ signal }, "arrêt demandé : fin des requêtes en cours");
    // Past the limit the remaining connections are cut; and should the main thread itself be stuck (a
    // dependency that never returns), a thread of its own kills the process a little later.
    const limit = options.shutdownTimeoutMs ?? SHUTDOWN_TIMEOUT_MS;
    killIfStillRunning(limit + FORCED_STOP_MARGIN_MS);
    // Not unref'd: a shutdown that never settles must end here with code 1, not in an exit 0 once nothing is left to run.
    setTimeout(() => {
      log().error("arrêt forcé : des requêtes n’ont pas fini à temps");
      server.closeAllConnections();
      void exitAfterLog(1, FORCED_STOP_MARGIN_MS / 2);
    }, limit);
    // Answers not yet begun close their connection.
    for (const response of connections.responses) if (!response.headersSent) response.setHeader("Connection", "close");
    await connections.acceptQueued(ACCEPT_DRAIN_MAX_MS);
    // net's close, not http's: http's would close at once the connections whose request is not read yet.
    const closed = new Promise((resolve) => net.Server.prototype.close.call(server, resolve));
    const idle = setInterval(() => setImmediate(() => connections.closeIdle(IDLE_GRACE_MS)), IDLE_GRACE_MS / 4);
    await closed;
    clearInterval(idle);
    try {
      await options.onShutdown();
      log().info("arrêt terminé");
      await exitAfterLog(0);
    } catch (error) {
      log().error({ err: error }, "arrêt : erreur à la fermeture");
      await exitAfterLog(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  return server;
}

/**
 * The server's connections, the requests in flight on each and the bytes read from each. During a stop
 * every answer says `Connection: close`; a connection is closed as idle only once it has had no request in
 * flight and no new byte for the grace period — a request that has reached us but is not read yet, or
 * the next request of a keep-alive client, is answered, not reset.
 */
function trackConnections(server: http.Server) {
  const sockets = new Map<Socket, { requests: number; bytesRead: number; quietSince: number | null }>();
  const responses = new Set<http.ServerResponse>();
  server.on("connection", (socket: Socket) => {
    sockets.set(socket, { requests: 0, bytesRead: 0, quietSince: null });
    socket.once("close", () => sockets.delete(socket));
  });
  // Registered before the app's listener: a cache hit is answered synchronously by it.
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (shuttingDown) res.setHeader("Connection", "close");
    const connection = sockets.get(req.socket as Socket);
    if (connection) connection.requests++;
    responses.add(res);
    res.once("close", () => {
      responses.delete(res);
      if (connection) connection.requests--;
    });
  });
  let accepted = 0;
  server.on("connection", () => accepted++);
  return {
    responses,
    /**
     * Connections the system has queued for us (their request may already be in its buffers) are still
     * taken before the listening socket closes. Node takes one queued connection per turn of the event
     * loop: the queue is empty once two turns in a row took none (the first turn after the signal has
     * not polled yet). At most `maxMs`, should new connections keep coming.
     */
    async acceptQueued(maxMs: number) {
      const deadline = performance.now() + maxMs;
      for (let quietTurns = 0; quietTurns < 2 && performance.now() < deadline; ) {
        const before = accepted;
        await new Promise((resolve) => setImmediate(resolve));
        quietTurns = accepted === before ? quietTurns + 1 : 0;
      }
    },
    closeIdle(graceMs: number) {
      const now = performance.now();
      for (const [socket, connection] of sockets) {
        if (connection.requests > 0 || socket.bytesRead !== connection.bytesRead) {
          connection.bytesRead = socket.bytesRead;
          connection.quietSince = connection.requests > 0 ? null : now;
        } else if (connection.quietSince === null) connection.quietSince = now;
        else if (now - connection.quietSince >= graceMs) socket.destroy();
      }
    },
  };
}

/** A thread that kills the process (SIGKILL) if it is still running in `ms`, whatever its main thread does. */
function killIfStillRunning(ms: number): void {
  const message = JSON.stringify({ level: "fatal", msg: "arrêt forcé : le processus ne répond plus, il est tué" });
  const code = `const fs = require("node:fs");
setTimeout(() => {
  fs.write(2, ${JSON.stringify(`${message}
`)}, () => {});
  setTimeout(() => process.kill(${process.pid}, "SIGKILL"), 100);
}, ${ms});`;
  new Worker(code, { eval: true }).unref();
}
