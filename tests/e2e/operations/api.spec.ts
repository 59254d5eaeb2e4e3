// The JSON API over HTTP against the built server: every call of spec section 7 with its success,
// its authorisation failures, its validation failures, and every response body checked against the
// OpenAPI document the server publishes.
import { execFileSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { type APIRequestContext, type APIResponse, expect, test } from "@playwright/test";
import sharp from "sharp";
import { validateJsonSchema } from "../../support/json-schema";
import { ADDED_CALLS, SPEC_CALLS } from "../../../app/domain/api/spec-calls";
import { BASE_URL, DATA_DIR, E2E_DATABASE_URL } from "../support/env";
import { expectAccessible, storedRow } from "../support/helpers";

type Json = Record<string, unknown>;
type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Json }> }> }>> } & Json;

let doc: Doc;
let anon: APIRequestContext;
let admin: APIRequestContext;
let client: APIRequestContext;
let clientEmail: string;
const contexts: APIRequestContext[] = [];

/** A documentation address (RFC 5737 and 198.18/15) of its own for each context: rate limits are per address. */
const newIp = () => `198.${18 + randomInt(2)}.${randomInt(256)}.${randomInt(1, 255)}`;
const unique = () => `${Date.now().toString(36)}${randomInt(1e6).toString(36)}`;

