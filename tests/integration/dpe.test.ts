// Energy performance (issue 13, item 10) on every engine: the DPE classes stored, shown on the cards,
// copied by a duplicate, and a class after works worse than before refused.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/server/db.server";
import { getProject, saveProject, searchProjects, updateProject } from "~/server/projects.server";
import { seedDemo } from "~/server/seed/seed.server";
import { engines } from "./engines";
import { projectInputOf } from "~/domain/entities";

const admin = { id: 1, email: "admin@exemple.fr" };

describe.each(engines())("DPE on $name", (engine) => {
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
});
