// Request bodies of the JSON API (spec section 7), with the spec's field names. The content's bodies are
// derived from the fields' tables (app/domain/content/content-forms.ts): every field reuses the admin form's
// schema, so the API and the pages apply the same rules and the same French messages; only the names
// (one map per entity) and the JSON shapes (lists of paragraphs, media URLs, references) differ.
import { z } from "zod";
import { signinSchema, signupSchema } from "../accounts/account-forms";
import {
  CITY_API_NAMES,
  DISTRICT_API_NAMES,
  PROJECT_API_NAMES,
  cityFields,
  districtFields,
  projectFields,
  resourceFormSchema,
} from "../content/content-forms";
import type { City, CityInput, District, DistrictInput, Project, ProjectInput } from "../content/entities";
import { fromRequest, requestBase, requestShape } from "../content/fields";
import { questionnaireSchema } from "../clients/questionnaire";

/** Schemas of request bodies, by component name in the OpenAPI document (read as input). */
export const requestRegistry = z.registry<{ id: string }>();

/**
 * A body before validation, complete: every field of the request is there. A PATCH is merged onto the
 * stored record written so; a field missing from it would be reset to its default by every PATCH that
 * leaves it out, so the type requires them all.
 */
type Complete<S extends z.ZodType> = { [K in keyof z.input<S>]-?: unknown };

// ---- projects ---------------------------------------------------------------------------------

export const projectRequestSchema = z.object(requestShape(projectFields, PROJECT_API_NAMES)).register(requestRegistry, { id: "ProjectRequest" });
export type ProjectRequest = z.output<typeof projectRequestSchema>;

/** The domain input once `city` and `quartier` are resolved to ids. */
export function toProjectInput(v: ProjectRequest, refs: { cityId: number; districtId: number }): ProjectInput {
  return { ...fromRequest(projectFields, PROJECT_API_NAMES, v), ...refs };
}

/** A stored project as a request body (ids, hashes), the base a PATCH is merged onto. */
export function projectAsRequest(project: Project): Complete<typeof projectRequestSchema> {
  return requestBase(projectFields, PROJECT_API_NAMES, project);
}

// ---- cities -----------------------------------------------------------------------------------

export const cityRequestSchema = z.object(requestShape(cityFields, CITY_API_NAMES)).register(requestRegistry, { id: "CityRequest" });
export type CityRequest = z.output<typeof cityRequestSchema>;

export const toCityInput = (v: CityRequest): CityInput => fromRequest(cityFields, CITY_API_NAMES, v);

export function cityAsRequest(city: City): Complete<typeof cityRequestSchema> {
  return requestBase(cityFields, CITY_API_NAMES, city);
}

// ---- districts --------------------------------------------------------------------------------

export const districtRequestSchema = z.object(requestShape(districtFields, DISTRICT_API_NAMES)).register(requestRegistry, { id: "DistrictRequest" });
export type DistrictRequest = z.output<typeof districtRequestSchema>;

export function toDistrictInput(v: DistrictRequest, cityId: number): DistrictInput {
  return { ...fromRequest(districtFields, DISTRICT_API_NAMES, v), cityId };
}

export function districtAsRequest(district: District): Complete<typeof districtRequestSchema> {
  return requestBase(districtFields, DISTRICT_API_NAMES, district);
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
