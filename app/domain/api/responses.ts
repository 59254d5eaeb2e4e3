// Response bodies of the JSON API, with the spec's field names (section 3). The content's are derived
// from the fields' tables (app/domain/content/content-forms.ts). The serializers are typed against these
// schemas, the OpenAPI document is generated from them, and the end-to-end tests check every response
// against that document.
import { z } from "zod";
import { CITY_API_NAMES, DISTRICT_API_NAMES, PROJECT_API_NAMES, cityFields, districtFields, projectFields } from "../content/content-forms";
import { responseShape } from "../content/fields";
import { APPORTS, COURTIER, DELEGATION, RESIDENCES, SITUATIONS, TRAVAUX } from "../clients/questionnaire-options";
import { idValue as id, mediaUrlValue as mediaUrl, timestampValue as timestamp } from "./values";

/** Schemas of response bodies, by component name in the OpenAPI document (read as output). */
export const responseRegistry = z.registry<{ id: string }>();

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
    ...responseShape(projectFields, PROJECT_API_NAMES),
    city: z.string().meta({ description: "Nom de la ville." }),
    cityId: id,
    quartier: z.string().nullable().meta({ description: "Nom du quartier." }),
    quartierId: id.nullable(),
    valeurRetenue: z.number().meta({ description: "Valeur du bien retenue pour l’enrichissement net (€) : la valeur estimée, sinon prix d’acquisition + travaux." }),
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .register(responseRegistry, { id: "Project" });
export type ApiProject = z.output<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema).register(responseRegistry, { id: "ProjectList" });

export const citySchema = z
  .strictObject({ _id: id, ...responseShape(cityFields, CITY_API_NAMES), createdAt: timestamp, updatedAt: timestamp })
  .register(responseRegistry, { id: "City" });
export type ApiCity = z.output<typeof citySchema>;
export const cityListSchema = z.array(citySchema).register(responseRegistry, { id: "CityList" });

export const districtSchema = z
  .strictObject({
    _id: id,
    ...responseShape(districtFields, DISTRICT_API_NAMES),
    city: z.string().meta({ description: "Nom de la ville du quartier." }),
    cityId: id,
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
