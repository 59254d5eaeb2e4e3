// Issue 11, item 6: search alerts through the real SMTP peer. A visitor saves a search from /projets and
// confirms the address; two matching projects published together bring exactly one e-mail, with the
// one-click unsubscribe headers; after the one-click unsubscribe, a third matching project brings
// nothing to that address (a signed-in client's alert on the same search, active at once, gets it: the
// digest job has run). The server runs the job every second and groups what waits 15 s
// (ALERT_DIGEST_INTERVAL_MS, ALERT_DIGEST_DELAY_MS in playwright.config.ts).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { BASE_URL, DATA_DIR, E2E_DATABASE_URL, MAIL_DIR } from "../support/env";
import { PASSWORD, signUp } from "../support/fixtures";
import { expectAccessible } from "../support/helpers";
import { confirmAddress, linkIn, mailsTo, waitForMail } from "../support/mail";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** The raw headers of the messages the peer received for an address (unfolded). */
function rawHeadersTo(address: string): string[] {
  if (!fs.existsSync(MAIL_DIR)) return [];
  return fs
    .readdirSync(MAIL_DIR)
    .filter((f) => f.endsWith(".json"))
    .map((f) => JSON.parse(fs.readFileSync(path.join(MAIL_DIR, f), "utf8")) as { rcptTo: string[]; raw: string })
    .filter((m) => m.rcptTo.includes(address))
    .map((m) => m.raw.slice(0, m.raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " "));
}

const digestsTo = (address: string) => mailsTo(address).filter((m) => /pour votre alerte$/.test(m.subject));

