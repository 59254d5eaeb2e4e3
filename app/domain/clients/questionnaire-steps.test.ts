import { describe, expect, it } from "vitest";
import { QUESTIONNAIRE_STEPS, STEP_COUNT, firstStepWithError, stepNumber, stepOf } from "./questionnaire-steps";
import { questionnaireSchema, questionnaireStepSchema, questionnaireValues } from "./questionnaire";

describe("the questionnaire in steps", () => {
  it("asks every question once, the project first and the contact details last", () => {
    const asked = QUESTIONNAIRE_STEPS.flatMap((step) => step.fields);
    expect(new Set(asked).size).toBe(asked.length);
    expect([...asked].sort()).toEqual(Object.keys(questionnaireSchema.shape).sort());
    expect(QUESTIONNAIRE_STEPS[0].fields).toContain("budget");
    expect(QUESTIONNAIRE_STEPS[STEP_COUNT - 1].fields).toEqual(expect.arrayContaining(["nom", "prenom", "email", "rgpd"]));
  });

  it("reads the step a form names, the first one for anything else, the last one for a form posted whole", () => {
    expect(stepNumber("3")).toBe(3);
    for (const wrong of ["", "0", "9", "2.5", "deux"]) expect(stepNumber(wrong)).toBe(1);
    expect(stepNumber(null)).toBe(STEP_COUNT);
  });

  it("takes the visitor back to the first step with a refused answer", () => {
    expect(stepOf("apportPerso")).toBe(1);
    expect(stepOf("age")).toBe(3);
    expect(firstStepWithError({ email: ["…"], age: ["…"] })).toBe(3);
    expect(firstStepWithError({})).toBe(STEP_COUNT);
  });

  it("checks a step's questions only, with the rule « Autre » needs its detail", () => {
    expect(questionnaireStepSchema(1).safeParse({ budget: "150 000", apportPerso: "10" }).success).toBe(true);
    // The contact details are not asked yet.
    expect(questionnaireStepSchema(1).safeParse({}).success).toBe(true);
    expect(questionnaireStepSchema(4).safeParse({}).success).toBe(false);
    const age = questionnaireStepSchema(3).safeParse({ age: "dix-huit" });
    expect(age.error?.issues.map((i) => i.message)).toEqual(["L’âge doit être un nombre."]);
    const other = questionnaireStepSchema(3).safeParse({ situationPro: "Autre" });
    expect(other.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["situationAutre", "Précisez votre situation."]]);
  });

  it("sends back the answers typed, known fields only and cut to their length", () => {
    const form = new FormData();
    form.set("budget", "150 000");
    form.set("nom", "x".repeat(500));
    form.set("password", "secret");
    form.set("ville", "");
    expect(questionnaireValues(form)).toEqual({ budget: "150 000", nom: "x".repeat(80) });
  });
});