test.beforeAll(async ({ playwright }) => {
  const open = async () => {
    // A script calling the API with a session cookie says where it comes from, as a browser does.
    const context = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": newIp(), origin: BASE_URL } });
    contexts.push(context);
    return context;
  };
  anon = await open();
  doc = (await (await anon.get("/api/openapi.json")).json()) as Doc;

  const adminEmail = `admin-api-${unique()}@example.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", adminEmail, "--password", "mot-de-passe-admin"], {
    env: { ...process.env, DATA_DIR, ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}) },
    stdio: "ignore",
  });
  admin = await open();
  expect((await admin.post("/api/signin", { data: { email: adminEmail, password: "mot-de-passe-admin" } })).status()).toBe(200);

  clientEmail = `client-api-${unique()}@example.fr`;
  client = await open();
  expect((await client.post("/api/signup", { data: { username: "Cliente", email: clientEmail, password: "mot-de-passe-client" } })).status()).toBe(201);
  expect((await client.post("/api/signin", { data: { email: clientEmail, password: "mot-de-passe-client" } })).status()).toBe(200);
});

test.afterAll(async () => {
  // A context the browser already closed with its worker has nothing left to dispose.
  for (const context of contexts) await context.dispose().catch(() => undefined);
});

/**
 * Checks a response against the OpenAPI document: its status is one the document lists for this call,
 * and its body follows the schema given there. Returns the body.
 */
async function documented(response: APIResponse, method: string, path: string): Promise<any> {
  const operation = doc.paths[path]?.[method];
  expect(operation, `${method} ${path} dans le document`).toBeTruthy();
  const status = String(response.status());
  const described = operation.responses[status];
  expect(described, `statut ${status} de ${method} ${path} (${await response.text()})`).toBeTruthy();
  if (status === "204") {
    expect(await response.text()).toBe("");
    return null;
  }
  expect(response.headers()["content-type"]).toMatch(/^application\/json/);
  const body = await response.json();
  const schema = described.content?.["application/json"]?.schema;
  expect(schema, `schéma de la réponse ${status}`).toBeTruthy();
  expect(validateJsonSchema(schema!, body, doc), `${method} ${path} ${status}`).toEqual([]);
  return body;
}

/** The document's path of a URL: /api/projets/12 → /api/projets/{id}. */
const template = (url: string) =>
  new URL(url, BASE_URL).pathname.replace(/^\/api\/(projets|ville|project|quartier|resource)\/[^/]+$/, "/api/$1/{id}").replace(/^\/api\/ville\/[^/]+\/marche$/, "/api/ville/{id}/marche");

/** A call whose response must have `status` and follow the document; returns the body. */
async function call(
  context: APIRequestContext,
  method: "get" | "post" | "patch" | "delete",
  url: string,
  status: number,
  options: Parameters<APIRequestContext["fetch"]>[1] = {},
): Promise<any> {
  const response = await context.fetch(url, { method: method.toUpperCase(), ...options });
  expect(response.status(), `${method.toUpperCase()} ${url} : ${await response.text()}`).toBe(status);
  return documented(response, method, template(url));
}

/** The French 400 names each field. */
function expectFields(body: { errorMessage: string; errors?: Record<string, string[]> }, fields: string[]) {
  expect(Object.keys(body.errors ?? {})).toEqual(expect.arrayContaining(fields));
  for (const field of fields) expect(body.errorMessage).toContain(field);
  expect(body.errorMessage).toMatch(/^Champs? invalides?/);
}

const png = (color: string) => sharp({ create: { width: 32, height: 24, channels: 3, background: color } }).png().toBuffer();

/** A seeded city (with projects and districts), not one that a test creates. */
/** A seeded city (one that has districts): other spec files add and remove cities in parallel. */
async function firstCity(): Promise<{ _id: number; nom: string }> {
  const cities = (await call(anon, "get", "/api/villeList", 200)) as Array<{ _id: number; nom: string }>;
  const districts = (await call(anon, "get", "/api/quartierList", 200)) as Array<{ cityId: number }>;
  return cities.find((c) => !c.nom.startsWith("Ville API") && districts.some((d) => d.cityId === c._id))!;
}

async function districtOf(cityId: number): Promise<{ _id: number; nom: string }> {
  const districts = (await call(anon, "get", "/api/quartierList", 200)) as Array<{ _id: number; nom: string; cityId: number }>;
  return districts.find((d) => d.cityId === cityId)!;
}

const newProject = (city: number | string, quartier: number | string, extra: Json = {}) => ({
  title: `Projet API ${unique()}`,
  city,
  quartier,
  TypeBienAvant: "T2 de 45 m² à rénover",
  TypeBienApres: "T2",
  ScenarioAdopter: "Location meublée",
  prixGlobal: 118500,
  prixLocation: 640,
  tauxEmprunt: 3.6,
  tmpRenov: 3,
  renov1: ["Cuisine ouverte.", "Sols refaits."],
  total: { priceAcqui: 85000, works: 21000, fraisNotaire: 6800, fraisAgence: 0, apportPersonnel: 0, furnishing: 4200, DM2AComi: 1500 },
  chargesMensuelles: { mensualiter: 560, taxeFonciere: 55, chargesCopro: 35, chargesCourantes: 15, pno: 9, cfe: 12, rentalManage: 0 },
  rentabilite: { dureeEmprunt: 20, dureeDifferer: 0, monthlyRent: 640, profitabilityBrut: 6.5, cashflowNet: 14, wealth1: 2500, wealth5: 15000, wealth10: 36000 },
  ...extra,
});

test("the OpenAPI document lists every call of spec section 7 and those added since; the reference page shows them", async ({ page }) => {
  test.slow(); // axe-core on a long reference page
  const response = await anon.get("/api/openapi.json");
  expect(response.status()).toBe(200);
  const listed = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m} ${path}`));
  expect(listed.sort()).toEqual([...SPEC_CALLS, ...ADDED_CALLS].sort());
  expect(doc.openapi).toBe("3.1.0");

  const html = await page.goto("/api/docs");
  expect(html?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Référence de l’API");
  for (const spec of [...SPEC_CALLS, ...ADDED_CALLS]) {
    const [method, path] = spec.split(" ");
    await expect(page.getByRole("heading", { name: `${method.toUpperCase()} ${path}`, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("row", { name: /chargesMensuelles\.cfe/ }).first()).toBeVisible();
  await expectAccessible(page);
});

test("the market figures of a city (issue 21): sales, districts, reference rents and their sources; why Mulhouse has no sales", async () => {
  const cities = await call(anon, "get", "/api/villeList", 200);
  const id = (nom: string) => cities.find((c: { nom: string }) => c.nom === nom)._id;
  const limoges = await call(anon, "get", `/api/ville/${id("Limoges")}/marche`, 200);
  expect(limoges).toMatchObject({ ville: "Limoges", codeInsee: "87085", ventes: { couverture: "couverte", explication: null } });
  const sales = limoges.ventes.commune;
  expect(sales.nombre).toBeGreaterThanOrEqual(5);
  expect(sales.premierQuartile).toBeLessThanOrEqual(sales.mediane);
  expect(sales.mediane).toBeLessThanOrEqual(sales.troisiemeQuartile);
  expect(sales.semestres.map((s: { semestre: string }) => s.semestre)).toEqual(["2022-S2", "2023-S1", "2023-S2", "2024-S1", "2024-S2", "2025-S1"]);
  expect(limoges.ventes.source).toMatch(/^Source : « Demandes de valeurs foncières » géolocalisées \(DGFiP, Etalab\), ventes enregistrées jusqu’au 30 juin 2025, importées le .+\. Licence Ouverte 2\.0\.$/);
  expect(limoges.ventes.quartiers.map((q: { nom: string }) => q.nom)).toEqual(["Carnot-Marceau", "Les Bénédictins"]);
  expect(limoges.loyers.map((l: { segment: string }) => l.segment)).toEqual(["appartements", "t1-t2", "t3-plus", "maisons"]);
  for (const rent of limoges.loyers) expect(rent.source).toMatch(/^Source : Carte des loyers 2025 .+Licence Ouverte 2\.0\.$/);

  const mulhouse = await call(anon, "get", `/api/ville/${id("Mulhouse")}/marche`, 200);
  expect(mulhouse.ventes).toMatchObject({ couverture: "non-couverte", commune: null, source: null, explication: expect.stringMatching(/Alsace-Moselle/) });
  expect(mulhouse.loyers.find((l: { segment: string }) => l.segment === "maisons")).toMatchObject({ niveau: "maille" });
  expect((await call(anon, "get", "/api/ville/999999/marche", 404)).errorMessage).toBe("Ville introuvable.");
});

test("public reads: projectList, quartierList, villeList, resourceList, projets/{id}, ville/{id}", async () => {
  const response = await anon.get("/api/projectList?parPage=3");
  const projects = await documented(response, "get", "/api/projectList");
  expect(projects).toHaveLength(3);
  expect(Number(response.headers()["x-total-count"])).toBeGreaterThanOrEqual(8);
  expect(response.headers()["x-page-count"]).toBeDefined();
  const project = projects[0];
  expect(project).toMatchObject({ _id: expect.any(Number), city: expect.any(String), total: { priceAcqui: expect.any(Number) }, chargesMensuelles: { cfe: expect.any(Number) } });

  const featured = await call(anon, "get", "/api/projectList?enAvant=true", 200);
  expect(featured.length).toBeLessThanOrEqual(3);
  for (const p of featured) expect(p.enAvant).toBe(true);
  const inCity = await call(anon, "get", `/api/projectList?ville=${project.cityId}&max=${project.prixGlobal}`, 200);
  for (const p of inCity) {
    expect(p.cityId).toBe(project.cityId);
    expect(p.prixGlobal).toBeLessThanOrEqual(project.prixGlobal);
  }
  const bad = await call(anon, "get", "/api/projectList?min=abc&parPage=500", 400);
  expectFields(bad, ["min", "parPage"]);

  const one = await call(anon, "get", `/api/projets/${project._id}`, 200);
  expect(one).toEqual(project);
  expect((await call(anon, "get", "/api/projets/999999", 404)).errorMessage).toBe("Projet introuvable.");
  expect((await call(anon, "get", "/api/projets/abc", 404)).errorMessage).toBe("Projet introuvable.");

  const cities = await call(anon, "get", "/api/villeList", 200);
  expect(cities.length).toBeGreaterThan(0);
  expect(await call(anon, "get", `/api/ville/${cities[0]._id}`, 200)).toEqual(cities[0]);
  expect((await call(anon, "get", "/api/ville/999999", 404)).errorMessage).toBe("Ville introuvable.");

  const districts = await call(anon, "get", "/api/quartierList", 200);
  expect(districts.length).toBeGreaterThan(0);
  expect(districts[0]).toMatchObject({ nom: expect.any(String), city: expect.any(String), StrategieAdopter: expect.any(String), commentaire: expect.any(Array) });
  const resources = await call(anon, "get", "/api/resourceList", 200);
  expect(resources.length).toBeGreaterThan(0);
});

test("signup: 201, field messages, e-mail already used, malformed JSON", async () => {
  const email = `nouvelle-${unique()}@example.fr`;
  const created = await call(anon, "post", "/api/signup", 201, { data: { username: "Nouvelle", email, password: "une phrase de passe" } });
  expect(created).toMatchObject({ email, role: "client", formulaire: { valid: false } });
  const again = await call(anon, "post", "/api/signup", 409, { data: { username: "Nouvelle", email: email.toUpperCase(), password: "une phrase de passe" } });
  expect(again.errorMessage).toBe("Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou utilisez une autre adresse.");
  const invalid = await call(anon, "post", "/api/signup", 400, { data: { username: "N", email: "pas-une-adresse", password: "court" } });
  expectFields(invalid, ["username", "email", "password"]);
  expect(invalid.errors.password).toEqual(["Le mot de passe doit faire au moins 8 caractères."]);
  const malformed = await call(anon, "post", "/api/signup", 400, { data: Buffer.from('{"username": "x",'), headers: { "content-type": "application/json" } });
  expect(malformed.errorMessage).toBe("Le corps de la requête n’est pas un JSON valide.");
  expect((await call(anon, "post", "/api/signup", 400, { data: Buffer.from("[1, 2]"), headers: { "content-type": "application/json" } })).errorMessage).toBe(
    "Le corps de la requête doit être un objet JSON.",
  );
  expect((await call(anon, "post", "/api/signup", 400, { data: Buffer.alloc(0), headers: { "content-type": "application/json" } })).errorMessage).toMatch(/vide/);
  await call(anon, "post", "/api/signup", 415, { data: Buffer.from("username=x"), headers: { "content-type": "application/x-www-form-urlencoded" } });
  expect((await storedRow("select count(*) as n from users where email = ?", email))).toEqual({ n: 1 });
});

test("signup is limited to 10 accounts an hour per address (429)", async ({ playwright }) => {
  const burst = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": newIp(), origin: BASE_URL } });
  contexts.push(burst);
  for (let i = 0; i < 10; i++)
    await call(burst, "post", "/api/signup", 201, { data: { username: `Rafale ${i}`, email: `rafale-${i}-${unique()}@example.fr`, password: "mot-de-passe-rafale" } });
  const email = `rafale-refusee-${unique()}@example.fr`;
  const limited = await call(burst, "post", "/api/signup", 429, { data: { username: "Rafale", email, password: "mot-de-passe-rafale" } });
  expect(limited.errorMessage).toBe("Trop de tentatives. Réessayez dans quelques minutes.");
  expect((await storedRow("select count(*) as n from users where email = ?", email))).toEqual({ n: 0 });
});

test("signin: user with formulaire.valid and a session cookie; wrong password 401; rate limits 429", async ({ playwright }) => {
  const context = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": newIp(), origin: BASE_URL } });
  contexts.push(context);
  const response = await context.post("/api/signin", { data: { email: clientEmail, password: "mot-de-passe-client" } });
  const user = await documented(response, "post", "/api/signin");
  expect(user.email).toBe(clientEmail);
  expect(typeof user.formulaire.valid).toBe("boolean");
  expect(response.headers()["set-cookie"]).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
  expect((await call(context, "get", "/api/profile", 200)).email).toBe(clientEmail);

  const wrong = await call(context, "post", "/api/signin", 401, { data: { email: clientEmail, password: "pas le bon" } });
  expect(wrong.errorMessage).toBe("E-mail ou mot de passe incorrect.");
  expectFields(await call(context, "post", "/api/signin", 400, { data: { email: "", password: "" } }), ["email", "password"]);

  // Per account: from the third failure, the account waits before another try (whatever the password).
  const victim = `victime-${unique()}@example.fr`;
  for (let i = 0; i < 3; i++) await call(context, "post", "/api/signin", 401, { data: { email: victim, password: "essai" } });
  expect((await call(context, "post", "/api/signin", 429, { data: { email: victim, password: "essai" } })).errorMessage).toMatch(/^Trop de tentatives pour ce compte/);

  // Per address: 30 sign-ins per 15 minutes, then 429 from that address only.
  const ip = newIp();
  const burst = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": ip, origin: BASE_URL } });
  contexts.push(burst);
  for (let i = 0; i < 30; i++)
    expect((await burst.post("/api/signin", { data: { email: `inconnu-${i}-${unique()}@example.fr`, password: "essai" } })).status()).toBe(401);
  const limited = await call(burst, "post", "/api/signin", 429, { data: { email: clientEmail, password: "mot-de-passe-client" } });
  expect(limited.errorMessage).toBe("Trop de tentatives. Réessayez dans quelques minutes.");
  await call(context, "post", "/api/signin", 200, { data: { email: clientEmail, password: "mot-de-passe-client" } });
});

test("profile, formulaire and etape1 need a signed-in user and touch only that user", async ({ playwright }) => {
  for (const [method, url] of [["get", "/api/profile"], ["patch", "/api/formulaire"], ["patch", "/api/etape1"]] as const) {
    const body = await call(anon, method, url, 401, method === "get" ? {} : { data: { etape1: true } });
    expect(body.errorMessage).toBe("Vous devez être connecté.");
  }
  // A second client, whose answers must not change.
  const otherEmail = `autre-${unique()}@example.fr`;
  const other = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": newIp(), origin: BASE_URL } });
  contexts.push(other);
  await call(other, "post", "/api/signup", 201, { data: { username: "Autre", email: otherEmail, password: "mot-de-passe-autre" } });

  const profile = await call(client, "get", "/api/profile", 200);
  expect(profile.email).toBe(clientEmail);

  const invalid = await call(client, "patch", "/api/formulaire", 400, { data: { prenom: "Léa", ville: "Lyon", budget: -5, travaux: "beaucoup" } });
  expectFields(invalid, ["nom", "budget", "travaux", "rgpd"]);
  const other400 = await call(client, "patch", "/api/formulaire", 400, { data: { nom: "Martin", prenom: "Léa", ville: "Lyon", rgpd: true, situationPro: "Autre" } });
  expect(other400.errors).toEqual({ situationAutre: ["Précisez votre situation."] });

  const saved = await call(client, "patch", "/api/formulaire", 200, {
    data: { nom: "Martin", prenom: "Léa", age: 34, ville: "Lyon", email: otherEmail, budget: 150000, revenus: 42000, travaux: "modere", situationPro: "CDI", apportPerso: "10", rgpd: true, valid: true },
  });
  expect(saved).toMatchObject({ email: clientEmail, nom: "Martin", age: 34, formulaire: { valid: true, budget: 150000, travaux: "modere", situationPro: "CDI" } });

  expect((await call(client, "patch", "/api/etape1", 400, { data: { etape1: false } })).errors).toEqual({ etape1: ["etape1 doit valoir true pour terminer l’étape 1."] });
  const step = await call(client, "patch", "/api/etape1", 200, { data: { ...saved, etape1: true } });
  expect(step.etape1).toBe(true);
  expect(step.etape2).toBe(false);

  const mine = (await storedRow("select formulaire_valid, etape1, consent_version from users where email = ?", clientEmail)) as Json;
  expect(mine).toMatchObject({ formulaire_valid: 1, etape1: 1 });
  expect(mine.consent_version).toBeTruthy();
  expect((await storedRow("select formulaire_valid, etape1, nom from users where email = ?", otherEmail))).toEqual({ formulaire_valid: 0, etape1: 0, nom: "" });
});

test("logout deletes the session: the cookie no longer works", async ({ playwright }) => {
  const context = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "x-forwarded-for": newIp(), origin: BASE_URL } });
  contexts.push(context);
  await call(context, "post", "/api/signin", 200, { data: { email: clientEmail, password: "mot-de-passe-client" } });
  const token = (await context.storageState()).cookies.find((c) => c.name === "session")!.value;
  const response = await context.post("/api/logout");
  expect((await documented(response, "post", "/api/logout")).message).toBe("Vous êtes déconnecté.");
  expect(response.headers()["set-cookie"]).toMatch(/^session=; .*Max-Age=0/);
  await call(context, "get", "/api/profile", 401);
  // The old token is refused even if a client kept it.
  await call(anon, "get", "/api/profile", 401, { headers: { cookie: `session=${token}` } });
  await call(anon, "post", "/api/logout", 200);
});

