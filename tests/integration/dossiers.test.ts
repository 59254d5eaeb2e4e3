// The PDF dossier served like a cached page (issue 20, item 5): drawn once for the same project,
// parameters, content and day, whatever the spelling of the parameters; drawn again, to the same bytes,
// after a content write; refused when its parameters make no simulation.
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion } from "~/server/content-version.server";
import type { DB } from "~/server/db.server";
import { getDossier } from "~/server/dossier/dossiers.server";
import { companyInfo, env } from "~/server/env.server";
import { searchProjects } from "~/server/projects.server";
import { seedDemo } from "~/server/seed/seed.server";
import { engines } from "./engines";

describe.each(engines())("the project dossier on $name", (engine) => {
  let db: DB;
  let projectId: number;
  const company = companyInfo(env());
  const now = new Date("2026-11-25T10:00:00Z");
  const dossier = async (query: string, at = now) => {
    const result = await getDossier(db, { projectId, query: new URLSearchParams(query), company, now: at });
    if (!result?.ok) throw new Error(`pas de dossier : ${JSON.stringify(result)}`);
    return result.file;
  };

  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
    projectId = (await searchProjects(db, {}, 1, 1)).items[0].id;
  });
  afterAll(() => engine.close());

  it("is drawn once for one simulation, whatever its spelling, and for visitors asking at once", async () => {
    const first = await dossier("loyer=600&tmi=30");
    expect((await PDFDocument.load(first.body)).getPageCount()).toBeGreaterThanOrEqual(2);
    expect(first.etag).toMatch(/^"[\w-]{27}"$/);
    // Another order, a trailing zero, a default written out, a tracking parameter, an unknown one: the same simulation.
    expect(await dossier("tmi=30&loyer=600,00&parts=1&utm_source=lettre&x=1")).toBe(first);
    const together = await Promise.all(Array.from({ length: 10 }, () => dossier("loyer=650")));
    expect(new Set(together).size).toBe(1);
    expect(together[0].etag).not.toBe(first.etag);
  });

  it("is drawn again after a content write, to the same bytes when the project did not change, and each day", async () => {
    const before = await dossier("");
    await bumpContentVersion(db);
    const after = await dossier("");
    expect(after).not.toBe(before);
    expect(Buffer.from(after.body).equals(Buffer.from(before.body))).toBe(true);
    expect(after.etag).toBe(before.etag);
    const tomorrow = await dossier("", new Date(now.getTime() + 86_400_000));
    expect(tomorrow.etag).not.toBe(before.etag);
  });

  it("refuses parameters that make no simulation, with the simulator's French messages, and knows no missing project", async () => {
    const refused = await getDossier(db, { projectId, query: new URLSearchParams("apport=beaucoup"), company, now });
    expect(refused).toEqual({ ok: false, errors: ["L’apport personnel doit être un nombre."] });
    expect(await getDossier(db, { projectId: 999_999, query: new URLSearchParams(), company, now })).toBeNull();
  });
});
