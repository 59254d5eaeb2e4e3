// The lists of /creer (search, sort, pages, with and without JavaScript), the audit log in French, and client
// navigations from a staff page (issue 4). Each test makes what it needs, so they run in any order.
import { expect, test } from "@playwright/test";
import { BASE_URL } from "../support/env";
import { ADMIN, LISTS, addCity, addDistrict, asAdmin, list, prepareStaff, remove, stamp, staff } from "../support/content-staff";
import { expectAccessible, query } from "../support/helpers";

test.beforeAll(({ browser }) => prepareStaff(browser));

test("the hub lists search, sort and paginate, also without JavaScript", async ({ page, browser }) => {
  await asAdmin(page);
  const projects = query<{ title: string; prix_global: number; city: string }>(
    "select p.title, p.prix_global, c.nom as city from projects p join cities c on c.id = p.city_id",
  );
  const rows = (which: keyof typeof LISTS) => list(page, which).locator("tbody tr");

  await page.goto("/creer");
  await expectAccessible(page);
  const projectLinks = rows("projects").locator("th a");
  // Eight projects a page (the demo content has ten): page 2 holds others, all of them stored projects.
  const titles = new Set(projects.map((p) => p.title));
  const firstPage = await projectLinks.allTextContents();
  expect(firstPage).toHaveLength(8);
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/pp=2/);
  await expect(list(page, "projects")).toContainText(`page 2 sur ${Math.ceil(projects.length / 8)}`);
  const secondPage = await projectLinks.allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
  for (const title of [...firstPage, ...secondPage]) expect(titles.has(title), title).toBe(true);

  // Sorted by price: the first row is the most expensive project.
  const search = page.getByRole("search", { name: "Rechercher un projet" });
  await search.getByLabel("Trier par").selectOption("prix");
  await search.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/tri=prix/);
  await expect(page).not.toHaveURL(/pp=2/);
  const byPrice = [...projects].sort((a, b) => b.prix_global - a.prix_global);
  await expect(projectLinks.first()).toHaveText(byPrice[0].title);
  await search.getByLabel("Trier par").selectOption("titre");
  await search.getByRole("button", { name: "Rechercher" }).click();
  await expect(projectLinks.first()).toHaveText(query<{ title: string }>("select title from projects order by title limit 1")[0].title);

  // Unknown parameters fall back to the defaults.
  expect((await page.goto("/creer?tri=toString&pp=abc"))?.status()).toBe(200);
  await expect(list(page, "projects")).toContainText("tri : modifiés récemment");
  await page.goto("/creer?tri=titre");

  // Searching projects by city (one whose name SQLite's lower() handles: ASCII capitals only).
  const cityName = projects.find((p) => /^[A-Za-z -]+$/.test(p.city))!.city;
  await search.getByLabel("Rechercher un projet").fill(cityName);
  await search.getByRole("button", { name: "Rechercher" }).click();
  await expect(projectLinks).toHaveCount(projects.filter((p) => p.city === cityName).length);
  for (const cell of await rows("projects").locator("td:first-of-type").allTextContents()) expect(cell).toBe(cityName);

  // Without JavaScript: the lists are tabs (links) and their search forms plain GET forms; each keeps the project search.
  const noScript = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
  await noScript.addCookies(staff.admin);
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  const tab = (name: string) => plain.getByRole("tablist", { name: "Listes du contenu" }).getByRole("tab", { name });
  await tab("Quartiers").click();
  await expect(tab("Quartiers")).toHaveAttribute("aria-selected", "true");
  await expect(list(plain, "projects")).toHaveCount(0);
  const district = query<{ nom: string; city: string }>("select d.nom, c.nom as city from districts d join cities c on c.id = d.city_id order by d.id limit 1")[0];
  await plain.getByRole("search", { name: "Rechercher un quartier" }).getByLabel("Rechercher un quartier").fill(district.nom);
  await plain.getByRole("search", { name: "Rechercher un quartier" }).getByRole("button", { name: "Rechercher" }).click();
  await expect(plain).toHaveURL(new RegExp(`qq=`));
  expect(new URL(plain.url()).searchParams.get("pq")).toBe(cityName);
  await expect(list(plain, "districts").locator("tbody tr")).toHaveCount(1);
  await expect(list(plain, "districts")).toContainText(district.city);
  await tab("Projets").click();
  await expect(list(plain, "projects").locator("tbody tr")).toHaveCount(projects.filter((p) => p.city === cityName).length);

  const someCity = query<{ nom: string }>("select nom from cities order by id limit 1")[0].nom;
  await tab("Villes").click();
  await plain.getByRole("search", { name: "Rechercher une ville" }).getByLabel("Rechercher une ville").fill(someCity.slice(0, 4).toUpperCase());
  await plain.getByRole("search", { name: "Rechercher une ville" }).getByRole("button", { name: "Rechercher" }).click();
  await expect(list(plain, "cities").locator("tbody th a").first()).toHaveText(someCity);

  await tab("Ressources").click();
  await plain.getByRole("search", { name: "Rechercher une ressource" }).getByLabel("Rechercher une ressource").fill("aucune ressource ne porte ce nom");
  await plain.getByRole("search", { name: "Rechercher une ressource" }).getByRole("button", { name: "Rechercher" }).click();
  await expect(plain.getByText("Aucune ressource ne correspond à « aucune ressource ne porte ce nom ».")).toBeVisible();
  await noScript.close();
});

