import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { SERVER_BUNDLED_PACKAGES, serverEntryNames, serverProductionBuilds, serverRoutesOnce } from "./scripts/vite-server-build";

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), serverProductionBuilds(), serverRoutesOnce(), serverEntryNames()],
  environments: {
    ssr: {
      // One server bundle: the HTTP entry imports React Router's server build, so both share each module
      // (issue 24). React, React Router and what imports React are bundled in their production builds
      // (scripts/vite-server-build.ts); other packages stay in node_modules.
      // The browser's chunks (manualChunks below) mean nothing here: one file, plus what the code loads on demand.
      // Not minified: React Router prints some of its functions into the page (scroll restoration), as written.
      // The dossier's worker thread (app/server/dossier/worker.server.ts) is an entry of its own, dossier-worker.js
      // (scripts/vite-server-build.ts keeps the names).
      build: {
        minify: false,
        rollupOptions: {
          input: { index: "app/server/http-entry.server.ts", "dossier-worker": "app/server/dossier/worker.server.ts" },
          output: { manualChunks: () => undefined },
        },
      },
      resolve: command === "build" ? { noExternal: SERVER_BUNDLED_PACKAGES } : {},
    },
  },
  build: {
    assetsInlineLimit: 0,
    target: "es2022",
    // Terser's extra passes save a few KiB over esbuild on the client bundle (JS budget, design guide §6).
    minify: "terser",
    terserOptions: { module: true, compress: { passes: 3 }, mangle: { toplevel: true }, format: { comments: false } },
    rollupOptions: {
      output: {
        // Small modules most pages share (formatting, French texts, SEO, site data) in one file rather than a
        // dozen of 0.1–0.9 KiB, with what they import (React, React Router): 9 requests instead of 23 for a
        // project page, Lighthouse 94 → 97 (issue 14). None of them may import zod (tests/e2e/speed.spec.ts).
        manualChunks(id) {
          if (/\/app\/(domain\/(format|french|french-number|seo|slug|company|client-messages|entities|content-choices|og-image|control-chars|media|project-interest|gallery)|components\/(use-site|route-handle|media-image|scroll-region|nonce|paragraphs))\.tsx?$/.test(id))
            return "shared";
          // What a project page alone adds (after-tax view and its module, simulator queries, DPE) in one file
          // instead of seven of 0.1–7.6 KiB; and the showcase pieces the project and city pages both load.
          if (/\/app\/(domain\/(tax\/[^/]+|dpe|simulation-query)|components\/(after-tax|tax-chart|tax-method|dpe-label))\.tsx?$/.test(id)) return "project-view";
          if (/\/app\/components\/(video-list|maintenance-animation|tabs)\.tsx$/.test(id)) return "showcase";
        },
      },
    },
  },
}));
