import { execFileSync } from "node:child_process";
import { type Browser, type Cookie, type Page, expect, test } from "@playwright/test";
import { BASE_URL, DATA_DIR, E2E_DATABASE_URL } from "../support/env";
import { expectAccessible, storedRow } from "../support/helpers";

// Cities from the official list (issue 13, item 18): the admin city form picks the commune from the
// INSEE list (@etalab/decoupage-administratif), searched on the server, with and without JavaScript.

const stamp = Date.now().toString(36);
const ADMIN = { email: `admin-communes-${stamp}@exemple.fr`, password: "une phrase de passe sûre" };
let adminCookies: Cookie[] = [];

async function signIn(browser: Browser, email: string, password: string): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await page.goto("/signin");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await page.waitForURL((url) => url.pathname !== "/signin");
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

test.beforeAll(async ({ browser }) => {
  const env = { ...process.env, DATA_DIR, ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}) };
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", ADMIN.email, "--password", ADMIN.password], { env });
  adminCookies = await signIn(browser, ADMIN.email, ADMIN.password);
});

/** A form field by its label, with or without the asterisk of required fields. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));

test("an admin types « Limo », picks Limoges: population, département and postcodes fill, and can be corrected", async ({ page }) => {
  await page.context().addCookies(adminCookies);
  await page.goto("/creer-ville");
  await field(page, "Titre de l’atout").fill("Une ville étudiante");
  const search = page.getByLabel("Commune (liste officielle de l’INSEE)");
  // Typing until the results come (hydration may come after the first keystrokes).
  await expect(async () => {
    await search.fill("");
    await search.pressSequentially("Limo");
    await expect(page.getByRole("button", { name: /^Limoges \(Haute-Vienne, 87\)/ })).toBeVisible({ timeout: 3_000 });
  }).toPass();
  await expect(page.getByRole("status")).toContainText("communes trouvées");
  await page.getByRole("button", { name: /^Limoges \(Haute-Vienne, 87\)/ }).click();

  await expect(field(page, "Nom de la ville")).toHaveValue("Limoges");
  await expect(field(page, "Population (habitants)")).toHaveValue("129937");
  await expect(field(page, "Département")).toHaveValue("Haute-Vienne");
  await expect(field(page, "Numéro du département")).toHaveValue("87");
  await expect(field(page, "Codes postaux")).toHaveValue("87000, 87100, 87280");
  await expect(field(page, "Code INSEE de la commune")).toHaveValue("87085");
  // What was typed before stays.
  await expect(field(page, "Titre de l’atout")).toHaveValue("Une ville étudiante");
  await expect(page.getByRole("status")).toHaveText("Limoges (Haute-Vienne, 87) choisie : vérifiez les champs remplis.");
  await expectAccessible(page);

  // Staff correct what they want, and save.
  const name = `Limoges ${stamp}`;
  await field(page, "Nom de la ville").fill(name);
  await field(page, "Codes postaux").fill("87000 87100");
  await field(page, "Type de transport").selectOption("train");
  await page.getByRole("button", { name: "Ajouter la ville" }).click();
  await page.waitForURL(/\/creer\?ok=ville-creee/);
  const stored = await storedRow<{ id: number; population: number; departement: string; departement_code: string; codes_postaux: string; code_insee: string }>(
    "select id, population, departement, departement_code, codes_postaux, code_insee from cities where nom = ?",
    name,
  );
  expect(stored).toMatchObject({ population: 129937, departement: "Haute-Vienne", departement_code: "87", codes_postaux: "87000, 87100", code_insee: "87085" });
  await expect(async () => {
    await page.goto(`/ville/${stored!.id}`);
    await expect(page.getByRole("banner").or(page.locator("main")).getByText("Haute-Vienne (87)")).toBeVisible({ timeout: 2_000 });
  }).toPass();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search lists the communes of a postcode and a link fills the form", async ({ page }) => {
    await page.context().addCookies(adminCookies);
    await page.goto("/creer-ville");
    await page.getByLabel("Commune (liste officielle de l’INSEE)").fill("87100");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/\/creer-ville\?commune=87100$/);
    // Limoges, and any other commune sharing the postcode.
    await expect(page.getByRole("status")).toHaveText(/^\d+ communes? trouvées?\.$/);
    await page.getByRole("link", { name: /^Limoges \(Haute-Vienne, 87\)/ }).click();
    await expect(page).toHaveURL(/\/creer-ville\?insee=87085$/);
    await expect(field(page, "Nom de la ville")).toHaveValue("Limoges");
    await expect(field(page, "Population (habitants)")).toHaveValue("129937");
    await expect(field(page, "Département")).toHaveValue("Haute-Vienne");
    await expect(field(page, "Codes postaux")).toHaveValue("87000, 87100, 87280");
  });
});

test("the commune list answers staff only, in JSON, the best match first", async ({ page, request }) => {
  const anonymous = await request.get("/creer/communes?q=limoges");
  expect(anonymous.status()).toBe(401);
  await page.context().addCookies(adminCookies);
  const response = await page.request.get("/creer/communes?q=st%20etienne");
  expect(response.status()).toBe(200);
  const { communes } = (await response.json()) as { communes: Array<{ nom: string; departement: string; codesPostaux: string[] }> };
  expect(communes[0]).toMatchObject({ nom: "Saint-Étienne", departement: "Loire" });
  expect(communes.length).toBeLessThanOrEqual(10);
});

test("a city page shows its département", async ({ page }) => {
  await page.goto("/ville");
  await page.getByRole("main").getByRole("link", { name: "Limoges", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Investir à Limoges");
  await expect(page.getByText("Haute-Vienne (87)")).toBeVisible();
  await expectAccessible(page);
});
