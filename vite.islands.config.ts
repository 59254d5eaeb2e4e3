// The islands' scripts (decision 0046), built after React Router's client build (`npm run build`), into the
// same build/client/assets: one entry per `app/components/<subject>/<name>.island.tsx`, which hydrates that island with
// React DOM alone, and React DOM in a file the islands share. build/islands.json tells the server each
// island's file and the files it imports (app/server/http/islands.server.ts).
import fs from "node:fs";
import { type Plugin, defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { islandEntries, islandFiles } from "./scripts/vite-islands";

const names = [...islandFiles().keys()].sort();

/** build/islands.json: { name: { src, imports } } with the URLs the pages ask for. */
function islandManifest(): Plugin {
  return {
    name: "island-manifest",
    generateBundle(_options, bundle) {
      const manifest: Record<string, { src: string; imports: string[] }> = {};
      const importsOf = (file: string, seen = new Set<string>()): string[] => {
        const chunk = bundle[file];
        if (!chunk || chunk.type !== "chunk") return [];
        for (const imported of chunk.imports) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          importsOf(imported, seen);
        }
        return [...seen];
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== "chunk" || !chunk.isEntry) continue;
        manifest[chunk.name] = { src: `/${chunk.fileName}`, imports: importsOf(chunk.fileName).map((file) => `/${file}`) };
      }
      fs.mkdirSync("build", { recursive: true });
      fs.writeFileSync("build/islands.json", `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}

export default defineConfig({
  plugins: [tsconfigPaths(), islandEntries({ dev: false }), islandManifest()],
  // The islands' code runs in the browser only: the production builds of React and React DOM.
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  publicDir: false,
  build: {
    outDir: "build/client",
    emptyOutDir: false,
    copyPublicDir: false,
    target: "es2022",
    // The same minifier as the pages' scripts (vite.config.ts).
    minify: "terser",
    terserOptions: { module: true, compress: { passes: 3 }, mangle: { toplevel: true }, format: { comments: false } },
    modulePreload: false,
    rollupOptions: {
      // Comments inside packages that Rollup cannot place (zod's `@__PURE__` notes): not ours to fix, not worth a warning.
      onwarn(warning, warn) {
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/")) return;
        warn(warning);
      },
      input: Object.fromEntries(names.map((name) => [name, `island:${name}`])),
      output: {
        entryFileNames: "assets/island-[name]-[hash].js",
        chunkFileNames: "assets/island-[name]-[hash].js",
        // React and React DOM in one file every island shares, conform in another; our own modules where Rollup
        // puts them, by the islands that import them (no rule names a file of the app).
        manualChunks(id) {
          if (/\/node_modules\/(react|react-dom|scheduler)\//.test(id)) return "react";
          if (/\/node_modules\/@conform-to\/(react|dom)\//.test(id)) return "forms";
        },
      },
    },
  },
});
