// French contractions, elisions and agreement, built from a name or a label in one place:
// « au Mans », « du Havre », « aux Sables-d’Olonne », « d’Angers », « qu’Investir Serein »,
// « Les frais de notaire doivent être un nombre. ».

/** The typographic apostrophe (’), used in every phrase built here. */
export const APOSTROPHE = "\u2019";

/** A name as it is shown in a sentence: straight apostrophes become typographic ones. */
export const typographic = (text: string) => text.replace(/'/g, APOSTROPHE);

/** Vowels and the mute h, before which « de », « que », « le », « la » lose their vowel. */
const ELIDING = /^[aeiouyhàâäéèêëîïôöûùüœæ]/i;

/** Whether a word elides the one before it: « Angers » (« d’Angers »), « Investir » (« qu’Investir »). */
export const startsWithVowelSound = (word: string) => ELIDING.test(word.trim());

/** Splits a leading article off a name: « Le Mans » → ["le", "Mans"]; « Lyon » → [null, "Lyon"]. */
function article(name: string): ["le" | "la" | "les" | "l", string] | [null, string] {
  const match = /^(Le|La|Les)\s+(.+)$/.exec(name) ?? /^(L)['\u2019](.+)$/.exec(name);
  return match ? [match[1].toLowerCase() as "le" | "la" | "les" | "l", match[2]] : [null, name];
}

/**
 * « de », « que », « je », « ne »… before a word: the vowel is elided before a vowel sound
 * (« d’Angers », « qu’Investir Serein »), kept otherwise (« de Lyon », « que Lyon »).
 */
export function elide(word: "de" | "que" | "le" | "la" | "je" | "ne" | "se" | "me" | "te", next: string): string {
  const text = typographic(next.trim());
  if (!startsWithVowelSound(text)) return `${word} ${text}`;
  return `${word === "que" ? "qu" : word.slice(0, -1)}${APOSTROPHE}${text}`;
}

/** « à » + a place name: « au Mans », « aux Sables-d’Olonne », « à La Rochelle » (« à la Rochelle » in lower case), « à Angers ». */
export function toPlace(name: string): string {
  const [art, rest] = article(typographic(name.trim()));
  if (art === "le") return `au ${rest}`;
  if (art === "les") return `aux ${rest}`;
  if (art === "la") return `à la ${rest}`;
  if (art === "l") return `à l${APOSTROPHE}${rest}`;
  return `à ${rest}`;
}

/** « de » + a name: « du Havre », « des Sables-d’Olonne », « de la Rochelle », « d’Angers », « de Lyon », « d’Investir Serein ». */
export function ofName(name: string): string {
  const [art, rest] = article(typographic(name.trim()));
  if (art === "le") return `du ${rest}`;
  if (art === "les") return `des ${rest}`;
  if (art === "la") return `de la ${rest}`;
  if (art === "l") return `de l${APOSTROPHE}${rest}`;
  return elide("de", rest);
}

/**
 * « Bonjour Marie » once the first name is known (questionnaire or profile), a plain « Bonjour »
 * otherwise: never the user name chosen at sign-up (« Bonjour marieclient »).
 */
export function greeting(firstName: string): string {
  const name = typographic(firstName.trim());
  return name ? `Bonjour ${name}` : "Bonjour";
}

/* ------------------------------------------------------------------ */
/* Agreement of generated messages with their label                    */
/* ------------------------------------------------------------------ */

/** Feminine head nouns of our labels that follow « L’ » or « Les » (where the article does not tell). */
const FEMININE_NOUNS = new Set([
  "adresse",
  "assurance",
  "charges",
  "mensualités",
  "taxes",
  "économies",
  "heures",
  "années",
  "informations",
  "aides",
  "épargne",
  "activité",
  "annonce",
  "option",
  "url",
]);

export interface Agreement {
  plural: boolean;
  feminine: boolean;
}

/** Number and gender of a label, read from its article: « Le loyer », « La CFE », « Les frais de notaire », « L’assurance ». */
export function agreementOf(label: string): Agreement {
  const words = typographic(label.trim()).split(/\s+/);
  const first = (words[0] ?? "").toLowerCase();
  if (first === "les" || first === "des" || first === "vos" || first === "nos" || first === "ces") {
    return { plural: true, feminine: FEMININE_NOUNS.has((words[1] ?? "").toLowerCase()) };
  }
  if (first === "la" || first === "une") return { plural: false, feminine: true };
  if (first.startsWith(`l${APOSTROPHE}`)) return { plural: false, feminine: FEMININE_NOUNS.has(first.slice(2)) };
  return { plural: false, feminine: false };
}

/** Picks the form that agrees with the label: `agree(label, "doit", "doivent")`. */
export function agree(label: string, singular: string, plural: string): string {
  return agreementOf(label).plural ? plural : singular;
}

/** An adjective agreeing with the label, from its four forms (masculine singular first). */
export function adjective(label: string, forms: { ms: string; fs: string; mp: string; fp: string }): string {
  const { plural, feminine } = agreementOf(label);
  return plural ? (feminine ? forms.fp : forms.mp) : feminine ? forms.fs : forms.ms;
}

/** The usual sentences of field messages, agreeing with their label. */
export const fieldMessages = {
  required: (label: string) => `${label} ${agree(label, "est obligatoire", "sont obligatoires")}.`,
  number: (label: string) => `${label} ${agree(label, "doit", "doivent")} être un nombre.`,
  integer: (label: string) => `${label} ${agree(label, "doit", "doivent")} être un nombre entier.`,
  money: (label: string) => `${label} ${agree(label, "doit", "doivent")} être un montant en euros.`,
  notNegative: (label: string) =>
    `${label} ${agree(label, "ne peut", "ne peuvent")} pas être ${adjective(label, { ms: "négatif", fs: "négative", mp: "négatifs", fp: "négatives" })}.`,
  atLeast: (label: string, min: number) => `${label} ${agree(label, "doit", "doivent")} être au moins ${min}.`,
  atMost: (label: string, max: number) => `${label} ${agree(label, "doit", "doivent")} être au plus ${max}.`,
  tooHigh: (label: string) => `${label} ${agree(label, "est", "sont")} trop ${adjective(label, { ms: "élevé", fs: "élevée", mp: "élevés", fp: "élevées" })}.`,
  tooLong: (label: string) => `${label} ${agree(label, "est", "sont")} trop ${adjective(label, { ms: "long", fs: "longue", mp: "longs", fp: "longues" })}.`,
};
