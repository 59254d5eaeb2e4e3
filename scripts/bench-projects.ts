// Benchmark: the project search with 10,000 realistic projects (design guide §6: every column filled
// as the demo projects are, ~6 KB a row), on SQLite or, with DATABASE_URL, PostgreSQL (in a schema of
// its own, dropped at the end). Prints the server time of the first page, filtered pages and page 200.
// Usage: npm run bench:search   (target: ≤ 5 ms each)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { parseProjectSearch } from "~/domain/projects/project-search";
import { createDb, migrate } from "~/server/db/db.server";
import { searchProjects } from "~/server/content/projects.server";
import { demoProjects } from "~/server/seed/demo-data";

const COUNT = 10_000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
const schema = `bench_${process.pid}`;
let url = process.env.DATABASE_URL;
if (url) {
  const admin = createDb({ databaseUrl: url, dataDir: "" });
  await sql.raw(`create schema ${schema}`).execute(admin);
  await admin.destroy();
  url = `${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
}
const db = createDb({ dataDir: dir, databaseUrl: url });
await migrate(db);
const now = new Date().toISOString();
const cityIds: number[] = [];
for (let c = 0; c < 20; c++) {
  const { id } = await db
    .insertInto("cities")
    .values({ nom: `Ville ${c}`, transport: "train", createdAt: now, updatedAt: now } as never)
    .returning("id")
    .executeTakeFirstOrThrow();
  cityIds.push(id);
}
const types = ["Studio", "T2", "T3", "Colocation", "Immeuble"];
// Every text and JSON column as the demo projects fill them (the images as 32-character hashes).
const hash = (n: number) => n.toString(16).padStart(32, "0");
const rows = Array.from({ length: COUNT }, (_, i) => {
  const { cityKey: _c, districtKey: _d, cover: _cover, images, worksImages, ...demo } = demoProjects[i % demoProjects.length]!;
  return {
    ...demo,
    title: `${demo.title} (${i})`,
    cityId: cityIds[i % cityIds.length]!,
    districtId: null,
    imageCover: null,
    images: JSON.stringify(images.map((_, k) => hash(i * 10 + k))),
    imagesTravaux: JSON.stringify(worksImages.map((_, k) => hash(i * 10 + 5 + k))),
    video: JSON.stringify(demo.video),
    renov1: JSON.stringify(demo.renov1),
    renov2: JSON.stringify(demo.renov2),
    renov3: JSON.stringify(demo.renov3),
    renov4: JSON.stringify(demo.renov4),
    enAvant: 0,
    typeBienApres: types[i % types.length]!,
    prixGlobal: 50_000 + ((i * 7919) % 400_000),
    // The listing's sort columns, spread as real projects spread them (yields 5–12 %, cash flow −300 to +400 €).
    grossYield: 5 + ((i * 3571) % 700) / 100,
    monthlyCashflow: -300 + ((i * 6007) % 70_000) / 100,
    surface: 18 + ((i * 131) % 120),
    total: JSON.stringify(demo.total),
    chargesMensuelles: JSON.stringify(demo.chargesMensuelles),
    rentabilite: JSON.stringify(demo.rentabilite),
    createdAt: new Date(Date.now() - i * 60_000).toISOString(),
    updatedAt: now,
  };
});
const rowBytes = Buffer.byteLength(JSON.stringify(rows[0]));
for (let i = 0; i < rows.length; i += 200) await db.insertInto("projects").values(rows.slice(i, i + 200) as never).execute();
// The steady state: PostgreSQL's autovacuum would have run over rows loaded this fast.
await sql.raw(url ? "vacuum analyze" : "analyze").execute(db);

console.log(`${COUNT} projets d’environ ${(rowBytes / 1024).toFixed(1)} Ko, ${url ? "PostgreSQL" : "SQLite"}`);
const queries = ["", "ville=3", "type=T2", "min=100000&max=200000", "ville=5&type=Colocation&min=80000", "page=200", "ville=3&page=40", "tri=prix-croissant", "tri=rentabilite&page=200", "tri=cash-flow&type=T2", "ville=ville-3&tri=prix-decroissant"];
for (const q of queries) {
  const search = parseProjectSearch(new URLSearchParams(q));
  for (let i = 0; i < 5; i++) await searchProjects(db, search.filters, search.page); // warm up
  const runs = 50;
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    total = (await searchProjects(db, search.filters, search.page)).total;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(runs / 2)]!;
  const p95 = times[Math.floor(runs * 0.95)]!;
  console.log(`/projets?${q.padEnd(38)} ${String(total).padStart(6)} résultats  médiane ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms par recherche`);
}
await db.destroy();
fs.rmSync(dir, { recursive: true, force: true });
if (url) {
  const admin = createDb({ databaseUrl: process.env.DATABASE_URL, dataDir: "" });
  await sql.raw(`drop schema ${schema} cascade`).execute(admin);
  await admin.destroy();
}
