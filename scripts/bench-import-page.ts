// npm run bench:import-page : the site's /healthz while the staff page imports a DVF file (issue 29, decision 0061).
// Starts the production build on a demo database of its own, signs an administrator in with Chromium, uploads a
// generated department file (300,000 rows, kept in the system's temporary folder) twice on /creer/marche and, during
// the second import (the first warms the server's code), asks /healthz every 20 ms: its p50, p99 and longest answer,
// the web server's and the import process's peak memory. Needs the build (npm run build) and Debian's chromium.
// Variables: BENCH_ROWS (300000), BENCH_PORT (4130). A benchmark, not a test: nothing is asserted.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { generateDvf } from "./generate-dvf";

const ROWS = Number(process.env.BENCH_ROWS ?? 300_000);
const port = process.env.BENCH_PORT ?? "4130";
const base = `http://127.0.0.1:${port}`;
const FILE = path.join(os.tmpdir(), "investir-serein-bench", `dvf-${ROWS}.csv.gz`);
const ADMIN = { email: "mesure@exemple.fr", password: "une phrase de passe de mesure" };

if (!fs.existsSync(FILE)) {
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  console.log(`Génération de ${FILE} (${ROWS} lignes)…`);
  await generateDvf(ROWS, FILE);
}
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-import-page-"));
const env = { ...process.env, NODE_ENV: "production", DATABASE_URL: "", SMTP_URL: "", DATA_DIR: dataDir, PORT: port, HOST: "127.0.0.1", PUBLIC_URL: base, LOG_LEVEL: "warn" };
execFileSync(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", "--email", ADMIN.email, "--password", ADMIN.password], { env, stdio: "ignore" });
const server = spawn(process.execPath, ["build/server.js"], { env, stdio: ["ignore", "ignore", "inherit"] });
for (let i = 0; ; i++) {
  const up = await fetch(`${base}/healthz`).then((r) => r.ok, () => false);
  if (up) break;
  if (i > 600) throw new Error("Le serveur n’a pas démarré.");
  await new Promise((r) => setTimeout(r, 200));
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const page = await browser.newPage({ baseURL: base });
await page.goto("/signin");
await page.getByLabel("Adresse e-mail").fill(ADMIN.email);
await page.getByLabel("Mot de passe").fill(ADMIN.password);
await page.getByRole("button", { name: "Se connecter" }).click();
await page.waitForURL((u) => !u.pathname.startsWith("/signin"));

/** Resident memory of a process in MB (0 once it has ended). */
const rssMb = (pid: number) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
};
const childrenOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
};

async function measuredImport() {
  await page.goto("/creer/marche");
  await new Promise((r) => setTimeout(r, 3000));
  await page.getByLabel("Fichiers DVF (.csv ou .csv.gz)").setInputFiles(FILE);
  const latencies: number[] = [];
  let serverPeak = 0;
  let childPeak = 0;
  let done = false;
  const started = performance.now();
  const poll = (async () => {
    while (!done) {
      const t = performance.now();
      await fetch(`${base}/healthz`).then((r) => r.text());
      latencies.push(performance.now() - t);
      serverPeak = Math.max(serverPeak, rssMb(server.pid!));
      for (const child of childrenOf(server.pid!)) childPeak = Math.max(childPeak, rssMb(child));
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  await page.getByRole("button", { name: "Importer les ventes" }).click();
  await page.waitForURL(/imports\/\d+/);
  const importUrl = page.url();
  let outcome = "";
  while (!outcome) {
    const html = await (await page.request.get(importUrl)).text();
    if (!html.includes("En cours :")) outcome = /Import (terminé|refusé)/.exec(html)?.[0] ?? "fin inconnue";
    else await new Promise((r) => setTimeout(r, 500));
  }
  done = true;
  await poll;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return { outcome, seconds: ((performance.now() - started) / 1000).toFixed(1), p50: at(0.5), p99: at(0.99), max: latencies.at(-1)!.toFixed(1), over100: latencies.filter((ms) => ms > 100).length, asked: latencies.length, serverPeak, childPeak };
}

try {
  await measuredImport();
  const r = await measuredImport();
  console.log(`${r.outcome} en ${r.seconds} s ; /healthz demandé ${r.asked} fois : médiane ${r.p50} ms, p99 ${r.p99} ms, maximum ${r.max} ms, ${r.over100} réponse${r.over100 > 1 ? "s" : ""} au-delà de 100 ms.`);
  console.log(`Mémoire maximale : serveur web ${r.serverPeak.toFixed(0)} Mo, processus d’import ${r.childPeak.toFixed(0)} Mo.`);
} finally {
  await browser.close();
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
