// HTTP entry: configuration, database, security headers, compression, static files, page cache
// and the React Router handler.
import path from "node:path";
import compression from "compression";
import express, { type Request as ExpressRequest, type Response as ExpressResponse } from "express";
import { createRequestHandler as createExpressHandler } from "@react-router/express";
import { createRequestHandler, type ServerBuild } from "react-router";
import { db } from "./app/server/db.server";
import { env } from "./app/server/env.server";
import { startMailer } from "./app/server/mail.server";
import { PageCache } from "./app/server/page-cache.server";
import { baseSecurityHeaders } from "./app/server/security-headers.server";
import { prepareDatabase } from "./app/server/startup.server";

const dev = process.argv.includes("--dev");
type RunnableEnv = { runner: { import: (id: string) => Promise<unknown> } };
let config: ReturnType<typeof env>;
try {
  config = env();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

await prepareDatabase(config);
startMailer(db, { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", "loopback");
app.use(compression());
const securityHeaders = Object.entries(baseSecurityHeaders(config.NODE_ENV === "production"));
app.use((req, res, next) => {
  for (const [name, value] of securityHeaders) res.setHeader(name, value);
  // The loaders' view of the visitor's address (rate limits); never taken from the client as is.
  req.headers["x-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "inconnue";
  next();
});

if (dev) {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true } });
  app.use(server.middlewares);
  app.use(
    createExpressHandler({
      build: () => (server.environments.ssr as unknown as RunnableEnv).runner.import("virtual:react-router/server-build") as Promise<ServerBuild>,
      mode: "development",
    }),
  );
} else {
  const client = path.resolve("build/client");
  // Fingerprinted assets never change; everything else in public/ may.
  app.use("/assets", express.static(path.join(client, "assets"), { immutable: true, maxAge: "1y", index: false }));
  app.use(express.static(client, { maxAge: "1h", index: false }));

  const build = (await import(path.resolve("build/server/index.js"))) as ServerBuild;
  const handleDocument = createRequestHandler(build, "production");
  const cache = new PageCache(db);
  const toWebRequest = (req: ExpressRequest) =>
    new Request(`${config.publicUrl}${req.originalUrl}`, {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([k, v]) =>
        v === undefined ? [] : Array.isArray(v) ? v.map((x): [string, string] => [k, x]) : [[k, v] as [string, string]],
      ),
    });
  const send = (res: ExpressResponse, page: { status: number; headers: [string, string][]; body: string }) => {
    res.status(page.status);
    for (const [k, v] of page.headers) if (k !== "content-length") res.setHeader(k, v);
    res.send(page.body);
  };
  app.use(async (req, res, next) => {
    const query = req.originalUrl.includes("?") ? req.originalUrl.slice(req.originalUrl.indexOf("?")) : "";
    if (!PageCache.cacheable(req.method, req.path, req.headers.cookie, query)) return next();
    try {
      const key = req.originalUrl;
      send(res, (await cache.get(key)) ?? (await cache.render(key, () => handleDocument(toWebRequest(req)))));
    } catch (error) {
      next(error);
    }
  });
  app.use(createExpressHandler({ build, mode: "production" }));
}

app.listen(config.PORT, config.HOST, () => {
  console.log(`Site prêt sur ${config.publicUrl} (${config.DATABASE_URL ? "PostgreSQL" : "SQLite"})`);
});
