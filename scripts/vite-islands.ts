// The islands' entries (decision 0046), for both ways of serving them: `vite build -c vite.islands.config.ts`
// builds one script per island for `npm run build`, and Vite's development server (vite.config.ts, `npm run dev`)
// serves the same entries at /@id/island:<name>. Each island's file is `app/components/<subject>/<name>.island.tsx`,
// beside the component it names.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const COMPONENTS_DIR = "app/components";
const ENTRY_PREFIX = "\0island-entry:";
/** What a page asks for to load an island's entry from Vite's development server. */
export const DEV_ISLAND_PREFIX = "/@id/island:";

/** Each island's file by its name. */
export function islandFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of fs.readdirSync(COMPONENTS_DIR, { recursive: true, encoding: "utf8" }).sort()) {
    if (!file.endsWith(".island.tsx")) continue;
    const name = path.basename(file, ".island.tsx");
    if (files.has(name)) throw new Error(`Deux îlots s’appellent ${name} : ${files.get(name)} et ${file}`);
    files.set(name, path.resolve(COMPONENTS_DIR, file));
  }
  return files;
}

/**
 * `island:<name>`: the island's definition, mounted (components/islands/mount.tsx). The island's name must be its
 * file's. In development the entry first installs React Router's fast-refresh preamble, which the page's own
 * scripts install on a page that hydrates: the island's modules are compiled by the same plugin.
 */
export function islandEntries({ dev }: { dev: boolean }): Plugin {
  return {
    name: "island-entries",
    apply: dev ? "serve" : "build",
    resolveId: (id) => (id.startsWith("island:") ? `${ENTRY_PREFIX}${id.slice("island:".length)}` : null),
    load(id) {
      if (!id.startsWith(ENTRY_PREFIX)) return null;
      const name = id.slice(ENTRY_PREFIX.length);
      const file = islandFiles().get(name);
      if (!file) return null;
      return [
        ...(dev ? [`import "virtual:react-router/inject-hmr-runtime";`] : []),
        `import island from ${JSON.stringify(file)};`,
        `import { mountIsland } from ${JSON.stringify(path.resolve(COMPONENTS_DIR, "islands/mount.tsx"))};`,
        `if (island.name !== ${JSON.stringify(name)}) throw new Error("L’îlot de ${name}.island.tsx s’appelle " + island.name);`,
        "mountIsland(island);",
      ].join("\n");
    },
  };
}
