import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// `npm ci` refuses a lock file in which a locked package names an optional dependency that has no entry of
// its own (decision 0008: rollup's and Tailwind oxide's other-platform packages were missing, so a clean
// clone, a deployment or a Mac could not install). This reads the lock the way npm ci does.
type LockedPackage = { optionalDependencies?: Record<string, string>; dependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync(new URL("../../package-lock.json", import.meta.url), "utf8")) as {
  lockfileVersion: number;
  packages: Record<string, LockedPackage>;
};

/** Where Node would find `name` from the package at `location`: its own node_modules, then each parent's. */
function resolve(location: string, name: string): string | undefined {
  let base = location;
  for (;;) {
    const candidate = `${base ? `${base}/` : ""}node_modules/${name}`;
    if (candidate in lock.packages) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf("/node_modules/");
    base = parent === -1 ? "" : base.slice(0, parent);
  }
}

/** Each dependency of the given kind that a locked package names and that has no entry of its own. */
function missing(kind: "dependencies" | "optionalDependencies"): string[] {
  return Object.entries(lock.packages).flatMap(([location, locked]) =>
    Object.keys(locked[kind] ?? {})
      .filter((name) => !resolve(location, name))
      .map((name) => `${location || "(racine)"} → ${name}`),
  );
}

describe("package-lock.json", () => {
  it("is a version 3 lock file", () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it("has an entry for every optional dependency of every locked package, whatever the platform", () => {
    expect(missing("optionalDependencies")).toEqual([]);
  });

  it("has an entry for every dependency of every locked package", () => {
    expect(missing("dependencies")).toEqual([]);
  });
});
