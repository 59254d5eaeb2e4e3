// The fields of the content (project, city, district, resource): one table each, the one declaration of
// every field (app/domain/content/fields.ts says what is derived from it). The admin forms' schemas, shared by
// the pages and the API, are the tables' own.
import { z } from "zod";
import { AMENITIES, type AmenityKey, PROJECT_STATUSES, TRANSPORT_TYPES } from "./content-choices";
import {
  block,
  choice,
  day,
  dpe,
  flag,
  formSchema,
  link,
  media,
  mediaList,
  number,
  optionalLink,
  omittable,
  optionalNumber,
  paragraphs,
  requiredTextField,
  signed,
  text,
  textWith,
  videos,
} from "./fields";
import { httpUrl, optionalText } from "./form-values";

const money = (label: string, doc?: { describe?: string }) => number(label, doc);

/**
 * A project's fields, in the order of the form and the API. Each entry is the one declaration of a
 * field: a new one is a line here (plus its column, see docs/architecture.md). The comments are the
 * domain's; `describe` is what the API documentation says.
 */
export const projectFields = {
  title: requiredTextField("Le titre", { max: 160 }),
  cityId: link("Choisissez une ville.", { describe: "La ville : son _id ou son nom exact (villeList)." }),
  districtId: optionalLink("Choisissez un quartier.", { describe: "Le quartier : son _id ou son nom exact ; il doit appartenir à la ville." }),
  typeBienAvant: text("Le type de bien avant travaux", { max: 200 }),
  /** The type searched by /projets (« Colocation », « T2 »). */
  typeBienApres: requiredTextField("Le type de bien après travaux", { max: 60 }),
  scenarioAdopter: text("Le scénario adopté", { max: 300 }),
  profilCibler: text("Le profil ciblé", { max: 300 }),
  /** Renovation time in months. */
  tmpRenov: number("La durée des travaux", { max: 120, describe: "Durée des travaux, en mois." }),
  /** « Valeur estimée après travaux » (€) entered by staff; null: valued at purchase price + works. */
  valeurApresTravaux: optionalNumber("La valeur estimée après travaux", {
    describe: "Valeur estimée après travaux (€), saisie par l’équipe ; null : prix d’acquisition + travaux.",
  }),
  /** Where that estimate comes from (« ventes récentes du quartier… »); empty without an estimate. */
  sourceValeur: text("La source de l’estimation", { max: 300, describe: "Source de la valeur estimée après travaux." }),
  prixGlobal: money("Le prix global"),
  /** Monthly rent asked (€). */
  prixLocation: money("Le loyer", { describe: "Loyer mensuel demandé (€)." }),
  /** Annual loan interest rate in percent (e.g. 3.6). */
  tauxEmprunt: number("Le taux du prêt", { max: 20, describe: "Taux annuel du prêt, en %." }),
  profitabilityNet: signed("La rentabilité nette"),
  cashflowDifferer: signed("Le cash-flow pendant le différé"),
  moisDifferer: number("Le nombre de mois de différé", { max: 120, integer: true }),
  titreRenov1: text("Le titre des travaux 1", { max: 120 }),
  titreRenov2: text("Le titre des travaux 2", { max: 120 }),
  titreRenov3: text("Le titre des travaux 3", { max: 120 }),
  titreRenov4: text("Le titre des travaux 4", { max: 120 }),
  renov1: paragraphs("Les travaux 1"),
  renov2: paragraphs("Les travaux 2"),
  renov3: paragraphs("Les travaux 3"),
  renov4: paragraphs("Les travaux 4"),
  descriptionClient: text("La description du client"),
  temoignage: text("Le témoignage"),
  video: videos(),
  enAvant: flag(),
  imageCover: media(),
  /** A photo of the property before works, shown beside the first photo (`images[0]`): avant / après. */
  imageAvant: media({ describe: "Photo du bien avant travaux, montrée à côté de la première photo (avant / après)." }),
  images: mediaList(),
  imagesTravaux: mediaList(),
  /** The total cost (spec: total.*). */
  total: block({
    priceAcqui: money("Le prix d’acquisition"),
    works: money("Le montant des travaux"),
    fraisNotaire: money("Les frais de notaire"),
    fraisAgence: money("Les frais d’agence"),
    apportPersonnel: money("L’apport personnel"),
    furnishing: money("L’ameublement"),
    DM2AComi: money("Les honoraires"),
  }),
  /** Monthly charges (spec: chargesMensuelles.*). */
  chargesMensuelles: block({
    mensualiter: money("La mensualité"),
    taxeFonciere: money("La taxe foncière"),
    chargesCopro: money("Les charges de copropriété"),
    chargesCourantes: money("Les charges courantes"),
    pno: money("L’assurance PNO"),
    cfe: money("La CFE", { describe: "Cotisation Foncière des Entreprises." }),
    rentalManage: money("La gestion locative"),
  }),
  /** Profitability (spec: rentabilite.*): dureeEmprunt in years, dureeDifferer in months. */
  rentabilite: block({
    dureeEmprunt: number("La durée du prêt", { min: 1, max: 50, integer: true, describe: "En années." }),
    dureeDifferer: number("La durée du différé", { max: 120, integer: true, describe: "En mois." }),
    monthlyRent: money("Le loyer mensuel"),
    profitabilityBrut: signed("La rentabilité brute"),
    cashflowNet: signed("Le cash-flow"),
    wealth1: signed("L’enrichissement net à 1 an"),
    wealth5: signed("L’enrichissement net à 5 ans"),
    wealth10: signed("L’enrichissement net à 10 ans"),
  }),
  status: choice(PROJECT_STATUSES, {
    message: "Choisissez le statut du projet : disponible, en travaux ou loué.",
    byDefault: true,
    describe: "disponible, travaux (en travaux) ou loue (loué).",
  }),
  /** Living area in m² (0: not given). */
  surface: number("La surface", { max: 100_000, describe: "Surface habitable en m² (0 : non renseignée)." }),
  /** DPE class before and after works ("": not given). */
  dpeBefore: dpe("Le DPE avant travaux", { describe: "Classe DPE avant travaux, de A à G (vide : non renseignée)." }),
  dpeAfter: dpe("Le DPE après travaux", { describe: "Classe DPE après travaux, de A à G (vide : non renseignée) ; jamais moins bonne qu’avant." }),
};
export const projectFormSchema = formSchema(projectFields);
export type ProjectFormValues = z.infer<typeof projectFormSchema>;

