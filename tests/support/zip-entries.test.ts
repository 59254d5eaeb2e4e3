import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { zipEntries } from "./zip-entries";

describe("zipEntries", () => {
  it("lists the entries in order with how each was stored", () => {
    const text = new TextEncoder().encode("données ".repeat(200));
    const zip = zipSync({ "a.json": [text, { level: 6 }], "dossier/b.pdf": [text, { level: 0 }] });
    expect(zipEntries(zip)).toEqual([
      { name: "a.json", method: 8 },
      { name: "dossier/b.pdf", method: 0 },
    ]);
  });
});
