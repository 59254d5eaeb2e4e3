import { execFileSync } from "node:child_process";
import path from "node:path";
import { type Browser, type Cookie, expect, test } from "@playwright/test";
import { BASE_URL, DATA_DIR } from "../support/env";
import { signIn } from "../support/fixtures";
import { expectAccessible, storedRow } from "../support/helpers";

// Market evidence (issue 21): the demo's DVF and Carte des loyers figures on city and project pages,
// without JavaScript; the rule on /comment-calculons-nous; the staff import page (upload, progress,
// summary, refusal) and the site showing new figures without a restart.

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const ADMIN = { email: `admin-marche-${stamp}@exemple.fr`, password: "une phrase de passe sûre" };
const FIXTURES = path.resolve("tests/fixtures/market");
let adminCookies: Cookie[] = [];

async function sessionCookies(browser: Browser): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await signIn(await context.newPage(), ADMIN.email, ADMIN.password);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** The path of a demo city's page, from the city list. */
async function cityPath(browser: Browser, nom: string): Promise<string> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await page.goto("/ville");
  const href = await page.getByRole("link", { name: new RegExp(nom) }).first().getAttribute("href");
  await context.close();
  return href!;
}

/** A demo project's page (other specs add projects meanwhile: the list's first page may not show it); the site redirects to its slug. */
async function projectPath(title: string, query = ""): Promise<string> {
  const row = await storedRow<{ id: number }>("select id from projects where title = ? order by id limit 1", title);
  return `/projets/${row!.id}${query}`;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a city page says what the sales say: median, quartiles, count, period, chart, districts, rents, sources", async ({ page, browser }) => {
    await page.goto(await cityPath(browser, "Limoges"));
    const section = page.getByRole("region", { name: "Ce que disent les ventes" });
    await expect(section.getByRole("heading", { name: "Prix des appartements vendus à Limoges" })).toBeVisible();
    await expect(section.getByText("Prix médian au m²", { exact: true })).toBeVisible();
    await expect(section.getByText(/^\d[\d\u202f]*\s€\/m² et \d[\d\u202f]*\s€\/m²$/)).toBeVisible();
    await expect(section.getByText("du 1er juillet 2022 au 30 juin 2025").first()).toBeVisible();
    await expect(section.getByRole("img", { name: "Prix médian au m² des appartements vendus à Limoges, par semestre" })).toBeVisible();
    const districts = section.getByRole("table", { name: "Nos quartiers face aux ventes" });
    await expect(districts.getByRole("row", { name: /Carnot-Marceau 1\s700\s€\/m² \d[\d\s]*€\/m² \(50 ventes\)/ })).toBeVisible();
    await expect(section.getByText(/^Source : « Demandes de valeurs foncières » géolocalisées \(DGFiP, Etalab\), ventes enregistrées jusqu’au 30 juin 2025, importées le .+\. Licence Ouverte 2\.0\.$/)).toBeVisible();
    await expect(section.getByRole("listitem").filter({ hasText: "Appartements T1 et T2" })).toContainText("12,80 €/m² par mois");
    await expect(section.getByText(/^Source : Carte des loyers 2025 \(ministère chargé du Logement, ANIL\)/)).toBeVisible();
    await section.getByRole("link", { name: "Quelles ventes comptons-nous ?" }).click();
    await expect(page).toHaveURL(/\/comment-calculons-nous#ventes-comparables$/);
    const rule = page.getByRole("region", { name: "Les prix du marché : quelles ventes comptons-nous ?" });
    await expect(rule).toContainText("exactement un appartement");
    await expect(rule).toContainText("nous comptons 2\u202f500 €/m², pas trois fois plus");
    await expect(rule).toContainText("la médiane est 2\u202f200 €/m², les quartiles 2\u202f000 €/m² et 2\u202f500 €/m²");
  });

  test("Mulhouse says why it has no sales, and shows its rents with the estimate on a wider area flagged", async ({ page, browser }) => {
    await page.goto(await cityPath(browser, "Mulhouse"));
    const section = page.getByRole("region", { name: "Ce que disent les ventes" });
    await expect(section.getByText(/En Moselle, dans le Bas-Rhin et le Haut-Rhin, les ventes sont inscrites au livre foncier/)).toBeVisible();
    await expect(section.getByText("Prix médian au m²", { exact: true })).toHaveCount(0);
    await expect(section.getByRole("listitem").filter({ hasText: "Maisons" })).toContainText("Estimation sur une zone plus large (maille)");
  });

  test("a district's typed figures have their source and year, and the sales of its sections beside them (issue 30, item 3)", async ({ page }) => {
    await page.goto(await projectPath("Immeuble de quatre logements rénové à Carnot-Marceau", "?onglet=quartier&sous=analyse"));
    const panel = page.getByRole("tabpanel").last();
    await expect(panel.getByText("Source : Relevé de notre équipe d’après les annonces de location et de vente du quartier (2025)")).toBeVisible();
    await expect(panel.getByText(/^Dans le quartier Carnot-Marceau : médiane de \d[\d\u202f]*\s€\/m² sur 50 ventes\.$/)).toBeVisible();
    await expect(panel.getByText(/^Source : « Demandes de valeurs foncières » géolocalisées \(DGFiP, Etalab\), ventes enregistrées jusqu’au 30 juin 2025/)).toBeVisible();
  });

  test("a project's Bilan tab sets its price and rent per m² beside the market, with the five latest sales", async ({ page }) => {
    await page.goto(await projectPath("T2 meublé rafraîchi à deux pas de l’hôpital Bellevue", "?onglet=bilan"));
    const section = page.getByRole("region", { name: "Le projet face au marché de Saint-Étienne" });
    await expect(section.getByRole("definition").filter({ hasText: /^\d+\s% sous la médiane des ventes de Saint-Étienne \(1\u202f\d{3}\s€\/m²\)$/ })).toBeVisible();
    await expect(section.getByRole("definition").filter({ hasText: /du loyer de référence des T1 et T2 \(11,20\s€\/m²\)$/ })).toBeVisible();
    const latest = section.getByRole("table", { name: "Les 5 dernières ventes comparables à Saint-Étienne" });
    await expect(latest.getByRole("row")).toHaveCount(6);
    await expect(latest.getByRole("row").nth(1)).toContainText("30 juin 2025");
    await expect(section.getByText(/^Source : « Demandes de valeurs foncières »/)).toBeVisible();
    await expect(section.getByText(/^Source : Carte des loyers 2025/)).toBeVisible();
  });
});

