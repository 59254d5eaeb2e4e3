// One schema per admin form (project, city, district, resource), shared by the pages and the API.
import { z } from "zod";
import { AMENITIES, PROJECT_STATUSES, TRANSPORT_TYPES } from "./entities";
import {
  checkbox,
  dpeField,
  httpUrl,
  idField,
  mediaList,
  numberField,
  optionalMedia,
  optionalText,
  paragraphsField,
  requiredText,
  signedAmount,
  videoList,
} from "./form-values";

const money = (label: string) => numberField(label);

export const projectFormSchema = z.object({
  title: requiredText("Le titre", 160),
  cityId: idField("Choisissez une ville."),
  districtId: idField("Choisissez un quartier."),
  typeBienAvant: optionalText("Le type de bien avant travaux", 200),
  typeBienApres: requiredText("Le type de bien après travaux", 60),
  scenarioAdopter: optionalText("Le scénario adopté", 300),
  profilCibler: optionalText("Le profil ciblé", 300),
  tmpRenov: numberField("La durée des travaux", { max: 120 }),
  valeurApresTravaux: z.preprocess((v) => (v === "" || v === null ? undefined : v), numberField("La valeur estimée après travaux").optional()).transform((v) => v ?? null),
  sourceValeur: optionalText("La source de l’estimation", 300),
  prixGlobal: money("Le prix global"),
  prixLocation: money("Le loyer"),
  tauxEmprunt: numberField("Le taux du prêt", { max: 20 }),
  profitabilityNet: signedAmount("La rentabilité nette"),
  cashflowDifferer: signedAmount("Le cash-flow pendant le différé"),
  moisDifferer: numberField("Le nombre de mois de différé", { max: 120, integer: true }),
  titreRenov1: optionalText("Le titre des travaux 1", 120),
  titreRenov2: optionalText("Le titre des travaux 2", 120),
  titreRenov3: optionalText("Le titre des travaux 3", 120),
  titreRenov4: optionalText("Le titre des travaux 4", 120),
  renov1: paragraphsField("Les travaux 1"),
  renov2: paragraphsField("Les travaux 2"),
  renov3: paragraphsField("Les travaux 3"),
  renov4: paragraphsField("Les travaux 4"),
  descriptionClient: optionalText("La description du client"),
  temoignage: optionalText("Le témoignage"),
  video: videoList,
  enAvant: checkbox,
  imageCover: optionalMedia,
  imageAvant: optionalMedia,
  images: mediaList,
  imagesTravaux: mediaList,
  total: z.object({
    priceAcqui: money("Le prix d’acquisition"),
    works: money("Le montant des travaux"),
    fraisNotaire: money("Les frais de notaire"),
    fraisAgence: money("Les frais d’agence"),
    apportPersonnel: money("L’apport personnel"),
    furnishing: money("L’ameublement"),
    DM2AComi: money("Les honoraires"),
  }).prefault(() => ({}) as never),
  chargesMensuelles: z.object({
    mensualiter: money("La mensualité"),
    taxeFonciere: money("La taxe foncière"),
    chargesCopro: money("Les charges de copropriété"),
    chargesCourantes: money("Les charges courantes"),
    pno: money("L’assurance PNO"),
    cfe: money("La CFE"),
    rentalManage: money("La gestion locative"),
  }).prefault(() => ({}) as never),
  rentabilite: z.object({
    dureeEmprunt: numberField("La durée du prêt", { min: 1, max: 50, integer: true }),
    dureeDifferer: numberField("La durée du différé", { max: 120, integer: true }),
    monthlyRent: money("Le loyer mensuel"),
    profitabilityBrut: signedAmount("La rentabilité brute"),
    cashflowNet: signedAmount("Le cash-flow"),
    wealth1: signedAmount("L’enrichissement net à 1 an"),
    wealth5: signedAmount("L’enrichissement net à 5 ans"),
    wealth10: signedAmount("L’enrichissement net à 10 ans"),
  }).prefault(() => ({}) as never),
  status: z.enum(PROJECT_STATUSES, { message: "Choisissez le statut du projet : disponible, en travaux ou loué." }).default("disponible"),
  surface: numberField("La surface", { max: 100_000 }),
  dpeBefore: dpeField("Le DPE avant travaux"),
  dpeAfter: dpeField("Le DPE après travaux"),
});
export type ProjectFormValues = z.infer<typeof projectFormSchema>;

