import { describe, expect, it } from "vitest";
import { joinParagraphs, splitParagraphs } from "./paragraphs";

describe("paragraphs", () => {
  it("splits on blank lines, whatever the line endings and blank-line whitespace", () => {
    expect(splitParagraphs("Un.\r\n\r\nDeux\nsuite.\n \t\nTrois.")).toEqual(["Un.", "Deux\nsuite.", "Trois."]);
  });
  it("drops empty paragraphs and surrounding space", () => {
    expect(splitParagraphs("\n\n  Seul.  \n\n\n\n")).toEqual(["Seul."]);
    expect(splitParagraphs("   ")).toEqual([]);
  });
  it("round-trips through editing", () => {
    const list = ["Première ligne\nseconde ligne", "Deuxième paragraphe « cité »."];
    expect(splitParagraphs(joinParagraphs(list))).toEqual(list);
  });
});
