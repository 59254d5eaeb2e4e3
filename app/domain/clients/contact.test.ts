import { describe, expect, it } from "vitest";
import { contactSchema } from "./contact";

const valid = { nom: "Sophie Garnier", email: "Sophie.Garnier@Exemple.fr ", message: "Bonjour, je voudrais investir à Lyon." };
const messages = (input: Record<string, unknown>) => contactSchema.safeParse(input).error?.issues.map((i) => `${i.path.join(".")}: ${i.message}`) ?? [];

describe("contact form", () => {
  it("accepts a complete message, trimmed, with the address in lower case", () => {
    expect(contactSchema.parse(valid)).toEqual({ nom: "Sophie Garnier", email: "sophie.garnier@exemple.fr", message: "Bonjour, je voudrais investir à Lyon." });
  });

  it("keeps the name on one line: it goes into the e-mail subject", () => {
    expect(contactSchema.parse({ ...valid, nom: "Sophie\r\nBcc: x@y.fr\tGarnier" }).nom).toBe("Sophie Bcc: x@y.fr Garnier");
  });

  it("keeps the message's line breaks", () => {
    expect(contactSchema.parse({ ...valid, message: "Bonjour,\n\nà bientôt." }).message).toBe("Bonjour,\n\nà bientôt.");
  });

  it("explains each invalid field in French", () => {
    expect(messages({})).toEqual(["nom: Votre nom est obligatoire.", "email: Votre adresse e-mail est obligatoire.", "message: Votre message est obligatoire."]);
    expect(messages({ ...valid, email: "jean@exemple" })).toEqual(["email: L’adresse e-mail n’est pas valide (exemple : prenom.nom@exemple.fr)."]);
    expect(messages({ ...valid, message: "Court" })).toEqual(["message: Votre message est trop court : 10 caractères au moins."]);
    expect(messages({ ...valid, message: "x".repeat(5001) })).toEqual(["message: Votre message est trop long : 5 000 caractères au plus."]);
    expect(messages({ ...valid, nom: "x".repeat(101) })).toEqual(["nom: Votre nom : 100 caractères au plus."]);
    expect(messages({ ...valid, nom: "   " })).toEqual(["nom: Votre nom est obligatoire."]);
  });
});

describe("a message posted by the browser itself", () => {
  it("keeps its line breaks as line feeds (a form posts a textarea's as CR LF)", () => {
    const message = contactSchema.parse({ nom: "Sophie", email: "sophie@exemple.fr", message: "Bonjour,\r\nje voudrais investir." }).message;
    expect(message).toBe("Bonjour,\nje voudrais investir.");
  });
});
