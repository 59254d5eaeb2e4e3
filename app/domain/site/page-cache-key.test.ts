import { describe, expect, it } from "vitest";
import { pageKey, withPage } from "./page-cache-key";

describe("page cache keys", () => {
  it("drops tracking parameters, empty fields and page 1, and sorts the rest", () => {
    expect(pageKey("/", "?utm_source=lettre&utm_medium=mail&fbclid=abc&gclid=x")?.key).toBe("/");
    expect(pageKey("/projets", "?ville=&type=&min=&max=")?.key).toBe("/projets");
    expect(pageKey("/projets", "?page=1")?.key).toBe("/projets");
    expect(pageKey("/projets", "?type=T2&ville=3&page=2")).toEqual({ key: "/projets?type=T2&ville=3&page=2", search: "/projets?type=T2&ville=3", page: 2 });
    expect(pageKey("/projets", "?ville=3&type=T2&utm_campaign=printemps")?.key).toBe(pageKey("/projets", "?type=T2&ville=3")?.key);
  });

  it("reads a page that is not a number as the first one, as the search does", () => {
    expect(pageKey("/projets", "?page=abc")?.key).toBe("/projets");
    expect(pageKey("/projets", "?page=0")?.key).toBe("/projets");
  });

  it("refuses the parameters of a visitor's own simulation and repeated parameters", () => {
    expect(pageKey("/projets/1/t2", "?onglet=bilan&taux=3.2&loyer=900")).toBeNull();
    expect(pageKey("/projets", "?ville=1&ville=2")).toBeNull();
  });

  it("keeps the public API reads with their own parameters, and no other API call", () => {
    expect(pageKey("/api/projectList", "?parPage=100&enAvant=true&utm_source=x")?.key).toBe("/api/projectList?enAvant=true&parPage=100");
    expect(pageKey("/api/projets/12", "")?.key).toBe("/api/projets/12");
    expect(pageKey("/api/projets/12", "?onglet=bilan")).toBeNull();
    expect(pageKey("/api/userList", "")).toBeNull();
    expect(pageKey("/api/profile", "")).toBeNull();
  });

  it("builds the key of another page of the same search", () => {
    expect(withPage("/projets", 4)).toBe("/projets?page=4");
    expect(withPage("/projets?ville=3", 4)).toBe("/projets?ville=3&page=4");
    expect(withPage("/projets?ville=3", 1)).toBe("/projets?ville=3");
  });
});
