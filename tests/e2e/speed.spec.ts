// Issue 14: what the speed work changes in the answers a browser gets.
import { ACCOUNT_PAGES, BUDGET_KIB, firstLoadJs, newClientCookie, publicPages } from "../../scripts/first-load-js.mjs";
import { BASE_URL } from "./env";
import { expect, test } from "./fixtures";

test("a page rendered for a signed-in visitor is answered whole, with its length", async ({ page, signUp }) => {
  const email = `rapide-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@exemple.fr`;
  await signUp(email);
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
  for (const path of ["/", "/projets", "/ville", "/mentions-legales", "/comment-ca-marche", "/projets/comparer?ids=1,2"]) {
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

/**
 * Each hydrated page's ceiling of first-load JavaScript, KiB gzip -9 (npm run bench:js at issue 20, plus about one
 * KiB). React DOM, React Router and the root route alone weigh 110.7 KiB (decision 0037): the design guide's
 * 110 KiB cannot hold for a page that hydrates; these ceilings keep what issue 20 won (zod alone is 25 KiB).
 */
function ceilingOf(path: string) {
  // The client's pages: islands, or no script at all (decision 0046).
  if (/^\/profile(\/|$)/.test(path)) return BUDGET_KIB;
  // The project page: +1 KiB at issue 23 for its summary and phone action bar (decision 0041).
  if (/^\/projets\/\d+\/[a-z0-9-]+($|\?)/.test(path)) return 123;
  if (/^\/formulaire$/.test(path)) return 130;
  if (/^\/(contact|rappel|formulaire|alertes\/nouvelle|signup|signin|mot-de-passe|verifier-email)/.test(path)) return 129.5;
  // The city page carries its market section (« Ce que disent les ventes », issue 21) and its projects' cards (issue 23).
  if (/^\/ville\/\d+/.test(path)) return 125.5;
  return 119.5;
}

test("every hydrated page, public or a client's, keeps its first-load JavaScript under its ceiling", async () => {
  test.setTimeout(120_000);
  const cookie = await newClientCookie(BASE_URL, { "X-Forwarded-For": "10.77.0.1" });
  const pages = [...(await publicPages(BASE_URL)).map((path) => ({ path, headers: {} })), ...ACCOUNT_PAGES.map((path) => ({ path, headers: { cookie } }))];
  const weighed: string[] = [];
  for (const { path, headers } of pages) {
    const measured = await firstLoadJs(BASE_URL, path, headers);
    if (measured.redirect || measured.files === 0) continue;
    weighed.push(path);
    expect.soft(measured.gzip / 1024, path).toBeLessThanOrEqual(ceilingOf(path));
  }
  // The pages the budget is about are among those weighed: the project and city pages, the forms, the account.
  for (const kind of [/^\/projets\/\d+\/[a-z0-9-]+\?onglet=bilan$/, /^\/ville\/\d+/, /^\/contact$/, /^\/formulaire$/, /^\/signin$/, /^\/profile$/])
    expect(weighed.some((path) => kind.test(path)), String(kind)).toBe(true);
});

test("a client's pages load no React Router: the progress and step pages no script, the others their islands (decision 0046)", async () => {
  const cookie = await newClientCookie(BASE_URL, { "X-Forwarded-For": "10.77.0.2" });
  const html = async (path: string) => (await fetch(`${BASE_URL}${path}`, { headers: { cookie }, redirect: "manual" })).text();
  for (const path of ["/profile/avancement", "/profile/avancement/etape1", "/profile/location"]) {
    const page = await html(path);
    expect(page, path).toContain("<main");
    expect(page, path).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(page, path).not.toContain("modulepreload");
  }
  for (const [path, islands] of [
    ["/profile", ["profil-compte", "profil-coordonnees"]],
    ["/profile/supprimer", ["profil-suppression"]],
    ["/profile/messages", ["messages"]],
    ["/profile/documents", ["documents"]],
  ] as const) {
    const page = await html(path);
    expect(page, path).not.toContain("__reactRouterContext");
    expect([...new Set([...page.matchAll(/data-island="([^"]+)"/g)].map((m) => m[1]))].sort(), path).toEqual(islands);
  }
});

test("a form page loads its checks when the visitor starts filling the form in, and checks a field left before they came", async ({ page }) => {
  const scripts: string[] = [];
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
    if (request.method() === "POST") posts.push(request.url());
  });
  await page.goto("/contact", { waitUntil: "networkidle" });
  const firstLoad = scripts.length;
  // Reading the page asks for nothing more.
  await page.waitForTimeout(500);
  expect(scripts).toHaveLength(firstLoad);
  // Left at once, before the checks could arrive: checked when they come, in the browser (nothing posted).
  await page.getByLabel("Votre nom").focus();
  await page.getByLabel("Votre nom").press("Tab");
  await expect(page.getByText("Votre nom est obligatoire.")).toBeVisible();
  await expect(page.getByLabel("Votre nom")).toHaveAttribute("aria-invalid", "true");
  expect(scripts.length).toBeGreaterThan(firstLoad);
  expect(posts).toEqual([]);
  // Then as usual: the message corrected as it is typed.
  await page.getByLabel("Votre nom").fill("Sophie Garnier");
  await expect(page.getByText("Votre nom est obligatoire.")).toBeHidden();
});

test("a project page loads the code of its other tabs when they are asked for, and sends only what it shows", async ({ page }) => {
  await page.goto("/projets?ville=poitiers");
  const href = (await page.getByRole("link", { name: "T3 rénové à proximité du CHU et du campus", exact: true }).first().getAttribute("href"))!;
  const html = await (await page.request.get(href)).text();
  // The hydration data: no stored dates or status, no result the browser computes itself.
  const data = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)].map((m) => JSON.parse(m[1]) as string).join("");
  expect(data).toContain('"T3 rénové à proximité du CHU et du campus"');
  for (const key of ["createdAt", "updatedAt", "enAvant", "status", "outcome", "homeFigures", "dpoEmail"]) expect(data, key).not.toContain(`"${key}"`);

  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(href, { waitUntil: "networkidle" });
  const firstLoad = scripts.length;
  await page.getByRole("tab", { name: "Bilan", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Le bilan financier" })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(firstLoad);
  // The simulator runs in the browser, from the tab's own code.
  const payment = page.getByText("Mensualité du prêt", { exact: true }).first().locator("..").locator("..");
  const before = await payment.textContent();
  await page.getByLabel("Apport personnel (€)").fill("30000");
  await expect(payment).not.toHaveText(before!);
});
