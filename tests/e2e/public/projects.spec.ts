import { expect, test } from "@playwright/test";
import { BASE_URL } from "../support/env";
import { expectAccessible, storedProjects, storedRow } from "../support/helpers";

const cards = (page: import("@playwright/test").Page) => page.getByRole("main").locator("ul > li article");

test("the project list shows cards with city, title, cover, price, works and gross yield", async ({ page }) => {
  const response = await page.goto("/projets");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Nos projets d’investissement locatif/);
  const count = await cards(page).count();
  expect(count).toBeGreaterThanOrEqual(8);
  // A card with its cover (the newest come first, and other tests add projects without one meanwhile).
  const card = cards(page).filter({ has: page.locator("img") }).first();
  await expect(card.locator("img")).toHaveAttribute("width", "640");
  await expect(card).toContainText("Prix global");
  await expect(card).toContainText("Travaux");
  await expect(card).toContainText("Rentabilité brute");
  await expect(card).toContainText(/\d[\d\s\u202f]*\s€/);
  await expect(card).toContainText("%");
  await expectAccessible(page);
});

test("the search filters by city, then by type, through the URL", async ({ page }) => {
  await page.goto("/projets");
  const city = page.getByLabel("Ville");
  // A demo city with projects (other tests create cities of their own, without projects, at the same time).
  const name = "Limoges";
  expect(await city.locator("option").allTextContents()).toContain(name);
  await city.selectOption({ label: name });
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/\/projets\?ville=[a-z-]+&type=&min=&max=&tri=recents/);
  await expect(page.getByText(/correspondant à votre recherche/)).toBeVisible();
  const cities = await cards(page).locator("p").first().allTextContents();
  const inCity = await cards(page).count();
  expect(inCity).toBeGreaterThan(0);
  for (const c of await cards(page).all()) await expect(c.locator("p").first()).toHaveText(name);
  expect(cities.length).toBeGreaterThan(0);

  await page.goto("/projets");
  const type = (await page.getByLabel("Type de bien").locator("option").allTextContents())[1];
  await page.getByLabel("Type de bien").selectOption({ label: type });
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(new RegExp(`type=${encodeURIComponent(type)}`));
  expect(await cards(page).count()).toBeGreaterThan(0);
});

test("the budget filters compare amounts as numbers and explain bad input", async ({ page }) => {
  await page.goto("/projets?max=9");
  await expect(page.getByText("Aucun projet ne correspond à ces critères.")).toBeVisible();
  await page.goto("/projets?min=9");
  expect(await cards(page).count()).toBeGreaterThanOrEqual(8);

  await page.goto("/projets?min=150000&max=200000");
  for (const text of await cards(page).locator("dd").first().allTextContents()) {
    const amount = Number(text.replace(/[^\d]/g, ""));
    expect(amount).toBeGreaterThanOrEqual(150000);
    expect(amount).toBeLessThanOrEqual(200000);
  }
  await expect(page.getByLabel("Budget minimum (€)")).toHaveValue("150000");

  await page.goto("/projets?min=abc");
  await expect(page.getByRole("alert")).toHaveText(/Le budget minimum doit être un montant en euros/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the search form still works and keeps its values", async ({ page }) => {
    await page.goto("/projets");
    await page.getByLabel("Budget maximum (€)").fill("160000");
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/max=160000/);
    await expect(page.getByLabel("Budget maximum (€)")).toHaveValue("160000");
  });

  test("the project tabs are links that work", async ({ page }) => {
    const [project] = storedProjects();
    await page.goto(`/projets/${project.id}`);
    await page.getByRole("tab", { name: "Bilan" }).click();
    await expect(page.getByRole("heading", { name: "Le bilan financier" })).toBeVisible();
  });
});

