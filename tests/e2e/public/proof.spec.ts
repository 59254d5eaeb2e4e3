// Issue 30 (« Proof at first sight »), items 6 and 7: whole euros wherever a visitor reads an amount (the pages
// and the PDF dossier; receipts keep their cents), the Bilan's twenty years in one table behind « Voir les
// 20 années », and the Bilan no taller than 7,000 px on a phone, what it folds one click away.
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
  // Folded on a phone (item 7).
  await page.getByText("Voir les graphiques : cash-flow cumulé et patrimoine sur 20 ans").click();
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

/** The Bilan tab's panel, as tall as it is drawn. */
const panelHeight = (page: Page) => page.getByRole("tabpanel", { name: "Bilan" }).evaluate((panel) => panel.getBoundingClientRect().height);

test("the Bilan on a phone: at most 7,000 px, text of 12 px or more, every figure behind a fold that opens (item 7)", async ({ browser }) => {
  test.setTimeout(180_000);
  const { context, page } = await visitorAt(browser, 390, { block: 132 });
  // The seed's ten projects (13,683 px for the whole page and 9,769 px for the panel before item 7, for one of them).
  for (const id of projects.slice(0, 10)) {
    await page.goto(`/projets/${id}?onglet=bilan`, { waitUntil: "networkidle" });
    expect(await panelHeight(page), `project ${id}`).toBeLessThanOrEqual(7000);
  }
  await page.goto(`/projets/${projects[0]}?onglet=bilan`, { waitUntil: "networkidle" });
  const panel = page.getByRole("tabpanel", { name: "Bilan" });
  const smallest = await panel.evaluate((root) => {
    let found = { px: Infinity, text: "" };
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim();
      const parent = walker.currentNode.parentElement;
      if (!text || !parent?.checkVisibility() || parent.getBoundingClientRect().height === 0) continue;
      const px = parseFloat(getComputedStyle(parent).fontSize);
      if (px < found.px) found = { px, text };
    }
    return found;
  });
  expect(smallest.px, `« ${smallest.text} »`).toBeGreaterThanOrEqual(12);

  // The regimes: a compact table, every figure shown.
  const regimes = page.getByTestId("regimes");
  for (const cell of await regimes.getByRole("cell").all()) await expect(cell).toBeVisible();
  // The latest sales of the market, folded; opened with a click.
  const market = page.getByRole("region", { name: /^Le projet face au marché / });
  const sales = market.getByRole("table", { name: /dernières? ventes? comparables? / });
  await expect(sales).toBeHidden();
  await market.getByText(/^Voir (les \d+ dernières ventes comparables|la dernière vente comparable) /).click();
  await expect(sales).toBeVisible();
  expect(await sales.locator("tbody tr").count()).toBeGreaterThan(0);
  // The stress tests, folded; opened from the keyboard.
  const stress = page.getByRole("region", { name: /^Et si… / });
  await expect(stress.getByRole("term").first()).toBeHidden();
  const fold = stress.getByText(/^Voir les \d+ tests$/);
  const count = Number((await fold.textContent())!.replace(/\D/g, ""));
  await fold.focus();
  await page.keyboard.press("Enter");
  await expect(stress.getByRole("term")).toHaveCount(count);
  for (const term of await stress.getByRole("term").all()) await expect(term).toBeVisible();
  await expect(stress.getByRole("definition").first()).toHaveText(/^−?\d[\d\u202f]*\u00a0€ \(−?\d[\d\u202f]*\u00a0€\)$/);
  // The charts, folded; opened, both drawn with their data.
  const charts = ["Cash-flow cumulé après impôts sur 20 ans", /^Patrimoine sur 20 ans \(/];
  for (const name of charts) await expect(page.getByRole("img", { name })).toBeHidden();
  await page.getByText("Voir les graphiques : cash-flow cumulé et patrimoine sur 20 ans").click();
  for (const name of charts) await expect(page.getByRole("img", { name })).toBeVisible();
  await expect(page.getByTestId("graphiques").getByText("Voir les données du graphique")).toHaveCount(2);
  await noSidewaysScroll(page);
  await context.close();
});

test("the Bilan on a desk: what a phone folds is shown at once, without its « Voir … »", async ({ browser }) => {
  const { context, page } = await visitorAt(browser, 1440, { block: 132 });
  await page.goto(`/projets/${projects[0]}?onglet=bilan`);
  const market = page.getByRole("region", { name: /^Le projet face au marché / });
  await expect(market.getByRole("table", { name: /dernières? ventes? comparables? / })).toBeVisible();
  await expect(market.getByText(/^Voir (les \d+ dernières|la dernière) /)).toBeHidden();
  const stress = page.getByRole("region", { name: /^Et si… / });
  await expect(stress.getByRole("term").first()).toBeVisible();
  await expect(stress.getByText(/^Voir les \d+ tests$/)).toBeHidden();
  await expect(page.getByRole("img", { name: "Cash-flow cumulé après impôts sur 20 ans" })).toBeVisible();
  await expect(page.getByText("Voir les graphiques : cash-flow cumulé et patrimoine sur 20 ans")).toBeHidden();
  await expect(page.getByTestId("regimes").getByRole("columnheader", { name: "Cash-flow mensuel après impôts, année 1" })).toBeVisible();
  await context.close();
});
