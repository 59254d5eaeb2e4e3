// Fields issue 13 added to projects, on every engine: the DPE classes (item 10) stored, shown on the
// cards, copied by a duplicate, a class after works worse than before refused; the photo before works
// (item 13) stored, copied and removed, with demo projects with and without one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectInputOf } from "~/domain/content/entities";
import type { DB } from "~/server/db/db.server";
import { getProject, getProjects, saveProject, searchProjects, updateProject } from "~/server/content/projects.server";
import { seedDemo } from "~/server/seed/seed.server";
import { engines } from "../engines";

const admin = { id: 1, email: "admin@exemple.fr" };

describe.each(engines())("DPE and photo before works on $name", (engine) => {
  let db: DB;
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
  });
  afterAll(() => engine.close());

  const inputOf = async (id: number) => projectInputOf((await getProject(db, id))!);

  it("gives every demo project a class before and after works, on its card", async () => {
    const { items } = await searchProjects(db, {}, 1, 100);
    expect(items.length).toBeGreaterThan(0);
    for (const card of items) {
      expect(card.dpeBefore).toMatch(/^[A-G]$/);
      expect(card.dpeAfter).toMatch(/^[A-G]$/);
      expect(card.dpeAfter <= card.dpeBefore).toBe(true);
    }
  });

  it("stores the classes an admin sets, and a duplicate copies them", async () => {
    const id = (await searchProjects(db, {}, 1, 1)).items[0]!.id;
    expect(await updateProject(db, id, { ...(await inputOf(id)), dpeBefore: "G", dpeAfter: "B" }, admin)).toBe(true);
    expect(await getProject(db, id)).toMatchObject({ dpeBefore: "G", dpeAfter: "B" });
    const copy = await saveProject(db, { ...(await inputOf(id)), title: "Copie DPE", enAvant: false }, { mode: "duplicate", id, actor: admin });
    expect(copy?.ok).toBe(true);
    if (copy?.ok) expect(await getProject(db, copy.id)).toMatchObject({ dpeBefore: "G", dpeAfter: "B" });
    // Not given: stored empty, not as a letter.
    await updateProject(db, id, { ...(await inputOf(id)), dpeBefore: "", dpeAfter: "" }, admin);
    expect(await getProject(db, id)).toMatchObject({ dpeBefore: "", dpeAfter: "" });
  });

  it("refuses a class after works worse than before, and stores nothing", async () => {
    const id = (await searchProjects(db, {}, 1, 1)).items[0]!.id;
    const before = await getProject(db, id);
    const result = await saveProject(db, { ...(await inputOf(id)), dpeBefore: "C", dpeAfter: "E" }, { mode: "edit", id, actor: admin });
    expect(result).toMatchObject({ ok: false, fieldErrors: { dpeAfter: ["Le DPE après travaux (E) ne peut pas être moins bon que le DPE avant travaux (C)."] } });
    expect((await getProject(db, id))?.dpeAfter).toBe(before?.dpeAfter);
  });

  it("gives some demo projects a photo before works, a stored image of its own", async () => {
    const ids = (await searchProjects(db, {}, 1, 100)).items.map((c) => c.id);
    const projects = await getProjects(db, ids);
    const withBefore = projects.filter((p) => p.imageAvant !== null);
    expect(withBefore.length).toBeGreaterThan(0);
    expect(withBefore.length).toBeLessThan(projects.length);
    for (const p of withBefore) {
      expect(p.images).not.toContain(p.imageAvant);
      expect(await db.selectFrom("media").select("hash").where("hash", "=", p.imageAvant!).executeTakeFirst()).toBeDefined();
    }
  });

  it("stores, copies and removes the photo before works", async () => {
    const projects = await getProjects(db, (await searchProjects(db, {}, 1, 100)).items.map((c) => c.id));
    const source = projects.find((p) => p.imageAvant !== null)!;
    const target = projects.find((p) => p.imageAvant === null)!;
    expect(await updateProject(db, target.id, { ...(await inputOf(target.id)), imageAvant: source.imageAvant }, admin)).toBe(true);
    expect((await getProject(db, target.id))?.imageAvant).toBe(source.imageAvant);
    const copy = await saveProject(db, { ...(await inputOf(target.id)), title: "Copie avant/après", enAvant: false }, { mode: "duplicate", id: target.id, actor: admin });
    if (!copy?.ok) throw new Error("copy refused");
    expect((await getProject(db, copy.id))?.imageAvant).toBe(source.imageAvant);
    await updateProject(db, target.id, { ...(await inputOf(target.id)), imageAvant: null }, admin);
    expect((await getProject(db, target.id))?.imageAvant).toBeNull();
  });
});
