// The questionnaire in steps (issue 23, decision 0043), as a person fills it in: the project first, the
// contact details last, « Continuer » between steps. Works with and without JavaScript.
import { type Page, expect } from "@playwright/test";

export const STEPS = 4;

/** A text field by its accessible name (the asterisk of required fields is hidden from it); « Âge » is a number. */
export const questionnaireField = (page: Page, name: string) => page.getByRole(name === "Âge" ? "spinbutton" : "textbox", { name, exact: true });
export const choose = (page: Page, group: string | RegExp, option: string) => page.getByRole("group", { name: group }).getByLabel(option, { exact: true }).check();

/** The step shown: « Étape n sur 4 ». */
export const expectStep = (page: Page, n: number) => expect(page.getByText(`Étape ${n} sur ${STEPS}`, { exact: true })).toBeVisible();

/** « Continuer », then the next step is shown. */
export async function nextStep(page: Page, to: number) {
  await page.getByRole("button", { name: "Continuer" }).click();
  await expectStep(page, to);
}

export interface Answers {
  /** A visitor's address (a client's is their account's). */
  email?: string;
  nom?: string;
  ville?: string;
  /** Tick the consent (true unless said). */
  consent?: boolean;
}

/** Fills every step from the first, and stops on the last one before sending it. */
export async function fillQuestionnaire(page: Page, { email, nom = "Durand", ville = "Saint-Étienne", consent = true }: Answers = {}) {
  const field = (name: string) => questionnaireField(page, name);
  await expectStep(page, 1);
  await field("Budget total de l’opération").fill("150 000");
  await choose(page, "Travaux envisagés", "Rénovation modérée (environ 400 à 500 €/m²)");
  await choose(page, /^Apport personnel, en % du coût total de l’opération/, "10 %");
  await nextStep(page, 2);
  await choose(page, /^Ameublement/, "Je délègue");
  await choose(page, /^Gestion locative/, "Je m’en occupe");
  await choose(page, /courtier/, "Oui");
  await nextStep(page, 3);
  await choose(page, "Situation professionnelle", "Autre");
  await field("Si « Autre », précisez").fill("Profession libérale");
  await field("Âge").fill("34");
  await field("Revenus annuels nets").fill("42000");
  await choose(page, "Résidence principale", "Locataire");
  await nextStep(page, 4);
  await field("Prénom").fill("Léa");
  await field("Nom").fill(nom);
  await field("Ville").fill(ville);
  await field("Téléphone").fill("06 12 34 56 78");
  if (email) await field("Adresse e-mail").fill(email);
  await field("Votre message").fill("Premier investissement, plutôt un deux-pièces.");
  if (consent) await page.getByRole("checkbox", { name: /J’accepte qu’Investir Serein/ }).check();
}

/** The answers fillQuestionnaire gives, as they are stored (leads.formulaire, users.formulaire). */
export const STORED_ANSWERS = {
  budget: 150000,
  revenus: 42000,
  travaux: "modere",
  situationPro: "Autre",
  situationAutre: "Profession libérale",
  apportPerso: "10",
  ammeublement: "deleguer",
  gestionLoc: "moi-meme",
  resPrincipale: "locataire",
  courtier: "oui",
  commentaire: "Premier investissement, plutôt un deux-pièces.",
};
