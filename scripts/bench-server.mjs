// npm run bench:server — our production server against a bare node:http server that sends the very
// same bytes (status, headers, compressed body), with autocannon, A, B, A, B, in one run.
// A benchmark, not a test: it prints req/s, p50, p99 and the ratio to the bare server.
// Options (environment): BENCH_DURATION seconds per run (10), BENCH_CONNECTIONS (50),
// BENCH_PORT (3400: ours; +1: the bare server), BENCH_ROWS (comma-separated row names to run).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Database from "better-sqlite3";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const port = Number(process.env.BENCH_PORT ?? 3400);
const barePort = port + 1;
const base = `http://127.0.0.1:${port}`;
const ACCEPT = "gzip, deflate, br, zstd";

execFileSync("node", ["scripts/ensure-build.mjs"], { stdio: "inherit" });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-server-"));
const server = spawn("npm", ["start", "--silent"], {
  detached: true,
  // The request log is written as in production (one JSON line a request), but not shown.
  stdio: ["ignore", "ignore", "inherit"],
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: base, DATABASE_URL: "", SEED: "demo" },
});
let bare;
const stop = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already stopped
  }
  bare?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

/** One raw response: status, headers and body bytes exactly as sent (no decompression). */
const raw = (pathname, headers = {}) =>
  new Promise((resolve, reject) => {
    http
      .get(`${base}${pathname}`, { headers: { "accept-encoding": ACCEPT, ...headers } }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });

async function waitForServer() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await raw("/")).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("Le serveur n’a pas démarré.");
}

async function signedInCookie() {
  const email = `bench-${Date.now()}@exemple.fr`;
  const password = "mot-de-passe-de-banc";
  const post = (url, body) =>
    fetch(`${base}${url}`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify(body) });
  const signup = await post("/api/signup", { email, password, username: "banc" });
  if (signup.status !== 201) throw new Error(`Inscription refusée : ${signup.status} ${await signup.text()}`);
  const signin = await post("/api/signin", { email, password });
  if (signin.status !== 200) throw new Error(`Connexion refusée : ${signin.status} ${await signin.text()}`);
  return signin.headers.get("set-cookie").split(";")[0];
}

const run = (url, headers) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });

/**
 * After seeding, the server makes the image variants in the background for a minute or two (decision
 * 0014): measuring before it is done would measure that work too. Waits until every image has its six.
 */
async function waitForVariants() {
  const started = Date.now();
  const file = new Database(path.join(dataDir, "site.db"), { readonly: true, fileMustExist: true });
  const missing = () =>
    file.prepare("select (select count(*) from media where kind = 'image') * 6 - (select count(*) from media_variants) as n").get().n;
  try {
    if (missing() > 0) console.log("… le serveur crée les variantes d’images de la démonstration ; mesure ensuite");
    while (missing() > 0 && Date.now() - started < 300_000) await new Promise((r) => setTimeout(r, 1000));
    console.log(`… variantes ${missing() > 0 ? "pas finies après 300 s" : "faites"} (${Math.round((Date.now() - started) / 1000)} s d’attente)`);
  } finally {
    file.close();
  }
}

try {
  await waitForServer();
  await waitForVariants();
  const cookie = await signedInCookie();
  const list = await (await fetch(`${base}/api/projectList`)).json();
  const projectId = list[0]?.id ?? list[0]?._id;
  const projects = await (await fetch(`${base}/projets`)).text();
  const projectPath = /href="(\/projets\/\d+\/[a-z0-9-]+)"/.exec(projects)?.[1];
  if (!projectId || !projectPath) throw new Error("Aucun projet de démonstration trouvé.");

  const rows = [
    { name: "/ (visiteur, cache de pages, brotli)", key: "home", path: "/", headers: {} },
    { name: "/api/projectList", key: "api-list", path: "/api/projectList", headers: {} },
    { name: `/api/projets/${projectId}`, key: "api-project", path: `/api/projets/${projectId}`, headers: {} },
    { name: "/projets (connecté, sans cache)", key: "projects", path: "/projets", headers: { cookie } },
    { name: `${projectPath} (connecté)`, key: "project", path: projectPath, headers: { cookie } },
  ].filter((r) => !process.env.BENCH_ROWS || process.env.BENCH_ROWS.split(",").includes(r.key));

  // The bare server answers each path with the bytes our server sent for it.
  const recorded = new Map();
  for (const row of rows) {
    const headers = { "accept-encoding": ACCEPT, ...row.headers };
    await raw(row.path, headers); // warm the page cache
    const response = await raw(row.path, headers);
    if (response.status !== 200) throw new Error(`${row.path} : statut ${response.status}`);
    recorded.set(row.path, response);
    row.headers = headers;
    row.bytes = response.body.length;
    row.encoding = response.headers["content-encoding"] ?? "identité";
  }
  bare = http.createServer((req, res) => {
    const r = recorded.get(req.url);
    if (!r) return res.writeHead(404).end();
    const headers = { ...r.headers };
    delete headers.date;
    delete headers.connection;
    delete headers["keep-alive"];
    delete headers["transfer-encoding"];
    headers["content-length"] = String(r.body.length);
    res.writeHead(r.status, headers);
    res.end(r.body);
  });
  await new Promise((resolve) => bare.listen(barePort, "127.0.0.1", resolve));

  const results = [];
  for (const row of rows) {
    const ours = [];
    const theirs = [];
    for (let round = 0; round < 2; round++) {
      ours.push(await run(`${base}${row.path}`, row.headers));
      theirs.push(await run(`http://127.0.0.1:${barePort}${row.path}`, row.headers));
    }
    const summary = (runs) => ({
      rps: runs.reduce((s, r) => s + r.requests.average, 0) / runs.length,
      p50: Math.max(...runs.map((r) => r.latency.p50)),
      p99: Math.max(...runs.map((r) => r.latency.p99)),
      errors: runs.reduce((s, r) => s + r.errors + r.timeouts + r.non2xx, 0),
    });
    results.push({ row, ours: summary(ours), bare: summary(theirs) });
    const { ours: o, bare: b } = results.at(-1);
    console.log(`… ${row.name}: ${Math.round(o.rps)} req/s contre ${Math.round(b.rps)}`);
  }

  const fmt = (n) => Math.round(n).toLocaleString("fr-FR");
  console.log(`\n${connections} connexions, ${duration} s par passe, A, B, A, B (moyenne des deux passes ; p50 et p99 : la pire passe)\n`);
  console.log("| requête | octets | nous req/s | p50 ms | p99 ms | serveur nu req/s | p99 ms | ratio |");
  console.log("|---|---|---|---|---|---|---|---|");
  for (const { row, ours, bare: b } of results) {
    console.log(
      `| ${row.name} | ${fmt(row.bytes)} (${row.encoding}) | ${fmt(ours.rps)} | ${ours.p50} | ${ours.p99} | ${fmt(b.rps)} | ${b.p99} | ${(ours.rps / b.rps).toFixed(2)} |` +
        (ours.errors ? ` ${ours.errors} erreurs` : ""),
    );
  }
} finally {
  stop();
}
