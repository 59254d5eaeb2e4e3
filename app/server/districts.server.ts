// Districts (quartiers): one module shared by the pages and the API. A district belongs to a city.
import { AMENITIES, type AmenityKey, type District, type DistrictInput } from "~/domain/entities";
import { fromJson, nowIso, toJson } from "./columns.server";
import { bumpContentVersion } from "./content-version.server";
import type { DB } from "./db.server";

function splitAmenities(input: DistrictInput): Record<AmenityKey, string> {
  return Object.fromEntries(AMENITIES.map(([key]) => [key, input[key] ?? ""])) as Record<AmenityKey, string>;
}

export async function getDistrict(db: DB, id: number): Promise<District | null> {
  const row = await db
    .selectFrom("districts")
    .innerJoin("cities", "cities.id", "districts.cityId")
    .selectAll("districts")
    .select("cities.nom as cityName")
    .where("districts.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const { amenities, commentaire, ...rest } = row;
  const stored = fromJson<Partial<Record<AmenityKey, string>>>(amenities, {});
  return {
    ...rest,
    ...(Object.fromEntries(AMENITIES.map(([key]) => [key, stored[key] ?? ""])) as Record<AmenityKey, string>),
    commentaire: fromJson<string[]>(commentaire, []),
  };
}

export async function createDistrict(db: DB, input: DistrictInput): Promise<number> {
  const now = nowIso();
  const amenities = splitAmenities(input);
  const columns = Object.fromEntries(
    Object.entries(input).filter(([key]) => !(key in amenities)),
  ) as Omit<DistrictInput, AmenityKey>;
  const { id } = await db
    .insertInto("districts")
    .values({
      ...columns,
      amenities: toJson(amenities),
      commentaire: toJson(input.commentaire),
      createdAt: now,
      updatedAt: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await bumpContentVersion(db);
  return id;
}
