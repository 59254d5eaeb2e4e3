// Vite plugin of the server build (vite.config.ts): the entries keep their names.
import type { Plugin } from "vite";

/**
 * Packages bundled into the server build rather than loaded from node_modules at run time: React and what imports
 * it (one copy of React), and React Router. Bundled, they are resolved by their `exports` with the build's
 * production condition (React Router 8's `default` is its production build) and with `process.env.NODE_ENV`
 * replaced by "production" (React's entry then requires its production files only), whatever the environment
 * says when the server starts. tests/e2e/operations/server-build.spec.ts fails if development code reaches the
 * server bundle.
 */
export const SERVER_BUNDLED_PACKAGES = ["react", "react-dom", "react-router", "@conform-to/react"];

/**
 * The server build's entries keep their names (index.js, dossier-worker.js): React Router's plugin names every
 * entry after its one server file, index.js.
 */
export function serverEntryNames(): Plugin {
  return {
    name: "server-entry-names",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    outputOptions: (options) => ({ ...options, entryFileNames: "[name].js" }),
  };
}
