import { describe, expect, it } from "vitest";
import type { District, Project } from "./entities";
import { PROJECT_FIELDS_NOT_SHOWN, districtPageData, projectPageData } from "./project-page";

describe("the project page's data", () => {
  it("leaves out the fields the page does not show, the row's copies for the lists' orders included, and keeps the rest", () => {
    const shown = { id: 10, title: "T3 rénové", cityName: "Poitiers", temoignage: "Tout a été pensé pour nous." };
    const hidden = Object.fromEntries(PROJECT_FIELDS_NOT_SHOWN.map((key) => [key, `${key}!`]));
    expect(projectPageData({ ...shown, ...hidden, grossYield: 8.25, monthlyCashflow: -70.32 } as unknown as Project)).toEqual(shown);
  });

  it("the district: what its tab shows, without its city and its dates", () => {
    const district = { id: 4, nom: "Gibauderie", description: "À l’est", cityId: 5, cityName: "Poitiers", createdAt: "x", updatedAt: "y" };
    expect(districtPageData(district as unknown as District)).toEqual({ id: 4, nom: "Gibauderie", description: "À l’est" });
  });
});
