// The code's shape (docs/architecture.md, « Where things go »): no folder of code or documentation (the decisions
// are in folders by subject) holds more than 30 files at its top, and no file more than 400 lines, so that a newcomer finds things by their folder. The two seed files are
// data (the demo's texts and its drawn illustrations), not code, and are the only files allowed to be longer.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOTS = ["app", "tests", "scripts", "docs"];
const SKIP = new Set(["node_modules", "build", "fixtures"]);
const CODE = /\.(ts|tsx|mjs|js|css)$/;
const DATA_FILES = new Set(["app/server/seed/demo-data.ts", "app/server/seed/illustrations.ts"]);

function folders(dir: string): string[] {
  return [dir, ...fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory() && !SKIP.has(e.name)).flatMap((e) => folders(path.posix.join(dir, e.name)))];
}
const filesIn = (dir: string) => fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.posix.join(dir, e.name));

describe("the code's layout", () => {
  const all = ROOTS.flatMap(folders);

  it("lists every decision in docs/decisions/README.md, at its path", () => {
    const index = fs.readFileSync("docs/decisions/README.md", "utf8");
    const decisions = folders("docs/decisions").flatMap(filesIn).filter((f) => /\/\d{4}-[^/]+\.md$/.test(f));
    const listed = [...index.matchAll(/\]\(([^)]+\.md)\)/g)].map((m) => path.posix.join("docs/decisions", m[1]));
    expect(listed.sort()).toEqual(decisions.sort());
  });

  it("has no folder with more than 30 files at its top", () => {
    const crowded = all.map((dir) => ({ dir, files: filesIn(dir).length })).filter(({ files }) => files > 30);
    expect(crowded).toEqual([]);
  });

  it("has no file of code over 400 lines, seed data apart", () => {
    const long = all
      .flatMap(filesIn)
      .filter((file) => CODE.test(file) && !DATA_FILES.has(file))
      .map((file) => ({ file, lines: fs.readFileSync(file, "utf8").split("\n").length - 1 }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });
});
