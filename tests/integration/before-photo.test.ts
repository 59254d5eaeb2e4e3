// The before/after pair (issue 13, item 13) on every engine: the photo before works is stored, copied
// by a duplicate and removed; the demo has projects with and without one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/server/db.server";
import { getProject, getProjects, saveProject, searchProjects, updateProject } from "~/server/projects.server";
import { seedDemo } from "~/server/seed/seed.server";
import { engines } from "./engines";
import { projectInputOf } from "~/domain/entities";

const admin = { id: 1, email: "admin@exemple.fr" };

describe.each(engines())("photo before works on $name", (engine) => {
  let db: DB;
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
  });
  afterAll(() => engine.close());

  const inputOf = async (id: number) => projectInputOf((await getProject(db, id))!);

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
