// Districts (quartiers): one module shared by the pages and the API. A district belongs to a city.
import { AMENITIES, type AmenityKey, type District, type DistrictInput } from "~/domain/entities";
import { fromJson, nowIso, toJson } from "./columns.server";
import { bumpContentVersion } from "./content-version.server";
import type { SessionUser } from "~/domain/account";
import { audit } from "./audit.server";
import { InUseError } from "./cities.server";
import type { DB } from "./db.server";
import { matchesText } from "./text-search.server";

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

type Actor = Pick<SessionUser, "id" | "email">;

function toRow(input: DistrictInput) {
  const amenities = splitAmenities(input);
  const columns = Object.fromEntries(Object.entries(input).filter(([key]) => !(key in amenities))) as Omit<DistrictInput, AmenityKey>;
  return { ...columns, amenities: toJson(amenities), commentaire: toJson(input.commentaire) };
}

export async function createDistrict(db: DB, input: DistrictInput, actor?: Actor): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto("districts")
    .values({ ...toRow(input), createdAt: now, updatedAt: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (actor) await audit(db, actor, "create", "district", id, input.nom);
  await bumpContentVersion(db);
  return id;
}

export async function updateDistrict(db: DB, id: number, input: DistrictInput, actor: Actor): Promise<boolean> {
  const result = await db.updateTable("districts").set({ ...toRow(input), updatedAt: nowIso() }).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  await audit(db, actor, "update", "district", id, input.nom);
  await bumpContentVersion(db);
  return true;
}

/** Deletes a district no project uses; otherwise throws InUseError naming how many do. */
export async function deleteDistrict(db: DB, id: number, actor: Actor): Promise<boolean> {
  const { n } = await db.selectFrom("projects").select(({ fn }) => fn.countAll<number>().as("n")).where("districtId", "=", id).executeTakeFirstOrThrow();
  const count = Number(n);
  if (count > 0)
    throw new InUseError(`Impossible de supprimer ce quartier : ${count} ${count === 1 ? "projet l'utilise" : "projets l'utilisent"} encore.`);
  const row = await db.deleteFrom("districts").where("id", "=", id).returning("nom").executeTakeFirst();
  if (!row) return false;
  await audit(db, actor, "delete", "district", id, row.nom);
  await bumpContentVersion(db);
  return true;
}

/** Districts with their city, for select lists (a district belongs to a city). */
export function districtOptions(db: DB): Promise<Array<{ id: number; nom: string; cityId: number }>> {
  return db.selectFrom("districts").select(["id", "nom", "cityId"]).orderBy("nom").execute();
}

export async function listDistricts(db: DB, q = "") {
  let query = db.selectFrom("districts").innerJoin("cities", "cities.id", "districts.cityId").select(["districts.id", "districts.nom", "cities.nom as cityName", "districts.updatedAt"]);
  if (q.trim()) query = query.where((eb) => matchesText(eb, ["districts.nom", "cities.nom"], q.trim()));
  return query.orderBy("cities.nom").orderBy("districts.nom").execute();
}
