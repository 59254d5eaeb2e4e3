import { describe, expect, it } from "vitest";
import type { Project } from "../content/entities";
import {
  cityRequestSchema,
  formulaireRequestSchema,
  projectAsRequest,
  projectRequestSchema,
  step1RequestSchema,
  toProjectInput,
} from "./requests";
import { mediaHashOf } from "./values";
import { invalidBody, mergePatch, parseWithFrench } from "./validation";

const hash = "0123456789abcdef0123456789abcdef";

const stored: Project = {
  id: 7,
  cityId: 3,
  districtId: 5,
  cityName: "Saint-Étienne",
  districtName: "Jacquard",
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
  title: "T2 rénové",
  status: "travaux",
  surface: 42,
  dpeBefore: "G",
  dpeAfter: "C",
  imageAvant: null,
  imageCover: hash,
  images: [hash],
  imagesTravaux: [],
  video: ["https://www.youtube.com/watch?v=abcdefghijk"],
  enAvant: false,
  prixGlobal: 120000,
  prixLocation: 600,
  tauxEmprunt: 3.5,
  scenarioAdopter: "Meublé",
  profilCibler: "Étudiants",
  typeBienAvant: "T2 à rénover",
  typeBienApres: "T2",
  tmpRenov: 3,
  valeurApresTravaux: null,
  sourceValeur: "",
  titreRenov1: "Cuisine",
  titreRenov2: "",
  titreRenov3: "",
  titreRenov4: "",
  renov1: ["Premier.", "Second\nsur deux lignes."],
  renov2: [],
  renov3: [],
  renov4: [],
  descriptionClient: "",
  temoignage: "",
  profitabilityNet: 5,
  cashflowDifferer: -20,
  moisDifferer: 6,
  total: { priceAcqui: 90000, works: 20000, fraisNotaire: 7000, fraisAgence: 0, apportPersonnel: 0, furnishing: 3000, DM2AComi: 0 },
  chargesMensuelles: { mensualiter: 550, taxeFonciere: 50, chargesCopro: 30, chargesCourantes: 0, pno: 10, cfe: 15, rentalManage: 0 },
  rentabilite: { dureeEmprunt: 20, dureeDifferer: 6, monthlyRent: 600, profitabilityBrut: 6, cashflowNet: 10, wealth1: 1, wealth5: 5, wealth10: 10 },
};

describe("API request schemas", () => {
  it("accept our media URLs or hashes and keep the hash", () => {
    expect(mediaHashOf(`/media/${hash}-960.webp`)).toBe(hash);
    expect(mediaHashOf(`https://exemple.fr/media/${hash}.pdf`)).toBe(hash);
    expect(mediaHashOf(hash)).toBe(hash);
    expect(mediaHashOf("https://ailleurs.fr/photo.jpg")).toBe("https://ailleurs.fr/photo.jpg");
  });

  it("map a stored project to a request and back without loss (the base of a PATCH)", () => {
    const parsed = projectRequestSchema.parse(projectAsRequest(stored));
    const { id: _i, cityName: _c, districtName: _d, createdAt: _a, updatedAt: _u, ...input } = stored;
    expect(toProjectInput(parsed, { cityId: 3, districtId: 5 })).toEqual(input);
  });

  it("merge a PATCH onto the stored record, nested blocks field by field", () => {
    const merged = mergePatch(projectAsRequest(stored), { title: "Nouveau", chargesMensuelles: { cfe: 20 }, __proto__: { polluted: true } } as Record<string, unknown>);
    const value = projectRequestSchema.parse(merged);
    expect(value.title).toBe("Nouveau");
    expect(value.chargesMensuelles).toEqual({ ...stored.chargesMensuelles, cfe: 20 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("take paragraphs as a list or as one text, and media lists as URLs", () => {
    const value = cityRequestSchema.parse({
      nom: "Lyon",
      transport: "train",
      onglet1: ["Un.", " ", "Deux."],
      onglet2: "Trois.\n\nQuatre.",
      images: [`/media/${hash}-480.avif`],
      imageCover: null,
    });
    expect(value.onglet1).toEqual(["Un.", "Deux."]);
    expect(value.onglet2).toEqual(["Trois.", "Quatre."]);
    expect(value.images).toEqual([hash]);
    expect(value.imageCover).toBeUndefined();
  });

  it("answer in French, naming every invalid field", async () => {
    const parsed = await parseWithFrench(projectRequestSchema, {
      title: "",
      city: 0,
      quartier: "Jacquard",
      TypeBienApres: "T2",
      images: "pas une liste",
      imageCover: "https://ailleurs.fr/photo.jpg",
      chargesMensuelles: { cfe: -1 },
      rentabilite: { dureeEmprunt: 20 },
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      title: ["Le titre est obligatoire."],
      city: ["Choisissez une ville."],
      images: ["Entrée invalide : tableau attendu, chaîne de caractères reçu"],
      imageCover: ["Image inconnue."],
      "chargesMensuelles.cfe": ["La CFE ne peut pas être négative."],
    });
    const body = invalidBody(parsed.errors);
    expect(body.errorMessage).toMatch(/^Champs invalides \(title, city, imageCover, images, chargesMensuelles\.cfe\)\. title : Le titre est obligatoire\./);
  });

  it("accept the questionnaire with rgpd true and valid true, and refuse a missing consent", async () => {
    const ok = formulaireRequestSchema.safeParse({ nom: "Martin", prenom: "Léa", ville: "Lyon", rgpd: true, valid: true, budget: 150000 });
    expect(ok.success).toBe(true);
    const missing = await parseWithFrench(formulaireRequestSchema, { nom: "Martin", prenom: "Léa", ville: "Lyon" });
    expect(missing.ok ? null : missing.errors.rgpd).toEqual(["Votre accord est nécessaire pour que nous puissions traiter votre demande."]);
    expect(step1RequestSchema.safeParse({ etape1: false }).error?.issues[0].message).toBe("etape1 doit valoir true pour terminer l’étape 1.");
  });
});
