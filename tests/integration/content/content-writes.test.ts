// Admin writes on every engine: featured rule, in-use refusals, audit log, cache version.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAudit } from "~/server/platform/audit.server";
import { FeaturedLimitError, InUseError, PlaceError } from "~/server/platform/errors.server";
import { cityOptions, deleteCity, getCity, updateCity } from "~/server/content/cities.server";
import { contentVersion } from "~/server/content/content-version.server";
import type { DB } from "~/server/db/db.server";
import { deleteDistrict } from "~/server/content/districts.server";
import {
  adminProjectList,
  canFeature,
  createProject,
  deleteProject,
  featuredCount,
  getProject,
  saveProject,
  searchProjects,
  updateProject,
} from "~/server/content/projects.server";
import { createResource, deleteResource, getResource, updateResource } from "~/server/content/resources.server";
import { seedDemo } from "~/server/seed/seed.server";
import { engines } from "../engines";
import { projectInputOf } from "~/domain/content/entities";

const admin = { id: 1, email: "admin@exemple.fr" };

describe.each(engines())("admin writes on $name", (engine) => {
  let db: DB;
  beforeAll(async () => {
    db = await engine.open();
    await seedDemo(db);
  });
  afterAll(() => engine.close());

  const someProject = async (featured: boolean) => {
    const { items } = await searchProjects(db, {}, 1, 100);
    for (const card of items) {
      const p = (await getProject(db, card.id))!;
      if (p.enAvant === featured) return p;
    }
    throw new Error("no such project");
  };

  it("refuses a fourth featured project, on create and on edit", async () => {
    expect(await featuredCount(db)).toBe(3);
    const plain = await someProject(false);
    const featured = await someProject(true);
    expect(await canFeature(db, plain.id)).toBe(false);
    expect(await canFeature(db, featured.id)).toBe(true);

    const input = projectInputOf(plain);
    await expect(updateProject(db, plain.id, { ...input, enAvant: true }, admin)).rejects.toBeInstanceOf(FeaturedLimitError);
    await expect(createProject(db, { ...input, enAvant: true }, { actor: admin })).rejects.toThrow(/3 projets le sont déjà/);
    expect((await getProject(db, plain.id))!.enAvant).toBe(false);
    expect(await featuredCount(db)).toBe(3);

    // Editing a featured project keeps it featured.
    const { id: fid, cityName: _fc, districtName: _fd, createdAt: _fa, updatedAt: _fu, ...featuredInput } = featured;
    expect(await updateProject(db, fid, { ...featuredInput, title: `${featured.title} (modifié)` }, admin)).toBe(true);
    expect((await getProject(db, fid))!.title).toMatch(/\(modifié\)$/);
  });

  it("duplicates into a new project and deletes, with an audit trail and a new content version", async () => {
    const original = await someProject(false);
    const before = await contentVersion(db);
    const { id } = original;
    const input = projectInputOf(original);
    const copyId = await createProject(db, { ...input, title: `Copie de ${original.title}` }, { actor: admin, mode: "duplicate" });
    expect(copyId).not.toBe(id);
    expect((await getProject(db, id))!.title).toBe(original.title);
    expect(await contentVersion(db)).not.toBe(before);

    expect(await deleteProject(db, copyId, admin)).toBe(true);
    expect(await getProject(db, copyId)).toBeNull();
    expect(await deleteProject(db, copyId, admin)).toBe(false);

    const log = await listAudit(db, 10);
    expect(log.slice(0, 2).map((e) => [e.action, e.entity, e.entityId, e.userEmail])).toEqual([
      ["delete", "project", copyId, "admin@exemple.fr"],
      ["duplicate", "project", copyId, "admin@exemple.fr"],
    ]);
  });

  it("refuses a project whose district lies in another city", async () => {
    const project = await someProject(false);
    const otherCity = (await cityOptions(db)).find((c) => c.id !== project.cityId)!;
    const { id } = project;
    const input = projectInputOf(project);
    await expect(updateProject(db, id, { ...input, cityId: otherCity.id }, admin)).rejects.toBeInstanceOf(PlaceError);
    await expect(createProject(db, { ...input, cityId: otherCity.id }, { actor: admin })).rejects.toThrow("Le quartier choisi n’appartient pas à la ville du projet.");
    expect((await getProject(db, id))!.cityId).toBe(project.cityId);
  });

  it("saveProject answers every refused rule per field, in one call, and stores nothing", async () => {
    const project = await someProject(false);
    // Le Mans: the message contracts « à Le » into « au ».
    const otherCity = (await cityOptions(db)).find((c) => c.nom === "Le Mans")!;
    expect(project.cityId).not.toBe(otherCity.id);
    const { id } = project;
    const input = projectInputOf(project);
    const tooMany = Array.from({ length: 31 }, (_, i) => i.toString(16).padStart(32, "0"));
    const result = await saveProject(db, { ...input, cityId: otherCity.id, imagesTravaux: tooMany, enAvant: true }, { mode: "edit", id, actor: admin });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        districtId: [`Le quartier ${project.districtName} n’est pas au Mans : choisissez un quartier de cette ville.`],
        imagesTravaux: ["30 images au plus : retirez-en avant d’en ajouter."],
      },
      conflict: "Impossible de mettre ce projet en avant : 3 projets le sont déjà. Retirez d’abord la mise en avant d’un autre projet.",
    });
    expect((await getProject(db, id))!.cityId).toBe(project.cityId);
    expect(await saveProject(db, input, { mode: "edit", id: 999_999, actor: admin })).toBeNull();
  });

  it("refuses to delete a city or district still in use, naming how many", async () => {
    const project = await someProject(false);
    await expect(deleteDistrict(db, project.districtId!, admin)).rejects.toThrow(/1 projet l’utilise encore/);
    const error = await deleteCity(db, project.cityId, admin).catch((e) => e);
    expect(error).toBeInstanceOf(InUseError);
    expect(error.message).toMatch(/Impossible de supprimer cette ville : \d+ projets? et \d+ quartiers? l’utilisent encore\./);
    expect(await getCity(db, project.cityId)).not.toBeNull();
  });

  it("updates a city and refuses unknown ids", async () => {
    const { id } = (await cityOptions(db))[0];
    const city = (await getCity(db, id))!;
    const { id: _i, createdAt: _c, updatedAt: _u, ...input } = city;
    expect(await updateCity(db, id, { ...input, onglet1: ["Un.", "Deux\nlignes."] }, admin)).toBe(true);
    expect((await getCity(db, id))!.onglet1).toEqual(["Un.", "Deux\nlignes."]);
    expect(await updateCity(db, 999_999, input, admin)).toBe(false);
  });

  it("creates, updates and deletes a resource", async () => {
    const id = await createResource(db, { nom: "ANIL", lien: "https://www.anil.org" }, { actor: admin });
    expect(await updateResource(db, id, { nom: "ANIL (site)", lien: "https://www.anil.org/" }, admin)).toBe(true);
    expect((await getResource(db, id))?.nom).toBe("ANIL (site)");
    expect(await deleteResource(db, id, admin)).toBe(true);
    expect(await getResource(db, id)).toBeNull();
  });

  it("lists projects for the admin with search, sort and pages", async () => {
    const all = await adminProjectList(db, { pageSize: 4 });
    expect(all.items).toHaveLength(4);
    expect(all.pageCount).toBe(Math.ceil(all.total / 4));
    const byTitle = await adminProjectList(db, { sort: "title", pageSize: 100 });
    const titles = byTitle.items.map((p) => p.title);
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const city = byTitle.items[0].cityName;
    const found = await adminProjectList(db, { q: city.toUpperCase(), pageSize: 100 });
    const unaccented = await adminProjectList(db, { q: "saint-etienne", pageSize: 100 });
    expect(unaccented.items.length).toBeGreaterThan(0);
    expect(unaccented.items.every((p) => p.cityName === "Saint-Étienne" || /saint-[ée]tienne/i.test(p.title))).toBe(true);
    expect(found.items.length).toBeGreaterThan(0);
    expect(found.items.every((p) => p.cityName === city || p.title.toLowerCase().includes(city.toLowerCase()))).toBe(true);
  });
});
