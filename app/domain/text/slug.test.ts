import { describe, expect, it } from "vitest";
import { cityPath, projectPath, slugify } from "./slug";

describe("slugify", () => {
  it("removes accents, punctuation and case", () => {
    expect(slugify("Studio à Saint-Étienne !")).toBe("studio-a-saint-etienne");
    expect(slugify("  Cœur de ville — T3  ")).toBe("coeur-de-ville-t3");
  });
  it("never returns an empty slug", () => {
    expect(slugify("!!!")).toBe("page");
  });
  it("builds canonical paths", () => {
    expect(projectPath({ id: 7, title: "T2 rénové" })).toBe("/projets/7/t2-renove");
    expect(cityPath({ id: 3, nom: "Le Mans" })).toBe("/ville/3/le-mans");
  });
});
