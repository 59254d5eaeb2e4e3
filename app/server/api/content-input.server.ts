// JSON bodies of the content writes → the models' inputs: validated by the request schemas (which
// reuse the admin forms' fields), names of cities and districts resolved to ids. For a PATCH the body
// is first merged onto the stored record, so the result is validated whole, like a form submission.
import {
  cityAsRequest,
  cityRequestSchema,
  districtAsRequest,
  districtRequestSchema,
  projectAsRequest,
  projectRequestSchema,
  toCityInput,
  toDistrictInput,
  toProjectInput,
} from "~/domain/api/requests";
import { mergePatch } from "~/domain/api/validation";
import type { City, CityInput, District, DistrictInput, Project, ProjectInput } from "~/domain/content/entities";
import type { DB } from "../db/db.server";
import { ApiError, invalidError, validate } from "./http.server";
import { resolveCity, resolveDistrict } from "./references.server";

type Body = Record<string, unknown>;

export async function projectInput(db: DB, body: Body, existing?: Project): Promise<ProjectInput> {
  const value = await validate(projectRequestSchema, existing ? mergePatch(projectAsRequest(existing), body) : body);
  const cityId = await resolveCity(db, value.city);
  const districtId = await resolveDistrict(db, value.quartier, cityId);
  return toProjectInput(value, { cityId, districtId });
}

export async function cityInput(body: Body, existing?: City): Promise<CityInput> {
  return toCityInput(await validate(cityRequestSchema, existing ? mergePatch(cityAsRequest(existing), body) : body));
}

export async function districtInput(db: DB, body: Body, existing?: District): Promise<DistrictInput> {
  const value = await validate(districtRequestSchema, existing ? mergePatch(districtAsRequest(existing), body) : body);
  return toDistrictInput(value, await resolveCity(db, value.city));
}

/**
 * The id of a saved record (saveProject, saveDistrict): a refused save is a 400 on the API's names of
 * the fields (`names`, the entity's rename map), or a 409 for a conflict with other records (the
 * featured limit).
 */
export function savedId(result: { ok: true; id: number } | { ok: false; fieldErrors: Record<string, string[]>; conflict?: string | null }, names: Readonly<Record<string, string | undefined>>): number {
  if (result.ok) return result.id;
  if (result.conflict) throw new ApiError(409, result.conflict);
  throw invalidError(Object.fromEntries(Object.entries(result.fieldErrors).map(([field, messages]) => [names[field] ?? field, messages])));
}
