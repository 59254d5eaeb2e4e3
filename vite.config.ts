import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { islandEntries } from "./scripts/vite-islands";
import { SERVER_BUNDLED_PACKAGES, serverEntryNames } from "./scripts/vite-server-build";

export default defineConfig(({ command }) => ({
  // Development (`npm run dev`): the islands' own files are entries too, so that Vite bundles their packages when it
  // starts rather than on a page's first request. A page served without React Router's scripts has no Vite client
  // to reload it when a newly bundled package makes its island's modules outdated (a 504 on a fresh clone).
  optimizeDeps: { entries: ["app/components/**/*.island.tsx"] },
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), serverEntryNames(), islandEntries({ dev: true })],
  environments: {
    ssr: {
      // One server bundle: the HTTP entry imports React Router's server build, so both share each module
      // (issue 24). React, React Router and what imports React are bundled, in their production builds
      // (scripts/vite-server-build.ts); other packages stay in node_modules.
      // The browser's chunks (manualChunks below) mean nothing here: one file, plus what the code loads on demand.
      // Not minified: React Router prints some of its functions into the page (scroll restoration), as written.
      // The dossier's worker thread (app/server/dossier/worker.server.ts) and the staff page's import process
      // (app/server/market/import-child.server.ts) are entries of their own, dossier-worker.js and
      // import-child.js (scripts/vite-server-build.ts keeps the names).
      build: {
        minify: false,
        rollupOptions: {
          input: { index: "app/server/http/http-entry.server.ts", "dossier-worker": "app/server/dossier/worker.server.ts", "import-child": "app/server/market/import-child.server.ts" },
          output: { manualChunks: () => undefined },
        },
      },
      resolve: command === "build" ? { noExternal: SERVER_BUNDLED_PACKAGES } : {},
      // React's entries pick their production files from NODE_ENV: fixed at build time in the server bundle.
      define: command === "build" ? { "process.env.NODE_ENV": JSON.stringify("production") } : {},
    },
  },
  build: {
    assetsInlineLimit: 0,
    target: "es2022",
    // Terser's extra passes save a few KiB over esbuild on the client bundle (JS budget, design guide §6).
    minify: "terser",
    terserOptions: { module: true, compress: { passes: 3 }, mangle: { toplevel: true }, format: { comments: false } },
    rollupOptions: {
      // Comments inside packages that Rollup cannot place (zod's `@__PURE__` notes): not ours to fix, not worth a warning.
      onwarn(warning, warn) {
        if (warning.code === "INVALID_ANNOTATION" && warning.id?.includes("/node_modules/")) return;
        warn(warning);
      },
      output: {
        // React, React Router and Vite's lazy-chunk loader in one file every hydrated page shares (the staff's
        // pages: the public and client pages load their islands only, decision 0046); our own modules where
        // Rollup puts them, by what imports them (no rule names a file of the app).
        manualChunks(id) {
          if (/\/node_modules\/(react|react-router)\//.test(id) || id.includes("vite/preload-helper")) return "runtime";
        },
      },
    },
  },
}));