/** The API's names of the project's fields where they differ (the historical API of spec section 7). */
export const PROJECT_API_NAMES = {
  cityId: "city",
  districtId: "quartier",
  scenarioAdopter: "ScenarioAdopter",
  typeBienAvant: "TypeBienAvant",
  typeBienApres: "TypeBienApres",
} as const;

const tabParagraphs = (n: number) => paragraphs(`Le texte de l’onglet ${n}`);

export const cityFields = {
  nom: requiredTextField("Le nom de la ville", { max: 80 }),
  imageCover: media(),
  images: mediaList(),
  population: number("La population", { integer: true, max: 20_000_000 }),
  descriptionPopulation: text("La description de la population", { max: 1000 }),
  etudiant: number("Le nombre d’étudiants", { integer: true, max: 5_000_000 }),
  descriptionEtudiant: text("La description des étudiants", { max: 1000 }),
  /** Distance to Paris in kilometres. */
  distanceParis: number("La distance à Paris", { max: 20_000, describe: "En kilomètres." }),
  descriptionDistanceParis: text("La description de la distance", { max: 1000 }),
  titreTransport: text("Le titre du transport", { max: 120 }),
  descriptionTransport: text("La description du transport", { max: 1000 }),
  transport: choice(TRANSPORT_TYPES, { message: "Choisissez avion, train ou bus." }),
  titreAtout: text("Le titre de l’atout", { max: 160 }),
  atout: text("L’atout", { max: 3000 }),
  titre1: text("Le titre 1", { max: 160 }),
  titre2: text("Le titre 2", { max: 160 }),
  titre3: text("Le titre 3", { max: 160 }),
  description1: text("La description 1", { max: 3000 }),
  description2: text("La description 2", { max: 3000 }),
  description3: text("La description 3", { max: 3000 }),
  titreOnglet1: text("Le titre de l’onglet 1", { max: 80 }),
  titreOnglet2: text("Le titre de l’onglet 2", { max: 80 }),
  titreOnglet3: text("Le titre de l’onglet 3", { max: 80 }),
  titreOnglet4: text("Le titre de l’onglet 4", { max: 80 }),
  onglet1: tabParagraphs(1),
  onglet2: tabParagraphs(2),
  onglet3: tabParagraphs(3),
  onglet4: tabParagraphs(4),
  /** The commune in the official INSEE list ("87085"), filled when staff pick it, correctable; "" when not picked from it. */
  codeInsee: omittable(
    textWith(optionalText("Le code INSEE", 5).refine((v) => /^(\d[\dAB]\d{3})?$/.test(v), "Le code INSEE compte cinq caractères (ex. 87085)."), {
      describe: "Code INSEE de la commune (vide : non choisie dans la liste officielle).",
    }),
  ),
  /** Its département, by name ("Haute-Vienne") and code ("87"). */
  departement: omittable(text("Le département", { max: 80 })),
  departementCode: omittable(
    textWith(optionalText("Le numéro du département", 3).refine((v) => /^(\d{2,3}|2[AB])?$/.test(v), "Le numéro du département : deux ou trois chiffres, ou 2A, 2B.")),
  ),
  /** Its postcodes, comma-separated ("87000, 87100, 87280"). */
  codesPostaux: omittable(
    textWith(
      optionalText("Les codes postaux", 400)
        .transform((v) => v.split(/[\s,;]+/).filter(Boolean))
        .refine((codes) => codes.every((c) => /^\d{5}$/.test(c)), "Les codes postaux : des codes à cinq chiffres séparés par des virgules.")
        .transform((codes) => codes.join(", ")),
      { describe: "Codes postaux de la commune, séparés par des virgules." },
    ),
  ),
};
export const cityFormSchema = formSchema(cityFields);
export const CITY_API_NAMES = {} as const;
export type CityFormValues = z.infer<typeof cityFormSchema>;

