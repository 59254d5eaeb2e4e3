// Files in a bucket on the built server (issue 31): servers started here as child processes of their own with
// S3_BUCKET/S3_ENDPOINT on an S3 peer (s3rver) that the spec starts and stops. On SQLite, and on PostgreSQL
// when TEST_POSTGRES_URL is set (a schema of its own): a picture whose object is missing leaves the page
// rendered; the bucket gone, /readyz answers 503 naming it, an upload is refused in French, and the cached
// pages are still served. On PostgreSQL also two instances on one database and one bucket.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DeleteObjectsCommand, ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { expect, test } from "@playwright/test";
import pg from "pg";
import sharp from "sharp";
import { type S3Peer, startS3Peer } from "../../support/s3-peer";
import { E2E_DATABASE_URL, E2E_PORT } from "../support/env";
import { PASSWORD } from "../support/fixtures";

test.describe.configure({ mode: "serial" });
test.skip(Boolean(E2E_DATABASE_URL), "runs its own servers on each engine");

const POSTGRES = process.env.TEST_POSTGRES_URL;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const png = (background: string) => sharp({ create: { width: 640, height: 400, channels: 3, background } }).png().toBuffer();

interface Site {
  url: string;
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

/** Starts build/server.js on `port` with the bucket of `peer`, on `databaseUrl` (PostgreSQL) or SQLite in `dataDir`. */
async function startSite(port: number, peer: S3Peer, dataDir: string, databaseUrl = ""): Promise<Site> {
  let output = "";
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SMTP_URL: "",
      SEED: "none",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      TRUST_PROXY: "loopback",
      S3_BUCKET: peer.config.bucket,
      S3_ENDPOINT: peer.config.endpoint,
      S3_REGION: peer.config.region,
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Le serveur s’est arrêté au démarrage :\n${output.slice(-2_000)}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    child,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill("SIGKILL");
    },
  };
}

/** A staff member made with scripts/create-admin.ts on that database, signed in: its session cookie. */
async function staffSession(site: Site, dataDir: string, databaseUrl = ""): Promise<Record<string, string>> {
  const email = `stockage-${unique()}@investir-serein.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", email, "--password", PASSWORD], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl, S3_BUCKET: "" },
    stdio: "pipe",
  });
  const headers = { Origin: site.url, "X-Forwarded-For": `10.31.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
  const signin = await fetch(`${site.url}/api/signin`, { method: "POST", headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify({ email, password: PASSWORD }) });
  expect(signin.status, await signin.clone().text()).toBe(200);
  const cookie = signin.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
  return { ...headers, Cookie: cookie };
}

async function upload(site: Site, staff: Record<string, string>, background: string) {
  const form = new FormData();
  form.append("imageSingleUrl", new File([new Uint8Array(await png(background))], "facade.png", { type: "image/png" }));
  return fetch(`${site.url}/api/upload`, { method: "POST", headers: staff, body: form });
}

async function uploaded(site: Site, staff: Record<string, string>, background: string): Promise<string> {
  const response = await upload(site, staff, background);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { imgCover: string }).imgCover;
}

