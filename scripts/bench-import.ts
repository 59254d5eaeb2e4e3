// npm run bench:import : imports a generated department file (300,000 rows, DVF géolocalisées format) on
// SQLite, and on PostgreSQL when DATABASE_URL or TEST_POSTGRES_URL is set (in a schema of its own, dropped
// after), each run in a fresh process: rows per second, seconds and peak memory of the whole process, then
// the time the pages' reads take (commune figures and latest sales) once the department is imported.
// Variables: BENCH_ROWS (300000), BENCH_RUNS (3). A benchmark, not a test: nothing is asserted.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDb, migrate } from "~/server/db/db.server";
import { importDvf } from "~/server/market/dvf-import.server";
import { beginImport } from "~/server/market/imports.server";
import { cityMarket, recentSales } from "~/server/market/market.server";
import { generateDvf } from "./generate-dvf";

const ROWS = Number(process.env.BENCH_ROWS ?? 300_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FILE = path.join(os.tmpdir(), "investir-serein-bench", `dvf-${ROWS}.csv.gz`);

interface RunResult {
  seconds: number;
  rows: number;
  peakMb: number;
  readMs: { commune: number; latest: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One import in this process (the child of a run), then the reads of a page; prints the result as JSON. */
async function child(databaseUrl: string | undefined) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-"));
  const db = createDb({ databaseUrl, dataDir });
  try {
    await migrate(db);
    const started = performance.now();
    const importId = await beginImport(db, { kind: "dvf", actor: "bench", files: [path.basename(FILE)] });
    const summary = await importDvf(db, [{ path: FILE, name: path.basename(FILE) }], { importId });
    const seconds = (performance.now() - started) / 1000;
    const time = async (read: () => Promise<unknown>) => {
      const samples: number[] = [];
      for (let i = 0; i < 200; i++) {
        const t = performance.now();
        await read();
        samples.push(performance.now() - t);
      }
      return median(samples);
    };
    const place = { id: 0, codeInsee: "87001", nom: "Commune 87001", departementCode: "87" };
    const readMs = { commune: await time(() => cityMarket(db, place)), latest: await time(() => recentSales(db, "87001")) };
    const result: RunResult = { seconds, rows: summary.rowsRead, peakMb: process.resourceUsage().maxRSS / 1024, readMs };
    console.log(JSON.stringify(result));
  } finally {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function run(databaseUrl: string | undefined): RunResult {
  const out = execFileSync(process.execPath, ["--import", "tsx", path.resolve("scripts/bench-import.ts"), "--child"], {
    env: { ...process.env, BENCH_DATABASE_URL: databaseUrl ?? "" },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return JSON.parse(out.trim().split("\n").pop()!) as RunResult;
}

async function main() {
  if (!fs.existsSync(FILE)) {
    console.log(`Génération de ${FILE} (${ROWS} lignes)…`);
    await generateDvf(ROWS, FILE);
  }
  console.log(`Fichier : ${FILE} (${(fs.statSync(FILE).size / 1024 / 1024).toFixed(1)} Mo compressé, ${ROWS} lignes), ${RUNS} passes par moteur, chaque passe dans un processus neuf.`);
  const pgUrl = process.env.DATABASE_URL || process.env.TEST_POSTGRES_URL;
  const engines: Array<[string, string | undefined]> = [["SQLite", undefined]];
  if (pgUrl) engines.push(["PostgreSQL", pgUrl]);
  else console.log("PostgreSQL : DATABASE_URL ou TEST_POSTGRES_URL non défini, non mesuré.");
  for (const [name, url] of engines) {
    const results: RunResult[] = [];
    for (let i = 0; i < RUNS; i++) {
      if (url) {
        const schema = `bench_import_${process.pid}_${i}`;
        await admin(url, `create schema ${schema}`);
        try {
          results.push(run(`${url}${url.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`));
        } finally {
          await admin(url, `drop schema ${schema} cascade`);
        }
      } else results.push(run(undefined));
    }
    const seconds = results.map((r) => r.seconds);
    console.log(
      `${name.padEnd(10)} ${Math.round(ROWS / median(seconds)).toLocaleString("fr-FR")} lignes/s (médiane), ${median(seconds).toFixed(1)} s ` +
        `[${seconds.map((s) => s.toFixed(1)).join(", ")}], mémoire max du processus ${Math.max(...results.map((r) => r.peakMb)).toFixed(0)} Mo ; ` +
        `lecture d’une page : chiffres de la commune ${median(results.map((r) => r.readMs.commune)).toFixed(2)} ms, 5 dernières ventes ${median(results.map((r) => r.readMs.latest)).toFixed(2)} ms`,
    );
  }
}

if (process.argv.includes("--child")) await child(process.env.BENCH_DATABASE_URL || undefined);
else await main();
