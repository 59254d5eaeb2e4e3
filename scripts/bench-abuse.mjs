// node scripts/bench-abuse.mjs — issue 29, item 1's run: 20 connections on ten public pages, quiet, then while one
// account toggles its consent to publication (POST /profile/location) as fast as the site lets it; prints the
// throughput and p99 of both runs and their ratio (target: ≥ 0.8 and p99 ≤ 50 ms). Two accounts are tried in
// turn: a client without a lease (the attacker) and an owner who publishes (npm run demo-owner).
// Needs the build (npm run build). Options: ABUSE_PORT (4120), ABUSE_DURATION seconds per run (10).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { newClientCookie } from "./first-load-js.mjs";

const port = Number(process.env.ABUSE_PORT ?? 4120);
const duration = Number(process.env.ABUSE_DURATION ?? 10);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-abuse-"));
const env = { ...process.env, NODE_ENV: "production", DATABASE_URL: "", SMTP_URL: "", HOST: "127.0.0.1", DATA_DIR: dataDir, PORT: String(port), PUBLIC_URL: base, SEED: "demo", LOG_LEVEL: "warn" };
const server = spawn(process.execPath, ["build/server.js"], { stdio: ["ignore", "ignore", "inherit"], env });
const stop = () => {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("SIGINT", () => {
  stop();
  process.exit(130);
});

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    // not yet
  }
  if (i > 600) throw new Error("Le serveur n’a pas démarré.");
  await new Promise((r) => setTimeout(r, 200));
}

const html = await (await fetch(`${base}/projets`)).text();
const projects = [...new Set([...html.matchAll(/href="(\/projets\/\d+\/[a-z0-9-]+)"/g)].map((m) => m[1]))];
const city = /href="(\/ville\/\d+\/[a-z0-9-]+)"/.exec(await (await fetch(`${base}/ville`)).text())?.[1] ?? "/ville";
const pages = ["/", "/projets", "/ville", "/ressources", "/resultats", "/team", "/contact", city, ...projects.slice(0, 2)].slice(0, 10);

/** fetch, tried again once when a kept-alive connection closed under it (a POST is not retried by fetch itself). */
const send = async (url, init) => {
  try {
    return await fetch(url, init);
  } catch {
    return fetch(url, init);
  }
};

const load = () =>
  new Promise((resolve, reject) => {
    const requests = pages.map((p) => ({ path: p, headers: { "accept-encoding": "br, gzip" } }));
    autocannon({ url: base, connections: 20, duration, requests }, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** Toggles the account's consent as fast as the site answers, until `done`; counts the answers by status. */
async function toggle(cookie, done) {
  const statuses = {};
  for (let i = 0; !done(); i++) {
    const body = new URLSearchParams(i % 2 === 0 ? { publication: "oui" } : {}).toString();
    const response = await send(`${base}/profile/location`, { method: "POST", redirect: "manual", headers: { cookie, origin: base, "content-type": "application/x-www-form-urlencoded" }, body });
    await response.arrayBuffer();
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
  }
  return statuses;
}

const signIn = async (email, password) => {
  const response = await send(`${base}/api/signin`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify({ email, password }) });
  if (response.status !== 200) throw new Error(`Connexion refusée : ${response.status}`);
  return response.headers.get("set-cookie").split(";")[0];
};

try {
  for (const p of pages) await fetch(`${base}${p}`);
  const quiet = await load();
  const rows = [["au repos", quiet, null]];
  const noLease = await newClientCookie(base);
  const ownerEmail = `proprietaire-${Date.now()}@exemple.fr`;
  execFileSync("npx", ["tsx", "scripts/demo-owner.ts", "--email", ownerEmail, "--password", "une phrase de passe du banc", "--consentement"], { env, stdio: "pipe" });
  const owner = await signIn(ownerEmail, "une phrase de passe du banc");
  for (const [label, cookie] of [["client sans bail qui bascule", noLease], ["propriétaire publié qui bascule", owner]]) {
    let finished = false;
    const toggling = toggle(cookie, () => finished);
    const result = await load();
    finished = true;
    rows.push([label, result, await toggling]);
  }
  console.log(`\n20 connexions sur ${pages.length} pages publiques, ${duration} s par passe\n`);
  console.log("| passe | req/s | p99 ms | ÷ au repos | réponses du POST |");
  console.log("|---|---|---|---|---|");
  for (const [label, r, statuses] of rows)
    console.log(`| ${label} | ${Math.round(r.requests.average)} | ${r.latency.p99} | ${(r.requests.average / quiet.requests.average).toFixed(2)} | ${statuses ? JSON.stringify(statuses) : "—"} |`);
} finally {
  stop();
}