async function newProject(api: APIRequestContext, type: string, title: string) {
  const cities = (await (await api.get("/api/villeList")).json()) as Array<{ _id: number; nom: string }>;
  const districts = (await (await api.get("/api/quartierList")).json()) as Array<{ _id: number; cityId: number }>;
  const district = districts.find((d) => cities.some((c) => c._id === d.cityId))!;
  const response = await api.post("/api/project-create", {
    data: {
      title,
      city: district.cityId,
      quartier: district._id,
      TypeBienAvant: "Appartement à rénover",
      TypeBienApres: type,
      ScenarioAdopter: "Location meublée",
      prixGlobal: 118500,
      prixLocation: 640,
      tauxEmprunt: 3.6,
      tmpRenov: 3,
      renov1: ["Cuisine ouverte.", "Sols refaits."],
      total: { priceAcqui: 85000, works: 21000, fraisNotaire: 6800, fraisAgence: 0, apportPersonnel: 0, furnishing: 4200, DM2AComi: 1500 },
      chargesMensuelles: { mensualiter: 560, taxeFonciere: 55, chargesCopro: 35, chargesCourantes: 15, pno: 9, cfe: 12, rentalManage: 0 },
      rentabilite: { dureeEmprunt: 20, dureeDifferer: 0, monthlyRent: 640, profitabilityBrut: 6.5, cashflowNet: 14, wealth1: 2500, wealth5: 15000, wealth10: 36000 },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test("an alert gets one e-mail for two projects published together, and none after unsubscribing", async ({ browser, playwright }) => {
  test.setTimeout(180_000); // create-admin starts a process of its own; the digest groups for 15 s
  const id = unique();
  const type = `Duplex alerte ${id}`;
  const visitor = `alerte-${id}@exemple.fr`;

  // The visitor saves the search from /projets and confirms the address.
  const visitorContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.8.0.1" } });
  const page = await visitorContext.newPage();
  await page.goto(`/projets?type=${encodeURIComponent(type)}&page=1`);
  await page.getByRole("link", { name: "Créer une alerte" }).click();
  await expect(page.getByRole("heading", { name: "Créer une alerte", level: 1 })).toBeVisible();
  await expect(page.getByText(`Projets type ${type}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Votre adresse e-mail").fill("pas-une-adresse");
  await page.getByRole("button", { name: "Créer l’alerte" }).click();
  await expect(page.getByText("L’adresse e-mail n’est pas valide (exemple : prenom.nom@exemple.fr).")).toBeVisible();
  await page.getByLabel("Votre adresse e-mail").fill(visitor);
  await page.getByRole("button", { name: "Créer l’alerte" }).click();
  await expect(page.getByText("Vérifiez votre boîte de réception.")).toBeVisible();
  const confirmation = await waitForMail(visitor, "Confirmez votre alerte sur nos projets");
  await page.goto(linkIn(confirmation, "/alertes/confirmer"));
  await page.getByRole("button", { name: "Activer mon alerte" }).click();
  await expect(page.getByText("Votre alerte est active.")).toBeVisible();

  // Staff publish two matching projects (JSON API) and one that does not match.
  const adminEmail = `admin-alerte-${id}@investir-serein.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", adminEmail, "--password", PASSWORD], { env: { ...process.env, DATA_DIR, ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}) }, stdio: "pipe" });
  const api = await playwright.request.newContext({ baseURL: BASE_URL, extraHTTPHeaders: { "X-Forwarded-For": "10.8.0.2", Origin: BASE_URL } });
  expect((await api.post("/api/signin", { data: { email: adminEmail, password: PASSWORD } })).status()).toBe(200);
  await newProject(api, type, `Duplex rue Neuve ${id}`);
  await newProject(api, type, `Duplex place du Marché ${id}`);
  await newProject(api, `Studio ${id}`, `Studio gare ${id}`);

  // Exactly one e-mail listing both, with the one-click unsubscribe headers.
  await expect.poll(() => digestsTo(visitor).length, { timeout: 60_000, intervals: [1000] }).toBe(1);
  const [digest] = digestsTo(visitor);
  expect(digest.subject).toBe("2 nouveaux projets pour votre alerte");
  expect(digest.text).toContain(`Duplex rue Neuve ${id}`);
  expect(digest.text).toContain(`Duplex place du Marché ${id}`);
  expect(digest.text).not.toContain(`Studio gare ${id}`);
  const unsubscribePath = linkIn(digest, "/alertes/desinscription");
  const headers = rawHeadersTo(visitor).find((h) => /^List-Unsubscribe:/im.test(h))!;
  expect(headers.match(/^List-Unsubscribe: <([^>]+)>/im)?.[1].replace(/\s/g, "")).toBe(`${BASE_URL}${unsubscribePath}`);
  expect(headers).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/im);

  // The link shows what stops; the mail client's one-click POST (no form token, no Origin) unsubscribes.
  await page.goto(unsubscribePath);
  await expect(page.getByText(`« Projets type ${type} »`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Me désinscrire" })).toBeVisible();
  await expectAccessible(page);
  const oneClick = await playwright.request.newContext({ baseURL: BASE_URL });
  const response = await oneClick.post(unsubscribePath, { form: { "List-Unsubscribe": "One-Click" } });
  expect(response.status()).toBe(200);
  await page.reload();
  await expect(page.getByText("Cette alerte n’existe plus")).toBeVisible();

  // A client saves the same search (active at once, no e-mail) and sees it on /profile.
  const clientContext = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.8.0.3" } });
  const clientPage = await clientContext.newPage();
  const client = `client-alerte-${id}@exemple.fr`;
  await signUp(clientPage, client);
  // Not confirmed yet (issue 29, item 6): no form, the page offers a new link; a POST is refused and saves nothing.
  await clientPage.goto(`/alertes/nouvelle?type=${encodeURIComponent(type)}`);
  await expect(clientPage.getByRole("alert")).toHaveText(/^Confirmez d’abord votre adresse e-mail : une alerte ne peut être créée qu’une fois votre adresse confirmée\./);
  await expect(clientPage.getByRole("button", { name: "Recevoir un nouveau lien de confirmation" })).toBeVisible();
  await expect(clientPage.getByRole("button", { name: "Créer l’alerte" })).toHaveCount(0);
  const early = await clientPage.request.post(`/alertes/nouvelle?type=${encodeURIComponent(type)}`, {
    form: { recherche: `type=${type}` },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(early.status()).toBe(403);
  await confirmAddress(clientPage, client);
  await clientPage.goto(`/projets?type=${encodeURIComponent(type)}`);
  await clientPage.getByRole("link", { name: "Créer une alerte" }).click();
  await expect(clientPage.getByText(client)).toBeVisible();
  await clientPage.getByRole("button", { name: "Créer l’alerte" }).click();
  await expect(clientPage.getByText("Votre alerte est créée")).toBeVisible();
  const alerts = clientPage.getByRole("region", { name: "Mes alertes" });
  await expect(alerts.getByRole("link", { name: `Projets type ${type}` })).toBeVisible();
  await expectAccessible(clientPage);

  // A third matching project: the client's alert gets it; the unsubscribed address gets nothing more.
  await newProject(api, type, `Duplex du lendemain ${id}`);
  await expect.poll(() => digestsTo(client).length, { timeout: 60_000, intervals: [1000] }).toBe(1);
  const [third] = digestsTo(client);
  expect(third.subject).toBe("Un nouveau projet pour votre alerte");
  expect(third.text).toContain(`Duplex du lendemain ${id}`);
  expect(digestsTo(visitor)).toHaveLength(1);

  // The client deletes the alert from /profile.
  await alerts.getByRole("button", { name: `Supprimer l’alerte « Projets type ${type} »` }).click();
  await expect(clientPage.getByText("L’alerte est supprimée.")).toBeVisible();
  await expect(clientPage.getByRole("region", { name: "Mes alertes" }).getByText("Aucune alerte.")).toBeVisible();
  for (const c of [visitorContext, clientContext]) await c.close();
  await api.dispose();
  await oneClick.dispose();
});

test("without JavaScript, creating alerts works and is rate-limited per address, the values kept", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "10.8.0.9" } });
  const page = await context.newPage();
  const email = `limite-${unique()}@exemple.fr`;
  for (let i = 1; i <= 5; i++) {
    await page.goto(`/alertes/nouvelle?min=${i}000`);
    await page.getByLabel("Votre adresse e-mail").fill(email);
    await page.getByRole("button", { name: "Créer l’alerte" }).click();
    await expect(page.getByText("Vérifiez votre boîte de réception.")).toBeVisible();
  }
  await page.goto("/alertes/nouvelle?min=6000");
  await page.getByLabel("Votre adresse e-mail").fill(email);
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: "Créer l’alerte" }).click()]);
  expect(response.status()).toBe(429);
  await expect(page.getByText("Vous avez créé beaucoup d’alertes en peu de temps. Réessayez dans une heure.")).toBeVisible();
  await expect(page.getByLabel("Votre adresse e-mail")).toHaveValue(email);
  await context.close();
});

test("the privacy policy lists the messages and the alerts, and how long each is kept", async ({ page }) => {
  await page.goto("/politique-confidentialite");
  const retention = page.getByRole("region", { name: "Durées de conservation" });
  await expect(retention.getByText("Messages échangés avec l’équipe sur votre dossier")).toBeVisible();
  await expect(retention.getByText("Tant que le compte est actif. Ils sont effacés avec le compte.")).toBeVisible();
  await expect(retention.getByText("Alertes de recherche (adresse e-mail et critères)")).toBeVisible();
  await expect(retention.getByText(/^Jusqu’à votre désinscription/)).toBeVisible();
});