const amenityFields = Object.fromEntries(AMENITIES.map(([key, label]) => [key, text(label, { max: 200, describe: `${label} à proximité (texte libre).` })])) as {
  [K in AmenityKey]: ReturnType<typeof text>;
};

/** A district's fields. Its amenities (free text each) are stored together, in one JSON column. */
export const districtFields = {
  cityId: link("Choisissez une ville.", { describe: "La ville du quartier : son _id ou son nom exact (villeList)." }),
  nom: requiredTextField("Le nom du quartier", { max: 80 }),
  /** Minutes to the university. */
  tmpUni: number("Le temps jusqu’à l’université", { max: 600, describe: "Minutes jusqu’à l’université." }),
  /** Minutes to the city centre. */
  tmpCentreVille: number("Le temps jusqu’au centre-ville", { max: 600, describe: "Minutes jusqu’au centre-ville." }),
  ...amenityFields,
  /** Share of rented homes in the district, in percent (occupancy rate). */
  tauxElever: number("Le taux d’occupation", { max: 100 }),
  /** Average monthly rent (€). */
  prixMoyenLocation: number("Le loyer moyen"),
  /** Average price per m² (€). */
  prixMoyenAuMetre: number("Le prix moyen au m²"),
  /** Where the three figures above come from (issue 30, item 3): shown with them as « Source : … (2025) ». */
  sourceChiffres: text("La source des chiffres", {
    max: 200,
    describe: "D’où viennent le taux d’occupation, le loyer moyen et le prix moyen au m² (« Observatoire local des loyers »).",
  }),
  /** The year those figures describe; null when not given. */
  anneeChiffres: optionalNumber("L’année des chiffres", { min: 1990, max: 2100, integer: true, describe: "L’année que décrivent ces chiffres ; null : non précisée." }),
  profileCibler: text("Le profil ciblé", { max: 300 }),
  typeBienCibler: text("Le type de bien ciblé", { max: 300 }),
  strategieAdopter: text("La stratégie adoptée", { max: 300 }),
  url: textWith(z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.union([z.literal(""), httpUrl("L’adresse d’information")])).optional().default("")),
  description: text("La description", { max: 5000 }),
  commentaire: paragraphs("Le commentaire"),
  /** Map image. */
  imageCover: media({ describe: "Carte du quartier." }),
  imageAnalyse: media(),
};
export const districtFormSchema = formSchema(districtFields);
export type DistrictFormValues = z.infer<typeof districtFormSchema>;
export const DISTRICT_API_NAMES = { cityId: "city", strategieAdopter: "StrategieAdopter", url: "URL" } as const;

export const resourceFields = {
  nom: requiredTextField("Le nom de la ressource", { max: 160 }),
  lien: textWith(httpUrl("Le lien")),
};
export const resourceFormSchema = formSchema(resourceFields);
export type ResourceFormValues = z.infer<typeof resourceFormSchema>;

/** A member of the team (issue 23): the team page shows each one with their photo, role and professional details. */
export const teamMemberFields = {
  prenom: requiredTextField("Le prénom", { max: 80 }),
  nom: text("Le nom", { max: 80 }),
  /** Their job in the company (« Chasseuse immobilière »). */
  role: requiredTextField("Le rôle", { max: 120 }),
  /** Professional details: experience, diplomas, cards and memberships (« 12 ans d’expérience, carte T »). */
  parcours: text("Le parcours", { max: 400 }),
  bio: text("La présentation", { max: 2000 }),
  photo: media({ describe: "Portrait, en hauteur (4:5)." }),
  /** Order on the page, smallest first. */
  position: number("L’ordre d’affichage", { max: 999, integer: true }),
};
export const teamMemberFormSchema = formSchema(teamMemberFields);
export type TeamMemberFormValues = z.infer<typeof teamMemberFormSchema>;

/** A client's testimonial (issue 23): first name, city, date and the project they bought, never anonymous. */
export const testimonialFields = {
  prenom: requiredTextField("Le prénom", { max: 80 }),
  /** Where the client lives (« Lyon »), not the project's city. */
  ville: requiredTextField("La ville", { max: 80 }),
  /** The day the client gave it. */
  date: day("La date"),
  projectId: optionalLink("Choisissez le projet acheté.", { describe: "Le projet acheté par le client : son _id." }),
  texte: requiredTextField("Le témoignage", { max: 1500 }),
};
export const testimonialFormSchema = formSchema(testimonialFields);
export type TestimonialFormValues = z.infer<typeof testimonialFormSchema>;
