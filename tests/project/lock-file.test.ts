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

describe("package-lock.json", () => {
  it("is a version 3 lock file", () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  it("has an entry for every optional dependency of every locked package, whatever the platform", () => {
    const missing: string[] = [];
    for (const [location, locked] of Object.entries(lock.packages)) {
      for (const name of Object.keys(locked.optionalDependencies ?? {})) {
        if (!resolve(location, name)) missing.push(`${location || "(racine)"} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("has an entry for every dependency of every locked package", () => {
    const missing: string[] = [];
    for (const [location, locked] of Object.entries(lock.packages)) {
      for (const name of Object.keys(locked.dependencies ?? {})) {
        if (!resolve(location, name)) missing.push(`${location || "(racine)"} → ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
