// Issue 30 (« Proof at first sight »), items 6 and 7: whole euros wherever a visitor reads an amount (the pages
// and the PDF dossier; receipts keep their cents), and the Bilan's twenty years in one table behind « Voir les
// 20 années ».
import { type Page, expect, test } from "@playwright/test";
import { noSidewaysScroll, query, visitorAt } from "../support/helpers";
import { pdfPagesRuns, pdfPagesText } from "../support/pdf-text";

/** An amount in euros written with cents: « 714,41 € », « −402,99 € » (a rent per m² is a rate, not an amount). */
const CENTS = /\d,\d\d[\s\u00a0\u202f]?€(?![\s\u00a0\u202f]*(?:\/|par)[\s\u00a0\u202f]*m²)/u;

let projects: number[] = [];
test.beforeAll(() => {
  projects = query<{ id: number }>("select id from projects order by id").map((p) => p.id);
});

async function textWithCents(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(response?.status(), path).toBe(200);
  // The text of the page, folds included (a closed <details> hides its text from innerText).
  const text = await page.locator("body").evaluate((body) => body.textContent ?? "");
  return [...text.matchAll(new RegExp(CENTS.source, "gu"))].map((m) => `${path}: ${text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 8)}`);
}

test("no cents on the public pages: the projects and their tabs, the home, the results", async ({ browser }) => {
  test.setTimeout(240_000);
  const { context, page } = await visitorAt(browser, 1440, { block: 130 });
  const found: string[] = [];
  for (const path of ["/", "/projets", "/resultats"]) found.push(...(await textWithCents(page, path)));
  for (const id of projects.slice(0, 2)) {
    for (const tab of ["", "?onglet=bilan&tmi=41", "?onglet=quartier&sous=analyse"]) found.push(...(await textWithCents(page, `/projets/${id}${tab}`)));
  }
  expect(found).toEqual([]);
  await context.close();
});

test("no cents in the PDF dossier, and no page of it left half empty", async ({ request }) => {
  test.setTimeout(120_000);
  for (const id of projects.slice(0, 3)) {
    const response = await request.get(`/projets/${id}/dossier.pdf?tmi=41&revenus=42000`);
    expect(response.status()).toBe(200);
    const bytes = await response.body();
    const pages = await pdfPagesText(bytes);
    for (const [i, text] of pages.entries()) expect(text.match(CENTS)?.[0], `dossier of project ${id}, page ${i + 1}`).toBeUndefined();
    // Every page used down past its middle (A4: 842 points high; the footer's lines stand below 72 points).
    for (const [i, runs] of (await pdfPagesRuns(bytes)).entries()) {
      const lowest = Math.min(...runs.filter((r) => r.y > 72).map((r) => r.y));
      expect(lowest, `dossier of project ${id}, page ${i + 1}: its lowest line`).toBeLessThan(421);
    }
    // The market evidence beside the figures, with its sources (item 3).
    const text = pages.join("\n");
    expect(text).toContain("Le projet face au marché");
    expect(text).toContain("Source : « Demandes de valeurs foncières » géolocalisées (DGFiP, Etalab)");
    expect(text).toContain("Source : Carte des loyers");
  }
});

test("the Bilan on a phone: the twenty years in one table behind « Voir les 20 années », nothing sideways", async ({ browser }) => {
  const { context, page } = await visitorAt(browser, 390, { block: 131 });
  await page.goto(`/projets/${projects[0]}?onglet=bilan`);
  const years = page.getByTestId("annees-section");
  const fold = years.getByText("Voir les 20 années");
  await expect(fold).toBeVisible();
  await expect(page.getByTestId("annees")).toBeHidden();
  await fold.click();
  const table = page.getByTestId("annees");
  await expect(table).toBeVisible();
  await expect(table.locator("tbody tr")).toHaveCount(20);
  await expect(table.getByRole("columnheader", { name: "Patrimoine" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Loyers" })).toBeHidden();
  const region = years.getByRole("region", { name: /^Année par année/ });
  expect(await region.evaluate((r) => r.scrollWidth <= r.clientWidth)).toBe(true);
  await noSidewaysScroll(page);
  await context.close();
});

test("the charts' data tables on a phone: a card per year, every value beside its series, nothing sideways (item 5)", async ({ browser }) => {
  const { context, page } = await visitorAt(browser, 390, { block: 131 });
  await page.goto(`/projets/${projects[0]}?onglet=bilan`);
  const charts = page.getByTestId("graphiques").locator("figure");
  await expect(charts).toHaveCount(2);
  for (const chart of await charts.all()) {
    await chart.getByText("Voir les données du graphique").click();
    const region = chart.getByRole("region", { name: /^Données : / });
    await expect(region.locator("tbody tr")).toHaveCount(20);
    expect(await region.evaluate((r) => r.scrollWidth <= r.clientWidth), (await region.getAttribute("aria-label")) ?? "").toBe(true);
    // The series' name beside each value, as the column heading says it on a wider screen.
    const header = (await region.locator("thead th").nth(1).textContent())!;
    expect(await region.locator("tbody tr").first().locator("td").first().getAttribute("data-label")).toBe(header);
  }
  await noSidewaysScroll(page);
  await context.close();
});
