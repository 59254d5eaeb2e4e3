// Market evidence on every engine: DVF and Carte des loyers imports from fixtures in the published formats
// (every trap of the real files), refusals that leave the figures as they were, district sections, and
// what the pages read.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentVersion } from "~/server/content/content-version.server";
import type { DB } from "~/server/db/db.server";
import { ImportRefusedError } from "~/server/platform/errors.server";
import { saveDistrictSections } from "~/server/market/district-sections.server";
import { type ImportFile, importDvf } from "~/server/market/dvf-import.server";
import { beginImport, getImport } from "~/server/market/imports.server";
import { cityMarket, projectMarket, recentSales } from "~/server/market/market.server";
import { type RentFile, importRents } from "~/server/market/rents-import.server";
import { getCity } from "~/server/content/cities.server";
import { addDemoCity, fixture } from "../../support/market-fixtures";
import { engines } from "../engines";

const admin = { id: 1, email: "admin@exemple.fr" };
const DVF_87 = ["dvf-87-2024.csv", "dvf-87-2023.csv.gz", "dvf-87-2022.csv.gz", "dvf-87-2021.csv.gz"].map(fixture);
const RENTS = ["pred-app-mef-dhup.csv", "pred-app12-mef-dhup.csv", "pred-app3-mef-dhup.csv", "pred-mai-mef-dhup.csv"].map(fixture);

