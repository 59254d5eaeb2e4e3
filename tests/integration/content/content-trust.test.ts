// The team and the testimonials (issue 23, decision 0044) on every engine: the demo's, the staff's writes
// with their audit rows, the project a testimonial names, and the forms' rules.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { teamMemberFormSchema, testimonialFormSchema } from "~/domain/content/content-forms";
import { listAudit } from "~/server/platform/audit.server";
import { demoTrustMissing } from "~/server/content/catalogue.server";
import { contentVersion } from "~/server/content/content-version.server";
import type { DB } from "~/server/db/db.server";
import { getOriginal } from "~/server/files/media.server";
import { createProject, deleteProject, getProject, searchProjects } from "~/server/content/projects.server";
import { seedDemo } from "~/server/seed/seed.server";
import { addMissingContent } from "~/server/http/startup.server";
import { deleteTeamMember, getTeamMember, listTeamMembers, saveTeamMember } from "~/server/content/team.server";
import { deleteTestimonial, getTestimonial, listTestimonials, saveTestimonial } from "~/server/content/testimonials.server";
import { projectInputOf } from "~/domain/content/entities";
import { engines } from "../engines";

const admin = { id: 1, email: "admin@exemple.fr" };

describe.each(engines())("team and testimonials on $name", (engine) => {
  let db: DB;
  beforeAll(async () => {
    db = await engine.open();
    expect(await demoTrustMissing(db)).toBe(true);
    expect(await seedDemo(db)).toBe(true);
    await addMissingContent(db, { demo: true });
  });
  afterAll(() => engine.close());

  it("seeds the demo's team, each with a portrait, and testimonials on the demo projects, once", async () => {
    const team = await listTeamMembers(db);
    expect(team.map((m) => m.prenom)).toEqual(["Julien", "Camille", "Karim", "Léa", "Sophie"]);
    for (const member of team) {
      expect(member.role).not.toBe("");
      expect(member.parcours).not.toBe("");
      const photo = await getOriginal(db, member.photo!);
      expect(photo?.mime).toBe("image/png");
    }
    const testimonials = await listTestimonials(db);
    expect(testimonials).toHaveLength(4);
    expect(testimonials.map((t) => t.date)).toEqual([...testimonials.map((t) => t.date)].sort().reverse());
    for (const t of testimonials) expect(t.project?.title).toBeTruthy();
    expect(await listTestimonials(db, { limit: 3 })).toEqual(testimonials.slice(0, 3));

    // Never again, even once the staff have deleted them all.
    expect(await demoTrustMissing(db)).toBe(false);
    for (const t of testimonials) await deleteTestimonial(db, t.id, admin);
    const removed = await listTeamMembers(db);
    for (const m of removed) await deleteTeamMember(db, m.id, admin);
    await addMissingContent(db, { demo: true });
    expect(await listTeamMembers(db)).toEqual([]);
    expect(await listTestimonials(db)).toEqual([]);
    expect((await listAudit(db, 9)).map((e) => [e.action, e.entity])).toEqual([
      ...removed.map(() => ["delete", "team-member"]).reverse(),
      ...testimonials.map(() => ["delete", "testimonial"]).reverse(),
    ]);
  });

  it("saves a member in the order chosen, with an audit row and a new content version; null for an unknown one", async () => {
    const before = await contentVersion(db);
    const input = { prenom: "Inès", nom: "Morel", role: "Conseillère en financement", parcours: "8 ans en banque", bio: "", photo: null, position: 0 };
    const saved = (await saveTeamMember(db, input, { actor: admin }))!;
    expect(await contentVersion(db)).not.toBe(before);
    expect(await saveTeamMember(db, { ...input, prenom: "Zoé", position: 5 }, { actor: admin })).not.toBeNull();
    expect((await listTeamMembers(db)).map((m) => m.prenom).slice(-2)).toEqual(["Inès", "Zoé"]);
    expect(await saveTeamMember(db, { ...input, role: "Courtière" }, { id: saved.id, actor: admin })).toEqual(saved);
    expect((await getTeamMember(db, saved.id))?.role).toBe("Courtière");
    expect(await saveTeamMember(db, input, { id: 999_999, actor: admin })).toBeNull();
    expect((await listAudit(db, 1))[0]).toMatchObject({ action: "update", entity: "team-member", entityId: saved.id, summary: "Inès Morel" });
    expect(await deleteTeamMember(db, saved.id, admin)).toBe(true);
    expect(await deleteTeamMember(db, saved.id, admin)).toBe(false);
  });

  it("refuses a testimonial on a project that no longer exists, stores nothing; a deleted project leaves it without one", async () => {
    const { items } = await searchProjects(db, {}, 1, 1);
    const copyId = await createProject(db, { ...projectInputOf((await getProject(db, items[0]!.id))!), title: "Projet témoin", enAvant: false }, { actor: admin });
    const input = { prenom: "Paul", ville: "Rennes", date: "2026-01-15", projectId: copyId, texte: "Tout s’est passé comme prévu." };
    const saved = await saveTestimonial(db, input, { actor: admin });
    expect(saved).toEqual({ ok: true, id: expect.any(Number) });
    const id = saved!.ok ? saved!.id : 0;
    expect((await getTestimonial(db, id))?.project).toEqual({ id: copyId, title: "Projet témoin" });
    expect((await listAudit(db, 1))[0]).toMatchObject({ action: "create", entity: "testimonial", entityId: id, summary: "Paul, Rennes" });

    expect(await saveTestimonial(db, { ...input, projectId: 999_999 }, { actor: admin })).toEqual({
      ok: false,
      fieldErrors: { projectId: ["Ce projet n’existe plus : choisissez-en un autre."] },
    });
    expect(await saveTestimonial(db, { ...input, texte: "Modifié" }, { id: 999_999, actor: admin })).toBeNull();
    expect((await listTestimonials(db)).map((t) => t.id)).toEqual([id]);

    expect(await deleteProject(db, copyId, admin)).toBe(true);
    expect(await getTestimonial(db, id)).toMatchObject({ projectId: null, project: null, texte: "Tout s’est passé comme prévu." });
  });
});

describe("the forms of the team and the testimonials", () => {
  it("asks for a first name and a role, and a portrait's order as a whole number", () => {
    const refused = teamMemberFormSchema.safeParse({ prenom: "", role: "", position: "1,5" });
    expect(refused.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["prenom", "Le prénom est obligatoire."],
      ["role", "Le rôle est obligatoire."],
      ["position", "L’ordre d’affichage doit être un nombre entier."],
    ]);
    expect(teamMemberFormSchema.parse({ prenom: " Inès ", role: "Courtière" })).toMatchObject({ prenom: "Inès", nom: "", position: 0 });
  });

  it("dates a testimonial on a day that exists and has passed, about a project", () => {
    const base = { prenom: "Paul", ville: "Rennes", projectId: "3", texte: "Très bien." };
    expect(testimonialFormSchema.parse({ ...base, date: "2026-01-15" })).toMatchObject({ date: "2026-01-15", projectId: 3 });
    const message = (date: string) => testimonialFormSchema.safeParse({ ...base, date }).error?.issues.map((i) => i.message);
    expect(message("2026-02-30")).toEqual(["La date : choisissez un jour (jj/mm/aaaa)."]);
    expect(message("")).toEqual(["La date est obligatoire."]);
    expect(message("2999-01-01")).toEqual(["La date ne peut pas être dans le futur."]);
    expect(testimonialFormSchema.safeParse({ ...base, date: "2026-01-15", projectId: "" }).error?.issues.map((i) => i.message)).toEqual(["Choisissez le projet acheté."]);
  });
});
