import { describe, expect, it } from "vitest";
import { pageKey } from "~/domain/site/page-cache-key";

const cacheable = (path: string, query: string) => pageKey(path, query) !== null;

// The after-tax view and the comparison are personal: the page cache must never serve them to someone else.
describe("page cache and the after-tax parameters", () => {
  it("skips project pages with a TMI, a regime or assumptions, the comparison and the dossier", () => {
    for (const query of ["?onglet=bilan&tmi=41", "?regime=lmnp-reel", "?revenus=42000", "?tmi=inconnue&imposable=50000&parts=2", "?assurance=20"]) {
      expect(cacheable("/projets/1/t2", query)).toBe(false);
    }
    expect(cacheable("/projets/comparer", "?ids=1,2")).toBe(false);
    expect(cacheable("/projets", "?comparer=3")).toBe(false);
    expect(cacheable("/projets/1/t2", "?onglet=bilan")).toBe(true);
  });
});
