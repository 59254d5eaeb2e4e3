// Response bodies of the JSON API, with the spec's field names (section 3). The serializers are typed
// against these schemas, the OpenAPI document is generated from them, and the end-to-end tests check
// every response against that document.
import { z } from "zod";
import { DPE_CLASSES } from "../dpe";
import { AMENITIES, PROJECT_STATUSES, TRANSPORT_TYPES } from "../entities";
import { APPORTS, COURTIER, DELEGATION, RESIDENCES, SITUATIONS, TRAVAUX } from "../questionnaire-options";

/** Schemas of response bodies, by component name in the OpenAPI document (read as output). */
export const responseRegistry = z.registry<{ id: string }>();

const id = z.number().int().positive().meta({ description: "Identifiant (entier)." });
const mediaUrl = z.string().meta({
  description: "URL d’un média du site : /media/<hash>-960.webp pour une image enregistrée, /media/<hash>.<ext> pour un fichier envoyé.",
});
const paragraphList = z.array(z.string()).meta({ description: "Liste de paragraphes." });
const timestamp = z.string().meta({ description: "Date ISO 8601 (UTC)." });

export const errorSchema = z
  .strictObject({
    errorMessage: z.string().meta({ description: "Message en français, à afficher tel quel." }),
    errors: z
      .record(z.string(), z.array(z.string()))
      .optional()
      .meta({ description: "Pour une requête invalide (400) : les messages par champ (chemin pointé, par exemple total.priceAcqui)." }),
  })
  .register(responseRegistry, { id: "Error" });
export type ApiErrorBody = z.output<typeof errorSchema>;

export const messageSchema = z.strictObject({ message: z.string() }).register(responseRegistry, { id: "Message" });

export const projectSchema = z
  .strictObject({
    _id: id,
    title: z.string(),
    city: z.string().meta({ description: "Nom de la ville." }),
    cityId: id,
    quartier: z.string().nullable().meta({ description: "Nom du quartier." }),
    quartierId: id.nullable(),
    imageCover: mediaUrl.nullable(),
    imageAvant: mediaUrl.nullable().meta({ description: "Photo du bien avant travaux, montrée à côté de la première photo (avant / après)." }),
    images: z.array(mediaUrl),
    imagesTravaux: z.array(mediaUrl),
    video: z.array(z.string()),
    enAvant: z.boolean(),
    prixGlobal: z.number(),
    prixLocation: z.number().meta({ description: "Loyer mensuel demandé (€)." }),
    tauxEmprunt: z.number().meta({ description: "Taux annuel du prêt, en %." }),
    ScenarioAdopter: z.string(),
    profilCibler: z.string(),
    TypeBienAvant: z.string(),
    TypeBienApres: z.string(),
    tmpRenov: z.number().meta({ description: "Durée des travaux, en mois." }),
    valeurApresTravaux: z.number().nullable().meta({ description: "Valeur estimée après travaux (€), saisie par l’équipe ; null : prix d’acquisition + travaux." }),
    valeurRetenue: z.number().meta({ description: "Valeur du bien retenue pour l’enrichissement net (€) : la valeur estimée, sinon prix d’acquisition + travaux." }),
    sourceValeur: z.string().meta({ description: "Source de la valeur estimée après travaux." }),
    titreRenov1: z.string(),
    titreRenov2: z.string(),
    titreRenov3: z.string(),
    titreRenov4: z.string(),
    renov1: paragraphList,
    renov2: paragraphList,
    renov3: paragraphList,
    renov4: paragraphList,
    descriptionClient: z.string(),
    temoignage: z.string(),
    profitabilityNet: z.number(),
    cashflowDifferer: z.number(),
    moisDifferer: z.number(),
    total: z.strictObject({
      priceAcqui: z.number(),
      works: z.number(),
      fraisNotaire: z.number(),
      fraisAgence: z.number(),
      apportPersonnel: z.number(),
      furnishing: z.number(),
      DM2AComi: z.number(),
    }),
    chargesMensuelles: z.strictObject({
      mensualiter: z.number(),
      taxeFonciere: z.number(),
      chargesCopro: z.number(),
      chargesCourantes: z.number(),
      pno: z.number(),
      cfe: z.number().meta({ description: "Cotisation Foncière des Entreprises." }),
      rentalManage: z.number(),
    }),
    rentabilite: z.strictObject({
      dureeEmprunt: z.number().meta({ description: "En années." }),
      dureeDifferer: z.number().meta({ description: "En mois." }),
      monthlyRent: z.number(),
      profitabilityBrut: z.number(),
      cashflowNet: z.number(),
      wealth1: z.number(),
      wealth5: z.number(),
      wealth10: z.number(),
    }),
    createdAt: timestamp,
    updatedAt: timestamp,
    status: z.enum(PROJECT_STATUSES).meta({ description: "disponible, travaux (en travaux) ou loue (loué)." }),
    surface: z.number().meta({ description: "Surface habitable en m² (0 : non renseignée)." }),
    dpeBefore: z.enum(["", ...DPE_CLASSES]).meta({ description: "Classe DPE avant travaux, de A à G (vide : non renseignée)." }),
    dpeAfter: z.enum(["", ...DPE_CLASSES]).meta({ description: "Classe DPE après travaux, de A à G (vide : non renseignée) ; jamais moins bonne qu’avant." }),
  })
  .register(responseRegistry, { id: "Project" });
