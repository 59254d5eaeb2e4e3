// Request bodies of the JSON API (spec section 7), with the spec's field names. Every field reuses the
// schema of the matching admin or account form, so the API and the pages apply the same rules and the
// same French messages; only the names and the JSON shapes (lists of paragraphs, media URLs) differ.
import { z } from "zod";
import { signinSchema, signupSchema } from "../account-forms";
import { cityFormSchema, districtFormSchema, projectFormSchema, resourceFormSchema } from "../content-forms";
import { AMENITIES, type AmenityKey, type City, type CityInput, type District, type DistrictInput, type Project, type ProjectInput } from "../entities";
import { joinParagraphs } from "../paragraphs";
import { questionnaireSchema } from "../questionnaire";

/** Schemas of request bodies, by component name in the OpenAPI document (read as input). */
export const requestRegistry = z.registry<{ id: string }>();

// ---- building blocks --------------------------------------------------------------------------

const MEDIA_REF = /(?:^|\/media\/)([a-f0-9]{32})(?:-\d+\.(?:avif|webp)|\.(?:jpg|png|pdf))?$/;

/** A media hash from what a client sends back: the hash itself or one of our /media/ URLs. */
export function mediaHashOf(value: string): string {
  const match = MEDIA_REF.exec(value.trim());
  return match ? match[1] : value;
}

const MEDIA_DESCRIPTION = "URL d’un média renvoyée par l’API (/media/…, par exemple la réponse de upload) ou son identifiant (32 caractères hexadécimaux).";

/** One image: a media URL or hash; null or "" removes it. Validated by the form's field. */
function mediaRef<T extends z.ZodType>(formField: T) {
  return z
    .string()
    .nullable()
    .optional()
    .transform((v) => (v === null || v === undefined ? "" : mediaHashOf(v)))
    .pipe(formField as unknown as z.ZodType<z.output<T>, string>)
    .meta({ description: MEDIA_DESCRIPTION });
}

/** A list of images (media URLs or hashes). */
function mediaListRef<T extends z.ZodType>(formField: T) {
  return z
    .array(z.string())
    .optional()
    .transform((list) => list?.map(mediaHashOf))
    .pipe(formField as unknown as z.ZodType<z.output<T>, string[] | undefined>)
    .meta({ description: `Liste d’images. ${MEDIA_DESCRIPTION}` });
}

/** A list of paragraphs (or one text whose paragraphs are separated by a blank line, as in the forms). */
function paragraphs<T extends z.ZodType>(formField: T) {
  return z
    .union([z.array(z.string()), z.string()], { message: "Attendu : une liste de paragraphes (tableau de textes)." })
    .optional()
    .transform((v) => (Array.isArray(v) ? joinParagraphs(v) : v))
    .pipe(formField as unknown as z.ZodType<z.output<T>, string | undefined>)
    .meta({ description: "Liste de paragraphes (un texte par paragraphe)." });
}

/** A reference to a city or district: its _id, or its exact name. */
const reference = (message: string, description: string) =>
  z
    .union([z.number().int(message).positive(message), z.string().trim().min(1, message).max(160, message)], { message })
    .meta({ description });

// ---- projects ---------------------------------------------------------------------------------

const p = projectFormSchema.shape;

export const projectRequestSchema = z
  .object({
    title: p.title,
    city: reference("Choisissez une ville.", "La ville : son _id ou son nom exact (villeList)."),
    quartier: reference("Choisissez un quartier.", "Le quartier : son _id ou son nom exact ; il doit appartenir à la ville."),
    imageCover: mediaRef(p.imageCover),
    imageAvant: mediaRef(p.imageAvant),
    images: mediaListRef(p.images),
    imagesTravaux: mediaListRef(p.imagesTravaux),
    video: p.video,
    enAvant: p.enAvant,
    prixGlobal: p.prixGlobal,
    prixLocation: p.prixLocation,
    tauxEmprunt: p.tauxEmprunt,
    ScenarioAdopter: p.scenarioAdopter,
    profilCibler: p.profilCibler,
    TypeBienAvant: p.typeBienAvant,
    TypeBienApres: p.typeBienApres,
    tmpRenov: p.tmpRenov,
    valeurApresTravaux: p.valeurApresTravaux,
    sourceValeur: p.sourceValeur,
    titreRenov1: p.titreRenov1,
    titreRenov2: p.titreRenov2,
    titreRenov3: p.titreRenov3,
    titreRenov4: p.titreRenov4,
    renov1: paragraphs(p.renov1),
    renov2: paragraphs(p.renov2),
    renov3: paragraphs(p.renov3),
    renov4: paragraphs(p.renov4),
    descriptionClient: p.descriptionClient,
    temoignage: p.temoignage,
    profitabilityNet: p.profitabilityNet,
    cashflowDifferer: p.cashflowDifferer,
    moisDifferer: p.moisDifferer,
    total: p.total,
    chargesMensuelles: p.chargesMensuelles,
    rentabilite: p.rentabilite,
    status: p.status,
    surface: p.surface,
    dpeBefore: p.dpeBefore,
    dpeAfter: p.dpeAfter,
  })
  .register(requestRegistry, { id: "ProjectRequest" });
