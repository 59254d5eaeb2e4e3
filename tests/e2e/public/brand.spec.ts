// Trust and brand (issue 13, items 15 to 18): the site's own font, cards of one height, no overflow on
// a phone, Open Graph previews, demo content that differs from one property to the next, official cities.
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { BASE_URL } from "../support/env";
import { expectAccessible, storedRow } from "../support/helpers";

/** The heights of the cards of a grid, row by row (cards sharing their top edge). */
async function rowHeights(page: Page, selector: string) {
  const boxes = await page.locator(selector).evaluateAll((items) => items.map((el) => el.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), height: Math.round(r.height) })));
  const rows = new Map<number, number[]>();
  for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.height]);
  return [...rows.values()];
}

test("the text font is Inter, served from the site itself and preloaded", async ({ page }) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(BASE_URL) && !request.url().startsWith("data:")) foreign.push(request.url());
  });
  const fonts: string[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "font") fonts.push(`${response.status()} ${response.url()}`);
  });
  await page.goto("/");
  const preload = page.locator('link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  const href = await preload.getAttribute("href");
  expect(href).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);

  await expect(() => expect(page.evaluate(() => document.fonts.check('600 16px "Inter Variable"'))).resolves.toBe(true)).toPass();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable"/);
  // One file for every weight, fetched once from our origin, cached for good.
  expect(fonts).toEqual([`200 ${BASE_URL}${href}`]);
  const font = await page.request.get(href!);
  expect(font.headers()["content-type"]).toBe("font/woff2");
  expect(font.headers()["cache-control"]).toContain("immutable");
  expect((await font.body()).length).toBeLessThan(60_000);
  expect(foreign).toEqual([]);
});

test("the cards of a grid have one height per row, whatever their texts", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [path, selector] of [
    ["/projets", "main ul > li > article"],
    ["/", "main ul > li > article"],
    ["/ville", "main ul > li"],
  ] as const) {
    await page.goto(path);
    const rows = await rowHeights(page, selector);
    expect(rows.length, path).toBeGreaterThan(0);
    expect(rows.some((row) => row.length > 1), path).toBe(true);
    for (const row of rows) expect(new Set(row).size, `${path}: ${row.join(", ")}`).toBe(1);
  }
  // The figures of the project cards line up too.
  await page.goto("/projets");
  const tops = await page.locator("main ul > li > article dl").evaluateAll((items) => items.map((el) => Math.round(el.getBoundingClientRect().bottom)));
  const firstRow = await rowHeights(page, "main ul > li > article");
  expect(new Set(tops.slice(0, firstRow[0].length)).size).toBe(1);
});

test.describe("on a 390 px wide phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of ["/5-pourquoi", "/", "/projets", "/ville"]) {
    test(`${path} scrolls only vertically: nothing is wider than the screen`, async ({ page }) => {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
        wide: [...document.querySelectorAll("body *")]
          .filter((el) => {
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) return false;
            // Inside a carousel's scroller the slides beyond the first are meant to be off-screen.
            if (el.closest('[aria-roledescription="diapositive"]') || el.closest(".sr-only")) return false;
            return r.right > document.documentElement.clientWidth + 0.5 || r.left < -0.5;
          })
          .map((el) => `${el.tagName.toLowerCase()}.${el.className}`.slice(0, 120)),
      }));
      expect(overflow.wide).toEqual([]);
      expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
    });
  }

  test("the « 5 raisons » cards keep their text inside them", async ({ page }) => {
    await page.goto("/5-pourquoi");
    const cards = page.getByRole("navigation", { name: "Les 5 raisons" }).getByRole("link");
    await expect(cards).toHaveCount(5);
    for (const card of await cards.all()) {
      const fits = await card.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().right <= document.documentElement.clientWidth);
      expect(fits).toBe(true);
    }
    await expectAccessible(page);
  });
});

