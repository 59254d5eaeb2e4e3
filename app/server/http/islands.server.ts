// The islands' built scripts (decision 0046): build/islands.json, written by `vite build -c
// vite.islands.config.ts` (part of `npm run build`), read once.
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

export const islandServer: IslandServer = {
  render: (element, identifierPrefix) => renderToString(element, { identifierPrefix }),
  loadScript(name) {
    const script = readManifest()[name];
    if (!script) return false;
    // In <head>: the island's module and what it imports, asked for at once.
    preinitModule(script.src, { as: "script" });
    for (const href of script.imports) preloadModule(href, { as: "script" });
    return true;
  },
};
