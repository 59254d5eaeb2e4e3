// The project fields of the honest figures (issue 13 items 8–10): stored and read back on both engines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectFormSchema } from "~/domain/content/content-forms";
import type { DB } from "~/server/db/db.server";
import { getProject, saveProject, searchProjects } from "~/server/content/projects.server";
import { seedDemo } from "~/server/seed/seed.server";
import { engines } from "../engines";
import { projectInputOf } from "~/domain/content/entities";

const admin = { id: 1, email: "admin@exemple.fr" };

describe.each(engines())("project figures on $name", (engine) => {
  let db: DB;
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
  });
  afterAll(() => engine.close());

  const firstProject = async () => (await getProject(db, (await searchProjects(db, {}, 1, 1)).items[0].id))!;

  it("stores the « valeur estimée après travaux » and its source, and clears them back to the default", async () => {
    const project = await firstProject();
    const { id } = project;
    const input = projectInputOf(project);
    expect(await saveProject(db, { ...input, valeurApresTravaux: 151_500.5, sourceValeur: "Trois ventes rue Nationale" }, { mode: "edit", id, actor: admin })).toEqual({ ok: true, id });
    expect(await getProject(db, id)).toMatchObject({ valeurApresTravaux: 151_500.5, sourceValeur: "Trois ventes rue Nationale" });
    await saveProject(db, { ...input, valeurApresTravaux: null, sourceValeur: "" }, { mode: "edit", id, actor: admin });
    expect(await getProject(db, id)).toMatchObject({ valeurApresTravaux: null, sourceValeur: "" });
  });

  it("the demo projects carry an estimate with its source, except one valued at price + works", async () => {
    const { items } = await searchProjects(db, {}, 1, 100);
    const projects = await Promise.all(items.map(async (c) => (await getProject(db, c.id))!));
    const estimated = projects.filter((p) => p.valeurApresTravaux !== null);
    expect(estimated.length).toBeGreaterThanOrEqual(items.length - 2);
    for (const p of estimated) {
      expect(p.sourceValeur).not.toBe("");
      // Above price + works: the renovation creates value, so the net gain after 10 years is positive.
      expect(p.valeurApresTravaux!).toBeGreaterThan(p.total.priceAcqui + p.total.works);
      expect(p.rentabilite.wealth10).toBeGreaterThan(0);
    }
  });

  it("reads the stored JSON blocks with their schemas: a missing or unreadable entry is 0, not undefined", async () => {
    const { id } = await firstProject();
    await db.updateTable("projects").set({ total: JSON.stringify({ priceAcqui: 1000, works: "beaucoup" }), chargesMensuelles: "pas du JSON" }).where("id", "=", id).execute();
    const project = (await getProject(db, id))!;
    expect(project.total).toEqual({ priceAcqui: 1000, works: 0, fraisNotaire: 0, fraisAgence: 0, apportPersonnel: 0, furnishing: 0, DM2AComi: 0 });
    expect(project.chargesMensuelles).toEqual({ mensualiter: 0, taxeFonciere: 0, chargesCopro: 0, chargesCourantes: 0, pno: 0, cfe: 0, rentalManage: 0 });
    const card = (await searchProjects(db, {}, 1, 100)).items.find((c) => c.id === id)!;
    expect(card.works).toBe(0);
  });

  it("the form reads an empty estimate as « none » and refuses a negative one in French", () => {
    const field = projectFormSchema.shape.valeurApresTravaux;
    expect(field.parse("")).toBeNull();
    expect(field.parse(undefined)).toBeNull();
    expect(field.parse("125 000")).toBe(125_000);
    const negative = field.safeParse("-5");
    expect(negative.success).toBe(false);
    expect(negative.error?.issues[0].message).toBe("La valeur estimée après travaux ne peut pas être négative.");
  });
});
