// The islands' scripts (decision 0046): build/islands.json, written by `vite build -c vite.islands.config.ts`
// (part of `npm run build`), read once; under `npm run dev`, the entries Vite's server makes of the same files
// (scripts/vite-islands.ts), so that a page hydrates its islands alone in development too.
import fs from "node:fs";
import path from "node:path";
import { preinitModule, preloadModule } from "react-dom";
import { renderToString } from "react-dom/server";
import type { IslandServer } from "~/components/layout/island";

type Manifest = Record<string, { src: string; imports: string[] }>;
let manifest: Manifest | undefined;

function readManifest(): Manifest {
  if (!manifest) {
    const file = path.resolve("build/islands.json");
    manifest = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as Manifest) : {};
  }
  return manifest;
}

/** Under `npm run dev`: the island's entry as Vite serves it, if `app/components/<subject>/<name>.island.tsx` exists. */
function devScript(name: string): Manifest[string] | undefined {
  const files = fs.readdirSync("app/components", { recursive: true, encoding: "utf8" });
  return files.some((file) => path.basename(file) === `${name}.island.tsx`) ? { src: `/@id/island:${name}`, imports: [] } : undefined;
}

export const islandServer: IslandServer = {
  render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  loadScript(name) {
    const script = import.meta.env.DEV ? devScript(name) : readManifest()[name];
    if (!script) return false;
    // In <head>: the island's module and what it imports, asked for at once.
    preinitModule(script.src, { as: "script" });
    for (const href of script.imports) preloadModule(href, { as: "script" });
    return true;
  },
};
