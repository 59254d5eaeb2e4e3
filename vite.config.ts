import { createRequire } from "node:module";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { type Plugin, defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";

const require = createRequire(import.meta.url);
const packageFile = (name: string, file: string) => require.resolve(`${name}/package.json`).replace(/package\.json$/, file);

/**
 * The production builds of the packages that have a development build, for the server bundle (issue 20).
 * React Router's package points every condition to its development build (warnings, checks), and React
 * picks its build from NODE_ENV when it is loaded: the server bundle holds the production files instead,
 * whatever the environment says. Everything that imports React is bundled with them (one copy of React).
 * tests/e2e/server-build.spec.ts fails if development code reaches the server bundle.
 */
const SERVER_PRODUCTION_BUILDS: Record<string, string> = {
  react: packageFile("react", "cjs/react.production.js"),
  "react/jsx-runtime": packageFile("react", "cjs/react-jsx-runtime.production.js"),
  "react-dom": packageFile("react-dom", "cjs/react-dom.production.js"),
  "react-dom/server": packageFile("react-dom", "cjs/react-dom-server.node.production.js"),
  "react-router": packageFile("react-router", "dist/production/index.mjs"),
};

function serverProductionBuilds(): Plugin {
  return {
    name: "server-production-builds",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId: (id) => SERVER_PRODUCTION_BUILDS[id] ?? null,
  };
}

export default defineConfig(({ command }) => ({
  plugins: [tailwindcss(), reactRouter(), tsconfigPaths(), serverProductionBuilds()],
  environments: {
    ssr: {
      // One server bundle: the HTTP entry imports React Router's server build, so both share each module
      // (issue 24). Packages that import React are bundled with it (see above); other packages stay in node_modules.
      // The browser's chunks (manualChunks below) mean nothing here: one file, plus what the code loads on demand.
      // Not minified: React Router prints some of its functions into the page (scroll restoration), as written.
      build: { minify: false, rollupOptions: { input: "app/server/http-entry.server.ts", output: { manualChunks: () => undefined } } },
      resolve: command === "build" ? { noExternal: ["react", "react-dom", "react-router", "@conform-to/react"] } : {},
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
          if (/\/app\/(domain\/(format|french|french-number|seo|slug|company|client-messages|entities|og-image|control-chars|media|project-interest|gallery)|components\/(use-site|route-handle|media-image|scroll-region|nonce|paragraphs))\.tsx?$/.test(id))
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
