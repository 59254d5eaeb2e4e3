// The public project page's data (issue 24 item 7, issue 20 item 2): one model call with the independent
// queries side by side, and only the fields the page shows (they all go into its hydration data).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Project } from "~/domain/content/entities";
import type { SharedPage } from "~/domain/accounts/visitor";
import { PROJECT_FIELDS_NOT_SHOWN } from "~/domain/projects/project-page";
import { answersOf, questionnaireSchema } from "~/domain/clients/questionnaire";
import type { DB } from "~/server/db/db.server";
import { storeMedia } from "~/server/files/media.server";
import { getProjectPage } from "~/server/content/project-page.server";
import { getProject, searchProjects } from "~/server/content/projects.server";
import { createSession, requestUser, sessionCookieName } from "~/server/accounts/sessions.server";
import { seedDemo, seedDemoTrust } from "~/server/seed/seed.server";
import { createUser, saveQuestionnaire } from "~/server/accounts/users.server";
import { cachedPageVisitor } from "~/server/http/visitor.server";
import { engines } from "../engines";

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF`);

describe.each(engines())("project page data on $name", (engine) => {
  let db: DB;
  let projectId: number;
  let districtId: number;
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
    await seedDemoTrust(db);
    for (const card of (await searchProjects(db, {}, 1, 100)).items) {
      const project = (await getProject(db, card.id))!;
      if (project.districtId === null) continue;
      projectId = project.id;
      districtId = project.districtId;
      break;
    }
  });
  afterAll(() => engine.close());

  it("is null for a project that does not exist", async () => {
    expect(await getProjectPage(db, 999_999)).toBeNull();
  });

  it("holds the named testimonials of the project's buyers, and none of another project's", async () => {
    const projects = await Promise.all((await searchProjects(db, {}, 1, 100)).items.map((card) => getProject(db, card.id)));
    const carnot = projects.find((p) => p!.title === "Immeuble de quatre logements rénové à Carnot-Marceau")!;
    const page = (await getProjectPage(db, carnot.id))!;
    expect(page.testimonials.map(({ prenom, ville, date }) => ({ prenom, ville, date }))).toEqual([{ prenom: "Thomas", ville: "Paris", date: "2026-08-30" }]);
    const others = await Promise.all(projects.filter((p) => p!.id !== carnot.id).map((p) => getProjectPage(db, p!.id)));
    expect(others.flatMap((o) => o!.testimonials).some((t) => t.prenom === "Thomas")).toBe(false);
  });

  it("carries the fields the page shows, the district without its dates and the PDF names among both's pictures", async () => {
    const plan = await storeMedia(db, pdf("plan"), { baseName: "plan-du-quartier", allowed: ["application/pdf"] });
    const quote = await storeMedia(db, pdf("devis"), { baseName: "devis-des-travaux", allowed: ["application/pdf"] });
    const project = (await getProject(db, projectId))!;
    await db.updateTable("projects").set({ imagesTravaux: JSON.stringify([...project.imagesTravaux, quote.hash]) }).where("id", "=", projectId).execute();
    await db.updateTable("districts").set({ imageAnalyse: plan.hash }).where("id", "=", districtId).execute();

    const page = (await getProjectPage(db, projectId))!;
    for (const hidden of [...PROJECT_FIELDS_NOT_SHOWN, "grossYield", "monthlyCashflow"]) expect(page.project).not.toHaveProperty(hidden);
    // Every other field, as stored (the row's copies of two figures for the lists' orders left out too).
    const stored = (await getProject(db, projectId)) as Project & { grossYield?: number; monthlyCashflow?: number };
    const { createdAt: _c, updatedAt: _u, enAvant: _e, districtId: _d, profitabilityNet: _p, cashflowDifferer: _f, moisDifferer: _m, grossYield: _g, monthlyCashflow: _mc, ...shown } = stored;
    expect(page.project).toEqual(shown);
    expect(page.project.imagesTravaux).toEqual([...project.imagesTravaux, quote.hash]);
    expect(page.district).toMatchObject({ id: districtId, imageAnalyse: plan.hash });
    for (const hidden of ["cityId", "cityName", "createdAt", "updatedAt"]) expect(page.district).not.toHaveProperty(hidden);
    expect(page.pdfs).toEqual({ [plan.hash]: "plan-du-quartier.pdf", [quote.hash]: "devis-des-travaux.pdf" });
  });

  it("draws the « Analyse » chart with the districts of the district's own city, by name", async () => {
    const cities = await db.selectFrom("cities").select("id").orderBy("id").execute();
    const { cityId } = await db.selectFrom("districts").select("cityId").where("id", "=", districtId).executeTakeFirstOrThrow();
    const other = cities.find((c) => c.id !== cityId)!.id;
    const namesOf = async (city: number) =>
      (await db.selectFrom("districts").select("nom").where("cityId", "=", city).orderBy("nom").execute()).map((d) => d.nom);
    expect((await getProjectPage(db, projectId))!.districtFigures.map((d) => d.nom)).toEqual(await namesOf(cityId));
    // A district moved to another city since: the chart follows the district, not the project's city.
    await db.updateTable("districts").set({ cityId: other }).where("id", "=", districtId).execute();
    try {
      expect((await getProjectPage(db, projectId))!.districtFigures.map((d) => d.nom)).toEqual(await namesOf(other));
    } finally {
      await db.updateTable("districts").set({ cityId }).where("id", "=", districtId).execute();
    }
  });

  it("gives a signed-in investor's income to the cached page's visitor block, on the project page only (with-income)", async () => {
    const profile = await createUser(db, { username: "ines", email: "ines@exemple.fr", password: "une phrase de passe" });
    const form = questionnaireSchema.parse({ nom: "Durand", prenom: "Inès", ville: "Lyon", email: profile.email, revenus: "42 000", rgpd: "on" });
    await saveQuestionnaire(db, profile.id, { nom: form.nom, prenom: form.prenom, age: null, telephone: "", ville: form.ville }, answersOf(form), { at: "2026-11-22T10:00:00.000Z", version: "2026-11-21" });
    const cookie = `${sessionCookieName(false)}=${await createSession(db, profile.id)}`;
    const visitor = async (shared: SharedPage) => cachedPageVisitor(db, await requestUser(db, { headers: { cookie } }, false), "/projets/1/un-projet", shared);
    expect(await visitor("with-income")).toEqual({ isAdmin: false, unread: 0, unreadStaff: 0, revenus: 42000 });
    expect(await visitor("always")).toEqual({ isAdmin: false, unread: 0, unreadStaff: 0 });
    // The page's data itself is the same for everyone.
    expect(await getProjectPage(db, projectId)).not.toHaveProperty("taxDefaults");
  });

  it("a project without a district yet: no district, no chart, the page shows the maintenance animation", async () => {
    const { id } = await db.selectFrom("projects").select("id").where("id", "!=", projectId).orderBy("id").executeTakeFirstOrThrow();
    await db.updateTable("projects").set({ districtId: null }).where("id", "=", id).execute();
    const page = (await getProjectPage(db, id))!;
    expect(page.district).toBeNull();
    expect(page.districtFigures).toEqual([]);
  });
});
