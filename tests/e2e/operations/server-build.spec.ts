// The server build that `npm start` runs (issue 20, item 1; issue 24, items 3 and 4), read as files: it
// holds the production builds of React and React Router and no development code, each of our modules once
// (one bundle: the HTTP entry and React Router's build share them), and the demo seed apart, loaded on demand.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { expect, test } from "@playwright/test";

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full);
    return entry.name.endsWith(".js") ? [full] : [];
  });
/** Every file of JavaScript the production server loads: the launcher and the server build. */
const serverFiles = () => ["build/server.js", ...files("build/server")];
/** A file's code, with the escapes of non-ASCII characters (esbuild writes « é » as \xE9) read back. */
const read = (file: string) =>
  fs.readFileSync(file, "utf8").replace(/\\u([0-9a-fA-F]{4})|\\x([0-9a-fA-F]{2})/g, (_, u: string | undefined, x: string | undefined) => String.fromCharCode(Number.parseInt(u ?? x ?? "", 16)));

/**
 * Packages imported by name (left in node_modules, loaded at run time): static imports and re-exports (a statement
 * at the start of a line, as the bundler writes them), dynamic imports and requires. A « from "…" » inside a message
 * (React Router's « call … from "react-router/route-pattern" ») is not an import.
 */
function packagesImported(code: string): string[] {
  const statements = [/^(?:import|export)\b[^"'`;]*?\bfrom\s*["']([^"'./][^"']*)["']/gm, /^import\s*["']([^"'./][^"']*)["']/gm, /\b(?:import|require)\s*\(\s*["']([^"'./][^"']*)["']\s*\)/g];
  const specifiers = statements.flatMap((pattern) => [...code.matchAll(pattern)].map((m) => m[1]));
  return [...new Set(specifiers.filter((s) => !s.startsWith("node:")).map((s) => (s.startsWith("@") ? s.split("/").slice(0, 2) : s.split("/").slice(0, 1)).join("/")))];
}

/** Does the package ship a development build (React's cjs/*.development.js, React Router's dist/development)? */
function hasDevelopmentBuild(name: string): boolean {
  let root: string;
  try {
    root = path.dirname(createRequire(path.resolve("package.json")).resolve(`${name}/package.json`));
  } catch {
    return false; // a Node built-in (async_hooks, crypto…) or a package that hides its package.json
  }
  const walk = (dir: string, depth: number): boolean =>
    fs.readdirSync(dir, { withFileTypes: true }).some(
      (entry) => /development/i.test(entry.name) || (entry.isDirectory() && entry.name !== "node_modules" && depth < 3 && walk(path.join(dir, entry.name), depth + 1)),
    );
  return walk(root, 0);
}

test.describe("the production server build", () => {
  test("holds no development code: React and React Router are bundled in their production builds", () => {
    // Resolved by their packages' `exports` with the build's production condition and NODE_ENV (decision 0063).
    const imported = new Set(serverFiles().flatMap((file) => packagesImported(read(file))));
    expect(imported.size).toBeGreaterThan(5); // the reading of imports works (pino, kysely, sharp…)
    const withDevelopmentBuild = [...imported].filter(hasDevelopmentBuild);
    // Loaded from node_modules, React Router is its development build whatever NODE_ENV says, and React
    // follows NODE_ENV: neither may be left outside the bundle.
    expect(withDevelopmentBuild).toEqual([]);
    for (const file of serverFiles()) {
      const code = read(file);
      // React's development builds (each begins with this test), and a React Router warning kept only in its development build.
      expect(code, file).not.toMatch(/["']production["']\s*!==\s*process\.env\.NODE_ENV/);
      expect(code, file).not.toContain("You rendered descendant <Routes>");
    }
    // And they are bundled: the rendering code is in the build.
    expect(serverFiles().some((file) => read(file).includes("renderToPipeableStream"))).toBe(true);
  });

  test("holds each of our modules once: the database module is in one file, once", () => {
    // A sentence of app/server/db/db.server.ts.
    const marker = "La base de données n’est pas initialisée";
    const counts = serverFiles().map((file) => ({ file, count: read(file).split(marker).length - 1 }));
    expect(counts.filter((c) => c.count > 0)).toEqual([{ file: expect.stringMatching(/^build\/server\//), count: 1 }]);
    // The launcher holds none of the app: it only starts the server build.
    expect(read("build/server.js")).not.toContain("createRequestHandler");
  });

  // The demo seed (illustrations, demo data) and the document templates (issue 32: made on first use, not at
  // start) each in a file of their own, loaded only on demand.
  for (const { what, marker, chunk } of [
    // A title of app/server/seed/demo-data.ts.
    { what: "the demo seed", marker: "T4 transformé en colocation de 3 chambres à Jacquard", chunk: "seed.server" },
    // A title of app/server/content/document-templates/leases.ts.
    { what: "the document templates", marker: "Contrat de location meublée (loi ALUR)", chunk: "generate" },
  ]) {
    test(`keeps ${what} in a file loaded only on demand`, () => {
      const holders = serverFiles().filter((file) => read(file).includes(marker));
      expect(holders).toEqual([expect.stringMatching(new RegExp(`^build/server/assets/${chunk.replace(/\./g, "\\.")}-[\\w-]+\\.js$`))]);
      const holder = path.basename(holders[0]);
      for (const file of serverFiles().filter((f) => f !== holders[0])) {
        const code = read(file);
        // Never imported statically: only by import("./….js") when it is needed.
        expect(code, file).not.toMatch(new RegExp(`(from|import)\\s*["'][^"']*${holder.replace(/\./g, "\\.")}["']`));
      }
      expect(serverFiles().some((file) => read(file).includes(`import("./${holder}")`))).toBe(true);
    });
  }
});
