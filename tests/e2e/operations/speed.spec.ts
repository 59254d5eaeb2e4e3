// Issue 14: what the speed work changes in the answers a browser gets.
import { ACCOUNT_PAGES, BUDGET_KIB, firstLoadJs, newClientCookie, publicPages } from "../../../scripts/first-load-js.mjs";
import { BASE_URL } from "../support/env";
import { expect, test } from "../support/fixtures";

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
});

/**
 * The design guide's budget (§6) and issue 20's: 110 KiB gzip -9 of first-load JavaScript. Public and client
 * pages are served without React Router's scripts, their interactive parts are islands that load React DOM and
 * their own code (decision 0046): every one is within it (a page hydrated by React Router weighs at least
 * 110.8 KiB, decision 0037: only the staff's pages still are).
 */
test("every page, public or a client's, keeps its first-load JavaScript within 110 KiB and never loads React Router", async () => {
  test.setTimeout(180_000);
  const cookie = await newClientCookie(BASE_URL, { "X-Forwarded-For": "10.77.0.1" });
  const pages = [...(await publicPages(BASE_URL)).map((path) => ({ path, headers: {} })), ...ACCOUNT_PAGES.map((path) => ({ path, headers: { cookie } }))];
  const weighed: string[] = [];
  for (const { path, headers } of pages) {
    const measured = await firstLoadJs(BASE_URL, path, headers);
    if (measured.redirect || measured.files === 0) continue;
    weighed.push(path);
    expect.soft(measured.gzip / 1024, path).toBeLessThanOrEqual(BUDGET_KIB);
    // React Router's runtime (the `runtime` chunk) and its client entry are not among the page's files.
    expect.soft(measured.html, path).not.toMatch(/\/assets\/(runtime|entry\.client)-[^"]+\.js/);
  }
  // The pages the budget is about are among those weighed: the project and city pages, the forms.
  for (const kind of [/^\/projets\/\d+\/[a-z0-9-]+\?onglet=bilan$/, /^\/ville\/\d+/, /^\/contact$/, /^\/formulaire$/, /^\/rappel$/])
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
    // A new client whose address is not confirmed is shown the notice, not the upload island (issue 29, item 6).
    ["/profile/documents", []],
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

test("a project page loads the simulator's code on its Bilan tab only, and writes in the page only what the simulator reads", async ({ page }) => {
  await page.goto("/projets?ville=poitiers");
  const href = (await page.getByRole("link", { name: "T3 rénové à proximité du CHU et du campus", exact: true }).first().getAttribute("href"))!;
  // The first tab: the tab keys and the videos' island, no simulator, no React Router.
  const first = await (await page.request.get(href)).text();
  expect(first).toContain('data-island="onglets"');
  expect(first).not.toContain('data-island="bilan"');
  expect(first).not.toMatch(/island-bilan-[^"]+\.js/);
  expect(first).not.toContain("__reactRouterContext");
  // The Bilan tab: the simulator's island, its props the project's figures the simulation reads and nothing else.
  const bilan = await (await page.request.get(`${href}?onglet=bilan`)).text();
  const props = JSON.parse(
    /data-island="bilan"[^>]*data-island-props="([^"]*)"/.exec(bilan)![1].replaceAll("&quot;", '"').replaceAll("&amp;", "&"),
  ) as { project: Record<string, unknown> };
  expect(Object.keys(props.project).sort()).toEqual(["chargesMensuelles", "rentabilite", "tauxEmprunt", "tmpRenov", "total", "valeurApresTravaux"]);
  for (const key of ["createdAt", "updatedAt", "enAvant", "status", "outcome", "homeFigures", "dpoEmail", "title"]) expect(JSON.stringify(props), key).not.toContain(`"${key}"`);

  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  await page.goto(href, { waitUntil: "networkidle" });
  expect(scripts.some((url) => /island-bilan-/.test(url))).toBe(false);
  await page.getByRole("tab", { name: "Bilan", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Le bilan financier" })).toBeVisible();
  await expect.poll(() => scripts.some((url) => /island-bilan-/.test(url))).toBe(true);
  // The simulator runs in the browser, from its island's code.
  const payment = page.getByText("Mensualité du prêt", { exact: true }).first().locator("..").locator("..");
  const before = await payment.textContent();
  await page.getByLabel("Apport personnel (€)").fill("30000");
  await expect(payment).not.toHaveText(before!);
});
