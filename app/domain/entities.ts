import type { z } from "zod";
import type { DpeValue } from "./dpe";
import type { projectChargesSchema, projectRentabiliteSchema, projectTotalSchema } from "./project-blocks";

// Shapes of the public content, as the pages and the models use them.
// Paragraph lists are arrays of strings (one string per paragraph).
// Images are media hashes (content-addressed ids served under /media/).

export const TRANSPORT_TYPES = ["avion", "train", "bus"] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

/** Entries of a project's total cost (spec: total.*), derived from its stored block's schema. */
export type ProjectTotal = z.output<typeof projectTotalSchema>;

/** Monthly charges (spec: chargesMensuelles.*). */
export type ProjectCharges = z.output<typeof projectChargesSchema>;

/** Profitability block (spec: rentabilite.*). dureeEmprunt in years, dureeDifferer in months. */
export type ProjectRentabilite = z.output<typeof projectRentabiliteSchema>;

/** Where a project stands, set by the admins; the first one is the default. */
export const PROJECT_STATUSES = ["disponible", "travaux", "loue"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  disponible: "Disponible",
  travaux: "En travaux",
  loue: "Loué",
};

export interface ProjectInput {
  title: string;
  cityId: number;
  districtId: number | null;
  imageCover: string | null;
  /** A photo of the property before works, shown beside the first photo (`images[0]`): avant / après. */
  imageAvant: string | null;
  images: string[];
  imagesTravaux: string[];
  video: string[];
  enAvant: boolean;
  prixGlobal: number;
  /** Monthly rent asked (€). */
  prixLocation: number;
  /** Annual loan interest rate in percent (e.g. 3.6). */
  tauxEmprunt: number;
  scenarioAdopter: string;
  profilCibler: string;
  typeBienAvant: string;
  typeBienApres: string;
  /** Renovation time in months. */
  tmpRenov: number;
  titreRenov1: string;
  titreRenov2: string;
  titreRenov3: string;
  titreRenov4: string;
  renov1: string[];
  renov2: string[];
  renov3: string[];
  renov4: string[];
  descriptionClient: string;
  temoignage: string;
  profitabilityNet: number;
  cashflowDifferer: number;
  moisDifferer: number;
  total: ProjectTotal;
  chargesMensuelles: ProjectCharges;
  rentabilite: ProjectRentabilite;
  status: ProjectStatus;
  /** Living area in m² (0: not given). */
  surface: number;
  /** DPE class before and after works ("": not given). */
  dpeBefore: DpeValue;
  dpeAfter: DpeValue;
  /** « Valeur estimée après travaux » (€) entered by staff; null: valued at purchase price + works. */
  valeurApresTravaux: number | null;
  /** Where that estimate comes from (« ventes récentes du quartier… »); empty without an estimate. */
  sourceValeur: string;
}

export interface Project extends ProjectInput {
  id: number;
  cityName: string;
  districtName: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A stored project as the input that saves it again (an edit, a copy). */
export function projectInputOf({ id: _id, cityName: _c, districtName: _d, createdAt: _a, updatedAt: _u, ...input }: Project): ProjectInput {
  return input;
}

export interface ProjectCard {
  id: number;
  title: string;
  cityName: string;
  imageCover: string | null;
  prixGlobal: number;
  works: number;
  profitabilityBrut: number;
  typeBienApres: string;
  status: ProjectStatus;
  /** m² (0: not given). */
  surface: number;
  dpeBefore: DpeValue;
  dpeAfter: DpeValue;
  /** Monthly rent asked (€). */
  prixLocation: number;
  /** Monthly cash flow (€, may be negative). */
  cashflowNet: number;
}

export interface CityInput {
  nom: string;
  imageCover: string | null;
  images: string[];
  population: number;
  descriptionPopulation: string;
  etudiant: number;
  descriptionEtudiant: string;
  /** Distance to Paris in kilometres. */
  distanceParis: number;
  descriptionDistanceParis: string;
  titreTransport: string;
  descriptionTransport: string;
  transport: TransportType;
  titreAtout: string;
  atout: string;
  titre1: string;
  titre2: string;
  titre3: string;
  description1: string;
  description2: string;
  description3: string;
  titreOnglet1: string;
  titreOnglet2: string;
  titreOnglet3: string;
  titreOnglet4: string;
  onglet1: string[];
  onglet2: string[];
  onglet3: string[];
  onglet4: string[];
  /** The commune in the official INSEE list ("87085"); "" (or left out) when not picked from it. */
  codeInsee?: string;
  /** Its département, by name ("Haute-Vienne") and code ("87"). */
  departement?: string;
  departementCode?: string;
  /** Its postcodes, comma-separated ("87000, 87100, 87280"). */
  codesPostaux?: string;
}

export interface City extends CityInput {
  id: number;
  codeInsee: string;
  departement: string;
  departementCode: string;
  codesPostaux: string;
  createdAt: string;
  updatedAt: string;
}

/** Nearby amenities of a district: free text each ("Carrefour City à 200 m"), empty when none. */
export const AMENITIES = [
  ["supermarche", "Supermarché"],
  ["post", "Bureau de poste"],
  ["gareRoutiere", "Gare routière"],
  ["docks", "Docks"],
  ["parc", "Parc"],
  ["universite", "Université"],
  ["garage", "Garage"],
  ["cinema", "Cinéma"],
  ["restaurant", "Restaurants"],
  ["centreCmrcl", "Centre commercial"],
  ["plage", "Plage"],
  ["ecole", "École"],
  ["boulangerie", "Boulangerie"],
  ["piscine", "Piscine"],
  ["centreSportif", "Centre sportif"],
  ["chateau", "Château"],
  ["musee", "Musée"],
] as const;
export type AmenityKey = (typeof AMENITIES)[number][0];

export type DistrictInput = {
  cityId: number;
  nom: string;
  /** Minutes to the university. */
  tmpUni: number;
  /** Minutes to the city centre. */
  tmpCentreVille: number;
  /** Share of rented homes in the district, in percent (occupancy rate). */
  tauxElever: number;
  /** Average monthly rent (€). */
  prixMoyenLocation: number;
  /** Average price per m² (€). */
  prixMoyenAuMetre: number;
  profileCibler: string;
  typeBienCibler: string;
  strategieAdopter: string;
  url: string;
  description: string;
  commentaire: string[];
  /** Map image. */
  imageCover: string | null;
  imageAnalyse: string | null;
} & Record<AmenityKey, string>;

export type District = DistrictInput & {
  id: number;
  cityName: string;
  createdAt: string;
  updatedAt: string;
};

export interface ResourceInput {
  nom: string;
  lien: string;
}

export interface Resource extends ResourceInput {
  id: number;
  createdAt: string;
}

/** One of the seven fixed document templates, stored as a PDF media. */
export interface DocumentTemplate {
  slug: string;
  title: string;
  description: string;
  mediaHash: string;
  fileName: string;
  position: number;
}