test("userList is for admins only and never shows a password", async () => {
  expect((await call(anon, "get", "/api/userList", 401)).errorMessage).toBe("Vous devez être connecté.");
  expect((await call(client, "get", "/api/userList", 403)).errorMessage).toBe("Accès réservé à l’équipe.");
  const users = await call(admin, "get", "/api/userList", 200);
  expect(users.some((u: Json) => u.email === clientEmail)).toBe(true);
  expect(JSON.stringify(users)).not.toMatch(/password|argon2/i);
  const found = await call(admin, "get", `/api/userList?q=${encodeURIComponent(clientEmail)}`, 200);
  expect(found.map((u: Json) => u.email)).toEqual([clientEmail]);
});

test("every write is refused to visitors (401) and clients (403)", async () => {
  const writes: Array<["post" | "patch" | "delete", string]> = [
    ["post", "/api/project-create"],
    ["patch", "/api/project/1"],
    ["delete", "/api/project/1"],
    ["post", "/api/ville-create"],
    ["patch", "/api/ville/1"],
    ["delete", "/api/ville/1"],
    ["post", "/api/quartier-create"],
    ["patch", "/api/quartier/1"],
    ["delete", "/api/quartier/1"],
    ["post", "/api/resource-create"],
    ["patch", "/api/resource/1"],
    ["delete", "/api/resource/1"],
    ["post", "/api/upload"],
    ["post", "/api/uploadmultiple"],
  ];
  for (const [method, url] of writes) {
    const options = method === "delete" ? {} : { data: { nom: "x" } };
    expect((await call(anon, method, url, 401, options)).errorMessage).toBe("Vous devez être connecté.");
    expect((await call(client, method, url, 403, options)).errorMessage).toBe("Accès réservé à l’équipe.");
  }
  expect((await storedRow("select count(*) as n from projects where id = 1"))).toEqual({ n: 1 });
});

