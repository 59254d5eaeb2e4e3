// « Ce projet m’intéresse » (issue 13, item 6) on every engine: messages and leads keep the project
// they are about, the staff filter by it, an unknown project is dropped, and a deleted project leaves
// the message without its project.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type QuestionnaireForm, questionnaireSchema } from "~/domain/clients/questionnaire";
import { saveContactMessage, listContactMessages } from "~/server/clients/contact.server";
import type { DB } from "~/server/db/db.server";
import { createLead, listLeads } from "~/server/clients/leads.server";
import { deleteProject, getProject, projectsReferencedBy, saveProject, searchProjects } from "~/server/content/projects.server";
import { seedDemo } from "~/server/seed/seed.server";
import { engines } from "../engines";
import { projectInputOf } from "~/domain/content/entities";

const admin = { id: 1, email: "admin@exemple.fr" };
const MAIL = { companyEmail: "contact@investir-serein.fr", publicUrl: "http://localhost:3000" };
const form = (email: string): QuestionnaireForm =>
  questionnaireSchema.parse({ nom: "Martin", prenom: "Chloé", ville: "Limoges", email, budget: "150 000", travaux: "modere", situationPro: "CDI", rgpd: "on" });

describe.each(engines())("« Ce projet m’intéresse » on $name", (engine) => {
  let db: DB;
  let projectId: number;
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
    const demo = (await searchProjects(db, {}, 1, 1)).items[0]!;
    // A project of the test's own, to delete at the end.
    const input = projectInputOf((await getProject(db, demo.id))!);
    const saved = await saveProject(db, { ...input, title: "Projet intéressant", enAvant: false }, { mode: "create", actor: admin });
    if (!saved?.ok) throw new Error("project not saved");
    projectId = saved.id;
  });
  afterAll(() => engine.close());

  it("stores the project of a message and of a lead, drops an unknown one, and the e-mail names it", async () => {
    await saveContactMessage(db, { nom: "Alice", email: "alice@exemple.fr", message: "Ce T3 m’intéresse beaucoup.", projectId }, MAIL);
    await saveContactMessage(db, { nom: "Bruno", email: "bruno@exemple.fr", message: "Un projet qui n’existe pas.", projectId: 999_999 }, MAIL);
    await createLead(db, form("chloe@exemple.fr"), "2026-11-21", { projectId });
    const rows = await db.selectFrom("contactMessages").select(["nom", "projectId"]).orderBy("id").execute();
    expect(rows).toEqual([{ nom: "Alice", projectId }, { nom: "Bruno", projectId: null }]);
    const mail = await db.selectFrom("outbox").select(["subject", "body"]).where("subject", "like", "%Alice%").executeTakeFirstOrThrow();
    expect(mail.subject).toBe("Nouveau message de Alice sur le projet « Projet intéressant »");
    expect(mail.body).toContain(`Projet concerné : Projet intéressant (http://localhost:3000/projets/${projectId})`);
  });

  it("lists and filters messages and leads by their project, for the staff", async () => {
    expect(await projectsReferencedBy(db, "contactMessages")).toEqual([{ id: projectId, title: "Projet intéressant" }]);
    expect(await projectsReferencedBy(db, "leads")).toEqual([{ id: projectId, title: "Projet intéressant" }]);
    expect((await listContactMessages(db, { projectId })).map((m) => [m.nom, m.projectTitle])).toEqual([["Alice", "Projet intéressant"]]);
    expect((await listContactMessages(db)).map((m) => m.nom)).toEqual(["Bruno", "Alice"]);
    expect((await listLeads(db, { projectId })).map((l) => [l.email, l.projectTitle])).toEqual([["chloe@exemple.fr", "Projet intéressant"]]);
  });

  it("keeps the message and the lead when their project is deleted, without the project", async () => {
    expect(await deleteProject(db, projectId, admin)).toBe(true);
    expect((await listContactMessages(db)).map((m) => [m.nom, m.projectId, m.projectTitle])).toEqual([
      ["Bruno", null, null],
      ["Alice", null, null],
    ]);
    expect((await listLeads(db)).map((l) => [l.email, l.projectId])).toEqual([["chloe@exemple.fr", null]]);
    expect(await projectsReferencedBy(db, "contactMessages")).toEqual([]);
  });
});