export type ProjectRequest = z.output<typeof projectRequestSchema>;
/** A project body before validation, as PATCH merges it. */
export type ProjectRequestInput = Record<string, unknown>;

/** The domain input once `city` and `quartier` are resolved to ids. */
export function toProjectInput(v: ProjectRequest, refs: { cityId: number; districtId: number }): ProjectInput {
  return {
    title: v.title,
    cityId: refs.cityId,
    districtId: refs.districtId,
    imageCover: v.imageCover ?? null,
    imageAvant: v.imageAvant ?? null,
    images: v.images,
    imagesTravaux: v.imagesTravaux,
    video: v.video,
    enAvant: v.enAvant,
    prixGlobal: v.prixGlobal,
    prixLocation: v.prixLocation,
    tauxEmprunt: v.tauxEmprunt,
    scenarioAdopter: v.ScenarioAdopter,
    profilCibler: v.profilCibler,
    typeBienAvant: v.TypeBienAvant,
    typeBienApres: v.TypeBienApres,
    tmpRenov: v.tmpRenov,
    valeurApresTravaux: v.valeurApresTravaux,
    sourceValeur: v.sourceValeur,
    titreRenov1: v.titreRenov1,
    titreRenov2: v.titreRenov2,
    titreRenov3: v.titreRenov3,
    titreRenov4: v.titreRenov4,
    renov1: v.renov1,
    renov2: v.renov2,
    renov3: v.renov3,
    renov4: v.renov4,
    descriptionClient: v.descriptionClient,
    temoignage: v.temoignage,
    profitabilityNet: v.profitabilityNet,
    cashflowDifferer: v.cashflowDifferer,
    moisDifferer: v.moisDifferer,
    total: v.total,
    chargesMensuelles: v.chargesMensuelles,
    rentabilite: v.rentabilite,
    status: v.status,
    surface: v.surface,
    dpeBefore: v.dpeBefore,
    dpeAfter: v.dpeAfter,
  };
}

/** A stored project as a request body (ids, hashes), the base a PATCH is merged onto. */
export function projectAsRequest(project: Project): ProjectRequestInput {
  return {
    title: project.title,
    city: project.cityId,
    quartier: project.districtId ?? undefined,
    imageCover: project.imageCover,
    imageAvant: project.imageAvant,
    images: project.images,
    imagesTravaux: project.imagesTravaux,
    video: project.video,
    enAvant: project.enAvant,
    prixGlobal: project.prixGlobal,
    prixLocation: project.prixLocation,
    tauxEmprunt: project.tauxEmprunt,
    ScenarioAdopter: project.scenarioAdopter,
    profilCibler: project.profilCibler,
    TypeBienAvant: project.typeBienAvant,
    TypeBienApres: project.typeBienApres,
    tmpRenov: project.tmpRenov,
    valeurApresTravaux: project.valeurApresTravaux,
    sourceValeur: project.sourceValeur,
    titreRenov1: project.titreRenov1,
    titreRenov2: project.titreRenov2,
    titreRenov3: project.titreRenov3,
    titreRenov4: project.titreRenov4,
    renov1: project.renov1,
    renov2: project.renov2,
    renov3: project.renov3,
    renov4: project.renov4,
    descriptionClient: project.descriptionClient,
    temoignage: project.temoignage,
    profitabilityNet: project.profitabilityNet,
    cashflowDifferer: project.cashflowDifferer,
    moisDifferer: project.moisDifferer,
    total: project.total,
    chargesMensuelles: project.chargesMensuelles,
    rentabilite: project.rentabilite,
    status: project.status,
    surface: project.surface,
    dpeBefore: project.dpeBefore,
    dpeAfter: project.dpeAfter,
  };
}

