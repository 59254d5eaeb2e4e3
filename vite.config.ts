import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

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

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), reactRouterProductionClient()],
  build: {
    assetsInlineLimit: 0,
    target: "es2022",
    // Terser's extra passes save a few KiB over esbuild on the client bundle (JS budget, design guide §6).
    minify: "terser",
    terserOptions: { module: true, compress: { passes: 3 }, mangle: { toplevel: true }, format: { comments: false } },
    rollupOptions: {
      output: {
        // What every hydrated page runs in one file: React, React Router, Vite's loader of lazy chunks and the
        // small modules of the root route (header, footer). Everything else goes where Rollup puts it, so that a
        // page loads only the modules it uses (decision 0037); none of the runtime may import zod
        // (tests/e2e/speed.spec.ts).
        manualChunks(id) {
          if (/\/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id) || id.includes("vite/preload-helper")) return "runtime";
          if (/\/app\/(domain\/(seo|company|client-messages|media)|components\/(use-site|route-handle|nonce))\.tsx?$/.test(id)) return "runtime";
        },
      },
    },
  },
});
