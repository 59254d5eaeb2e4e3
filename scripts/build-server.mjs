// Compiles server.ts, the small launcher of the server build (build/server/index.js, made by Vite with
// the HTTP entry and React Router's build in one bundle), to build/server.js: production runs plain
// JavaScript with no TypeScript transpiler. It imports nothing of the app. Part of `npm run build`.
import { build } from "esbuild";

await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
