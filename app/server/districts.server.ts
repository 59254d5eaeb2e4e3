// Districts (quartiers): one module shared by the pages and the API. A district belongs to a city.
import { AMENITIES, type AmenityKey } from "~/domain/content-choices";
import { districtFields } from "~/domain/content-forms";
import type { District, DistrictInput } from "~/domain/entities";
import { fromColumns, toColumns } from "~/domain/fields";
import type { DistrictFigures } from "~/domain/district-chart";
import { fromJson, nowIso, toJson } from "./columns.server";
import { writeContent } from "./content-version.server";
import type { SessionUser } from "~/domain/account";
import { audit } from "./audit.server";
import { InUseError } from "./errors.server";
import { lockRow, type DB } from "./db.server";
import { formatCount } from "~/domain/format";
import { matchesText } from "./text-search.server";

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

/** Adds a district; with an actor (staff pages, API), its audit row in the same transaction. The seed passes none. */
export async function createDistrict(db: DB, input: DistrictInput, { actor }: { actor?: Actor } = {}): Promise<number> {
  const now = nowIso();
  return writeContent(db, async (trx) => {
    const { id } = await trx
      .insertInto("districts")
      .values({ ...toRow(input), createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (actor) await audit(trx, actor, "create", "district", id, input.nom);
    return id;
  });
}

/** Replaces a district's fields and writes its audit row, in one transaction; false when there is no such district. */
export async function updateDistrict(db: DB, id: number, input: DistrictInput, actor: Actor): Promise<boolean> {
  return writeContent(db, async (trx) => {
    const result = await trx.updateTable("districts").set({ ...toRow(input), updatedAt: nowIso() }).where("id", "=", id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await audit(trx, actor, "update", "district", id, input.nom);
    return true;
  });
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
