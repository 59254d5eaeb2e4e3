// The data layer on every engine: migrations, seed, search, detail, media.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentVersion } from "~/server/content/content-version.server";
import { type DB, migrate } from "~/server/db/db.server";
import { cityOptions, getCity, listCities } from "~/server/content/cities.server";
import { getDistrict } from "~/server/content/districts.server";
import { MediaError } from "~/server/platform/errors.server";
import { VARIANTS, getOriginal, getVariant, storeMedia } from "~/server/files/media.server";
import { MAX_FEATURED, featuredProjects, getProject, getProjects, projectTypes, searchProjectRecords, searchProjects } from "~/server/content/projects.server";
import { listDocuments, listResources } from "~/server/content/resources.server";
import { seedDemo } from "~/server/seed/seed.server";
import { documentTemplates } from "~/server/content/document-templates/store.server";
import { migrations } from "~/server/db/migrations/index";
import { engines } from "../engines";

describe.each(engines())("content on $name", (engine) => {
  let db: DB;

  beforeAll(async () => {
    db = await engine.open();
    await documentTemplates(db, "Investir Serein");
    expect(await seedDemo(db)).toBe(true);
  });
  afterAll(() => engine.close());

  it("loads a page of search results, cards or whole projects, in a constant number of queries", async () => {
    let queries = 0;
    const counted = db.withPlugin({
      transformQuery: (args) => {
        queries++;
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const count = async (run: () => Promise<unknown>) => {
      queries = 0;
      await run();
      return queries;
    };
    const small = await count(() => searchProjectRecords(counted, {}, 1, 2));
    const large = await count(() => searchProjectRecords(counted, {}, 1, 12));
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(3);
    expect(await count(() => searchProjects(counted, {}, 1, 12))).toBe(await count(() => searchProjects(counted, {}, 1, 2)));

    const cards = await searchProjects(db, {}, 2, 5);
    const records = await searchProjectRecords(db, {}, 2, 5);
    expect(records.items.map((p) => p.id)).toEqual(cards.items.map((c) => c.id));
    expect(records.items[0]).toEqual(await getProject(db, cards.items[0]!.id));
    expect((await getProjects(db, [cards.items[1]!.id, cards.items[0]!.id])).map((p) => p.id)).toEqual([cards.items[1]!.id, cards.items[0]!.id]);
  });

  it("migrates idempotently", async () => {
    await migrate(db);
    const rows = await db.selectFrom("kysely_migration" as never).selectAll().execute();
    expect(rows).toHaveLength(Object.keys(migrations).length);
  });

  it("stores the seven document templates as PDF files, once", async () => {
    await documentTemplates(db, "Investir Serein");
    const documents = await listDocuments(db);
    expect(documents.map((d) => d.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(documents.map((d) => d.title)).toContain("Contrat de location meublée (loi ALUR)");
    for (const doc of documents) {
      const file = await getOriginal(db, doc.mediaHash);
      expect(file?.mime).toBe("application/pdf");
      expect(file?.name).toBe(doc.fileName);
      expect(Buffer.from(file!.bytes).subarray(0, 5).toString()).toBe("%PDF-");
    }
  });

  it("seeds demo content only into an empty database", async () => {
    expect(await seedDemo(db)).toBe(false);
    const cities = await listCities(db);
    expect(cities.length).toBeGreaterThanOrEqual(4);
    const all = await searchProjects(db, {}, 1, 100);
    expect(all.total).toBeGreaterThanOrEqual(8);
    const districts = await db.selectFrom("districts").select("id").execute();
    expect(districts.length).toBeGreaterThanOrEqual(8);
    expect(await listResources(db)).not.toHaveLength(0);
  });

  it("has exactly three featured projects", async () => {
    const featured = await featuredProjects(db);
    expect(featured).toHaveLength(MAX_FEATURED);
    const { count } = await db.selectFrom("projects").select(({ fn }) => fn.countAll<number>().as("count")).where("enAvant", "=", 1).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(3);
  });

  it("seeds coherent figures: global price = sum of the cost entries, derived yields", async () => {
    const { items } = await searchProjects(db, {}, 1, 100);
    for (const card of items) {
      const project = (await getProject(db, card.id))!;
      const t = project.total;
      expect(project.prixGlobal).toBeCloseTo(t.priceAcqui + t.works + t.fraisNotaire + t.fraisAgence + t.furnishing + t.DM2AComi, 2);
      const gross = ((project.rentabilite.monthlyRent * 12) / project.prixGlobal) * 100;
      expect(project.rentabilite.profitabilityBrut).toBeCloseTo(gross, 1);
      expect(project.chargesMensuelles.mensualiter).toBeGreaterThan(0);
      expect(card.works).toBe(t.works);
    }
  });

  it("searches by city, by type and by budget compared as numbers", async () => {
    const all = (await searchProjects(db, {}, 1, 100)).items;
    const city = (await cityOptions(db))[0];
    const inCity = await searchProjects(db, { ville: city.id }, 1, 100);
    expect(inCity.items.length).toBeGreaterThan(0);
    expect(inCity.items.every((p) => p.cityName === city.nom)).toBe(true);

    const type = (await projectTypes(db))[0];
    const ofType = await searchProjects(db, { type }, 1, 100);
    expect(ofType.total).toBe(all.filter((p) => p.typeBienApres === type).length);

    const prices = all.map((p) => p.prixGlobal).sort((a, b) => a - b);
    const median = prices[Math.floor(prices.length / 2)];
    const cheap = await searchProjects(db, { max: median }, 1, 100);
    expect(cheap.total).toBe(prices.filter((p) => p <= median).length);
    expect(cheap.items.every((p) => p.prixGlobal <= median)).toBe(true);
    const dear = await searchProjects(db, { min: median }, 1, 100);
    expect(dear.items.every((p) => p.prixGlobal >= median)).toBe(true);
    // A budget with fewer digits than the prices must still compare numerically.
    expect((await searchProjects(db, { min: 9 }, 1, 100)).total).toBe(all.length);
    expect((await searchProjects(db, { max: 9 }, 1, 100)).total).toBe(0);
    expect((await searchProjects(db, { ville: 999_999 }, 1, 100)).total).toBe(0);
  });

  it("paginates newest first and clamps the page", async () => {
    const first = await searchProjects(db, {}, 1, 4);
    expect(first.items).toHaveLength(4);
    expect(first.pageCount).toBe(Math.ceil(first.total / 4));
    const second = await searchProjects(db, {}, 2, 4);
    expect(second.items[0].id).not.toBe(first.items[0].id);
    const beyond = await searchProjects(db, {}, 999, 4);
    expect(beyond.page).toBe(first.pageCount);
  });

  it("reads a project with its city and district, and survives a missing district", async () => {
    const card = (await searchProjects(db, {}, 1, 1)).items[0];
    const project = (await getProject(db, card.id))!;
    expect(project.cityName).toBe(card.cityName);
    expect(project.districtName).not.toBeNull();
    expect(Array.isArray(project.renov1)).toBe(true);
    expect(typeof project.enAvant).toBe("boolean");
    const district = (await getDistrict(db, project.districtId!))!;
    expect(district.cityId).toBe(project.cityId);
    expect(district.cityName).toBe(project.cityName);
    expect(await getProject(db, 987_654)).toBeNull();

    await db.updateTable("projects").set({ districtId: null }).where("id", "=", card.id).execute();
    expect((await getProject(db, card.id))!.districtName).toBeNull();
    await db.updateTable("projects").set({ districtId: project.districtId }).where("id", "=", card.id).execute();
  });

  it("refuses a district or project that points to a missing city", async () => {
    await expect(
      db.insertInto("districts").values({ cityId: 999_999, nom: "Nulle part", createdAt: "x", updatedAt: "x" } as never).execute(),
    ).rejects.toThrow();
  });

  it("reads a city with its paragraph lists", async () => {
    const { id } = (await cityOptions(db))[0];
    const city = (await getCity(db, id))!;
    expect(city.onglet1.length).toBeGreaterThan(0);
    expect(["avion", "train", "bus"]).toContain(city.transport);
    expect(await getCity(db, 987_654)).toBeNull();
  });

  it("re-encodes images without metadata and serves the variants stored with them", async () => {
    const jpeg = await sharp({ create: { width: 64, height: 40, channels: 3, background: "#c8553d" } })
      .withExif({ IFD0: { Copyright: "secret-exif-marker" } })
      .jpeg()
      .toBuffer();
    expect(jpeg.includes("secret-exif-marker")).toBe(true);
    const stored = await storeMedia(db, jpeg, { baseName: "test", allowed: ["image/jpeg", "image/png"] });
    const original = (await getOriginal(db, stored.hash))!;
    expect(Buffer.from(original.bytes).includes("secret-exif-marker")).toBe(false);

    const before = await contentVersion(db);
    const avif = (await getVariant(db, stored.hash, "avif", 480))!;
    expect(avif.mime).toBe("image/avif");
    expect((await sharp(avif.bytes).metadata()).format).toBe("heif");
    const again = await getVariant(db, stored.hash, "avif", 480);
    expect(Buffer.compare(Buffer.from(again!.bytes), Buffer.from(avif.bytes))).toBe(0);
    // Every variant was made when the image was stored.
    const rows = await db.selectFrom("mediaVariants").select("hash").where("hash", "=", stored.hash).execute();
    expect(rows).toHaveLength(VARIANTS.length);
    expect(await contentVersion(db)).toBe(before);
    expect(await getVariant(db, "0".repeat(32), "webp", 480)).toBeNull();
  });

  it("refuses empty files and files whose bytes are not an accepted type", async () => {
    await expect(storeMedia(db, new Uint8Array(), { baseName: "x", allowed: ["image/png"] })).rejects.toThrow("Le fichier est vide.");
    const fakePng = new TextEncoder().encode("<html>pas une image</html>");
    await expect(storeMedia(db, fakePng, { baseName: "x", allowed: ["image/png"] })).rejects.toBeInstanceOf(MediaError);
    const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF");
    await expect(storeMedia(db, pdf, { baseName: "x", allowed: ["image/jpeg", "image/png"] })).rejects.toThrow(/Type de fichier refusé/);
  });
});
