import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import { islandEntries } from "./scripts/vite-islands";
import { SERVER_BUNDLED_PACKAGES, serverEntryNames, serverProductionBuilds, serverRoutesOnce } from "./scripts/vite-server-build";

/**
 * React Router's production build in the browser bundle. Every export condition of `react-router` (browser
 * included) points to `dist/development`, whose only difference is its development warnings: 0.6 KiB gzip of
 * every hydrated page's first load (decision 0037). The server bundle is left as it is.
 */
function reactRouterProductionClient(): Plugin {
  const production = (file: string) => fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));
  return {
    name: "react-router-production-client",
    enforce: "pre",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(id) {
      if (id === "react-router") return production("index.mjs");
      if (id === "react-router/dom") return production("dom-export.mjs");
    },
  };
}

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), reactRouterProductionClient(), serverProductionBuilds(), serverRoutesOnce(), serverEntryNames(), islandEntries({ dev: true })],
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
          input: { index: "app/server/http/http-entry.server.ts", "dossier-worker": "app/server/dossier/worker.server.ts" },
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
        // A page loads the modules it uses, in few files (each request counts on a slow mobile link: decision
        // 0005). React DOM stays in the entry chunk; React, React Router, Vite's lazy-chunk loader and the root
        // route's small modules go in 'runtime' (in one file with React DOM, Lighthouse counted a slower first
        // paint on a city page: two files download side by side). Three small groups for the public pages: 'site'
        // (French phrasing, paths, gallery numbers, shared by the content and form pages), 'showcase' (what the
        // project and city pages both show) and 'project-view' (the project page's own pieces, which its lazy
        // tabs import too). None of them may import zod (tests/e2e/speed.spec.ts, decision 0037).
        manualChunks(id) {
          if (/\/node_modules\/(react|react-router)\//.test(id) || id.includes("vite/preload-helper")) return "runtime";
          if (/\/app\/(domain\/(site\/seo|site\/company|clients\/client-messages|content\/media)|components\/layout\/(use-site|route-handle|nonce))\.tsx?$/.test(id)) return "runtime";
          if (/\/app\/domain\/(text\/french|text\/slug|projects\/project-interest|projects\/gallery)\.ts$/.test(id)) return "site";
          if (/\/app\/(domain\/site\/og-image|components\/(media\/(media-image|video-list|paragraphs)|layout\/tabs|market\/market-parts))\.tsx?$/.test(id)) return "showcase";
          if (/\/app\/(domain\/(projects\/dpe|content\/entities|content\/content-choices)|components\/(project\/(dpe-label|pdf-card|project-media)|finance\/(amount|definition-link)))\.tsx?$/.test(id)) return "project-view";
        },
      },
    },
  },
}));
