// Cities, districts and resources on every engine: each write and its audit row stand or fall
// together, and a deletion refused while in use cannot be overtaken by a write adding a use.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CityInput, DistrictInput } from "~/domain/content/entities";
import { listAudit } from "~/server/platform/audit.server";
import { cityOptions, createCity, deleteCity, getCity, updateCity } from "~/server/content/cities.server";
import type { DB } from "~/server/db/db.server";
import { createDistrict, deleteDistrict, getDistrict, updateDistrict } from "~/server/content/districts.server";
import { InUseError } from "~/server/platform/errors.server";
import { getProject } from "~/server/content/projects.server";
import { createResource, deleteResource, getResource, updateResource } from "~/server/content/resources.server";
import { seedDemo } from "~/server/seed/seed.server";
import { engines } from "../engines";

const admin = { id: 1, email: "admin@exemple.fr" };
// An actor whose audit row cannot be written (the log requires an e-mail address).
const unloggable = { id: 1, email: null as unknown as string };

describe.each(engines())("city, district and resource writes on $name", (engine) => {
  let db: DB;
  let cityInput: CityInput;
  let districtInput: DistrictInput;
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
    const { id: _id, createdAt: _c, updatedAt: _u, ...city } = (await getCity(db, (await cityOptions(db))[0].id))!;
    cityInput = city;
    const someDistrict = await db.selectFrom("districts").select("id").limit(1).executeTakeFirstOrThrow();
    const { id: _d, cityName: _n, createdAt: _dc, updatedAt: _du, ...district } = (await getDistrict(db, someDistrict.id))!;
    districtInput = district;
  });
  afterAll(() => engine.close());

  const auditOf = async (entity: string, id: number) => (await listAudit(db, 1000)).filter((row) => row.entity === entity && row.entityId === id).map((row) => row.action);
  const cityNamed = (nom: string) => db.selectFrom("cities").select("id").where("nom", "=", nom).executeTakeFirst();

  it("writes no city, district or resource whose audit row fails, and keeps one row per write", async () => {
    await expect(createCity(db, { ...cityInput, nom: "Ville sans trace" }, { actor: unloggable })).rejects.toThrow();
    expect(await cityNamed("Ville sans trace")).toBeUndefined();
    await expect(createResource(db, { nom: "Lien sans trace", lien: "https://exemple.fr" }, { actor: unloggable })).rejects.toThrow();
    expect(await db.selectFrom("resources").select("id").where("nom", "=", "Lien sans trace").executeTakeFirst()).toBeUndefined();

    const cityId = await createCity(db, { ...cityInput, nom: "Ville tracée" }, { actor: admin });
    const districtId = await createDistrict(db, { ...districtInput, cityId, nom: "Quartier tracé" }, { actor: admin });
    const resourceId = await createResource(db, { nom: "Lien tracé", lien: "https://exemple.fr" }, { actor: admin });

    await expect(updateCity(db, cityId, { ...cityInput, nom: "Ville renommée" }, unloggable)).rejects.toThrow();
    expect((await getCity(db, cityId))!.nom).toBe("Ville tracée");
    await expect(updateDistrict(db, districtId, { ...districtInput, cityId, nom: "Quartier renommé" }, unloggable)).rejects.toThrow();
    expect((await getDistrict(db, districtId))!.nom).toBe("Quartier tracé");
    await expect(updateResource(db, resourceId, { nom: "Lien renommé", lien: "https://exemple.fr" }, unloggable)).rejects.toThrow();
    expect((await getResource(db, resourceId))!.nom).toBe("Lien tracé");

    await expect(deleteDistrict(db, districtId, unloggable)).rejects.toThrow();
    expect(await getDistrict(db, districtId)).not.toBeNull();
    await expect(deleteResource(db, resourceId, unloggable)).rejects.toThrow();
    expect(await getResource(db, resourceId)).not.toBeNull();

    expect(await deleteDistrict(db, districtId, admin)).toBe(true);
    await expect(deleteCity(db, cityId, unloggable)).rejects.toThrow();
    expect(await getCity(db, cityId)).not.toBeNull();
    expect(await deleteCity(db, cityId, admin)).toBe(true);
    expect(await deleteResource(db, resourceId, admin)).toBe(true);

    expect(await auditOf("city", cityId)).toEqual(["delete", "create"]);
    expect(await auditOf("district", districtId)).toEqual(["delete", "create"]);
    expect(await auditOf("resource", resourceId)).toEqual(["delete", "create"]);
  });

  it("says not found with false or null, and writes no audit row then", async () => {
    const before = (await listAudit(db, 1000)).length;
    expect(await getCity(db, 999_999)).toBeNull();
    expect(await getDistrict(db, 999_999)).toBeNull();
    expect(await getResource(db, 999_999)).toBeNull();
    expect(await updateCity(db, 999_999, cityInput, admin)).toBe(false);
    expect(await updateDistrict(db, 999_999, districtInput, admin)).toBe(false);
    expect(await updateResource(db, 999_999, { nom: "x", lien: "https://exemple.fr" }, admin)).toBe(false);
    expect(await deleteCity(db, 999_999, admin)).toBe(false);
    expect(await deleteDistrict(db, 999_999, admin)).toBe(false);
    expect(await deleteResource(db, 999_999, admin)).toBe(false);
    expect((await listAudit(db, 1000)).length).toBe(before);
  });

  /**
   * Runs `write` in a transaction left open while `removal` starts, then commits it once the removal
   * waits for it (PostgreSQL: a lock wait seen in pg_stat_activity; SQLite: its one connection).
   */
  async function racing<T>(write: (trx: DB) => Promise<void>, removal: () => Promise<T>, table: string): Promise<PromiseSettledResult<T>> {
    let commit!: () => void;
    let written!: () => void;
    const gate = new Promise<void>((resolve) => (commit = resolve));
    const isWritten = new Promise<void>((resolve) => (written = resolve));
    const open = db.transaction().execute(async (trx) => {
      await write(trx);
      written();
      await gate;
    });
    await isWritten;
    const removed = removal().then(
      (value) => ({ status: "fulfilled" as const, value }),
      (reason: unknown) => ({ status: "rejected" as const, reason }),
    );
    if (engine.name === "PostgreSQL") {
      for (let i = 0; i < 100; i++) {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like ${`%"${table}"%`}`.execute(db);
        if (rows[0].n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } else await new Promise((resolve) => setTimeout(resolve, 20));
    commit();
    await open;
    return removed;
  }

  it("refuses to delete a city a district is being added to, never leaving the district without its city", async () => {
    const cityId = await createCity(db, { ...cityInput, nom: "Ville disputée" }, { actor: admin });
    const outcome = await racing(
      async (trx) => {
        await trx
          .insertInto("districts")
          .values({ ...(await trx.selectFrom("districts").selectAll().limit(1).executeTakeFirstOrThrow()), id: undefined, cityId, nom: "Quartier arrivé" })
          .execute();
      },
      () => deleteCity(db, cityId, admin),
      "cities",
    );
    expect(outcome.status).toBe("rejected");
    const error = (outcome as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(InUseError);
    expect((error as InUseError).message).toBe("Impossible de supprimer cette ville : 1 quartier l’utilise encore.");
    expect(await getCity(db, cityId)).not.toBeNull();
    expect(await db.selectFrom("districts").select("cityId").where("nom", "=", "Quartier arrivé").executeTakeFirst()).toEqual({ cityId });
    expect(await auditOf("city", cityId)).toEqual(["create"]);
  });

  it("refuses to delete a district a project is being saved with, never taking the district from the project", async () => {
    const cityId = await createCity(db, { ...cityInput, nom: "Ville du projet disputé" }, { actor: admin });
    const districtId = await createDistrict(db, { ...districtInput, cityId, nom: "Quartier disputé" }, { actor: admin });
    const outcome = await racing(
      async (trx) => {
        const row = await trx.selectFrom("projects").selectAll().limit(1).executeTakeFirstOrThrow();
        await trx
          .insertInto("projects")
          .values({ ...row, id: undefined, cityId, districtId, enAvant: 0, title: "Projet arrivé" })
          .execute();
      },
      () => deleteDistrict(db, districtId, admin),
      "districts",
    );
    expect(outcome.status).toBe("rejected");
    expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(InUseError);
    const project = await db.selectFrom("projects").select(["id", "districtId"]).where("title", "=", "Projet arrivé").executeTakeFirstOrThrow();
    expect(project.districtId).toBe(districtId);
    expect((await getProject(db, project.id))!.districtName).toBe("Quartier disputé");
    expect(await auditOf("district", districtId)).toEqual(["create"]);
  });
});
