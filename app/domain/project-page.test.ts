import { describe, expect, it } from "vitest";
import type { District, Project } from "./entities";
import { PROJECT_PAGE_FIELDS, districtPageData, projectPageData } from "./project-page";

describe("the project page's data", () => {
  it("keeps the fields the page shows and leaves the rest on the server, columns of the lists' orders included", () => {
    const stored = Object.fromEntries(PROJECT_PAGE_FIELDS.map((key) => [key, `${key}!`]));
    const row = { ...stored, createdAt: "2026-11-21T10:00:00.000Z", updatedAt: "2026-11-22T10:00:00.000Z", status: "loue", enAvant: true, districtId: 3, grossYield: 8.2 };
    expect(projectPageData(row as unknown as Project)).toEqual(stored);
  });

  it("the district: what its tab shows, without its city and its dates", () => {
    const district = { id: 4, nom: "Gibauderie", description: "À l’est", cityId: 5, cityName: "Poitiers", createdAt: "x", updatedAt: "y" };
    expect(districtPageData(district as unknown as District)).toEqual({ id: 4, nom: "Gibauderie", description: "À l’est" });
  });
});
