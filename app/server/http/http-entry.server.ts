// The HTTP server: configuration, database, page cache and precompressed assets (answered before
// Express), security headers, compression, static files and the React Router handler.
// This module is the entry of the server build (vite.config.ts): the React Router build and this HTTP
// layer are one bundle, so each module (database, logger, content listeners…) exists once in the process.
// `server.ts` starts it, from build/server/index.js in production or through Vite in development.
import type http from "node:http";
import path from "node:path";
import compression from "compression";
import express from "express";
import { RouterContextProvider, createRequestHandler, type ServerBuild } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import type { ViteDevServer } from "vite";
import { rateLimitAddress } from "~/domain/site/client-address";
import { trackRecordPeriod } from "~/domain/ownership/track-record-view";
import { parseProjectSearch } from "~/domain/projects/project-search";
import { db } from "../db/db.server";
import { requestUser } from "../accounts/sessions.server";
import { env } from "../platform/env.server";
import { healthRoutes, serve } from "./lifecycle.server";
import { exitAfterLog, log, requestLog } from "../platform/log.server";
import { startMailer } from "../platform/mail.server";
import { PageCache } from "./page-cache.server";
import { redirectToCanonical } from "./canonical-url.server";
import { refuseUnknownMethod } from "./methods.server";
import { precompressedAssets } from "./precompressed-assets.server";
import { projectPageCount } from "../content/projects.server";
import { reactRouterHandler, toWebRequest } from "./react-router-handler.server";
import { type RouteRules, declaresBody, requestGuard } from "./request-guard.server";
import { routeHandle } from "./route-rules.server";
import { startAlertDigests } from "../clients/search-alerts.server";
import { baseSecurityHeaders } from "./security-headers.server";
import { prepareDatabase, startVariantPass } from "./startup.server";
import { fileStore } from "../files/storage/file-store.server";
import { sendCachedMedia } from "../files/media-cache.server";
import { startStorageSweep } from "../files/storage/storage-tasks.server";
import { cachedPageVisitor, sharedRenderContext } from "./visitor.server";

export interface StartOptions {
  /** Development: Vite's middlewares, and the server build read anew on each request (hot reload). */
  dev?: { vite: ViteDevServer; build: () => Promise<ServerBuild> };
}

