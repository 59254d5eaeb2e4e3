// Signed-in visitors at cached speed (issue 20, item 2; decision 0025): a public page is cached once for
// everyone, and a signed-in visitor gets that very page with their own account links spliced in. One visitor's
// header never reaches another, private pages are never cached, and a page that shows more of its visitor
// (the after-tax view of a visitor who gave their income) is rendered for them.
import { execFileSync } from "node:child_process";
import { type APIRequestContext, type Browser, type Page, expect, test } from "@playwright/test";
import { BASE_URL, DATA_DIR } from "../support/env";
import { PASSWORD, signIn, signUp } from "../support/fixtures";

const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** A signed-up, signed-in visitor in a browser context of their own (its own address for the rate limits). */
async function session(browser: Browser, ip: string, email: string, { signUpFirst = true } = {}) {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": ip } });
  const page = await context.newPage();
  if (signUpFirst) await signUp(page, email);
  await signIn(page, email);
  return { context, page };
}

interface Raw {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** One GET as a browser sends it (gzip and brotli accepted), with the cookies of `request`'s context. */
async function get(request: APIRequestContext, path: string): Promise<Raw> {
  const response = await request.get(path, { headers: { "Accept-Encoding": "gzip, deflate, br" }, maxRedirects: 0 });
  return { status: response.status(), headers: response.headers(), text: await response.text() };
}

const header = (html: string) => /<header\b[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, "");
const accountLinks = (html: string) => [...header(html).matchAll(/href="(\/signin|\/profile|\/creer)"|action="(\/logout)"/g)].map((m) => m[1] ?? m[2]);

test("a signed-in visitor gets the cached page with their own header; no one else ever sees it", async ({ browser, request }) => {
  test.setTimeout(240_000);
  const id = token();
  const adminEmail = `admin-cache-${id}@investir-serein.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", adminEmail, "--password", PASSWORD], { env: { ...process.env, DATA_DIR }, stdio: "pipe" });
  const admin = await session(browser, "10.20.0.1", adminEmail, { signUpFirst: false });
  const client = await session(browser, "10.20.0.2", `client-cache-${id}@exemple.fr`);

  // A visitor who is not signed in, before and after the others: the same bytes, the same ETag, « Se connecter ».
  // (The site makes the demo's image variants in the background, which changes the pages: the four requests
  // are made again until the page stood still meanwhile.)
  let pages: Record<"before" | "asAdmin" | "asClient" | "after", Raw> | undefined;
  await expect(async () => {
    const before = await get(request, "/ressources");
    const asAdmin = await get(admin.context.request, "/ressources");
    const asClient = await get(client.context.request, "/ressources");
    const after = await get(request, "/ressources");
    expect(after.headers.etag).toBe(before.headers.etag);
    pages = { before, asAdmin, asClient, after };
  }).toPass({ timeout: 60_000 });
  const { before, asAdmin, asClient, after } = pages!;
  expect(after.text).toBe(before.text);
  expect(accountLinks(before.text)).toEqual(["/signin", "/signin"]);
  expect(before.headers["cache-control"]).toBeUndefined();
  expect(accountLinks(asAdmin.text)).toEqual(["/profile", "/creer", "/logout", "/profile", "/creer", "/logout"]);
  expect(accountLinks(asClient.text)).toEqual(["/profile", "/logout", "/profile", "/logout"]);
  // Both from the cached page: its ETag, followed by the visitor's parts; private to them, compressed once for their state.
  // (A tag is base64url, "-" included: the page's tag is what precedes the encoding's suffix, or the visitor's part.)
  const pageTag = before.headers.etag.replace(/^"([\w-]+?)(-(?:br|gz|zstd))?"$/, "$1");
  for (const signedIn of [asAdmin, asClient]) {
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.etag.startsWith(`"${pageTag}.`), signedIn.headers.etag).toBe(true);
    expect(signedIn.headers.etag).toMatch(/^"[\w-]+\.[\w-]+-br"$/);
    expect(signedIn.headers["cache-control"]).toBe("private, no-cache");
    expect(signedIn.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(signedIn.headers["content-encoding"]).toBe("br");
    expect(signedIn.headers["x-shared-page"]).toBeUndefined();
  }
  expect(asAdmin.text).toContain(`<script type="application/json" id="visiteur">{"isAdmin":true,"unread":0,"unreadStaff":`);
  expect(asClient.text).toContain(`<script type="application/json" id="visiteur">{"isAdmin":false,"unread":0,"unreadStaff":0}</script>`);
  // The page is the one everyone gets but for the header's account items and the JSON block.
  const strip = (html: string) => html.replace(/<script type="application\/json" id="visiteur">.*?<\/script>/, "").replace(header(html), "");
  expect(strip(asClient.text)).toBe(strip(before.text));
  // The header is what the site renders for that visitor on a page made for them (a query the cache keeps apart).
  const rendered = await get(client.context.request, "/ressources?rendu=1");
  expect(rendered.headers.etag).toBeUndefined();
  expect(withoutNonces(header(asClient.text))).toBe(withoutNonces(header(rendered.text)));
  // A revisit of the signed-in visitor: 304 on their own ETag, never on another's.
  const revisit = await client.context.request.get("/ressources", { headers: { "Accept-Encoding": "gzip, deflate, br", "If-None-Match": asClient.headers.etag! } });
  expect(revisit.status()).toBe(304);
  const someoneElses = await admin.context.request.get("/ressources", { headers: { "Accept-Encoding": "gzip, deflate, br", "If-None-Match": asClient.headers.etag! } });
  expect(someoneElses.status()).toBe(200);

  // Private pages are never cached: each visitor gets their own profile, a visitor not signed in the 401 page.
  const profile = await get(client.context.request, "/profile");
  expect(profile.headers["cache-control"]).toBe("private, no-store");
  expect(profile.text).toContain(`client-cache-${id}@exemple.fr`);
  const adminProfile = await get(admin.context.request, "/profile");
  expect(adminProfile.text).not.toContain(`client-cache-${id}@exemple.fr`);
  const anonymousProfile = await get(request, "/profile");
  expect(anonymousProfile.status).toBe(401);
  expect(anonymousProfile.text).not.toContain(`client-cache-${id}@exemple.fr`);
  await admin.context.close();
  await client.context.close();
});

test("every page shared with signed-in visitors marks their parts' slots in its HTML, and they get it from the cache", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const client = await session(browser, "10.20.0.3", `client-slots-${token()}@exemple.fr`);
  const listing = (await get(request, "/projets")).text;
  const project = /href="(\/projets\/\d+\/[^"?#]+)"/.exec(listing)?.[1];
  const city = /href="(\/ville\/\d+\/[^"?#]+)"/.exec((await get(request, "/ville")).text)?.[1];
  expect(project && city).toBeTruthy();
  const count = (html: string, part: string) => html.split(part).length - 1;
  for (const [path, shared, header] of [
    ["/", "always", true],
    ["/projets", "always", true],
    [project!, "with-income", true],
    ["/ville", "always", true],
    [city!, "always", true],
    ["/ressources", "always", true],
    ["/contact", "always", true],
    ["/page-introuvable", "always", false],
  ] as const) {
    const anonymous = await get(request, path);
    for (const slot of ["bar", "menu"]) {
      expect(count(anonymous.text, `<template data-visitor-slot="${slot}"></template>`), `${path}: ${slot}`).toBe(header ? 1 : 0);
      expect(count(anonymous.text, `<template data-visitor-slot="/${slot}"></template>`), `${path}: /${slot}`).toBe(header ? 1 : 0);
    }
    expect(count(anonymous.text, `<template data-visitor-slot="block" data-shared="${shared}"></template><template data-visitor-slot="/block"></template>`), path).toBe(1);
    const signedIn = await get(client.context.request, path);
    expect(signedIn.headers["cache-control"], path).toBe("private, no-cache");
    expect(signedIn.text, path).toContain(`<template data-visitor-slot="block" data-shared="${shared}"></template><script type="application/json" id="visiteur">`);
  }
  // A page that reads its visitor marks no block, and is rendered for them.
  const profile = await get(client.context.request, "/profile");
  expect(profile.text).not.toContain(`data-visitor-slot="block"`);
  await client.context.close();
});

