// Compiles the HTTP entry (server.ts and the app modules it imports) to build/server.js, so that
// production runs plain JavaScript with no TypeScript transpiler at run time. Packages stay external
// (node_modules); part of `npm run build`.
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
