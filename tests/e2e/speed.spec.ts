// Issue 14: what the speed work changes in the answers a browser gets.
import { firstLoadJs } from "../../scripts/first-load-js.mjs";
import { BASE_URL } from "./env";
import { expect, test } from "./fixtures";

test("a page rendered for a signed-in visitor is answered whole, with its length", async ({ page, signUp, signIn }) => {
  const email = `rapide-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@exemple.fr`;
  await signUp(email);
  await signIn(email);
  const response = await page.request.get("/projets", { headers: { "accept-encoding": "identity" } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(response.headers()["content-length"]).toBe(String(Buffer.byteLength(html)));
  expect(html).toContain("Nos projets");
  expect(html.trimEnd().endsWith("</html>")).toBe(true);
});

test("a project page preloads its cover as AVIF, the very file its picture shows", async ({ page }) => {
  await page.goto("/projets?ville=poitiers");
  const href = await page.getByRole("link", { name: "T3 rénové à proximité du CHU et du campus", exact: true }).first().getAttribute("href");
  await page.goto(href!);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("T3 rénové");
  const preload = page.locator('head link[rel="preload"][as="image"][type="image/avif"]');
  await expect(preload).toHaveCount(1);
  const cover = page.locator("picture", { has: page.getByAltText(/Façade du projet/) }).locator('source[type="image/avif"]');
  expect(await preload.getAttribute("imagesrcset")).toBe(await cover.getAttribute("srcset"));
  expect(await preload.getAttribute("imagesizes")).toBe(await cover.getAttribute("sizes"));
});

test.describe("content-only pages load no script (decision 0012)", () => {
  for (const path of ["/", "/projets", "/ville", "/mentions-legales", "/comment-ca-marche"]) {
    test(`${path} is served without any JavaScript file or inline script`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toContain("<main");
      expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
      expect(html).not.toContain("modulepreload");
    });
  }

  test("an interactive page still runs its scripts; a client navigation to a content page works", async ({ page }) => {
    await page.goto("/contact", { waitUntil: "networkidle" });
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
});

test("hydrated pages keep their first-load JavaScript: the runtime and their own code, no form schemas", async ({ page }) => {
  await page.goto("/projets?ville=poitiers");
  const project = await page.getByRole("link", { name: "T3 rénové à proximité du CHU et du campus", exact: true }).first().getAttribute("href");
  await page.goto("/ville");
  const city = await page.getByRole("link", { name: /Limoges/ }).first().getAttribute("href");
  // Measured at stop 18 (npm run bench:js): 139.1, 119.5 and 154.2 KiB (zod and conform: a form page), in 6, 6
  // and 8 files. React DOM and React Router are 106.3 KiB of each. Each request counts on a slow mobile link
  // (Lighthouse 94 with 13 files on a project page, 97 with 6): the chunks of vite.config.ts keep them few.
  // Issue 21 (market evidence, texts written by the loader so that no formatting code ships): project 139.9,
  // city 121.2 KiB (« Ce que disent les ventes »: its chart, districts and rents, +1.7 KiB).
  for (const [path, budget, files] of [[project!, 140, 6], [city!, 122.5, 6], ["/contact", 160, 8]] as const) {
    const measured = await firstLoadJs(BASE_URL, path);
    expect(measured.gzip / 1024, path).toBeLessThanOrEqual(budget);
    expect(measured.files, path).toBeLessThanOrEqual(files);
  }
});