test("projects: create with uploaded images, read back, PATCH a few fields, DELETE; 400, 404", async () => {
  const city = await firstCity();
  const district = await districtOf(city._id);
  const { imgCover } = await call(admin, "post", "/api/upload", 201, {
    multipart: { imageSingleUrl: { name: "couverture.png", mimeType: "image/png", buffer: await png("#c8553d") } },
  });
  expect(imgCover).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);

  const body = newProject(city.nom, district.nom, { imageCover: imgCover, imagesTravaux: [imgCover], video: ["https://www.youtube.com/watch?v=abcdefghijk"] });
  const response = await admin.post("/api/project-create", { data: body });
  const created = await documented(response, "post", "/api/project-create");
  expect(response.status()).toBe(201);
  expect(created).toMatchObject({ title: body.title, city: city.nom, cityId: city._id, quartier: district.nom, quartierId: district._id, TypeBienApres: "T2", enAvant: false });
  expect(created.imageCover).toBe(`/media/${imgCover.slice(7, 39)}-960.webp`);
  expect(created.renov1).toEqual(["Cuisine ouverte.", "Sols refaits."]);
  expect(created.chargesMensuelles.cfe).toBe(12);
  expect((await anon.get(created.imageCover)).headers()["content-type"]).toBe("image/webp");
  expect(await call(anon, "get", `/api/projets/${created._id}`, 200)).toEqual(created);

  // PATCH: only the fields sent change; the returned project is accepted back as is.
  const patched = await call(admin, "patch", `/api/project/${created._id}`, 200, { data: { ...created, title: "Titre modifié", chargesMensuelles: { cfe: 20 } } });
  expect(patched).toMatchObject({ title: "Titre modifié", prixGlobal: 118500, imageCover: created.imageCover, renov1: created.renov1 });
  expect(patched.chargesMensuelles).toEqual({ ...created.chargesMensuelles, cfe: 20 });
  const row = (await storedRow("select title, charges_mensuelles, image_cover from projects where id = ?", created._id)) as Json;
  expect(row.title).toBe("Titre modifié");
  expect(JSON.parse(row.charges_mensuelles as string).cfe).toBe(20);
  expect(row.image_cover).toBe(imgCover.slice(7, 39));

  // The DPE (issue 13, item 10): a letter A–G or "", never worse after works than before.
  expect(await call(admin, "patch", `/api/project/${created._id}`, 200, { data: { dpeBefore: "G", dpeAfter: "C" } })).toMatchObject({ dpeBefore: "G", dpeAfter: "C" });
  const worse = await call(admin, "patch", `/api/project/${created._id}`, 400, { data: { dpeBefore: "C", dpeAfter: "G" } });
  expect(worse.errors).toEqual({ dpeAfter: ["Le DPE après travaux (G) ne peut pas être moins bon que le DPE avant travaux (C)."] });
  const letter = await call(admin, "patch", `/api/project/${created._id}`, 400, { data: { dpeBefore: "H" } });
  expect(letter.errors).toEqual({ dpeBefore: ["Le DPE avant travaux : choisissez une classe de A à G."] });
  expect(await storedRow("select dpe_before, dpe_after from projects where id = ?", created._id)).toEqual({ dpe_before: "G", dpe_after: "C" });
  // The photo before works (issue 13, item 13): an uploaded image, returned as its variant like the cover.
  expect((await call(admin, "patch", `/api/project/${created._id}`, 200, { data: { imageAvant: imgCover } })).imageAvant).toBe(created.imageCover);

  const invalid = await call(admin, "post", "/api/project-create", 400, {
    data: { ...newProject(city._id, district._id), title: " ", TypeBienApres: "", chargesMensuelles: { cfe: -3 }, rentabilite: { dureeEmprunt: 0 }, images: ["https://ailleurs.fr/x.jpg"] },
  });
  expectFields(invalid, ["title", "TypeBienApres", "chargesMensuelles.cfe", "rentabilite.dureeEmprunt", "images.0"]);
  expect(invalid.errors["chargesMensuelles.cfe"]).toEqual(["La CFE ne peut pas être négative."]);
  const otherCity = (await call(anon, "get", "/api/villeList", 200)).find((c: Json) => c._id !== city._id);
  const wrongDistrict = await call(admin, "post", "/api/project-create", 400, { data: newProject(otherCity._id, district._id) });
  expect(wrongDistrict.errors).toEqual({ quartier: ["Ce quartier n’appartient pas à la ville choisie."] });
  expect((await call(admin, "post", "/api/project-create", 400, { data: newProject("Atlantide", district._id) })).errors).toHaveProperty("city");
  await call(admin, "patch", `/api/project/${created._id}`, 400, { data: Buffer.from("{title:"), headers: { "content-type": "application/json" } });
  await call(admin, "patch", "/api/project/999999", 404, { data: { title: "x" } });

  await call(admin, "delete", `/api/project/${created._id}`, 204);
  await call(anon, "get", `/api/projets/${created._id}`, 404);
  await call(admin, "delete", `/api/project/${created._id}`, 404);
});