test("the audit log shows who changed what, and when, in French", async ({ page }) => {
  await asAdmin(page);
  // Its own changes: a city added, changed and deleted, a district added and deleted, a resource added, changed and deleted.
  const CITY = `Jarnac ${stamp}`;
  const DISTRICT = `Les Quais ${stamp}`;
  const RESOURCE = `Calcul des frais de notaire ${stamp}`;
  const cityId = await addCity(page, CITY);
  expect((await page.request.post(`/edit-ville/${cityId}`, { headers: { Origin: BASE_URL }, multipart: { nom: CITY, transport: "bus" }, maxRedirects: 0 })).status()).toBe(302);
  await remove(page, `/edit-quartier/${await addDistrict(page, cityId, DISTRICT)}`);
  await remove(page, `/edit-ville/${cityId}`);
  expect((await page.request.post("/creer-ressource", { headers: { Origin: BASE_URL }, multipart: { nom: RESOURCE, lien: "https://www.notaires.fr/" }, maxRedirects: 0 })).status()).toBe(302);
  const resourceId = query<{ id: number }>("select id from resources where nom = ?", RESOURCE)[0].id;
  expect((await page.request.post(`/edit-resource/${resourceId}`, { headers: { Origin: BASE_URL }, multipart: { nom: RESOURCE, lien: "https://www.notaires.fr/fr" }, maxRedirects: 0 })).status()).toBe(302);
  await remove(page, `/edit-resource/${resourceId}`);

  await page.goto("/creer");
  await page.getByRole("main").getByRole("link", { name: "Journal des modifications" }).click();
  await expect(page).toHaveURL(/\/creer\/journal$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Journal des modifications");
  await expectAccessible(page);
  const table = page.getByRole("table");
  const cityRows = table.locator("tbody tr").filter({ hasText: CITY });
  // Created, updated, deleted by this admin (newest first).
  await expect(cityRows).toHaveCount(3);
  await expect(cityRows.nth(0)).toContainText("Suppression");
  await expect(cityRows.nth(1)).toContainText("Modification");
  await expect(cityRows.nth(2)).toContainText("Ajout");
  for (const row of await cityRows.all()) {
    await expect(row).toContainText(ADMIN.email);
    await expect(row).toContainText("Ville");
    await expect(row.locator("time")).toHaveText(/^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à \d{2}:\d{2}$/);
  }
  await expect(table.locator("tbody tr").filter({ hasText: DISTRICT })).toHaveCount(2);
  await expect(table.locator("tbody tr").filter({ hasText: RESOURCE })).toHaveCount(3);
  // Additions and changes link to the item's edit screen; deletions do not.
  await expect(cityRows.nth(0).getByRole("link")).toHaveCount(0);
  await expect(cityRows.nth(2).getByRole("link", { name: CITY, exact: true })).toHaveAttribute("href", /^\/edit-ville\/\d+$/);
});

// The staff's pages hydrate with React Router (the public and client pages are served without it, their
// interactive parts being islands: decisions 0012, 0046). From them, the site's links are client navigations.
test.describe("client navigations from a staff page", () => {
  test("a content page is rendered by the running app: the same window, its search works", async ({ page }) => {
    await asAdmin(page);
    await page.goto("/creer", { waitUntil: "networkidle" });
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBeGreaterThan(0);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Projets", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nos projets");
    // The same window: React Router rendered the page, the browser did not load a new document.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.getByLabel("Ville").selectOption({ label: "Limoges" });
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/ville=limoges/);
    await expect(page.getByText(/correspondant à votre recherche/)).toBeVisible();
  });

  test("the loader shows while a client-side navigation takes time, then the page", async ({ page }) => {
    await asAdmin(page);
    await page.goto("/creer", { waitUntil: "networkidle" });
    await page.route(/\/projets\.data/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Projets", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Chargement…" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nos projets");
    await expect(page.getByRole("status").filter({ hasText: "Chargement…" })).toHaveCount(0);
  });

  test("a failed load of a project shows the maintenance animation", async ({ page }) => {
    await asAdmin(page);
    await page.goto("/creer", { waitUntil: "networkidle" });
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Projets", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nos projets");
    // The server cannot be reached for the project's data.
    await page.route(/\/projets\/\d+\/[a-z0-9-]+\.data/, (route) => route.abort("connectionrefused"));
    await page.getByRole("main").locator("article h2 a").first().click();
    await expect(page.getByText("La page est en maintenance")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
  });
});
