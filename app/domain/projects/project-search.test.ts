import { describe, expect, it } from "vitest";
import { activeFilterCount, parseAmount, parseProjectSearch, searchQuery } from "./project-search";

const parse = (q: string) => parseProjectSearch(new URLSearchParams(q));

describe("project search parameters", () => {
  it("ignores empty fields", () => {
    const s = parse("ville=&type=&min=&max=");
    expect(s.filters).toEqual({});
    expect(s.errors).toEqual({});
    expect(s.page).toBe(1);
  });
  it("reads city, type and budgets as numbers", () => {
    const s = parse("ville=3&type=T2&min=100 000&max=180000&page=2");
    expect(s.filters).toEqual({ ville: 3, type: "T2", min: 100000, max: 180000 });
    expect(s.page).toBe(2);
  });
  it("compares budgets numerically, not as text", () => {
    expect(parseAmount("90000")).toBeLessThan(parseAmount("100000")!);
    expect(parseAmount("150 000 €")).toBe(150000);
    expect(parseAmount("1,5")).toBe(1.5);
  });
  it("explains values it cannot use", () => {
    const s = parse("min=abc&max=-5&ville=Lyon");
    expect(s.errors.min).toMatch(/budget minimum/);
    expect(s.errors.max).toMatch(/budget maximum/);
    expect(s.errors.ville).toMatch(/Ville inconnue/);
    expect(s.filters).toEqual({});
  });
  it("reads a minimum above the maximum the other way round, with a hint", () => {
    const s = parse("min=200000&max=100000");
    expect(s.errors).toEqual({});
    expect(s.filters).toEqual({ min: 100000, max: 200000 });
    expect(s.hint).toMatch(/Le budget minimum dépasse le budget maximum/);
    expect(parse("min=100000&max=200000").hint).toBeNull();
  });
  it("reads the city as an id or as a slug, and the order", () => {
    expect(parse("ville=limoges").filters).toEqual({ villeSlug: "limoges" });
    expect(parse("ville=saint-etienne&tri=prix-croissant").filters).toEqual({ villeSlug: "saint-etienne", sort: "prix-croissant" });
    expect(parse("ville=Lyon !").errors.ville).toMatch(/Ville inconnue/);
    expect(parse("tri=recents").filters).toEqual({});
    expect(parse("tri=n-importe").filters).toEqual({});
  });
  it("counts the active filters, not the order", () => {
    expect(activeFilterCount({ ville: "limoges", min: "1", tri: "rentabilite" })).toBe(2);
    expect(activeFilterCount({})).toBe(0);
  });
  it("falls back to page 1 for a bad page", () => {
    expect(parse("page=0").page).toBe(1);
    expect(parse("page=x").page).toBe(1);
  });
  it("builds shareable queries without empty fields", () => {
    expect(searchQuery({ ville: "3", type: "", min: "100000" }, 2)).toBe("?ville=3&min=100000&page=2");
    expect(searchQuery({})).toBe("");
  });
});
