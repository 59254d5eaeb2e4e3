// Cities (villes): one module shared by the pages and the API.
import type { TransportType } from "~/domain/content/content-choices";
import { cityFields } from "~/domain/content/content-forms";
import type { City, CityInput } from "~/domain/content/entities";
import { fromColumns, toColumns } from "~/domain/content/fields";
import { nowIso } from "../db/columns.server";
import { writeContent } from "./content-version.server";
import type { SessionUser } from "~/domain/accounts/account";
import { audit } from "../platform/audit.server";
import { lockRow, type DB } from "../db/db.server";
import type { CitiesTable } from "../db/db-schema";
import { InUseError } from "../platform/errors.server";
import { formatCount } from "~/domain/text/format";

type Row = Omit<CitiesTable, "id"> & { id: number };

const toCity = ({ id, createdAt, updatedAt, ...row }: Row): City => ({ ...fromColumns(cityFields, row), id, createdAt, updatedAt });

const toRow = (input: CityInput) => toColumns(cityFields, input);

export interface CitySummary {
  id: number;
  nom: string;
  imageCover: string | null;
  population: number;
  etudiant: number;
  distanceParis: number;
  transport: TransportType;
  titreAtout: string;
  projectCount: number;
}

/** All cities, alphabetically, with their number of projects. */
export async function listCities(db: DB): Promise<CitySummary[]> {
  const rows = await db
    .selectFrom("cities")
    .leftJoin("projects", "projects.cityId", "cities.id")
    .select(({ fn }) => [
      "cities.id",
      "cities.nom",
      "cities.imageCover",
      "cities.population",
      "cities.etudiant",
      "cities.distanceParis",
      "cities.transport",
      "cities.titreAtout",
      fn.count<number>("projects.id").as("projectCount"),
    ])
    .groupBy("cities.id")
    .orderBy("cities.nom")
    .execute();
  return rows.map((r) => ({ ...r, projectCount: Number(r.projectCount) }));
}

/** Id and name of every city, for select lists. */
export function cityOptions(db: DB): Promise<Array<{ id: number; nom: string }>> {
  return db.selectFrom("cities").select(["id", "nom"]).orderBy("nom").execute();
}

export async function getCity(db: DB, id: number): Promise<City | null> {
  const row = await db.selectFrom("cities").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toCity(row) : null;
}

type Actor = Pick<SessionUser, "id" | "email">;

/** Adds a city; with an actor (staff pages, API), its audit row in the same transaction. The seed passes none. */
export async function createCity(db: DB, input: CityInput, { actor }: { actor?: Actor } = {}): Promise<number> {
  const now = nowIso();
  return writeContent(db, async (trx) => {
    const { id } = await trx
      .insertInto("cities")
      .values({ ...toRow(input), createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (actor) await audit(trx, actor, "create", "city", id, input.nom);
    return id;
  });
}

/** Replaces a city's fields and writes its audit row, in one transaction; false when there is no such city. */
export async function updateCity(db: DB, id: number, input: CityInput, actor: Actor): Promise<boolean> {
  return writeContent(db, async (trx) => {
    const result = await trx.updateTable("cities").set({ ...toRow(input), updatedAt: nowIso() }).where("id", "=", id).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await audit(trx, actor, "update", "city", id, input.nom);
    return true;
  });
}

/** How many projects and districts still use a city. */
export async function cityUsage(db: DB, id: number): Promise<{ projects: number; districts: number }> {
  const [projects, districts] = await Promise.all([
    db.selectFrom("projects").select(({ fn }) => fn.countAll<number>().as("n")).where("cityId", "=", id).executeTakeFirstOrThrow(),
    db.selectFrom("districts").select(({ fn }) => fn.countAll<number>().as("n")).where("cityId", "=", id).executeTakeFirstOrThrow(),
  ]);
  return { projects: Number(projects.n), districts: Number(districts.n) };
}

/**
 * Deletes a city no project or district uses, with its audit row; false when there is no such
 * city; otherwise throws InUseError naming how many use it. The check and the delete are one
 * transaction, the city's row locked first (PostgreSQL): a district or project added meanwhile
 * either commits before the check (which then counts it) or waits and is refused by the foreign key.
 */
export async function deleteCity(db: DB, id: number, actor: Actor): Promise<boolean> {
  return writeContent(db, async (trx) => {
    const city = await lockRow(trx, "cities", id);
    if (!city) return false;
    const usage = await cityUsage(trx, id);
    const users = usage.projects + usage.districts;
    if (users > 0) {
      const parts = [usage.projects && formatCount(usage.projects, "projet", "projets"), usage.districts && formatCount(usage.districts, "quartier", "quartiers")].filter(Boolean);
      throw new InUseError(`Impossible de supprimer cette ville : ${parts.join(" et ")} l’utilise${users > 1 ? "nt" : ""} encore.`);
    }
    const row = await trx.deleteFrom("cities").where("id", "=", id).returning("nom").executeTakeFirstOrThrow();
    await audit(trx, actor, "delete", "city", id, row.nom);
    return true;
  });
}