test("a project page has the Quartier, Travaux, Bilan and Témoignage tabs", async ({ page }) => {
  const project = storedProjects()[0];
  await page.goto(`/projets/${project.id}`);
  await expect(page).toHaveURL(new RegExp(`/projets/${project.id}/[a-z0-9-]+$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);

  const main = page.getByRole("tablist", { name: "Détails du projet" });
  await expect(main.getByRole("tab", { name: "Quartier" })).toHaveAttribute("aria-selected", "true");
  const sub = page.getByRole("tablist", { name: "Le quartier" });
  await expect(sub.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
  await expectAccessible(page);

  await sub.getByRole("tab", { name: "À proximité" }).click();
  await expect(sub.getByRole("tab", { name: "À proximité" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tabpanel").getByText("Supermarché")).toBeVisible();
  await sub.getByRole("tab", { name: "Analyse" }).click();
  // The figure in the list (the chart beside it repeats the name as a panel title).
  await expect(page.locator("dt", { hasText: "Prix moyen au m²" })).toBeVisible();
  // Issue 30, item 3: the typed figures say where they come from, and when.
  await expect(page.getByRole("tabpanel").getByText("Source : Relevé de notre équipe d’après les annonces de location et de vente du quartier (2025)")).toBeVisible();

  await main.getByRole("tab", { name: "Travaux" }).click();
  await expect(page.getByRole("heading", { name: "Les travaux" })).toBeVisible();
  await expect(page.getByText(/Durée de rénovation : \d+\s*mois/)).toBeVisible();

  await main.getByRole("tab", { name: "Témoignage" }).click();
  await expect(page.getByRole("heading", { name: "L’investisseur" })).toBeVisible();
  await expect(page.locator("blockquote")).not.toBeEmpty();

  await main.getByRole("tab", { name: "Bilan" }).click();
  await expect(page.getByRole("heading", { name: "Le bilan financier" })).toBeVisible();
  await expect(page.getByText("Rentabilité brute").first()).toBeVisible();
  // Keyboard: arrows move between tabs.
  await main.getByRole("tab", { name: "Bilan" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(main.getByRole("tab", { name: "Témoignage" })).toBeFocused();
});

test("the balance sheet sums the entries, skips zero entries and explains the CFE", async ({ page }) => {
  const projects = storedProjects();
  const withCfe = projects.find((p) => JSON.parse(p.charges_mensuelles).cfe > 0)!;
  await page.goto(`/projets/${withCfe.id}?onglet=bilan`);
  await expect(page.getByText("Cotisation Foncière des Entreprises")).toBeVisible();

  const withoutAgency = projects.find((p) => JSON.parse(p.total).fraisAgence === 0)!;
  await page.goto(`/projets/${withoutAgency.id}?onglet=bilan`);
  const costTable = page.getByRole("table", { name: "Coût total du projet" });
  await expect(costTable).toBeVisible();
  await expect(costTable.getByText("Frais d’agence")).toHaveCount(0);
  const total = JSON.parse(withoutAgency.total);
  const expected = total.priceAcqui + total.works + total.fraisNotaire + total.furnishing + total.DM2AComi;
  const shown = Number((await costTable.locator("tfoot td").textContent())!.replace(/[^\d]/g, ""));
  expect(shown).toBe(Math.round(expected));
  await expectAccessible(page);
});

test("a wrong slug redirects to the canonical URL; an unknown id answers 404", async ({ page, request }) => {
  const project = storedProjects()[0];
  const redirect = await request.get(`/projets/${project.id}/mauvais-titre`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()["location"]).toMatch(new RegExp(`^/projets/${project.id}/[a-z0-9-]+$`));
  await page.goto(`/projets/${project.id}/mauvais-titre`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(project.title);

  const missing = await page.goto("/projets/999999/inconnu");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("Aucune page ne se trouve à cette adresse.")).toBeVisible();
  expect((await request.get("/projets/abc")).status()).toBe(404);
});

test("the canonical URL and Open Graph tags describe the project", async ({ page }) => {
  const project = storedProjects()[0];
  await page.goto(`/projets/${project.id}`);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`^${BASE_URL}/projets/${project.id}/[a-z0-9-]+$`));
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", new RegExp(project.title));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /rentabilité brute/);
});

test("project images are served as AVIF and WebP variants with long caching", async ({ page, request }) => {
  await page.goto("/projets");
  const srcset = await page.locator('main source[type="image/avif"]').first().getAttribute("srcset");
  const url = srcset!.split(",")[0].trim().split(" ")[0];
  const response = await request.get(url);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/avif");
  expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect((await request.get("/media/0123456789abcdef0123456789abcdef-480.webp")).status()).toBe(404);
});

test("the list sorts and filters by the city's slug, through the URL, without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/projets?ville=limoges&tri=prix-croissant");
  await expect(page.getByLabel("Ville")).toHaveValue("limoges");
  await expect(page.getByLabel("Trier par")).toHaveValue("prix-croissant");
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  for (const c of await cards(page).all()) await expect(c.locator("p").first()).toHaveText("Limoges");
  const prices = (await cards(page).locator("dd").first().allTextContents()).map((t) => Number(t.replace(/[^\d]/g, "")));
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  await page.getByLabel("Trier par").selectOption({ label: "Prix décroissant" });
  await page.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/ville=limoges&type=&min=&max=&tri=prix-decroissant/);
  await context.close();
});

test("the cards show a status badge, surface, rent and cash flow; the budget hint explains min above max", async ({ page }) => {
  await page.goto("/projets?min=200000&max=100000");
  await expect(page.getByRole("status").filter({ hasText: "Le budget minimum dépasse le budget maximum" })).toBeVisible();
  await page.goto("/projets");
  const texts = (await cards(page).allTextContents()).join(" ");
  for (const label of ["Disponible", "En travaux", "Loué", "Surface", "Loyer", "Cash-flow mensuel"]) expect(texts).toContain(label);
  await expectAccessible(page);
});

test("on a small screen the filters fold behind « Filtrer » with the number of active filters", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/projets?ville=limoges&min=50000&tri=rentabilite");
  const summary = page.getByText("Filtrer (2 filtres actifs)");
  await expect(summary).toBeVisible();
  await expect(page.getByLabel("Ville")).toBeHidden();
  await summary.click();
  await expect(page.getByLabel("Ville")).toHaveValue("limoges");
});

test("a demo project shows its DPE before and after works, its surface and price per m², and the rental-ban calendar", async ({ page }) => {
  // Its city's list: other tests add projects to the whole list at the same time.
  await page.goto("/projets?ville=poitiers");
  const card = cards(page).filter({ hasText: "T3 rénové à proximité du CHU" }).first();
  await expect(card).toContainText("DPE : F avant travaux, D après travaux");
  await card.getByRole("link").first().click();
  const keyFigures = page.locator("dl").filter({ hasText: "Prix global" }).first();
  await expect(keyFigures).toContainText("DPE : F avant travaux, D après travaux");
  await expect(keyFigures).toContainText(/63\u00a0m² · \d[\d\s\u202f]*\s€\/m²/);
  await page.getByRole("tab", { name: "Travaux" }).click();
  await expect(page.getByRole("heading", { name: "Performance énergétique" })).toBeVisible();
  await expect(page.getByText("Classé F avant travaux, ce logement n’aurait plus pu être loué à partir du 1er janvier 2028 (loi Climat et résilience).")).toBeVisible();
  await expectAccessible(page);
});

test("a project's Témoignage tab gives its buyer's words with their first name, city and month (issue 30, item 11)", async ({ page }) => {
  const project = await storedRow<{ id: number }>("select id from projects where title = ? order by id limit 1", "Immeuble de quatre logements rénové à Carnot-Marceau");
  await page.goto(`/projets/${project!.id}?onglet=temoignage`);
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { name: "L’investisseur" })).toBeVisible();
  const testimonial = panel.getByRole("listitem").filter({ hasText: "Un immeuble entier me semblait hors de portée." });
  await expect(testimonial).toContainText("Thomas, Paris");
  await expect(testimonial.locator("time")).toHaveText("août 2026");
  await expect(testimonial.locator("time")).toHaveAttribute("datetime", "2026-08-30");
  // Not a link to the page itself.
  await expect(testimonial.getByRole("link")).toHaveCount(0);
  await expectAccessible(page);
});
