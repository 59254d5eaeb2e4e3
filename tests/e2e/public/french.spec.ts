// Every public and account page is read for the French a reader stumbles on: an article not
// contracted after « à » or « de », a vowel not elided after « que » or « de », a straight
// apostrophe, English words, a hyphen-minus written for a minus sign.
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";
import { STEPS, nextStep } from "../support/questionnaire";

const STUMBLES: [RegExp, string][] = [
  [/(?:^|[\s(«’'])à Les? [A-ZÀ-Ý]/u, "« à Le » / « à Les » (au, aux)"],
  [/(?:^|[\s(«’'])de Les? [A-ZÀ-Ý]/u, "« de Le » / « de Les » (du, des)"],
  [/(?:^|[\s(«])(?:que|de) [AEIOUYÀÂÉÈÊÎÏÔÛ]/u, "« que » / « de » before a vowel (qu’, d’)"],
  [/[A-Za-zÀ-ÿ]'[A-Za-zÀ-ÿ]/u, "a straight apostrophe (’)"],
  [/(?:^|[\s(:])-\d[\d\s,]*(?:€|%)/u, "a hyphen-minus in a negative amount (−)"],
  [/\b(?:Profile|Dashboard|Submit|Login|Logout|Sign in|Sign up|Settings|Loading|Search|Password)\b/u, "an English word"],
];

const PUBLIC_PAGES = [
  "/",
  "/projets",
  "/ville",
  "/ressources",
  "/5-pourquoi",
  "/team",
  "/comment-ca-marche",
  "/comment-calculons-nous",
  "/resultats",
  "/maintenance",
  "/mentions-legales",
  "/politique-confidentialite",
  "/contact",
  "/contact?projet=1",
  "/projets/1/photos/1",
  "/projets/1?onglet=bilan&tmi=30",
  "/projets/comparer?ids=1,2&tmi=30",
  "/formulaire",
  "/signup",
  "/signin",
  "/alertes/nouvelle?ville=1&min=100000",
  "/alertes/confirmer?jeton=x",
  "/alertes/desinscription?jeton=x",
];

const ACCOUNT_PAGES = ["/formulaire", "/profile", "/profile/avancement", "/profile/avancement/etape1", "/profile/avancement/etape2", "/profile/supprimer", "/profile/messages", "/profile/location"];

/** What a reader sees and what a search engine shows: the page's text, its title and description. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
    return [document.title, description, document.body.innerText].join("\n");
  });
}

async function stumblesOn(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(response?.status(), path).toBeLessThan(400);
  const lines = (await visibleText(page)).split("\n");
  return lines.flatMap((line) => STUMBLES.filter(([pattern]) => pattern.test(line)).map(([, what]) => `${path}: ${what} in « ${line.trim()} »`));
}

/** Links of a list page that match a path pattern (every project and city page). */
async function linksOf(page: Page, path: string, pattern: RegExp): Promise<string[]> {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  const hrefs = await page.locator("main a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.filter((href) => pattern.test(href)))];
}

test("public pages read as French: contractions, elisions, no English", async ({ page }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const path of PUBLIC_PAGES) found.push(...(await stumblesOn(page, path)));
  expect(found).toEqual([]);
});

test("every city and project page reads as French", async ({ page }) => {
  test.setTimeout(300_000);
  const pages = [...(await linksOf(page, "/ville", /^\/ville\/\d+/)), ...(await linksOf(page, "/projets", /^\/projets\/\d+/))];
  // Le Mans is among the demo cities: its page is read too.
  expect(pages.some((path) => path.includes("le-mans"))).toBe(true);
  const found: string[] = [];
  for (const path of pages) found.push(...(await stumblesOn(page, path)));
  expect(found).toEqual([]);
});

test("account pages read as French: contractions, elisions, no English", async ({ page, signUp }) => {
  test.setTimeout(180_000);
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": "10.88.0.1" });
  const email = `francais-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;
  await signUp(email);
  const found: string[] = [];
  for (const path of ACCOUNT_PAGES) found.push(...(await stumblesOn(page, path)));
  expect(found).toEqual([]);
  // The navigation of a signed-in reader.
  await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Mon profil" })).toBeVisible();
});

test("the questionnaire's steps read as French; the consent and the legal pages elide before the company name", async ({ page }) => {
  await page.goto("/formulaire");
  // Each step of the questionnaire (decision 0043); the consent is at the last one.
  const found: string[] = [];
  for (let step = 1; step <= STEPS; step++) {
    if (step > 1) await nextStep(page, step);
    const lines = (await visibleText(page)).split("\n");
    found.push(...lines.flatMap((line) => STUMBLES.filter(([pattern]) => pattern.test(line)).map(([, what]) => `étape ${step}: ${what} in « ${line.trim()} »`)));
  }
  expect(found).toEqual([]);
  await expect(page.getByText(/J’accepte qu’Investir Serein utilise/)).toBeVisible();
  await page.goto("/mentions-legales");
  await expect(page.getByText(/propriété d’Investir Serein/)).toBeVisible();
  await page.goto("/politique-confidentialite");
  await expect(page.getByText(/au sein d’Investir Serein/)).toBeVisible();
});