async function createProject(site: Site, staff: Record<string, string>, title: string, cover: string, images: string[]): Promise<number> {
  const api = (p: string) => fetch(`${site.url}${p}`, { headers: staff }).then((r) => r.json());
  const cities = (await api("/api/villeList")) as Array<{ _id: number; nom: string }>;
  let city = cities[0];
  if (!city) {
    const created = await fetch(`${site.url}/api/ville-create`, {
      method: "POST",
      headers: { ...staff, "Content-Type": "application/json" },
      body: JSON.stringify({ nom: `Stockville ${unique()}`, population: 90000, etudiant: 12000, distanceParis: 400, transport: "train", imageCover: cover, images: [cover] }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    city = (await created.json()) as { _id: number; nom: string };
  }
  const cityId = city._id;
  const districts = (await api("/api/quartierList")) as Array<{ _id: number; cityId: number }>;
  let districtId = districts.find((d) => d.cityId === cityId)?._id;
  if (!districtId) {
    const district = await fetch(`${site.url}/api/quartier-create`, {
      method: "POST",
      headers: { ...staff, "Content-Type": "application/json" },
      body: JSON.stringify({ nom: `Centre ${unique()}`, city: city.nom }),
    });
    expect(district.status, await district.clone().text()).toBe(201);
    districtId = ((await district.json()) as { _id: number })._id;
  }
  const project = await fetch(`${site.url}/api/project-create`, {
    method: "POST",
    headers: { ...staff, "Content-Type": "application/json" },
    body: JSON.stringify({
      title,
      city: cityId,
      quartier: districtId,
      TypeBienAvant: "T3 à rénover",
      TypeBienApres: "T3 rénové",
      ScenarioAdopter: "Location meublée",
      prixGlobal: 142000,
      prixLocation: 780,
      tmpRenov: 3,
      renov1: ["Cuisine ouverte."],
      imageCover: cover,
      images,
      total: { priceAcqui: 98000, works: 26000, fraisNotaire: 7800, fraisAgence: 0, apportPersonnel: 0, furnishing: 6200, DM2AComi: 4000 },
      chargesMensuelles: { mensualiter: 0, taxeFonciere: 60, chargesCopro: 40, chargesCourantes: 15, pno: 9, cfe: 12, rentalManage: 0 },
      rentabilite: { dureeEmprunt: 20, dureeDifferer: 0, monthlyRent: 780, profitabilityBrut: 0, cashflowNet: 0, wealth1: 0, wealth5: 0, wealth10: 0 },
    }),
  });
  expect(project.status, await project.clone().text()).toBe(201);
  return ((await project.json()) as { _id: number })._id;
}

const hashOf = (mediaUrl: string) => mediaUrl.match(/[0-9a-f]{32}/)![0];

/** Removes every object of a picture (original and variants) straight from the bucket. */
async function removeObjects(peer: S3Peer, hash: string) {
  const client = new S3Client({ endpoint: peer.config.endpoint, region: peer.config.region, forcePathStyle: true, credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: peer.config.bucket, Prefix: `public/media/${hash}` }));
  const keys = (listed.Contents ?? []).map((o) => ({ Key: o.Key! }));
  expect(keys.length).toBeGreaterThan(0);
  await client.send(new DeleteObjectsCommand({ Bucket: peer.config.bucket, Delete: { Objects: keys } }));
  client.destroy();
}

/** A schema of its own on TEST_POSTGRES_URL; its URL and how to drop it. */
async function postgresSchema(base: string) {
  const schema = `e2e_storage_${process.pid}_${unique()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create schema ${schema}`);
  return {
    url: `${base}${base.includes("?") ? "&" : "?"}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
    drop: () => admin(`drop schema ${schema} cascade`),
  };
}

const engines = [{ name: "SQLite", postgres: false }, ...(POSTGRES ? [{ name: "PostgreSQL", postgres: true }] : [])];

for (const [index, engine] of engines.entries()) {
  test.describe(`files in a bucket, built server on ${engine.name}`, () => {
    const port = E2E_PORT + 20 + index * 4;
    let peer: S3Peer;
    let site: Site;
    let staff: Record<string, string>;
    let dataDir = "";
    let databaseUrl = "";
    let dropSchema = async () => {};
    let projectId = 0;
    let missing = "";

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "storage-e2e-"));
      if (engine.postgres) {
        const schema = await postgresSchema(POSTGRES!);
        databaseUrl = schema.url;
        dropSchema = schema.drop;
      }
      peer = await startS3Peer(`site-${engine.name.toLowerCase()}`);
      site = await startSite(port, peer, dataDir, databaseUrl);
      staff = await staffSession(site, dataDir, databaseUrl);
    });
    test.afterAll(async () => {
      await site?.stop();
      await peer?.close().catch(() => {});
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    test("a picture whose object is missing: the page still renders, its box kept with its text, the picture answers 404", async ({ page }) => {
      const kept = await uploaded(site, staff, "#3d7ac8");
      missing = await uploaded(site, staff, "#c8553d");
      // The missing one is the cover: the first thing a visitor sees.
      projectId = await createProject(site, staff, `Appartement au stockage ${unique()}`, missing, [kept, missing]);
      expect((await fetch(`${site.url}/readyz`)).status).toBe(200);

      await removeObjects(peer, hashOf(missing));
      const response = await page.goto(`${site.url}/projets/${projectId}`);
      expect(response?.status()).toBe(200);
      const cover = page.locator(`img[src*="${hashOf(missing)}"]`).first();
      await expect(cover).toBeVisible();
      // The browser shows the reserved box and the alternative text in place of the picture.
      expect(await cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(0);
      expect(await cover.getAttribute("alt")).toBeTruthy();
      const box = await cover.boundingBox();
      expect(box!.width).toBeGreaterThan(100);
      expect(box!.height).toBeGreaterThan(50);
      expect((await fetch(new URL(missing, site.url))).status).toBe(404);
      expect((await fetch(`${site.url}${await cover.getAttribute("src")}`)).status).toBe(404);
      expect((await fetch(new URL(kept, site.url))).status).toBe(200);
    });

    test("the bucket gone: /readyz answers 503 naming it, an upload is refused in French, cached pages are served", async () => {
      test.setTimeout(90_000);
      // Into the page cache while the bucket answers; a cached page carries a strong ETag.
      const pages = ["/", `/projets/${projectId}`];
      const etags: string[] = [];
      for (const page of pages) {
        const response = await fetch(`${site.url}${page}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("etag"), page).toMatch(/^"/);
        etags.push(response.headers.get("etag")!);
      }
      await peer.close();

      const ready = await fetch(`${site.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ statut: "stockage des fichiers injoignable", base: "ok", stockage: "injoignable" });

      const refused = await upload(site, staff, "#aa3377");
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("60");
      expect(await refused.json()).toEqual({
        errorMessage: "Le stockage des fichiers ne répond pas : rien n’a été enregistré. Réessayez dans quelques minutes ; si cela persiste, prévenez l’hébergeur.",
      });

      // The staff's form (a team member with a photo): the form comes back with the message, nothing stored.
      const form = new FormData();
      form.append("prenom", "Camille");
      form.append("role", "Chasseuse immobilière");
      form.append("photoUpload", new File([new Uint8Array(await png("#557799"))], "portrait.png", { type: "image/png" }));
      const member = await fetch(`${site.url}/creer-membre`, { method: "POST", headers: staff, body: form, redirect: "manual" });
      expect(member.status).toBe(503);
      expect(await member.text()).toContain("Le stockage des fichiers ne répond pas : rien n’a été enregistré. Réessayez dans quelques minutes");

      // The same bytes, from the cache.
      for (const [i, page] of pages.entries()) {
        const response = await fetch(`${site.url}${page}`);
        expect(response.status, page).toBe(200);
        expect(response.headers.get("etag"), page).toBe(etags[i]);
      }
    });
  });
}

test.describe("two instances on one PostgreSQL database and one bucket", () => {
  test.skip(!POSTGRES, "TEST_POSTGRES_URL is not set");
  const port = E2E_PORT + 28;
  let peer: S3Peer;
  let sites: Site[] = [];
  let dataDirs: string[] = [];
  let drop = async () => {};
  let databaseUrl = "";

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const schema = await postgresSchema(POSTGRES!);
    drop = schema.drop;
    databaseUrl = schema.url;
    peer = await startS3Peer("site-deux");
    dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "storage-e2e-")));
    // One after the other: the first applies the migrations.
    sites = [await startSite(port, peer, dataDirs[0], schema.url)];
    sites.push(await startSite(port + 1, peer, dataDirs[1], schema.url));
  });
  test.afterAll(async () => {
    await Promise.all(sites.map((s) => s.stop()));
    await peer?.close();
    await drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("a picture uploaded on one is served by the other; a page edited on one is fresh on the other within a second", async () => {
    const [one, other] = sites;
    const staff = await staffSession(one, dataDirs[0], databaseUrl);
    const picture = await uploaded(one, staff, "#2f6f4e");
    const served = await fetch(new URL(picture, other.url));
    expect(served.status).toBe(200);
    const original = await fetch(new URL(picture, one.url));
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(await original.arrayBuffer()))).toBe(true);

    const title = `Appartement partagé ${unique()}`;
    const id = await createProject(one, staff, title, picture, [picture]);
    // Into the other's page cache, then edited on the first.
    expect(await (await fetch(`${other.url}/projets/${id}`)).text()).toContain(title);
    const edited = `Appartement repeint ${unique()}`;
    const patch = await fetch(`${one.url}/api/project/${id}`, { method: "PATCH", headers: { ...staff, "Content-Type": "application/json" }, body: JSON.stringify({ title: edited }) });
    expect(patch.status, await patch.clone().text()).toBe(200);
    const editedAt = performance.now();
    await expect.poll(async () => (await fetch(`${other.url}/projets/${id}`)).text(), { timeout: 1_000, intervals: [50] }).toContain(edited);
    expect(performance.now() - editedAt).toBeLessThan(1_000);
  });
});
