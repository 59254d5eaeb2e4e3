import { describe, expect, it } from "vitest";
import { elide, fieldMessages, greeting, ofName, toPlace } from "./french";

describe("place names in a sentence", () => {
  it("contracts « à » with the article of the name", () => {
    expect(toPlace("Le Mans")).toBe("au Mans");
    expect(toPlace("Le Havre")).toBe("au Havre");
    expect(toPlace("Les Sables-d’Olonne")).toBe("aux Sables-d’Olonne");
    expect(toPlace("La Rochelle")).toBe("à la Rochelle");
    expect(toPlace("L’Isle-Adam")).toBe("à l’Isle-Adam");
    expect(toPlace("Angers")).toBe("à Angers");
    expect(toPlace("Saint-Étienne")).toBe("à Saint-Étienne");
    // « Le » inside a name is no article.
    expect(toPlace("Lens")).toBe("à Lens");
    expect(toPlace("Levallois")).toBe("à Levallois");
  });

  it("contracts or elides « de »", () => {
    expect(ofName("Le Havre")).toBe("du Havre");
    expect(ofName("Les Sables-d’Olonne")).toBe("des Sables-d’Olonne");
    expect(ofName("La Rochelle")).toBe("de la Rochelle");
    expect(ofName("Angers")).toBe("d’Angers");
    expect(ofName("Orléans")).toBe("d’Orléans");
    expect(ofName("Investir Serein")).toBe("d’Investir Serein");
    expect(ofName("Lyon")).toBe("de Lyon");
    expect(ofName("Saint-Étienne")).toBe("de Saint-Étienne");
  });

  it("elides « que » before a vowel only", () => {
    expect(elide("que", "Investir Serein")).toBe("qu’Investir Serein");
    expect(elide("que", "Bâtir Serein")).toBe("que Bâtir Serein");
    expect(elide("le", "appartement")).toBe("l’appartement");
  });
});

describe("greeting", () => {
  it("greets by first name once known, plainly otherwise", () => {
    expect(greeting("Marie")).toBe("Bonjour Marie");
    expect(greeting("  Anne-Sophie ")).toBe("Bonjour Anne-Sophie");
    expect(greeting("")).toBe("Bonjour");
    expect(greeting("   ")).toBe("Bonjour");
  });
});

describe("generated field messages agree with their label", () => {
  it("in number", () => {
    expect(fieldMessages.number("Les frais de notaire")).toBe("Les frais de notaire doivent être un nombre.");
    expect(fieldMessages.number("Les honoraires")).toBe("Les honoraires doivent être un nombre.");
    expect(fieldMessages.number("Le loyer")).toBe("Le loyer doit être un nombre.");
    expect(fieldMessages.required("Les travaux 1")).toBe("Les travaux 1 sont obligatoires.");
  });

  it("in gender and number", () => {
    expect(fieldMessages.notNegative("Le loyer mensuel")).toBe("Le loyer mensuel ne peut pas être négatif.");
    expect(fieldMessages.notNegative("La CFE")).toBe("La CFE ne peut pas être négative.");
    expect(fieldMessages.notNegative("L’assurance PNO")).toBe("L’assurance PNO ne peut pas être négative.");
    expect(fieldMessages.notNegative("L’apport personnel")).toBe("L’apport personnel ne peut pas être négatif.");
    expect(fieldMessages.notNegative("Les frais d’agence")).toBe("Les frais d’agence ne peuvent pas être négatifs.");
    expect(fieldMessages.notNegative("Les charges courantes")).toBe("Les charges courantes ne peuvent pas être négatives.");
    expect(fieldMessages.tooLong("Le lien")).toBe("Le lien est trop long.");
    expect(fieldMessages.tooLong("L’adresse de la vidéo")).toBe("L’adresse de la vidéo est trop longue.");
  });
});
