// Starts the site. In production (`npm start`, compiled to build/server.js) it runs the server build,
// build/server/index.js: React Router's build and our HTTP layer (app/server/http/http-entry.server.ts) in one
// bundle, with the production builds of React and React Router (vite.config.ts). In development
// (`npm run dev`) the same entry is loaded through Vite, which reloads the routes as they change.
import path from "node:path";
import type { ServerBuild } from "react-router";
import type { StartOptions } from "./app/server/http/http-entry.server";

type Entry = { startServer: (options?: StartOptions) => Promise<void> };

if (process.argv.includes("--dev")) {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true } });
  const runner = (server.environments.ssr as unknown as { runner: { import: (id: string) => Promise<unknown> } }).runner;
  const entry = (await runner.import("/app/server/http/http-entry.server.ts")) as Entry;
  await entry.startServer({ dev: { vite: server, build: () => runner.import("virtual:react-router/server-build") as Promise<ServerBuild> } });
} else {
  const entry = (await import(path.resolve("build/server/index.js"))) as Entry;
  await entry.startServer();
}
