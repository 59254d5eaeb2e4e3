// The build takes packages through their public entries (issue 32, item 4; decision 0063): no file of scripts/ and no
// Vite configuration names a file inside a package's dist/ or cjs/ folder, as `react-dom/cjs/…production.js` or
// `react-router/dist/production/index.mjs` once did. An upgrade then changes the build only through the packages'
// own `exports`.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const buildFiles = () => [
  ...fs.readdirSync(".").filter((name) => /^vite(\.[\w-]+)?\.config\.[cm]?[jt]s$/.test(name)),
  ...fs.readdirSync("scripts").filter((name) => /\.(m?[jt]s|sh)$/.test(name)).map((name) => path.join("scripts", name)),
];

/** A quoted path, or a path in a pattern, that goes into a dist/ or cjs/ folder (`dist/`, `/dist/production/`…). */
const INSIDE_A_PACKAGE = /(?:^|[/"'`\s(])(?:dist|cjs)\/[\w.-]+/;

describe("package paths", () => {
  it("scripts/ and the Vite configurations name no file inside a package's dist/ or cjs/", () => {
    const files = buildFiles();
    expect(files).toContain("vite.config.ts");
    const found = files.flatMap((file) =>
      fs
        .readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, index) => (INSIDE_A_PACKAGE.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