test("a fourth featured project is refused with 409", async () => {
  const city = await firstCity();
  const district = await districtOf(city._id);
  const created: number[] = [];
  try {
    let refused: Json | null = null;
    for (let i = 0; i < 4 && !refused; i++) {
      const response = await admin.post("/api/project-create", { data: newProject(city._id, district._id, { enAvant: true }) });
      const body = await documented(response, "post", "/api/project-create");
      if (response.status() === 201) created.push(body._id);
      else {
        expect(response.status()).toBe(409);
        refused = body;
      }
    }
    expect(refused?.errorMessage).toBe(
      "Impossible de mettre ce projet en avant : 3 projets le sont déjà. Retirez d’abord la mise en avant d’un autre projet.",
    );
    const featured = await anon.get("/api/projectList?enAvant=true");
    expect(featured.headers()["x-total-count"]).toBe("3");
    // Featuring an existing project through PATCH is refused too.
    const plain = await call(admin, "post", "/api/project-create", 201, { data: newProject(city._id, district._id) });
    created.push(plain._id);
    expect((await call(admin, "patch", `/api/project/${plain._id}`, 409, { data: { enAvant: true } })).errorMessage).toMatch(/^Impossible de mettre ce projet en avant/);
  } finally {
    for (const id of created) await admin.delete(`/api/project/${id}`);
  }
});

