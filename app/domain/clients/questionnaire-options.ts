// The questionnaire's choices, as the page lists them and the schema (questionnaire.ts) accepts them. Apart
// from the schema, so that the page loads zod only when the visitor fills the form in (decision 0037).
export const TRAVAUX = [
  { value: "aucun", label: "Aucuns travaux" },
  { value: "rafraichissement", label: "Rafraîchissement (environ 200 à 300 €/m²)" },
  { value: "modere", label: "Rénovation modérée (environ 400 à 500 €/m²)" },
  { value: "total", label: "Rénovation totale (environ 800 à 1 200 €/m²)" },
] as const;
export const SITUATIONS = ["CDI", "CDD", "Chômage", "Retraite", "Alternance", "Autre"] as const;
export const APPORTS = [
  { value: "moins-10", label: "Moins de 10 %" },
  { value: "10", label: "10 %" },
  { value: "plus-10", label: "Plus de 10 %" },
] as const;
export const DELEGATION = [
  { value: "deleguer", label: "Je délègue" },
  { value: "moi-meme", label: "Je m’en occupe" },
] as const;
export const RESIDENCES = [
  { value: "proprietaire", label: "Propriétaire" },
  { value: "locataire", label: "Locataire" },
  { value: "heberge", label: "Hébergé(e) gratuitement" },
] as const;
export const COURTIER = [
  { value: "oui", label: "Oui" },
  { value: "non", label: "Non" },
] as const;