const tabParagraphs = (n: number) => paragraphsField(`Le texte de l’onglet ${n}`);

export const cityFormSchema = z.object({
  nom: requiredText("Le nom de la ville", 80),
  imageCover: optionalMedia,
  images: mediaList,
  population: numberField("La population", { integer: true, max: 20_000_000 }),
  descriptionPopulation: optionalText("La description de la population", 1000),
  etudiant: numberField("Le nombre d’étudiants", { integer: true, max: 5_000_000 }),
  descriptionEtudiant: optionalText("La description des étudiants", 1000),
  distanceParis: numberField("La distance à Paris", { max: 20_000 }),
  descriptionDistanceParis: optionalText("La description de la distance", 1000),
  titreTransport: optionalText("Le titre du transport", 120),
  descriptionTransport: optionalText("La description du transport", 1000),
  transport: z.enum(TRANSPORT_TYPES, { message: "Choisissez avion, train ou bus." }),
  titreAtout: optionalText("Le titre de l’atout", 160),
  atout: optionalText("L’atout", 3000),
  titre1: optionalText("Le titre 1", 160),
  titre2: optionalText("Le titre 2", 160),
  titre3: optionalText("Le titre 3", 160),
  description1: optionalText("La description 1", 3000),
  description2: optionalText("La description 2", 3000),
  description3: optionalText("La description 3", 3000),
  titreOnglet1: optionalText("Le titre de l’onglet 1", 80),
  titreOnglet2: optionalText("Le titre de l’onglet 2", 80),
  titreOnglet3: optionalText("Le titre de l’onglet 3", 80),
  titreOnglet4: optionalText("Le titre de l’onglet 4", 80),
  onglet1: tabParagraphs(1),
  onglet2: tabParagraphs(2),
  onglet3: tabParagraphs(3),
  onglet4: tabParagraphs(4),
  // The commune of the INSEE list (filled when staff pick it, correctable).
  codeInsee: optionalText("Le code INSEE", 5).refine((v) => /^(\d[\dAB]\d{3})?$/.test(v), "Le code INSEE compte cinq caractères (ex. 87085)."),
  departement: optionalText("Le département", 80),
  departementCode: optionalText("Le numéro du département", 3).refine((v) => /^(\d{2,3}|2[AB])?$/.test(v), "Le numéro du département : deux ou trois chiffres, ou 2A, 2B."),
  codesPostaux: optionalText("Les codes postaux", 400)
    .transform((v) => v.split(/[\s,;]+/).filter(Boolean))
    .refine((codes) => codes.every((c) => /^\d{5}$/.test(c)), "Les codes postaux : des codes à cinq chiffres séparés par des virgules.")
    .transform((codes) => codes.join(", ")),
});
export type CityFormValues = z.infer<typeof cityFormSchema>;

const amenityFields = Object.fromEntries(AMENITIES.map(([key, label]) => [key, optionalText(label, 200)])) as {
  [K in (typeof AMENITIES)[number][0]]: ReturnType<typeof optionalText>;
};

export const districtFormSchema = z.object({
  cityId: idField("Choisissez une ville."),
  nom: requiredText("Le nom du quartier", 80),
  tmpUni: numberField("Le temps jusqu’à l’université", { max: 600 }),
  tmpCentreVille: numberField("Le temps jusqu’au centre-ville", { max: 600 }),
  ...amenityFields,
  tauxElever: numberField("Le taux d’occupation", { max: 100 }),
  prixMoyenLocation: numberField("Le loyer moyen"),
  prixMoyenAuMetre: numberField("Le prix moyen au m²"),
  profileCibler: optionalText("Le profil ciblé", 300),
  typeBienCibler: optionalText("Le type de bien ciblé", 300),
  strategieAdopter: optionalText("La stratégie adoptée", 300),
  url: z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.union([z.literal(""), httpUrl("L’adresse d’information")])).optional().default(""),
  description: optionalText("La description", 5000),
  commentaire: paragraphsField("Le commentaire"),
  imageCover: optionalMedia,
  imageAnalyse: optionalMedia,
});
export type DistrictFormValues = z.infer<typeof districtFormSchema>;

export const resourceFormSchema = z.object({
  nom: requiredText("Le nom de la ressource", 160),
  lien: httpUrl("Le lien"),
});
export type ResourceFormValues = z.infer<typeof resourceFormSchema>;
