// docs/architecture.md is true (issue 32, item 8): every file it names exists. A path with a folder must be
// the end of a file's path in the repository; a bare file name must be some file's name. Patterns (`<name>`,
// `*`, `…`) are descriptions, not files.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SKIP = new Set(["node_modules", "build", ".git"]);

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name) || entry.name.startsWith(".e2e-data")) return [];
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? files(file) : [file.split(path.sep).join("/")];
  });
}

describe("docs/architecture.md", () => {
  it("names only files that exist", () => {
    const text = fs.readFileSync("docs/architecture.md", "utf8");
    const all = ["app", "tests", "scripts", "docs"].flatMap(files).concat(fs.readdirSync("."));
    const names = new Set(all.map((file) => path.posix.basename(file)));
    const named = [...text.matchAll(/`([^`\s]+\.(?:ts|tsx|mjs|js|md|css|json))`/g)].map((m) => m[1]!).filter((name) => !/[<*…]/.test(name));
    expect(named.length).toBeGreaterThan(20);
    const missing = named.filter((name) => (name.includes("/") ? !all.some((file) => file === name || file.endsWith(`/${name}`)) : !names.has(name)));
    expect(missing).toEqual([]);
  });
});