test("the market sections pass axe, on a city page and in a project's Bilan tab", async ({ page, browser }) => {
  test.slow(); // axe-core on three long pages
  await page.goto(await cityPath(browser, "Mulhouse"));
  await expect(page.getByRole("region", { name: "Ce que disent les ventes" })).toBeVisible();
  await expectAccessible(page);
  await page.goto(await cityPath(browser, "Poitiers"));
  await expect(page.getByRole("img", { name: /Prix médian au m² des appartements vendus à Poitiers/ })).toBeVisible();
  await expectAccessible(page);
  await page.goto(await projectPath("Studio meublé au cœur du plateau historique"));
  await page.getByRole("tab", { name: "Bilan" }).click();
  await expect(page.getByRole("region", { name: "Le projet face au marché de Poitiers" })).toBeVisible();
  await expectAccessible(page);
});

test.describe("staff imports", () => {
  test.beforeAll(async ({ browser }) => {
    execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", ADMIN.email, "--password", ADMIN.password], { env: { ...process.env, DATA_DIR } });
    adminCookies = await sessionCookies(browser);
  });

  test("an upload shows its progress and summary, and the city page shows the new figures without a restart; a bad file is refused and changes nothing", async ({ page, browser }) => {
    test.slow();
    await page.context().addCookies(adminCookies);
    // A city of a department the demo has no sales for.
    const created = await page.request.post("/api/ville-create", {
      headers: { Origin: BASE_URL },
      data: { nom: `Brive-la-Gaillarde ${stamp}`, codeInsee: "19031", departement: "Corrèze", departementCode: "19", population: 46000, etudiant: 2000, distanceParis: 480, transport: "train" },
    });
    expect(created.status()).toBe(201);
    const cityId = ((await created.json()) as { _id: number })._id;
    const visitor = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
    const anonymous = await visitor.newPage();
    await anonymous.goto(`/ville/${cityId}`);
    await expect(anonymous.getByText(/Les ventes de ce département n’ont pas encore été chargées sur le site/)).toBeVisible();

    await page.goto("/creer");
    await page.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: "Données du marché" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Données du marché");
    await expectAccessible(page);
    await page.getByLabel("Fichiers DVF (.csv ou .csv.gz)").setInputFiles(path.join(FIXTURES, "dvf-19-2024.csv.gz"));
    await page.getByRole("button", { name: "Importer les ventes" }).click();
    await expect(page).toHaveURL(/\/creer\/marche\/imports\/\d+$/);
    await expect(page.getByText("Import terminé : le site montre les nouveaux chiffres.")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Lignes lues : 8")).toBeVisible();
    await expect(page.getByText("Ventes comparables retenues : 6")).toBeVisible();
    await expect(page.getByText("mutation autre qu’une vente (VEFA, adjudication, échange, expropriation, terrain à bâtir) : 1")).toBeVisible();
    await expect(page.getByText(/Département 19 : ventes jusqu’au 18 décembre 2024 ; 6 ventes comparables du 19 décembre 2021 au 18 décembre 2024, dans 1 commune\./)).toBeVisible();

    // The anonymous page was cached before the import: the content version made it stale.
    await anonymous.goto(`/ville/${cityId}`);
    const section = anonymous.getByRole("region", { name: "Ce que disent les ventes" });
    await expect(section.getByText(/^1\u202f666\s€\/m²$/)).toBeVisible();
    await expect(section.getByText("6 ventes", { exact: true })).toBeVisible();

    await page.goto("/creer/marche");
    await expect(page.getByText(/^Département 19 : 6 ventes comparables du 19 décembre 2021 au 18 décembre 2024/)).toBeVisible();
    await page.getByLabel("Fichiers DVF (.csv ou .csv.gz)").setInputFiles(path.join(FIXTURES, "dvf-87-bad-value.csv"));
    await page.getByRole("button", { name: "Importer les ventes" }).click();
    await expect(page.getByText("Import refusé : rien n’a changé sur le site.")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("dvf-87-bad-value.csv — Ligne 4, colonne valeur_fonciere : « 87500,50 » n’est pas un nombre (point décimal attendu).")).toBeVisible();

    await page.goto("/creer/marche");
    await page.getByLabel("Fichiers de la Carte des loyers (.csv)").setInputFiles(path.join(FIXTURES, "loyers-t1-t2-erreur.csv"));
    await page.getByRole("button", { name: "Importer les loyers" }).click();
    await expect(page.getByText("Import refusé : rien n’a changé sur le site.")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^loyers-t1-t2-erreur\.csv — nom de fichier non standard : précisez le segment/)).toBeVisible();
    await visitor.close();
  });

  test("a district's cadastral sections are checked and saved", async ({ page }) => {
    await page.context().addCookies(adminCookies);
    await page.goto("/creer/marche");
    const jacquard = page.getByRole("textbox", { name: /^Jacquard \(Saint-Étienne, 42218\)/ });
    await expect(jacquard).toHaveValue("KC, KD");
    await jacquard.fill("KC, 87085000AB");
    await jacquard.locator("xpath=ancestor::form").getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByRole("alert")).toHaveText("« 87085000AB » n’est pas une section cadastrale de cette commune (par exemple AB, 0A ou 42218000AB).");
    await expect(jacquard).toHaveAttribute("aria-invalid", "true");
    await page.getByRole("textbox", { name: /^Jacquard/ }).fill("kd kc");
    await page.getByRole("textbox", { name: /^Jacquard/ }).locator("xpath=ancestor::form").getByRole("button", { name: "Enregistrer" }).click();
    await expect(page.getByText("Les sections du quartier sont enregistrées et ses chiffres recalculés.")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^Jacquard/ })).toHaveValue("KC, KD");
  });
});
