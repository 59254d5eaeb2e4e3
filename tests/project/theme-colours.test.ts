// Colours go through the theme's tokens (issue 32, item 10): app/app.css names each colour once (`navy`,
// `terracotta`, `sand`, `sage`, the energy label's scale), and no class writes a colour by hand (`bg-[#1e3a5f]`).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.(tsx?|css)$/.test(entry.name) ? [file] : [];
  });
}

describe("theme colours", () => {
  it("no class names a colour by its hexadecimal value", () => {
    const found = sources("app").flatMap((file) =>
      [...fs.readFileSync(file, "utf8").matchAll(/[a-z]+-\[#[0-9a-fA-F]{3,8}\]/g)].map((match) => `${file}: ${match[0]}`),
    );
    expect(found).toEqual([]);
  });
});