test("cities: create, PATCH, refuse to delete one in use (409), delete; 400, 404", async () => {
  const created = await call(admin, "post", "/api/ville-create", 201, {
    data: { nom: `Ville API ${unique()}`, population: 120000, etudiant: 20000, distanceParis: 410, transport: "train", onglet1: ["Premier.", "Second."], titre1: "Patrimoine" },
  });
  expect(created).toMatchObject({ transport: "train", onglet1: ["Premier.", "Second."], imageCover: null, images: [] });
  const patched = await call(admin, "patch", `/api/ville/${created._id}`, 200, { data: { population: 125000 } });
  expect(patched).toMatchObject({ population: 125000, nom: created.nom, titre1: "Patrimoine" });
  expect(await call(anon, "get", `/api/ville/${created._id}`, 200)).toEqual(patched);

  expectFields(await call(admin, "post", "/api/ville-create", 400, { data: { nom: "", transport: "bateau", population: -1 } }), ["nom", "transport", "population"]);
  expect((await call(admin, "patch", `/api/ville/${created._id}`, 400, { data: { transport: "bateau" } })).errors).toEqual({ transport: ["Choisissez avion, train ou bus."] });

  const inUse = await firstCity();
  const refused = await call(admin, "delete", `/api/ville/${inUse._id}`, 409);
  expect(refused.errorMessage).toMatch(/^Impossible de supprimer cette ville : .+ l’utilisen?t? encore\.$/);
  await call(admin, "delete", `/api/ville/${created._id}`, 204);
  await call(admin, "delete", `/api/ville/${created._id}`, 404);
  await call(admin, "patch", "/api/ville/999999", 404, { data: { nom: "x" } });
});

