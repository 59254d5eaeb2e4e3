// The PDF dossier served like a cached page (issue 20, item 5): drawn once for the same project,
// parameters, content and day, whatever the spelling of the parameters; drawn again, to the same bytes,
// after a content write; refused when its parameters make no simulation. And what it shows, as a branded
// document (issue 23, point 5): the brand and the project first, the key figures rounded to the euro on page 1,
// the works, the contact and « Page n sur N » on every page, no page left almost empty.
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bumpContentVersion } from "~/server/content/content-version.server";
import type { DB } from "~/server/db/db.server";
import { getDossier } from "~/server/dossier/dossiers.server";
import { companyInfo, env } from "~/server/platform/env.server";
import { HEIGHT } from "~/server/files/pdf-writer.server";
import { getProject, searchProjects } from "~/server/content/projects.server";
import { seedDemo } from "~/server/seed/seed.server";
import { type PdfTextRun, pdfPagesRuns } from "../../e2e/support/pdf-text";
import { engines } from "../engines";

/** Spaces of every kind made plain, as a reader's search sees them. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");
/** The footer's lines sit below this height (points from the bottom of the page). */
const FOOTER_TOP = 50;

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

  it("is a branded document: the company and the project first, key figures to the euro, the works, the contact on every page", async () => {
    const project = (await getProject(db, projectId))!;
    const pages = (await pdfPagesRuns((await dossier("")).body)).map((runs) => runs.map((r): PdfTextRun => ({ ...r, text: plain(r.text) })));
    const text = (runs: PdfTextRun[]) => runs.map((r) => r.text).join("\n");
    /** The text with its lines joined, as a sentence wrapped over two lines reads. */
    const flat = (runs: PdfTextRun[]) => runs.map((r) => r.text).join(" ");
    const [first] = pages;

    // The first page: the company's name, the kind of document, the project's title and city.
    expect(first[0].text).toBe(company.name);
    expect(text(first)).toContain("Dossier d’investissement");
    expect(flat(first)).toContain(project.title);
    expect(text(first)).toContain(`${project.cityName} · ${project.districtName} — ${project.typeBienApres}`);
    // Its key figures, each label followed by its value, rounded to the euro.
    const value = (label: string) => first[first.findIndex((r) => r.text === label) + 1]?.text;
    for (const label of ["Prix d’acquisition", "Coût total du projet", "Apport personnel", "Montant emprunté", "Mensualité du prêt", "Loyer mensuel"]) {
      expect(value(label), label).toMatch(/^\d{1,3}( \d{3})* €$/);
    }
    expect(value("Coût total du projet")).toBe(`${new Intl.NumberFormat("fr-FR").format(project.prixGlobal).replace(/\s/g, " ")} €`);
    for (const label of ["Rentabilité brute", "Rentabilité nette"]) expect(value(label), label).toMatch(/^\d+,\d\d %$/);
    expect(value("Effort d’épargne mensuel") ?? value("Surplus mensuel")).toMatch(/^\d{1,3}( \d{3})* €$/);
    expect(flat(first)).toMatch(/au régime conseillé \(.+\) : (effort d’épargne|surplus) de \d+ € par mois la première année/);

    // The works: the four sections with their titles and their text.
    const all = pages.map(flat).join(" ");
    for (const n of [1, 2, 3, 4] as const) {
      expect(all).toContain(project[`titreRenov${n}`]);
      expect(all).toContain(plain(project[`renov${n}`][0]).slice(0, 60));
    }
    for (const title of ["Les travaux", "Le financement complet", "La simulation", "Tests de résistance"]) expect(all).toContain(title);
    expect(all).toMatch(/Après impôts : les régimes comparés/);

    // Every page: the contact, the company, « Page n sur N ».
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.length).toBeLessThanOrEqual(5);
    pages.forEach((runs, i) => {
      expect(text(runs)).toContain(`Votre contact : L’équipe ${company.name} · ${company.phone} · ${company.email}`);
      expect(text(runs)).toContain(`${company.name} · ${plain(company.address)}`);
      expect(runs.map((r) => r.text)).toContain(`Page ${i + 1} sur ${pages.length}`);
    });
    // No page but the last is left half empty: its text runs down into the lower third, and there is plenty of it.
    for (const runs of pages.slice(0, -1)) {
      const body = runs.filter((r) => r.y > FOOTER_TOP);
      expect(Math.min(...body.map((r) => r.y))).toBeLessThan(HEIGHT / 3);
      expect(text(body).length).toBeGreaterThan(600);
    }
  });

  it("refuses parameters that make no simulation, with the simulator's French messages, and knows no missing project", async () => {
    const refused = await getDossier(db, { projectId, query: new URLSearchParams("apport=beaucoup"), company, now });
    expect(refused).toEqual({ ok: false, errors: ["L’apport personnel doit être un nombre."] });
    expect(await getDossier(db, { projectId: 999_999, query: new URLSearchParams(), company, now })).toBeNull();
  });
});
