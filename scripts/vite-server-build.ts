// Vite plugins of the server build (vite.config.ts), issue 20 item 1: the production builds of React and
// React Router, and React Router's route objects made once instead of at every render.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const packageFile = (name: string, file: string) => require.resolve(`${name}/package.json`).replace(/package\.json$/, file);

/**
 * The production builds of the packages that have a development build. React Router's package points every
 * export condition to its development build (warnings, checks), and React picks its build from NODE_ENV when
 * it is loaded: the server bundle holds the production files instead, whatever the environment says.
 * Everything that imports React is bundled with them (`noExternal` in vite.config.ts: one copy of React).
 * tests/e2e/operations/server-build.spec.ts fails if development code reaches the server bundle.
 */
const PRODUCTION_BUILDS: Record<string, string> = {
  react: packageFile("react", "cjs/react.production.js"),
  "react/jsx-runtime": packageFile("react", "cjs/react-jsx-runtime.production.js"),
  "react-dom": packageFile("react-dom", "cjs/react-dom.production.js"),
  "react-dom/server": fileURLToPath(new URL("./react-dom-server.production.mjs", import.meta.url)),
  // Its two halves, which react-dom's `exports` does not list.
  "react-dom/cjs/react-dom-server-legacy.node.production.js": packageFile("react-dom", "cjs/react-dom-server-legacy.node.production.js"),
  "react-dom/cjs/react-dom-server.node.production.js": packageFile("react-dom", "cjs/react-dom-server.node.production.js"),
  "react-router": packageFile("react-router", "dist/production/index.mjs"),
};

export const SERVER_BUNDLED_PACKAGES = ["react", "react-dom", "react-router", "@conform-to/react"];

export function serverProductionBuilds(): Plugin {
  return {
    name: "server-production-builds",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId: (id) => PRODUCTION_BUILDS[id] ?? null,
  };
}

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

/**
 * React Router's <ServerRouter> rebuilds the route objects of the whole app at every render
 * (createServerRoutes, then convertRoutesToDataRoutes in createStaticRouter: a hundred objects and React
 * elements, the same each time). They depend only on the build, so they are made once and kept, keyed by
 * the build's manifest and the routes array. Each patch must apply exactly once to the pinned version
 * (package.json), or the build fails.
 */
const ROUTE_PATCHES = [
  {
    find: `  let routes = createServerRoutes(
    manifest.routes,
    routeModules,
    context.future,
    context.isSpaMode
  );`,
    replace: `  let routes = SERVER_ROUTES.get(manifest.routes);
  if (!routes) {
    routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);
    SERVER_ROUTES.set(manifest.routes, routes);
  }`,
    declare: "const SERVER_ROUTES = /* @__PURE__ */ new WeakMap();",
  },
  {
    find: `function createStaticRouter(routes, context, opts = {}) {
  let manifest = {};
  let dataRoutes = convertRoutesToDataRoutes(
    routes,
    mapRouteProperties,
    void 0,
    manifest
  );`,
    replace: `function createStaticRouter(routes, context, opts = {}) {
  let converted = STATIC_ROUTES.get(routes);
  if (!converted) {
    let manifest2 = {};
    converted = { manifest: manifest2, dataRoutes: convertRoutesToDataRoutes(routes, mapRouteProperties, void 0, manifest2) };
    STATIC_ROUTES.set(routes, converted);
  }
  let { manifest, dataRoutes } = converted;`,
    declare: "const STATIC_ROUTES = /* @__PURE__ */ new WeakMap();",
  },
  {
    // matchRoutes flattened and ranked every route of the app at each call (several per request: a tenth of a
    // rendered page's time, measured with --cpu-prof): the ranked branches of a routes array, made once.
    find: `  let branches = precomputedBranches ?? flattenAndRankRoutes(routes);`,
    replace: `  let branches = precomputedBranches ?? RANKED_BRANCHES.get(routes);
  if (!branches) {
    branches = flattenAndRankRoutes(routes);
    RANKED_BRANCHES.set(routes, branches);
  }`,
    declare: "const RANKED_BRANCHES = /* @__PURE__ */ new WeakMap();",
  },
];

export function serverRoutesOnce(): Plugin {
  const applied = new Set<number>();
  return {
    name: "server-routes-once",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "ssr",
    transform(code, id) {
      if (!id.includes("/react-router/dist/production/")) return null;
      let patched = code;
      ROUTE_PATCHES.forEach((patch, index) => {
        const at = patched.indexOf(patch.find);
        if (at === -1) return;
        if (applied.has(index) || patched.indexOf(patch.find, at + 1) !== -1) this.error(`server-routes-once: patch ${index + 1} found twice`);
        applied.add(index);
        patched = `${patch.declare}\n${patched.replace(patch.find, patch.replace)}`;
      });
      return patched === code ? null : { code: patched, map: null };
    },
    buildEnd(error) {
      if (!error && applied.size !== ROUTE_PATCHES.length) this.error(`server-routes-once: ${ROUTE_PATCHES.length - applied.size} patch(es) of React Router not applied (a new version?)`);
    },
  };
}