test("districts: create, PATCH, refuse to delete one in use (409), delete; 400, 404", async () => {
  const city = await firstCity();
  const created = await call(admin, "post", "/api/quartier-create", 201, {
    data: { nom: `Quartier API ${unique()}`, city: city.nom, tmpUni: 10, tmpCentreVille: 5, parc: "Parc à 200 m", StrategieAdopter: "Colocation", URL: "https://exemple.fr/quartier", commentaire: ["Calme.", "Bien desservi."] },
  });
  expect(created).toMatchObject({ city: city.nom, cityId: city._id, parc: "Parc à 200 m", StrategieAdopter: "Colocation", URL: "https://exemple.fr/quartier", commentaire: ["Calme.", "Bien desservi."] });
  const patched = await call(admin, "patch", `/api/quartier/${created._id}`, 200, { data: { tmpUni: 12 } });
  await call(admin, "patch", "/api/quartier/999999", 404, { data: { tmpUni: 12 } });
  expect(patched).toMatchObject({ tmpUni: 12, parc: "Parc à 200 m" });
  expectFields(await call(admin, "post", "/api/quartier-create", 400, { data: { nom: "", city: "Atlantide", URL: "pas une adresse" } }), ["nom", "URL"]);
  expect((await call(admin, "post", "/api/quartier-create", 400, { data: { nom: "Sans ville" } })).errors).toEqual({ city: ["Choisissez une ville."] });
  expect((await call(admin, "post", "/api/quartier-create", 400, { data: { nom: "Ville inconnue", city: "Atlantide" } })).errors).toHaveProperty("city");

  const project = await call(admin, "post", "/api/project-create", 201, { data: newProject(city._id, created._id) });
  expect((await call(admin, "delete", `/api/quartier/${created._id}`, 409)).errorMessage).toBe("Impossible de supprimer ce quartier : 1 projet l’utilise encore.");
  await call(admin, "delete", `/api/project/${project._id}`, 204);
  await call(admin, "delete", `/api/quartier/${created._id}`, 204);
  await call(admin, "delete", `/api/quartier/${created._id}`, 404);
});

