import { describe, expect, it } from "vitest";
import { detailsSchema } from "./account-forms";
import { describeAnswers, stepStatuses } from "./profile";

describe("stepStatuses", () => {
  it("opens step 1 only, on a new account", () => {
    expect(stepStatuses(Array(9).fill(false))).toEqual(["unlocked", ...Array(8).fill("locked")]);
  });

  it("opens the step after the last one done", () => {
    const statuses = stepStatuses([true, true, false, false, false, false, false, false, false]);
    expect(statuses.slice(0, 4)).toEqual(["done", "done", "unlocked", "locked"]);
  });

  it("marks every step done at the end", () => {
    expect(stepStatuses(Array(9).fill(true))).toEqual(Array(9).fill("done"));
  });
});

describe("describeAnswers", () => {
  it("shows the answers with their French labels and amounts in euros", () => {
    const lines = describeAnswers({
      budget: 150000,
      travaux: "modere",
      situationPro: "Autre",
      situationAutre: "Profession libérale",
      apportPerso: "plus-10",
      ammeublement: "deleguer",
      gestionLoc: "moi-meme",
      resPrincipale: "heberge",
      courtier: "non",
      commentaire: "",
    });
    const byLabel = Object.fromEntries(lines.map((l) => [l.label, l.value]));
    expect(byLabel["Budget total"]).toBe("150\u202f000\u00a0€");
    expect(byLabel["Revenus annuels nets"]).toBeNull();
    expect(byLabel["Travaux envisagés"]).toBe("Rénovation modérée (environ 400 à 500 €/m²)");
    expect(byLabel["Situation professionnelle"]).toBe("Autre : Profession libérale");
    expect(byLabel["Apport personnel"]).toBe("Plus de 10 %");
    expect(byLabel["Ameublement"]).toBe("Je délègue");
    expect(byLabel["Gestion locative"]).toBe("Je m’en occupe");
    expect(byLabel["Résidence principale"]).toBe("Hébergé(e) gratuitement");
    expect(byLabel["Accompagnement par un courtier"]).toBe("Non");
    expect(byLabel["Message"]).toBeNull();
  });

  it("leaves every answer blank for an empty questionnaire", () => {
    expect(describeAnswers({}).every((l) => l.value === null)).toBe(true);
  });
});

describe("detailsSchema", () => {
  it("requires name, first name and city, in French", () => {
    const result = detailsSchema.safeParse({ nom: " ", prenom: "", ville: "", age: "", telephone: "" });
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(["Le nom est obligatoire.", "Le prénom est obligatoire.", "La ville est obligatoire."]));
  });

  it("accepts an empty age and phone, and refuses a minor", () => {
    expect(detailsSchema.parse({ nom: "Durand", prenom: "Léa", ville: "Lyon", age: "", telephone: "" })).toEqual({
      nom: "Durand",
      prenom: "Léa",
      ville: "Lyon",
      age: undefined,
      telephone: "",
    });
    expect(detailsSchema.safeParse({ nom: "Durand", prenom: "Léa", ville: "Lyon", age: "16" }).success).toBe(false);
  });
});