export async function startServer({ dev }: StartOptions = {}): Promise<void> {
  let config: ReturnType<typeof env>;
  try {
    config = env();
  } catch (error) {
    log().fatal((error as Error).message);
    return exitAfterLog(1);
  }

  try {
    await prepareDatabase(config);
  } catch (error) {
    log().fatal({ err: error }, "Base de données inaccessible ou migrations impossibles");
    return exitAfterLog(1);
  }
  const stopMailer = startMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  // Search alerts (issue 11): the digest e-mails are queued in the outbox by a periodic job.
  const stopAlertDigests = startAlertDigests(db, {
    intervalMs: config.ALERT_DIGEST_INTERVAL_MS,
    delayMs: config.ALERT_DIGEST_DELAY_MS,
    site: { publicUrl: config.publicUrl, companyName: config.COMPANY_NAME },
  });
  const stopVariantPass = startVariantPass(db());
  // Files in a bucket (issue 31): objects without a row removed after a grace period, every 6 hours.
  const stopStorageSweep = startStorageSweep(db(), await fileStore());

  const app = express();
  // The session of a request is read once, by whichever of the guard, the page cache or the routes asks first.
  const sessionUser = (req: http.IncomingMessage) => requestUser(db(), req, config.secureCookies);
  let pageCache: PageCache | undefined;
  let sendAsset: ReturnType<typeof precompressedAssets> | undefined;
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY);
  app.use(compression());
  // The security headers every response carries, whoever answers it: set once, where a request comes in (serve below).
  const securityHeaders = Object.entries(baseSecurityHeaders(config.NODE_ENV === "production"));
  app.use((req, res, next) => {
    // The loaders' view of the visitor's address (rate limits); never taken from the client as is.
    req.headers["x-client-ip"] = rateLimitAddress(req.ip ?? req.socket.remoteAddress ?? "inconnue");
    next();
  });
  // --- operations (issue 9): request log, health checks, body limits and types, origin check ---
  // The routes' own declarations (their handle's files rule), from the build of the moment.
  const rules: RouteRules = dev ? async (pathname) => routeHandle(await dev.build(), pathname) : async (pathname) => routeHandle(serverBuild as unknown as ServerBuild, pathname);
  app.use(healthRoutes(db), requestGuard({ publicUrl: config.publicUrl, secureCookies: config.secureCookies, database: db, rules }));
  // Requests with a body come here without the early answers: the same canonical address for them.
  app.use((req, res, next) => redirectToCanonical(req, res) || next());
  // --- end operations ---

  if (dev) {
    app.use(dev.vite.middlewares);
    app.use(reactRouterHandler(dev.build, "development", config.publicUrl, sessionUser));
  } else {
    const build = serverBuild as unknown as ServerBuild;
    const client = path.resolve("build/client");
    sendAsset = precompressedAssets(path.join(client, "assets"));
    const handleDocument = createRequestHandler(build, "production");

    // --- page cache (issue 14, decisions 0011 and 0025): anonymous hits are answered before Express (see serve
    // below); every other request for a page comes here (PageCache.answer): an anonymous miss is rendered, stored
    // compressed and sent, a signed-in visitor gets a shared page with their own parts; the rest is rendered below.
    pageCache = await new PageCache(db, {
      pageCount: async (pathname, query) =>
        pathname === "/projets" ? projectPageCount(db(), parseProjectSearch(new URLSearchParams(query)).filters) : null,
      // The track record's twelve months move on the 11th of each month (decision 0036).
      period: () => trackRecordPeriod(),
    }).start();
    const cache = pageCache;
    // Pages are rendered for the cache without any cookie, marked as shared (decision 0025).
    const sharedRender = (req: express.Request, res: express.Response) => {
      const context = new RouterContextProvider();
      context.set(sharedRenderContext, true);
      return handleDocument(toWebRequest(req, res, config.publicUrl, { anonymous: true }), context);
    };
    app.use((req, res, next) =>
      cache
        .answer(req, res, {
          render: () => sharedRender(req, res),
          visitorOf: async (shared) => cachedPageVisitor(db(), await sessionUser(req), req.path, shared),
        })
        .then((done) => done || next(), next),
    );
    // Static files only for paths with an extension (pages never have one): no file lookup per page.
    // Fingerprinted assets never change; everything else in public/ may.
    app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", index: false }));
    const files = express.static(client, { maxAge: "1h", index: false });
    app.use((req, res, next) => (path.extname(req.path) === "" ? next() : files(req, res, next)));
    // --- end page cache ---
    app.use(reactRouterHandler(build, "production", config.publicUrl, sessionUser));
  }

  // Every request is logged (issue 9) and gets the security headers; anonymous visitors' cached pages and
  // precompressed assets are then answered straight from memory, before Express (issue 14); everything else goes to Express.
  serve(
    (req: http.IncomingMessage, res: http.ServerResponse) => {
      requestLog(req, res);
      for (const [name, value] of securityHeaders) res.setHeader(name, value);
      if (refuseUnknownMethod(req, res)) return;
      // A body announced with a GET goes to the guard, which drops it within the text forms' limits (408, 413):
      // answered from memory, the connection would stay open waiting for it.
      if (declaresBody(req)) return void app(req, res);
      if (redirectToCanonical(req, res)) return;
      if (pageCache?.serve(req, res) || sendAsset?.(req, res) || sendCachedMedia(req, res)) return;
      app(req, res);
    },
    {
      port: config.PORT,
      host: config.HOST,
      ready: `Site prêt sur ${config.publicUrl} (${config.DATABASE_URL ? "PostgreSQL" : "SQLite"})`,
      onShutdown: async () => {
        await stopAlertDigests();
        await stopMailer();
        await stopVariantPass();
        await stopStorageSweep();
        await db().destroy();
      },
    },
  );
}