/** Collects the page's uncaught errors (a failed hydration is one: React reports it so). */
function pageErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

test("a cached page runs its islands for its signed-in visitor, who keeps their header until they sign out", async ({ browser }) => {
  test.setTimeout(120_000);
  const { context, page } = await session(browser, "10.20.0.3", `hydrate-cache-${token()}@exemple.fr`);
  const cityPath = /href="(\/ville\/\d+\/[a-z0-9-]+)"/.exec(await (await context.request.get("/ville")).text())![1]!;
  const errors = pageErrors(page);
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  const response = await page.goto(cityPath);
  expect(response!.headers().etag).toMatch(/^"[\w-]+\.[\w-]+-br"$/);
  await expect(nav.getByRole("link", { name: "Mon profil" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Se connecter" })).toHaveCount(0);
  // The page's islands run in the cached page (decision 0046): the carousel's buttons come.
  await expect(page.getByRole("button", { name: "Suivant (diapositive suivante)" })).toBeVisible();
  // Another cached page: the header is still the visitor's.
  await nav.getByRole("link", { name: "Ressources" }).click();
  await expect(page).toHaveURL(/\/ressources$/);
  await expect(nav.getByRole("link", { name: "Mon profil" })).toBeVisible();
  // Signing out: « Se connecter » from then on.
  await nav.getByRole("button", { name: "Déconnecter" }).click();
  await expect(nav.getByRole("link", { name: "Se connecter" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Mon profil" })).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test("the project page is cached for every signed-in visitor; the after-tax view starts from the income of theirs who gave one", async ({ browser }) => {
  test.setTimeout(120_000);
  const id = token();
  const plain = await session(browser, "10.20.0.4", `projet-cache-${id}@exemple.fr`);
  const email = `projet-revenus-${id}@exemple.fr`;
  const withIncome = await session(browser, "10.20.0.5", email);
  const saved = await withIncome.context.request.patch("/api/formulaire", {
    headers: { Origin: BASE_URL },
    data: { nom: "Martin", prenom: "Léa", ville: "Lyon", email, revenus: 42000, rgpd: true, valid: true },
  });
  expect(saved.status()).toBe(200);
  const projectPath = /href="(\/projets\/\d+\/[a-z0-9-]+)"/.exec(await (await plain.context.request.get("/projets")).text())![1]!;
  const path = `${projectPath}?onglet=bilan`;

  const cached = await plain.page.goto(path);
  expect(cached!.headers().etag).toMatch(/^"[\w-]+\.[\w-]+-br"$/);
  await expect(plain.page.getByRole("button", { name: "Afficher" })).toBeVisible();
  await expect(plain.page.getByLabel("Vos revenus nets (€ par an)")).toHaveValue("");
  // The same cached page, with this visitor's block: their income fills the form once the island runs.
  const theirs = await withIncome.page.goto(path);
  expect(theirs!.headers().etag).toMatch(/^"[\w-]+\.[\w-]+-br"$/);
  expect(theirs!.headers()["cache-control"]).toBe("private, no-cache");
  await expect(withIncome.page.getByLabel("Vos revenus nets (€ par an)")).toHaveValue("42000");
  await expect(withIncome.page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Mon profil" })).toBeVisible();
  // An income in the address wins over the questionnaire's.
  await withIncome.page.goto(`${path}&revenus=30000`);
  await expect(withIncome.page.getByLabel("Vos revenus nets (€ par an)")).toHaveValue("30000");
  // The other visitor's block never carries it.
  const block = /<script type="application\/json" id="visiteur">([^<]*)<\/script>/.exec(await (await plain.context.request.get(path)).text())![1]!;
  expect(JSON.parse(block)).toEqual({ isAdmin: false, unread: 0, unreadStaff: 0 });
  await plain.context.close();
  await withIncome.context.close();
});
