// Districts (quartiers): one module shared by the pages and the API. A district belongs to a city.
import { AMENITIES, type AmenityKey } from "~/domain/content/content-choices";
import { districtFields } from "~/domain/content/content-forms";
import type { District, DistrictInput } from "~/domain/content/entities";
import { fromColumns, toColumns } from "~/domain/content/fields";
import type { DistrictFigures } from "~/domain/projects/district-chart";
import { fromJson, nowIso, toJson } from "../db/columns.server";
import { bumpContentVersion, writeContent } from "./content-version.server";
import type { SessionUser } from "~/domain/accounts/account";
import { audit } from "../platform/audit.server";
import { InUseError, PlaceError } from "../platform/errors.server";
import { lockRow, type DB } from "../db/db.server";
import { formatCount } from "~/domain/text/format";
import { matchesText } from "../db/text-search.server";

const isAmenity = (key: string): key is AmenityKey => AMENITIES.some(([amenity]) => amenity === key);

export async function getDistrict(db: DB, id: number): Promise<District | null> {
  const row = await db
    .selectFrom("districts")
    .innerJoin("cities", "cities.id", "districts.cityId")
    .selectAll("districts")
    .select("cities.nom as cityName")
    .where("districts.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  // The amenities are stored together in one JSON column; the other fields have a column each.
  const stored = fromJson<Partial<Record<AmenityKey, string>>>(row.amenities, {});
  const amenities = Object.fromEntries(AMENITIES.map(([key]) => [key, stored[key] ?? ""])) as Record<AmenityKey, string>;
  const { id: districtId, cityName, createdAt, updatedAt } = row;
  return { ...fromColumns(districtFields, { ...row, ...amenities }), id: districtId, cityName, createdAt, updatedAt };
}

type Actor = Pick<SessionUser, "id" | "email">;

function toRow(input: DistrictInput) {
  const columns = toColumns(districtFields, input);
  const amenities = Object.fromEntries(Object.entries(columns).filter(([key]) => isAmenity(key)));
  const others = Object.fromEntries(Object.entries(columns).filter(([key]) => !isAmenity(key))) as Omit<typeof columns, AmenityKey>;
  return { ...others, amenities: toJson(amenities) };
}

export type SaveDistrictResult = { ok: true; id: number } | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * The rule of a district beyond its fields' own: its city exists (another admin may have deleted it).
 * In a transaction the city's row stays locked (PostgreSQL) until the write commits.
 */
export async function checkDistrict(db: DB, input: Pick<DistrictInput, "cityId">): Promise<Record<string, string[]>> {
  return (await lockRow(db, "cities", input.cityId)) ? {} : { cityId: ["Cette ville n’existe plus : choisissez-en une autre."] };
}

/**
 * Saves a district, the one entry point of the admin form and the API: a new one without `id`, else
 * district `id` changes. The check (checkDistrict), the write and its audit row (with an actor; the
 * seed passes none) are one transaction. Null: the district to edit does not exist.
 */
export async function saveDistrict(db: DB, input: DistrictInput, { id, actor }: { id?: number; actor?: Actor }): Promise<SaveDistrictResult | null> {
  const saved = await db.transaction().execute(async (trx): Promise<SaveDistrictResult | null> => {
    const fieldErrors = await checkDistrict(trx, input);
    if (Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
    const now = nowIso();
    if (id === undefined) {
      const row = await trx.insertInto("districts").values({ ...toRow(input), createdAt: now, updatedAt: now }).returning("id").executeTakeFirstOrThrow();
      if (actor) await audit(trx, actor, "create", "district", row.id, input.nom);
      return { ok: true, id: row.id };
    }
    const result = await trx.updateTable("districts").set({ ...toRow(input), updatedAt: now }).where("id", "=", id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return null;
    if (actor) await audit(trx, actor, "update", "district", id, input.nom);
    return { ok: true, id };
  });
  if (saved?.ok) await bumpContentVersion(db);
  return saved;
}

/** Adds a district, or throws PlaceError when its city does not exist: for the seed and scripts. */
export async function createDistrict(db: DB, input: DistrictInput, { actor }: { actor?: Actor } = {}): Promise<number> {
  const result = (await saveDistrict(db, input, { actor }))!;
  if (!result.ok) throw new PlaceError(Object.values(result.fieldErrors).flat().join(" "));
  return result.id;
}

/** Replaces a district's fields; false when there is no such district; throws like createDistrict. */
export async function updateDistrict(db: DB, id: number, input: DistrictInput, actor: Actor): Promise<boolean> {
  const result = await saveDistrict(db, input, { id, actor });
  if (result && !result.ok) throw new PlaceError(Object.values(result.fieldErrors).flat().join(" "));
  return result !== null;
}

/**
 * Deletes a district no project uses, with its audit row; false when there is no such district;
 * otherwise throws InUseError naming how many projects use it. Check and delete in one transaction,
 * the district's row locked first (PostgreSQL): a project saved meanwhile with this district is
 * either counted or refused by the foreign key, never silently left without its district.
 */
export async function deleteDistrict(db: DB, id: number, actor: Actor): Promise<boolean> {
  return writeContent(db, async (trx) => {
    if (!(await lockRow(trx, "districts", id))) return false;
    const { n } = await trx.selectFrom("projects").select(({ fn }) => fn.countAll<number>().as("n")).where("districtId", "=", id).executeTakeFirstOrThrow();
    const count = Number(n);
    if (count > 0) throw new InUseError(`Impossible de supprimer ce quartier : ${formatCount(count, "projet l’utilise", "projets l’utilisent")} encore.`);
    const row = await trx.deleteFrom("districts").where("id", "=", id).returning("nom").executeTakeFirstOrThrow();
    await audit(trx, actor, "delete", "district", id, row.nom);
    return true;
  });
}

/** Districts with their city, for select lists (a district belongs to a city). */
export function districtOptions(db: DB): Promise<Array<{ id: number; nom: string; cityId: number }>> {
  return db.selectFrom("districts").select(["id", "nom", "cityId"]).orderBy("nom").execute();
}

/** Districts for the admin list, searched in their name and their city's. */
export async function listDistricts(db: DB, { q = "" }: { q?: string } = {}) {
  let query = db.selectFrom("districts").innerJoin("cities", "cities.id", "districts.cityId").select(["districts.id", "districts.nom", "cities.nom as cityName", "districts.updatedAt"]);
  if (q.trim()) query = query.where((eb) => matchesText(eb, ["districts.nom", "cities.nom"], q.trim()));
  return query.orderBy("cities.nom").orderBy("districts.nom").execute();
}

/** The market figures of every district of a city, by name (the district « Analyse » chart). */
export async function cityDistrictFigures(db: DB, cityId: number): Promise<DistrictFigures[]> {
  return db
    .selectFrom("districts")
    .select(["id", "nom", "prixMoyenLocation", "prixMoyenAuMetre", "tauxElever"])
    .where("cityId", "=", cityId)
    .orderBy("nom")
    .execute();
}