/** The og:image of a page, fetched: a 1200×630 JPEG, with the meta that describe it. */
async function expectPreview(page: Page, path: string) {
  await page.goto(path);
  const meta = async (selector: string) => page.locator(`head meta[${selector}]`).getAttribute("content");
  const image = await meta('property="og:image"');
  expect(image, path).toMatch(new RegExp(`^${BASE_URL}/og/(projets|ville|site)/\\w+\\.jpg\\?v=[0-9a-z]+$`));
  expect(await meta('name="twitter:image"')).toBe(image);
  expect(await meta('property="og:image:width"')).toBe("1200");
  expect(await meta('property="og:image:height"')).toBe("630");
  const response = await page.request.get(image!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/jpeg");
  expect(response.headers()["cache-control"]).toContain("immutable");
  const { width, height, format } = await sharp(await response.body()).metadata();
  expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: "jpeg" });
  return { image: image!, bytes: await response.body() };
}

test("the home page, every project and every city have a 1200×630 JPEG preview of their own", async ({ page }) => {
  const home = await expectPreview(page, "/");
  await page.goto("/ville");
  const cityPaths = await page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  await page.goto("/projets");
  const projectPaths = await page.locator("main article h2 a").evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(cityPaths.length).toBeGreaterThan(1);
  expect(projectPaths.length).toBeGreaterThan(1);
  const seen = new Set([home.bytes.toString("base64")]);
  for (const path of [...cityPaths.slice(0, 2), ...projectPaths.slice(0, 2)]) {
    const { bytes } = await expectPreview(page, path);
    seen.add(bytes.toString("base64"));
  }
  expect(seen.size).toBe(5);

  // An outdated key still gets the current picture, only briefly cached; an unknown page gets a 404.
  const stale = await page.request.get(home.image.replace(/\?v=.*/, "?v=ancienne"));
  expect(stale.status()).toBe(200);
  expect(stale.headers()["cache-control"]).toBe("public, max-age=300");
  expect((await page.request.get("/og/projets/999999.jpg")).status()).toBe(404);
  expect((await page.request.get("/og/projets/abc.jpg")).status()).toBe(404);
});

test("a project's « Analyse » tab draws its district's figures beside the city's other districts", async ({ page }) => {
  const project = (await storedRow<{ id: number; district_id: number }>("select id, district_id from projects where district_id is not null order by id limit 1"))!;
  const district = (await storedRow<{ nom: string; city_id: number; prix_moyen_location: number; prix_moyen_au_metre: number; taux_elever: number }>(
    "select nom, city_id, prix_moyen_location, prix_moyen_au_metre, taux_elever from districts where id = ?",
    project.district_id,
  ))!;
  const siblings = (await storedRow<{ n: number }>("select count(*) as n from districts where city_id = ?", district.city_id))!.n;
  await page.goto(`/projets/${project.id}?onglet=quartier&sous=analyse`);
  const chart = page.getByRole("img", { name: `Le marché du quartier ${district.nom} comparé aux autres quartiers de la ville` });
  await expect(chart).toBeVisible();
  // Axes with round values and each bar's value, drawn from the stored figures.
  const money = (n: number) => new Intl.NumberFormat("fr-FR", { style: "currency", currency: "EUR", maximumFractionDigits: 0 }).format(n);
  await expect(chart).toContainText(money(district.prix_moyen_location));
  await expect(chart).toContainText(money(district.prix_moyen_au_metre));
  // Each panel's scale starts at 0, written with its unit (« 0 € », « 0 % »).
  await expect(chart.locator("text", { hasText: /^0\s(€|%)$/ })).toHaveCount(3);
  expect(await chart.locator("rect").count()).toBe(3 * siblings);

  await page.getByText("Voir les chiffres en tableau").click();
  const row = page.getByRole("row", { name: new RegExp(`^${district.nom}`) });
  await expect(row.getByRole("cell").nth(0)).toHaveText(money(district.prix_moyen_location));
  await expect(row.getByRole("cell").nth(1)).toHaveText(money(district.prix_moyen_au_metre));
  await expect(page.getByRole("table").filter({ has: row }).getByRole("row")).toHaveCount(siblings + 1);
  await expectAccessible(page);
});