describe.each(engines())("market evidence on $name", (engine) => {
  let db: DB;
  let limoges: number;
  let mulhouse: number;
  let saintEtienne: { cityId: number; districtIds: Record<string, number> };

  const dvf = async (files: ImportFile[]) => importDvf(db, files, { importId: await beginImport(db, { kind: "dvf", actor: "test", files: files.map((f) => f.name) }) });
  const rents = async (files: RentFile[], edition = 2025) =>
    importRents(db, files, { importId: await beginImport(db, { kind: "loyers", actor: "test", files: files.map((f) => f.name) }), edition });
  const figures = async () => ({
    stats: await db.selectFrom("marketStats").selectAll().orderBy("area").orderBy("code").execute(),
    departments: await db.selectFrom("marketDepartments").selectAll().execute(),
    sales: await recentSales(db, "87085", 100),
  });
  const limogesMarket = async () => (await cityMarket(db, (await getCity(db, limoges))!))!;

  beforeAll(async () => {
    db = await engine.open();
    limoges = (await addDemoCity(db, "limoges")).cityId;
    mulhouse = (await addDemoCity(db, "mulhouse")).cityId;
    saintEtienne = await addDemoCity(db, "saint-etienne");
  });
  afterAll(() => engine.close());

  it("imports a department's yearly files together, keeping only comparable sales and saying why each other row was set aside", async () => {
    const before = await contentVersion(db);
    const summary = await dvf(DVF_87);
    expect(summary).toMatchObject({
      rowsRead: 33,
      salesKept: 12,
      setAside: { dependance: 3, terrain: 3, doublon: 1, "plusieurs-appartements": 2, maison: 2, local: 1, "avec-maison-ou-local": 2, nature: 5, surface: 1, valeur: 1 },
      departments: [{ code: "87", latestSale: "2024-12-31", windowStart: "2022-01-01", sales: 11, communes: 2 }],
    });
    expect(await contentVersion(db)).not.toBe(before);
    const market = await limogesMarket();
    expect(market.coverage).toMatchObject({ kind: "couverte", latestSale: "2024-12-31" });
    // 1 600, 1 800, 2 000, 2 000, 2 200, 2 400, 2 500, 2 500, 3 000: the sale of 31 December 2021 (10 000 €/m²) is outside the window.
    expect(market.sales).toMatchObject({ name: "Limoges", sales: 9, median: 2200, q1: 2000, q3: 2500, window: { start: "2022-01-01", end: "2024-12-31" } });
    expect(market.sales!.halves.map((h) => [h.half, h.count])).toEqual([["2022-S1", 1], ["2022-S2", 0], ["2023-S1", 1], ["2023-S2", 2], ["2024-S1", 4], ["2024-S2", 1]]);
    const panazol = await db.selectFrom("marketStats").selectAll().where("code", "=", "87114").executeTakeFirstOrThrow();
    expect(panazol).toMatchObject({ sales: 2, median: null, q1: null, q3: null });
    expect((await recentSales(db, "87085")).map((s) => [s.date, s.surface, s.pricePerM2])).toEqual([
      ["2024-12-31", 55, 2200],
      ["2024-04-22", 30, 2500],
      ["2024-03-10", 40, 3000],
      ["2024-02-03", 60, 2500],
      ["2024-01-15", 46, 2000],
    ]);
  });

  it("sweeps what an import that stopped left behind: its staged rows and unpublished sales", async () => {
    const stopped = 999_999;
    const place = { importId: stopped, department: "87", mutation: "2024-000001", date: "2024-01-15", commune: "87085", communeName: "Limoges" };
    await db.insertInto("marketSaleRows").values({ ...place, line: 1, kind: "Appartement", fingerprint: "reste", value: 92_000, surface: 46, rooms: 2, parcel: "87085000AB0001" }).execute();
    await db.insertInto("marketSales").values({ ...place, section: "AB", surface: 46, value: 92_000, priceM2: 2000, rooms: 2 }).execute();
    await dvf(DVF_87);
    const left = (table: "marketSaleRows" | "marketSales") => db.selectFrom(table).select("importId").where("importId", "=", stopped).execute();
    expect(await left("marketSaleRows")).toEqual([]);
    expect(await left("marketSales")).toEqual([]);
  });

  it("counts nothing twice when the same files are imported again", async () => {
    const before = await figures();
    const again = await dvf(DVF_87);
    expect(again.salesKept).toBe(12);
    const after = await figures();
    expect(after.stats).toEqual(before.stats);
    expect(after.sales).toEqual(before.sales);
    expect(after.departments[0].importId).not.toBe(before.departments[0].importId);
    expect(await db.selectFrom("marketSales").select(({ fn }) => fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).toEqual({ n: 12 });
    expect(await db.selectFrom("marketSaleRows").select(({ fn }) => fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).toEqual({ n: 0 });
  });

  it("refuses a file with a value that does not parse wholly, naming the line and the column, and leaves the figures as they were", async () => {
    const before = await figures();
    const version = await contentVersion(db);
    const importId = await beginImport(db, { kind: "dvf", actor: "test", files: ["dvf-87-bad-value.csv"] });
    const refusal = importDvf(db, [fixture("dvf-87-2024.csv"), fixture("dvf-87-bad-value.csv")], { importId });
    await expect(refusal).rejects.toBeInstanceOf(ImportRefusedError);
    await expect(refusal).rejects.toThrow("dvf-87-bad-value.csv — Ligne 4, colonne valeur_fonciere : « 87500,50 » n’est pas un nombre (point décimal attendu).");
    expect(await figures()).toEqual(before);
    expect(await contentVersion(db)).toBe(version);
    expect(await getImport(db, importId)).toMatchObject({ state: "refuse", error: expect.stringMatching(/^dvf-87-bad-value.csv — Ligne 4/) });
    expect(await db.selectFrom("marketSaleRows").select(({ fn }) => fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).toEqual({ n: 0 });
  });

  it("refuses a file missing a required column, naming it", async () => {
    await expect(dvf([fixture("dvf-missing-column.csv")])).rejects.toThrow(
      "dvf-missing-column.csv — Colonne « valeur_fonciere » absente de l’en-tête : ce fichier n’est pas au format DVF géolocalisées (Etalab).",
    );
    await expect(dvf([fixture("pred-app12-mef-dhup.csv")])).rejects.toThrow(/^pred-app12-mef-dhup.csv — Colonnes « id_mutation », « date_mutation », /);
    await expect(dvf([fixture("pred-app-mef-dhup.csv")])).rejects.toThrow(/^pred-app-mef-dhup.csv — le fichier n’est pas encodé en UTF-8 \(ligne 4\)/);
  });

  it("runs one import of a kind at a time", async () => {
    const id = await beginImport(db, { kind: "dvf", actor: "premier@exemple.fr", files: [] });
    await expect(beginImport(db, { kind: "dvf", actor: "test", files: [] })).rejects.toThrow(/Un import DVF est déjà en cours \(lancé par premier@exemple.fr/);
    // Another kind may run meanwhile; the first one, refused, frees the way.
    await rents([RENTS[0]]);
    await expect(importDvf(db, [fixture("dvf-missing-column.csv")], { importId: id })).rejects.toBeInstanceOf(ImportRefusedError);
    expect((await dvf(DVF_87)).salesKept).toBe(12);
  });

  it("explains the communes DVF does not cover instead of showing nothing", async () => {
    const market = (await cityMarket(db, (await getCity(db, mulhouse))!))!;
    expect(market.coverage).toMatchObject({ kind: "non-couverte", reason: expect.stringMatching(/livre foncier/) });
    expect(market.sales).toBeNull();
  });

  it("imports the four rent segments (Windows-1252 and UTF-8), one edition per segment", async () => {
    const before = await contentVersion(db);
    const summary = await rents(RENTS, 2025);
    expect(summary.files.map((f) => [f.segment, f.encoding, f.rows, f.communes, f.withoutRent])).toEqual([
      ["appartements", "windows-1252", 7, 7, 0],
      ["t1-t2", "utf-8", 7, 7, 0],
      ["t3-plus", "windows-1252", 7, 7, 0],
      ["maisons", "utf-8", 7, 6, 1],
    ]);
    expect(await contentVersion(db)).not.toBe(before);
    const names = await db.selectFrom("marketRents").select("name").where("commune", "=", "87161").execute();
    expect(names.map((n) => n.name)).toEqual(Array(4).fill("Saint-Léonard-de-Noblat"));
    const market = await limogesMarket();
    expect(market.rents.map((r) => [r.segment, r.rent, r.level, r.edition])).toEqual([
      ["appartements", 11.4010917810445, "commune", 2025],
      ["t1-t2", 12.8, "commune", 2025],
      ["t3-plus", 9.6, "commune", 2025],
      ["maisons", 9.9, "commune", 2025],
    ]);
    expect((await cityMarket(db, (await getCity(db, mulhouse))!))!.rents).toHaveLength(4);
  });

  it("refuses a rent file with a value that does not parse, and keeps the edition shown", async () => {
    const bad = fixture("loyers-t1-t2-erreur.csv");
    await expect(rents([bad])).rejects.toThrow(/^loyers-t1-t2-erreur.csv — nom de fichier non standard : précisez le segment/);
    await expect(rents([{ ...bad, segment: "t1-t2" }], 2026)).rejects.toThrow(
      "loyers-t1-t2-erreur.csv — Ligne 6, colonne loypredm2 : « 12.1 € » n’est pas un nombre (virgule décimale attendue, NA si absent).",
    );
    expect((await limogesMarket()).rents.find((r) => r.segment === "t1-t2")).toMatchObject({ rent: 12.8, edition: 2025 });
    await expect(rents([RENTS[0], fixture("pred-app-mef-dhup.csv")])).rejects.toThrow(/Deux fichiers pour le segment « appartements »/);
  });

  it("replaces a segment's edition without touching the others", async () => {
    await rents([RENTS[1]], 2026);
    const market = await limogesMarket();
    expect(market.rents.map((r) => [r.segment, r.edition])).toEqual([
      ["appartements", 2025],
      ["t1-t2", 2026],
      ["t3-plus", 2025],
      ["maisons", 2025],
    ]);
    expect(await db.selectFrom("marketRents").select(({ fn }) => fn.countAll<number>().as("n")).where("segment", "=", "t1-t2").executeTakeFirstOrThrow()).toEqual({ n: 7 });
  });

  it("gives a district the figures of its cadastral sections, at once and at each import", async () => {
    const jacquard = saintEtienne.districtIds["saint-etienne-jacquard"];
    await dvf([fixture("dvf-42-2024.csv.gz")]);
    expect(await saveDistrictSections(db, jacquard, "KC, 87085000AB", admin)).toEqual({ error: expect.stringMatching(/« 87085000AB » n’est pas une section cadastrale/) });
    expect(await saveDistrictSections(db, 999_999, "KC", admin)).toBeNull();
    expect(await saveDistrictSections(db, jacquard, "kc", admin)).toEqual({ sections: ["42218000KC"] });
    const district = async () => (await cityMarket(db, (await getCity(db, saintEtienne.cityId))!))!.districts.find((d) => d.id === jacquard)!;
    expect((await district()).sales).toMatchObject({ sales: 4, median: null });
    await saveDistrictSections(db, jacquard, "KC KD", admin);
    // 60 000 to 85 000 € for 50 m²: 1 200 to 1 700 €/m².
    expect((await district()).sales).toMatchObject({ name: "Jacquard", sales: 6, median: 1450, q1: 1325, q3: 1575 });
    const other = (await cityMarket(db, (await getCity(db, saintEtienne.cityId))!))!.districts.find((d) => d.id !== jacquard)!;
    expect(other.sales).toBeNull();
    // A new import of the department recomputes it.
    await dvf([fixture("dvf-42-2024.csv.gz")]);
    expect((await district()).sales?.sales).toBe(6);
    const project = await projectMarket(db, { cityId: saintEtienne.cityId, districtId: jacquard, typeBienApres: "Colocation" });
    expect(project).toMatchObject({ commune: "Saint-Étienne", rentSegment: "t3-plus", rent: { rent: 8.3 }, district: { sales: { median: 1450 } }, sales: { sales: 6 } });
    expect(project!.recentSales.map((s) => s.date)).toEqual(["2024-06-15", "2024-05-14", "2024-04-13", "2024-03-12", "2024-02-11"]);
    expect(await saveDistrictSections(db, jacquard, "", admin)).toEqual({ sections: [] });
    expect((await district()).sales).toBeNull();
  });
});
