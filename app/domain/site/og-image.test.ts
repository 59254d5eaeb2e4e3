import { describe, expect, it } from "vitest";
import { ogKey, ogPath, parseOgTarget, SITE_OG_CARD } from "./og-image";

describe("Open Graph image URLs", () => {
  const card = { eyebrow: "Limoges", title: "T3 rénové près de la gare", picture: "abc" };

  it("change when the title or the picture does, not otherwise", () => {
    expect(ogKey(card)).toBe(ogKey({ ...card }));
    expect(ogKey({ ...card, title: "T3 rénové près de la gare !" })).not.toBe(ogKey(card));
    expect(ogKey({ ...card, picture: "abd" })).not.toBe(ogKey(card));
    expect(ogKey({ ...card, picture: null })).not.toBe(ogKey(card));
  });

  it("name the page they preview", () => {
    expect(ogPath({ kind: "projets", id: 12 }, card)).toMatch(/^\/og\/projets\/12\.jpg\?v=[0-9a-z]+$/);
    expect(ogPath({ kind: "ville", id: 3 }, card)).toMatch(/^\/og\/ville\/3\.jpg\?v=/);
    expect(ogPath({ kind: "site", id: null }, SITE_OG_CARD)).toMatch(/^\/og\/site\/accueil\.jpg\?v=/);
  });

  it("are read back, and nothing else is", () => {
    expect(parseOgTarget("projets", "12.jpg")).toEqual({ kind: "projets", id: 12 });
    expect(parseOgTarget("ville", "3.jpg")).toEqual({ kind: "ville", id: 3 });
    expect(parseOgTarget("site", "accueil.jpg")).toEqual({ kind: "site", id: null });
    for (const [kind, file] of [["projets", "012.jpg"], ["projets", "12.png"], ["ville", "x.jpg"], ["media", "1.jpg"], ["site", "1.jpg"], ["projets", "99999999999.jpg"]])
      expect(parseOgTarget(kind, file)).toBeNull();
  });
});