// ---- cities -----------------------------------------------------------------------------------

const c = cityFormSchema.shape;

export const cityRequestSchema = z
  .object({
    ...c,
    imageCover: mediaRef(c.imageCover),
    images: mediaListRef(c.images),
    onglet1: paragraphs(c.onglet1),
    onglet2: paragraphs(c.onglet2),
    onglet3: paragraphs(c.onglet3),
    onglet4: paragraphs(c.onglet4),
  })
  .register(requestRegistry, { id: "CityRequest" });
export type CityRequest = z.output<typeof cityRequestSchema>;

export const toCityInput = (v: CityRequest): CityInput => ({ ...v, imageCover: v.imageCover ?? null });

export function cityAsRequest(city: City): Record<string, unknown> {
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = city;
  return fields;
}

// ---- districts --------------------------------------------------------------------------------

const d = districtFormSchema.shape;
const amenities = Object.fromEntries(AMENITIES.map(([key]) => [key, d[key]])) as { [K in AmenityKey]: (typeof d)[K] };

export const districtRequestSchema = z
  .object({
    nom: d.nom,
    city: reference("Choisissez une ville.", "La ville du quartier : son _id ou son nom exact (villeList)."),
    tmpUni: d.tmpUni,
    tmpCentreVille: d.tmpCentreVille,
    ...amenities,
    tauxElever: d.tauxElever,
    prixMoyenLocation: d.prixMoyenLocation,
    prixMoyenAuMetre: d.prixMoyenAuMetre,
    profileCibler: d.profileCibler,
    typeBienCibler: d.typeBienCibler,
    StrategieAdopter: d.strategieAdopter,
    URL: d.url,
    description: d.description,
    commentaire: paragraphs(d.commentaire),
    imageCover: mediaRef(d.imageCover),
    imageAnalyse: mediaRef(d.imageAnalyse),
  })
  .register(requestRegistry, { id: "DistrictRequest" });
export type DistrictRequest = z.output<typeof districtRequestSchema>;

export function toDistrictInput(v: DistrictRequest, cityId: number): DistrictInput {
  const { city: _city, StrategieAdopter, URL, imageCover, imageAnalyse, ...rest } = v;
  return { ...rest, cityId, strategieAdopter: StrategieAdopter, url: URL, imageCover: imageCover ?? null, imageAnalyse: imageAnalyse ?? null };
}

export function districtAsRequest(district: District): Record<string, unknown> {
  const { id: _id, cityId, cityName: _n, createdAt: _c, updatedAt: _u, strategieAdopter, url, ...rest } = district;
  return { ...rest, city: cityId, StrategieAdopter: strategieAdopter, URL: url };
}

// ---- resources and accounts -------------------------------------------------------------------

export const resourceRequestSchema = resourceFormSchema.register(requestRegistry, { id: "ResourceRequest" });
export const signupRequestSchema = signupSchema.register(requestRegistry, { id: "SignupRequest" });
export const signinRequestSchema = signinSchema.register(requestRegistry, { id: "SigninRequest" });

const q = questionnaireSchema.shape;
/** The questionnaire's own message for a missing consent. */
const RGPD_MESSAGE = q.rgpd.safeParse(undefined).error?.issues[0]?.message ?? "Votre accord est nécessaire.";

/**
 * PATCH formulaire: the questionnaire's fields (the e-mail is always the account's) plus `valid: true`.
 * After this shape check, the body goes through questionnaireSchema itself, so its cross-field rules
 * apply exactly as on the page.
 */
export const formulaireRequestSchema = z
  .object({
    ...q,
    email: z.string().optional().meta({ description: "Ignorée : l’adresse du compte est toujours utilisée." }),
    rgpd: z
      .union([z.literal(true), z.literal("on")], { message: RGPD_MESSAGE })
      .meta({ description: "Consentement au traitement des données : true (ou \"on\")." }),
    valid: z.literal(true, { message: "valid doit valoir true." }).optional().meta({ description: "Toujours true : le questionnaire est complet." }),
  })
  .register(requestRegistry, { id: "FormulaireRequest" });

export const step1RequestSchema = z
  .object({
    etape1: z.literal(true, { message: "etape1 doit valoir true pour terminer l’étape 1." }),
  })
  .register(requestRegistry, { id: "Etape1Request" });
