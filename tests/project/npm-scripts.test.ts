// Every npm script points to files that exist (issue 24, item 4: `npm run seed` ran scripts/seed.ts, which
// did not). Files of the build (build/…) are made by `npm run build`; sources must be in the repository.
import fs from "node:fs";
import { describe, expect, it } from "vitest";

const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };

describe("npm scripts", () => {
  it("name only files that exist", () => {
    const named = Object.entries(scripts).flatMap(([name, command]) =>
      command
        .split(/\s+/)
        .filter((word) => /\.(m?[jt]s|tsx)$/.test(word) && !word.startsWith("build/"))
        .map((file) => ({ name, file })),
    );
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter(({ file }) => !fs.existsSync(file))).toEqual([]);
  });
});
