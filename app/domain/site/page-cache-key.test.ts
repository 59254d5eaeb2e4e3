import { describe, expect, it } from "vitest";
import { canonicalQuery, pageKey, withPage } from "./page-cache-key";

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

describe("one reading of a query string (issue 29, item 2)", () => {
  it("sends every other spelling of a page number to its canonical address: the page it reads", () => {
    for (const spelling of ["0000002", "02", "%302"]) {
      expect(canonicalQuery("/projets", `?page=${spelling}`), spelling).toBe("?page=2");
      expect(canonicalQuery("/api/projectList", `?parPage=2&page=${spelling}`), spelling).toBe("?parPage=2&page=2");
    }
    // The search reads digits only: a sign or a space makes it the first page.
    for (const spelling of ["+2", "%2B2", "%202", "2%20", "2.0"]) {
      expect(canonicalQuery("/projets", `?page=${spelling}`), spelling).toBe("");
      expect(canonicalQuery("/api/projectList", `?parPage=2&page=${spelling}`), spelling).toBe("?parPage=2");
    }
    expect(canonicalQuery("/projets", "?page=2")).toBeNull();
    expect(canonicalQuery("/projets", "?page=1")).toBeNull();
    expect(canonicalQuery("/projets", "?page=-2")).toBe("");
    expect(canonicalQuery("/projets", "?page=abc&ville=lyon")).toBe("?ville=lyon");
    expect(canonicalQuery("/projets", "?page=99999999")).toBe("?page=100000");
    expect(canonicalQuery("/api/projectList", "?parPage=0002")).toBe("?parPage=2");
    expect(canonicalQuery("/api/projectList", "?parPage=abc")).toBeNull();
  });

  it("trims the search fields as the search does, keeps the first of a repeated parameter, and leaves the case alone", () => {
    expect(canonicalQuery("/projets", "?ville=+lyon+&type=T2")).toBe("?ville=lyon&type=T2");
    expect(canonicalQuery("/projets", "?ville=lyon&ville=paris")).toBe("?ville=lyon");
    expect(canonicalQuery("/projets", "?page=2&page=3")).toBe("?page=2");
    expect(canonicalQuery("/projets", "?ville=Lyon&tri=PRIX-CROISSANT")).toBeNull();
    expect(canonicalQuery("/projets", "?ville=&type=&min=&max=&tri=")).toBeNull();
    expect(canonicalQuery("/projets", "?utm_source=a&PAGE=02")).toBeNull();
    expect(canonicalQuery("/api/profile", "?page=02")).toBeNull();
  });

  it("keys a page by its reading: no spelling shares another page's key", () => {
    expect(pageKey("/projets", "?page=0000002")?.key).toBe("/projets?page=2");
    expect(pageKey("/projets", "?page=+2")?.key).toBe("/projets");
    expect(pageKey("/projets", "?page=1234567")?.key).toBe("/projets?page=100000");
    expect(pageKey("/api/projectList", "?parPage=2&page=0000003")?.key).toBe("/api/projectList?parPage=2&page=3");
    expect(pageKey("/api/projectList", "?parPage=02")?.key).toBe("/api/projectList?parPage=2");
    expect(pageKey("/api/projectList", "?enAvant=")?.key).toBe("/api/projectList?enAvant=");
    for (const query of ["?page=0000002", "?page=+2", "?ville=+lyon", "?parPage=0002&page=03"])
      expect(pageKey("/api/projectList", canonicalQuery("/api/projectList", query) ?? query)?.key).toBe(pageKey("/api/projectList", query)?.key);
  });
});