export type ApiProject = z.output<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema).register(responseRegistry, { id: "ProjectList" });

export const citySchema = z
  .strictObject({
    _id: id,
    nom: z.string(),
    imageCover: mediaUrl.nullable(),
    images: z.array(mediaUrl),
    population: z.number(),
    descriptionPopulation: z.string(),
    etudiant: z.number(),
    descriptionEtudiant: z.string(),
    distanceParis: z.number().meta({ description: "En kilomètres." }),
    descriptionDistanceParis: z.string(),
    titreTransport: z.string(),
    descriptionTransport: z.string(),
    transport: z.enum(TRANSPORT_TYPES),
    titreAtout: z.string(),
    atout: z.string(),
    titre1: z.string(),
    titre2: z.string(),
    titre3: z.string(),
    description1: z.string(),
    description2: z.string(),
    description3: z.string(),
    titreOnglet1: z.string(),
    titreOnglet2: z.string(),
    titreOnglet3: z.string(),
    titreOnglet4: z.string(),
    onglet1: paragraphList,
    onglet2: paragraphList,
    onglet3: paragraphList,
    onglet4: paragraphList,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .register(responseRegistry, { id: "City" });
export type ApiCity = z.output<typeof citySchema>;
export const cityListSchema = z.array(citySchema).register(responseRegistry, { id: "CityList" });

const amenityFields = Object.fromEntries(AMENITIES.map(([key, label]) => [key, z.string().meta({ description: `${label} à proximité (texte libre).` })])) as {
  [K in (typeof AMENITIES)[number][0]]: z.ZodString;
};

export const districtSchema = z
  .strictObject({
    _id: id,
    nom: z.string(),
    city: z.string().meta({ description: "Nom de la ville du quartier." }),
    cityId: id,
    tmpUni: z.number().meta({ description: "Minutes jusqu’à l’université." }),
    tmpCentreVille: z.number().meta({ description: "Minutes jusqu’au centre-ville." }),
    ...amenityFields,
    tauxElever: z.number(),
    prixMoyenLocation: z.number(),
    prixMoyenAuMetre: z.number(),
    profileCibler: z.string(),
    typeBienCibler: z.string(),
    StrategieAdopter: z.string(),
    URL: z.string(),
    description: z.string(),
    commentaire: paragraphList,
    imageCover: mediaUrl.nullable().meta({ description: "Carte du quartier." }),
    imageAnalyse: mediaUrl.nullable(),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .register(responseRegistry, { id: "District" });
export type ApiDistrict = z.output<typeof districtSchema>;
export const districtListSchema = z.array(districtSchema).register(responseRegistry, { id: "DistrictList" });

export const resourceSchema = z
  .strictObject({ _id: id, nom: z.string(), lien: z.string(), createdAt: timestamp })
  .register(responseRegistry, { id: "Resource" });
export type ApiResource = z.output<typeof resourceSchema>;
export const resourceListSchema = z.array(resourceSchema).register(responseRegistry, { id: "ResourceList" });

const values = <T extends readonly { value: string }[]>(list: T) => z.enum(list.map((o) => o.value) as [string, ...string[]]).nullable();

export const userSchema = z
  .strictObject({
    _id: id,
    username: z.string(),
    email: z.string(),
    role: z.enum(["client", "admin"]),
    isAdmin: z.boolean(),
    emailVerified: z.boolean(),
    nom: z.string(),
    prenom: z.string(),
    age: z.number().int().nullable(),
    telephone: z.string(),
    ville: z.string(),
    etape1: z.boolean(),
    etape2: z.boolean(),
    etape3: z.boolean(),
    etape4: z.boolean(),
    etape5: z.boolean(),
    etape6: z.boolean(),
    etape7: z.boolean(),
    etape8: z.boolean(),
    etape9: z.boolean(),
    etapesDates: z
      .array(z.string().nullable())
      .length(9)
      .optional()
      .meta({ description: "GET /api/profile seulement : date (ISO 8601) à laquelle chaque étape a été terminée par une actualité de l’équipe, null sinon." }),
    formulaire: z.strictObject({
      valid: z.boolean().meta({ description: "true une fois le questionnaire rempli." }),
      budget: z.number().nullable(),
      revenus: z.number().nullable(),
      travaux: values(TRAVAUX),
      situationPro: z.enum(SITUATIONS).nullable(),
      situationAutre: z.string(),
      apportPerso: values(APPORTS),
      ammeublement: values(DELEGATION),
      gestionLoc: values(DELEGATION),
      resPrincipale: values(RESIDENCES),
      courtier: values(COURTIER),
      commentaire: z.string(),
    }),
    createdAt: timestamp,
  })
  .register(responseRegistry, { id: "User" });
export type ApiUser = z.output<typeof userSchema>;
export const userListSchema = z.array(userSchema).register(responseRegistry, { id: "UserList" });

export const uploadSchema = z
  .strictObject({ imgCover: mediaUrl.meta({ description: "URL du fichier enregistré, à reprendre dans imageCover, imageAnalyse…" }) })
  .register(responseRegistry, { id: "UploadResult" });
export const uploadMultipleSchema = z
  .strictObject({ images: z.array(mediaUrl).meta({ description: "URL des fichiers enregistrés, dans l’ordre d’envoi (pour images ou imagesTravaux)." }) })
  .register(responseRegistry, { id: "UploadMultipleResult" });
