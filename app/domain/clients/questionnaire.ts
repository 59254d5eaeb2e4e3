// The investor questionnaire (spec section 3): one schema for the page, the server and the API.
import { z } from "zod";
import { normalizeLineBreaks } from "../text/control-chars";
import { readFrenchNumber } from "../text/french-number";
import { fieldMessages } from "../text/french";
import { DEFAULT_ECHO_CAP, maxLengthOf } from "../content/form-reply";
import { APPORTS, COURTIER, DELEGATION, RESIDENCES, SITUATIONS, TRAVAUX } from "./questionnaire-options";
import { QUESTIONNAIRE_STEPS, type QuestionnaireField } from "./questionnaire-steps";

const values = <T extends readonly { value: string }[]>(list: T) => list.map((o) => o.value) as [T[number]["value"], ...T[number]["value"][]];
const optionalText = (max: number, label: string) =>
  z.string().trim().overwrite(normalizeLineBreaks).max(max, `${label} : ${max} caractères au plus.`).optional().default("");
const optionalAmount = (label: string) =>
  z.preprocess(
    (v) => {
      const read = readFrenchNumber(v);
      return read.kind === "missing" ? undefined : read.kind === "number" ? read.value : v;
    },
    z.coerce.number({ message: fieldMessages.money(label) }).min(0, fieldMessages.notNegative(label)).max(100_000_000, fieldMessages.tooHigh(label)).optional(),
  );
const choice = <T extends [string, ...string[]]>(options: T, message: string) =>
  z.preprocess((v) => (v === "" ? undefined : v), z.enum(options, { message }).optional());

/** Identity and contact details, shared by the questionnaire and the profile's details form. */
export const detailsShape = {
  nom: z.string({ message: "Le nom est obligatoire." }).trim().min(1, "Le nom est obligatoire.").max(80, "Le nom : 80 caractères au plus."),
  prenom: z.string({ message: "Le prénom est obligatoire." }).trim().min(1, "Le prénom est obligatoire.").max(80, "Le prénom : 80 caractères au plus."),
  age: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce.number({ message: "L’âge doit être un nombre." }).int("L’âge doit être un nombre entier.").min(18, "Il faut être majeur pour investir.").max(120, "L’âge n’est pas valide.").optional(),
  ),
  ville: z.string({ message: "La ville est obligatoire." }).trim().min(1, "La ville est obligatoire.").max(80, "La ville : 80 caractères au plus."),
  telephone: z
    .string()
    .trim()
    .max(30, "Le numéro de téléphone n’est pas valide.")
    .regex(/^$|^[+0-9 ().-]{6,30}$/, "Le numéro de téléphone n’est pas valide.")
    .optional()
    .default(""),
};

/** Every question of the questionnaire, each step's schema (questionnaire-steps.ts) being a part of it. */
const questionnaireShape = {
  ...detailsShape,
  email: z
    .string({ message: "L’adresse e-mail est obligatoire." })
    .trim()
    .toLowerCase()
    .min(1, "L’adresse e-mail est obligatoire.")
    .pipe(z.email("L’adresse e-mail n’est pas valide.")),
  budget: optionalAmount("Le budget total"),
  revenus: optionalAmount("Les revenus annuels nets"),
  travaux: choice(values(TRAVAUX), "Choisissez un niveau de travaux dans la liste."),
  situationPro: choice([...SITUATIONS], "Choisissez une situation dans la liste."),
  situationAutre: optionalText(120, "Votre situation"),
  apportPerso: choice(values(APPORTS), "Choisissez un apport dans la liste."),
  ammeublement: choice(values(DELEGATION), "Choisissez une option pour l’ameublement."),
  gestionLoc: choice(values(DELEGATION), "Choisissez une option pour la gestion locative."),
  resPrincipale: choice(values(RESIDENCES), "Choisissez une situation de résidence."),
  courtier: choice(values(COURTIER), "Répondez par oui ou par non."),
  commentaire: optionalText(5000, "Votre message"),
  rgpd: z.literal("on", { message: "Votre accord est nécessaire pour que nous puissions traiter votre demande." }),
};

/** « Autre » needs its detail. */
function otherSituationDetailed(v: { situationPro?: unknown; situationAutre?: unknown }, ctx: z.RefinementCtx) {
  if (v.situationPro === "Autre" && !v.situationAutre) ctx.addIssue({ code: "custom", path: ["situationAutre"], message: "Précisez votre situation." });
}

export const questionnaireSchema = z.object(questionnaireShape).superRefine(otherSituationDetailed);

/**
 * The questions of one step (1 to QUESTIONNAIRE_STEPS.length), checked when the visitor goes on to the
 * next: the other answers ride along in the form and are checked all together at the last step.
 */
export function questionnaireStepSchema(step: number) {
  const names = QUESTIONNAIRE_STEPS[step - 1].fields;
  const shape = Object.fromEntries(names.map((name) => [name, questionnaireShape[name]])) as z.ZodRawShape;
  return z.object(shape).superRefine(otherSituationDetailed);
}

/** The answers a request carries, as typed (text, each cut to its field's maximum length): what a step sends back to its page. */
export function questionnaireValues(formData: FormData): Partial<Record<QuestionnaireField, string>> {
  const typed: Partial<Record<QuestionnaireField, string>> = {};
  for (const name of Object.keys(questionnaireShape) as QuestionnaireField[]) {
    const value = formData.get(name);
    if (typeof value === "string" && value !== "") typed[name] = value.slice(0, maxLengthOf(questionnaireShape[name]) ?? DEFAULT_ECHO_CAP);
  }
  return typed;
}

export type QuestionnaireForm = z.infer<typeof questionnaireSchema>;

/** The stored answers (spec: formulaire.*), without identity fields and consent. */
export type QuestionnaireAnswers = Omit<QuestionnaireForm, "nom" | "prenom" | "age" | "ville" | "telephone" | "email" | "rgpd">;

export function answersOf(form: QuestionnaireForm): QuestionnaireAnswers {
  const { nom: _n, prenom: _p, age: _a, ville: _v, telephone: _t, email: _e, rgpd: _r, ...answers } = form;
  return { ...answers, situationAutre: answers.situationPro === "Autre" ? answers.situationAutre : "" };
}
