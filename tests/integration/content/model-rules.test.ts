// Rules that lived in the staff's routes and now live in the models (issue 24, item 5), on every engine:
// the steps ticked out of order refused with their French reason, the name signed under a staff update,
// and a district whose city no longer exists refused at the field.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cityOptions, createCity, deleteCity, getCity } from "~/server/content/cities.server";
import type { DB } from "~/server/db/db.server";
import { checkDistrict, createDistrict, getDistrict, saveDistrict } from "~/server/content/districts.server";
import { PlaceError } from "~/server/platform/errors.server";
import { listStepUpdates, postStepUpdate, saveProgress } from "~/server/clients/step-updates.server";
import { seedDemo } from "~/server/seed/seed.server";
import { createUser, getUser } from "~/server/accounts/users.server";
import { engines } from "../engines";

const SITE = { publicUrl: "https://exemple.test", companyName: "Investir Serein", companyEmail: "equipe@exemple.fr" };

describe.each(engines())("rules of the staff's pages in the models on $name", (engine) => {
  let db: DB;
  let staff: { id: number; email: string };
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
    const admin = await createUser(db, { username: "equipe", email: "equipe@exemple.fr", password: "une phrase secrète", role: "admin" });
    staff = { id: admin.id, email: admin.email };
  });
  afterAll(() => engine.close());

  const client = async (name: string) => createUser(db, { username: name, email: `${name}@exemple.fr`, password: "une phrase secrète" });

  it("saves the steps ticked in order, and words the refusal of steps out of order or unreadable", async () => {
    const lea = await client("lea");
    expect(await saveProgress(db, lea.id, ["2"], staff)).toEqual({
      ok: false,
      status: 409,
      message: "L’étape 2 ne peut être faite qu’une fois l’étape 1 faite : le client la termine depuis son espace.",
      checked: [2],
    });
    await db.updateTable("users").set({ etape1: 1 }).where("id", "=", lea.id).execute();
    expect(await saveProgress(db, lea.id, ["4", "2", "2"], staff)).toEqual({
      ok: false,
      status: 409,
      message: "L’étape 4 ne peut être faite qu’une fois l’étape 3 faite. Cochez les étapes dans l’ordre.",
      checked: [2, 4],
    });
    expect(await saveProgress(db, lea.id, ["3", "2"], staff)).toEqual({ ok: true, message: "Avancement enregistré : 3 étapes faites sur 9." });
    expect((await getUser(db, lea.id))!.steps.slice(0, 4)).toEqual([true, true, true, false]);
    expect(await saveProgress(db, lea.id, ["1"], staff)).toMatchObject({ ok: false, status: 400, message: "Les étapes envoyées ne sont pas valides. Rechargez la page et réessayez." });
    expect(await saveProgress(db, 999_999, ["2"], staff)).toBeNull();
  });

  it("signs a staff update with the staff member's name, or the company's when they gave none", async () => {
    const marc = await client("marc");
    const post = () => postStepUpdate(db, { clientId: marc.id, step: 3, text: "Visite faite.", markDone: false, files: [] }, { actor: staff, site: SITE });
    expect(await post()).toMatchObject({ ok: true });
    await db.updateTable("users").set({ prenom: "Camille", nom: "Roux" }).where("id", "=", staff.id).execute();
    expect(await post()).toMatchObject({ ok: true });
    expect((await listStepUpdates(db, marc.id)).map((u) => u.authorName).sort()).toEqual(["Camille Roux", "L’équipe Investir Serein"]);
  });

  it("refuses a district whose city no longer exists, at the city field, and stores nothing", async () => {
    const cityId = await createCity(db, { ...(await getCity(db, (await cityOptions(db))[0].id))!, nom: "Ville éphémère" });
    const someDistrict = await db.selectFrom("districts").select("id").limit(1).executeTakeFirstOrThrow();
    const { id: _id, cityName: _n, createdAt: _c, updatedAt: _u, ...input } = (await getDistrict(db, someDistrict.id))!;
    expect(await checkDistrict(db, { cityId })).toEqual({});
    expect(await deleteCity(db, cityId, staff)).toBe(true);
    const refused = { ok: false, fieldErrors: { cityId: ["Cette ville n’existe plus : choisissez-en une autre."] } };
    expect(await checkDistrict(db, { cityId })).toEqual(refused.fieldErrors);
    expect(await saveDistrict(db, { ...input, cityId, nom: "Quartier orphelin" }, { actor: staff })).toEqual(refused);
    expect(await saveDistrict(db, { ...input, cityId }, { id: someDistrict.id, actor: staff })).toEqual(refused);
    await expect(createDistrict(db, { ...input, cityId, nom: "Quartier orphelin" })).rejects.toBeInstanceOf(PlaceError);
    expect(await db.selectFrom("districts").select("id").where("nom", "=", "Quartier orphelin").execute()).toEqual([]);
    expect((await getDistrict(db, someDistrict.id))!.cityId).toBe(input.cityId);
  });
});
