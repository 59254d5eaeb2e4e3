// The JSON API over HTTP against the built server: the document and its reference page, the public reads, the
// accounts' calls and who may call what, every response checked against the OpenAPI document the server
// publishes. The writes (projects, cities, districts, resources, uploads, body limits): api-writes.spec.ts.
import { expect, test } from "@playwright/test";
import { ADDED_CALLS, SPEC_CALLS } from "../../../app/domain/api/spec-calls";
import { BASE_URL } from "../support/env";
import { expectAccessible, storedRow } from "../support/helpers";
import { admin, anon, call, client, clientEmail, closeApiClients, contexts, doc, documented, expectFields, type Json, newIp, openApiClients, unique } from "../support/api-clients";

test.beforeAll(({ playwright }) => openApiClients(playwright));
test.afterAll(closeApiClients);

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