test("resources: create, PATCH, delete; 400 names the field, 404", async () => {
  const created = await call(admin, "post", "/api/resource-create", 201, { data: { nom: "ANIL", lien: "https://www.anil.org" } });
  expect(created).toMatchObject({ nom: "ANIL", lien: "https://www.anil.org" });
  expect((await call(anon, "get", "/api/resourceList", 200)).some((r: Json) => r._id === created._id)).toBe(true);
  expect(await call(admin, "patch", `/api/resource/${created._id}`, 200, { data: { nom: "ANIL : vos droits" } })).toMatchObject({ nom: "ANIL : vos droits", lien: "https://www.anil.org" });
  const invalid = await call(admin, "post", "/api/resource-create", 400, { data: { nom: "", lien: "ftp://exemple.fr" } });
  expectFields(invalid, ["nom", "lien"]);
  await call(admin, "patch", "/api/resource/999999", 404, { data: { nom: "x" } });
  await call(admin, "delete", `/api/resource/${created._id}`, 204);
  await call(admin, "delete", `/api/resource/${created._id}`, 404);
});

test("uploads: imgCover and images URLs; wrong type 400; over 10 MB 413; not multipart 415", async () => {
  const one = await call(admin, "post", "/api/upload", 201, {
    multipart: { imageSingleUrl: { name: "photo.png", mimeType: "image/png", buffer: await png("#1e3a5f") } },
  });
  const original = await anon.get(one.imgCover);
  expect(original.status()).toBe(200);
  expect(original.headers()["content-type"]).toBe("image/png");

  const form = new FormData();
  form.append("imageUrl", new Blob([new Uint8Array(await png("#8ab17d"))], { type: "image/png" }), "a.png");
  form.append("imageUrl", new Blob([new Uint8Array(await png("#f4e9d8"))], { type: "image/png" }), "b.png");
  const many = await call(admin, "post", "/api/uploadmultiple", 201, { multipart: form });
  expect(many.images).toHaveLength(2);
  for (const url of many.images) expect(url).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);

  const wrongType = await call(admin, "post", "/api/upload", 400, {
    multipart: { imageSingleUrl: { name: "script.png", mimeType: "image/png", buffer: Buffer.from("<script>alert(1)</script>") } },
  });
  expectFields(wrongType, ["imageSingleUrl"]);
  expect(wrongType.errors.imageSingleUrl[0]).toMatch(/Type de fichier refusé/);
  expectFields(await call(admin, "post", "/api/uploadmultiple", 400, { multipart: { autre: "x" } }), ["imageUrl"]);

  const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0);
  huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const tooLarge = await call(admin, "post", "/api/upload", 413, { multipart: { imageSingleUrl: { name: "enorme.png", mimeType: "image/png", buffer: huge } } });
  expect(tooLarge.errorMessage).toBe("enorme.png : le fichier dépasse la taille maximale de 10 Mo.");
  await call(admin, "post", "/api/upload", 415, { data: { imageSingleUrl: "x" } });
});

test("a JSON body over 1 MB is refused with 413, before anything is stored", async () => {
  const response = await admin.post("/api/resource-create", { data: { nom: "x".repeat(1024 * 1024), lien: "https://exemple.fr" } });
  expect(response.status()).toBe(413);
  expect((await documented(response, "post", "/api/resource-create")).errorMessage).toBe("Le corps de la requête dépasse 1 Mo.");
  // The rest of the body is not read: the connection is not reused.
  expect(response.headers().connection).toBe("close");
  expect((await storedRow("select count(*) as n from resources where length(nom) > 1000"))).toEqual({ n: 0 });
});

test("a write from another origin is refused with a JSON 403; unknown paths and methods answer JSON", async () => {
  const crossSite = await call(admin, "post", "/api/resource-create", 403, {
    data: { nom: "CSRF", lien: "https://exemple.fr" },
    headers: { origin: "https://malveillant.example" },
  });
  expect(crossSite.errorMessage).toBe("Requête refusée : origine inconnue.");
  // Same origin is fine.
  const sameOrigin = await call(admin, "post", "/api/resource-create", 201, { data: { nom: "Même origine", lien: "https://exemple.fr" }, headers: { origin: BASE_URL } });
  await call(admin, "delete", `/api/resource/${sameOrigin._id}`, 204);

  const unknown = await anon.get("/api/inexistant");
  expect(unknown.status()).toBe(404);
  expect(await unknown.json()).toEqual({ errorMessage: "Appel inconnu : la liste des appels est sur /api/docs." });
  const wrongMethod = await anon.post("/api/projectList");
  expect(wrongMethod.status()).toBe(405);
  expect(wrongMethod.headers().allow).toBe("GET");
  expect((await wrongMethod.json()).errorMessage).toBe("Méthode non prise en charge : ce chemin accepte GET.");
  const put = await admin.put("/api/project/1", { data: {} });
  expect(put.status()).toBe(405);
  expect(put.headers().allow).toBe("PATCH, DELETE");
});
