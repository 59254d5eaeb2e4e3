import { describe, expect, it } from "vitest";
import { interestLabel, interestPath, interestTarget, projectRef } from "./project-interest";

describe("« Ce projet m’intéresse »", () => {
  it("reads a project id from a parameter, and ignores anything else", () => {
    expect(projectRef("12")).toBe(12);
    expect(projectRef(" 7 ")).toBe(7);
    for (const raw of [null, undefined, "", "0", "-3", "1.5", "abc", "12abc", "9999999999", 12]) expect(projectRef(raw)).toBeNull();
  });

  it("sends a visitor or a client without questionnaire to the questionnaire, a client with one to the contact form", () => {
    expect(interestPath(4)).toBe("/projets/4/interet");
    expect(interestTarget(4, null)).toBe("/formulaire?projet=4");
    expect(interestTarget(4, { questionnaireComplete: false })).toBe("/formulaire?projet=4");
    expect(interestTarget(4, { questionnaireComplete: true })).toBe("/contact?projet=4");
  });

  it("asks for a similar project when the project is let (delivered, shown as a reference)", () => {
    expect(interestLabel("disponible")).toBe("Ce projet m’intéresse");
    expect(interestLabel("travaux")).toBe("Ce projet m’intéresse");
    expect(interestLabel("loue")).toBe("Un projet similaire m’intéresse");
  });
});
