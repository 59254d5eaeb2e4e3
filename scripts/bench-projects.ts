// Benchmark: the project search with 10,000 projects (design guide §6), on SQLite or, with
// DATABASE_URL, PostgreSQL. Usage: npx tsx scripts/bench-projects.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseProjectSearch } from "~/domain/project-search";
import { createDb, migrate } from "~/server/db.server";
import { searchProjects } from "~/server/projects.server";

const COUNT = 10_000;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
const db = createDb({ dataDir: dir, databaseUrl: process.env.DATABASE_URL });
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
const rows = Array.from({ length: COUNT }, (_, i) => ({
  title: `Projet ${i}`,
  cityId: cityIds[i % cityIds.length],
  typeBienApres: types[i % types.length],
  prixGlobal: 50_000 + ((i * 7919) % 400_000),
  total: JSON.stringify({ works: 20_000 }),
  chargesMensuelles: "{}",
  rentabilite: JSON.stringify({ profitabilityBrut: 9 }),
  createdAt: new Date(Date.now() - i * 60_000).toISOString(),
  updatedAt: now,
}));
for (let i = 0; i < rows.length; i += 500) await db.insertInto("projects").values(rows.slice(i, i + 500) as never).execute();

const queries = ["", "ville=3", "type=T2", "min=100000&max=200000", "ville=5&type=Colocation&min=80000", "page=400"];
for (const q of queries) {
  const search = parseProjectSearch(new URLSearchParams(q));
  const runs = 50;
  const start = performance.now();
  let total = 0;
  for (let i = 0; i < runs; i++) total = (await searchProjects(db, search.filters, search.page)).total;
  const ms = (performance.now() - start) / runs;
  console.log(`/projets?${q.padEnd(38)} ${String(total).padStart(6)} résultats  ${ms.toFixed(2)} ms par recherche`);
}
await db.destroy();
fs.rmSync(dir, { recursive: true, force: true });
