import { describe, expect, it } from "vitest";
import { foldText } from "./fold";
import { slugify } from "./slug";

describe("accent folding", () => {
  it("drops accents and case, and spells out the ligatures", () => {
    expect(foldText("Hélène")).toBe("helene");
    expect(foldText("ŒUVRE à Épernay")).toBe("oeuvre a epernay");
    expect(foldText("Lætitia")).toBe("laetitia");
  });
  it("is what slugs are made of, uppercase ligatures included", () => {
    expect(slugify("Œuvre d’Hélène")).toBe("oeuvre-d-helene");
  });
});
