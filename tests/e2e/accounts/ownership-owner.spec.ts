// The owner's side of the let property (issue 22): their page /profile/location with the year's figures beside
// the announced ones, their receipts and tax summary as PDFs, the consent to the anonymous publication and the
// public /resultats it feeds (without a name), and who may see what: another client and a visitor get 404 on the
// PDFs, a visitor the sign-in page's way on the owner's page, staff the documents.
// Each test makes its own owner with the demo owner's year of history (npm run demo-owner: a lease begun twelve
// settled months ago, the 5th month unpaid, the 8th paid in half), as staff would have recorded it.
import { execFileSync } from "node:child_process";
import { type Browser, type Page } from "@playwright/test";
import { addMonths, formatMonth, parisDay, yearOf } from "../../../app/domain/ownership/calendar";
import { lastSettledMonth } from "../../../app/domain/ownership/track-record";
import { DATA_DIR, E2E_DATABASE_URL } from "../support/env";
import { PASSWORD, expect, signIn, signUp, test } from "../support/fixtures";
import { expectAccessible, storedRow } from "../support/helpers";
import { pdfPagesRuns, pdfPagesText } from "../support/pdf-text";

const DEMO_PROJECT = "T2 meublé rafraîchi à deux pas de l’hôpital Bellevue";
const CONSENT = "J’accepte la publication anonyme des résultats de mon investissement";

const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");

interface Owner {
  email: string;
  userId: number;
  projectId: number;
  leaseId: number;
}

/** A new owner with the demo history (the project's script, on the e2e server's database). */
function makeOwner(options: { prenom?: string; nom?: string; tenant?: string; projectId?: number } = {}): Owner {
  const email = `proprietaire-${token()}@exemple.fr`;
  const args = ["tsx", "scripts/demo-owner.ts", "--email", email, "--password", PASSWORD];
  if (options.prenom) args.push("--prenom", options.prenom);
  if (options.nom) args.push("--nom", options.nom);
  if (options.tenant) args.push("--locataire", options.tenant);
  if (options.projectId) args.push("--projet", String(options.projectId));
  const out = execFileSync("npx", args, { env: { ...process.env, DATA_DIR, ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}) }, stdio: "pipe" }).toString();
  return { email, ...(JSON.parse(out.trim().split("\n").pop()!) as Omit<Owner, "email">) };
}

/** The months of the demo history, counted back from today as the script did. */
function history() {
  const first = addMonths(lastSettledMonth(parisDay(new Date())), -11);
  return { first, unpaid: addMonths(first, 4), partial: addMonths(first, 7) };
}

async function signedIn(browser: Browser, email: string, ip: number): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `10.22.0.${ip}` } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

async function pdfText(page: Page, href: string): Promise<string> {
  const response = await page.request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  return plain((await pdfPagesText(await response.body())).join("\n"));
}

test("the owner follows the year's figures beside the announced ones and downloads a receipt, a partial receipt and the tax summary", async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = makeOwner();
  const { first, unpaid, partial } = history();
  const page = await signedIn(browser, owner.email, 1);
  await page.goto("/profile");
  await page.getByRole("link", { name: "Suivre mon bien loué" }).click();
  await expect(page).toHaveURL(/\/profile\/location$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mon bien loué");
  await expect(page.getByRole("heading", { level: 2, name: DEMO_PROJECT })).toBeVisible();
  await expect(page.getByText(/^Thomas Bernard, bail meublé depuis le/)).toBeVisible();
  // Reached from /profile by its link (a page without React Router, decision 0046); the page has no script.
  const html = await (await page.request.get("/profile/location")).text();
  expect(html).toContain("Mon bien loué");
  expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);

  // The year of the partial month, through the year selector when there are two years.
  const year = yearOf(partial);
  if (yearOf(first) !== yearOf(partial)) {
    await page.getByRole("navigation", { name: "Choisir l’année" }).getByRole("link", { name: String(year) }).click();
    await expect(page).toHaveURL(new RegExp(`annee=${year}`));
  }
  await expect(page.getByRole("heading", { name: `Les chiffres de ${year}` })).toBeVisible();
  await expect(page.locator("dt")).toContainText(["Loyers encaissés (hors charges)", "Charges encaissées", "Dépenses", "Résultat net", "Mensualités de l’emprunt", "Cash-flow"]);
  const compared = page.getByRole("table", { name: `Les chiffres réalisés en ${year} à côté de ceux annoncés pour le projet` });
  await expect(compared.getByRole("columnheader", { name: "Annoncé" })).toBeVisible();
  await expect(compared.getByRole("row", { name: /Rentabilité brute/ })).toContainText("%");
  // The announced rent of the demo project, beside the average received.
  await expect(compared.getByRole("row", { name: /Loyer mensuel hors charges/ })).toContainText(/520,00\s€/);
  // The chart, its description and its table; the partial month marked in words.
  const chart = page.getByRole("figure", { name: `Loyers et charges mois par mois, ${year}` });
  await expect(chart.getByRole("img", { name: `Loyers et charges mois par mois, ${year}` })).toBeVisible();
  await expect(chart.getByRole("row", { name: new RegExp(formatMonth(partial)) })).toContainText("Partiel");
  if (yearOf(unpaid) === year) {
    await expect(chart.getByRole("row", { name: new RegExp(formatMonth(unpaid)) })).toContainText("Impayé");
    await expect(page.getByText(/^Mois impayés? :/)).toContainText(formatMonth(unpaid));
  }
  await expectAccessible(page);

  // The tax summary of the year, and the partial receipt.
  const summaryHref = await page.getByRole("link", { name: `Récapitulatif fiscal ${year}` }).getAttribute("href");
  const summary = await pdfText(page, summaryHref!);
  expect(summary).toContain(`Récapitulatif fiscal ${year}`);
  expect(summary).toContain("il ne la dépose pas");
  expect(summary).toContain("Micro-BIC — déclaration n° 2042-C-PRO, case 5ND");
  expect(summary).toContain("Claire Dubois");
  // Each regime's section whole on one page, and no page left with a table or notes alone (issue 30, item 11):
  // the LMNP section's result on the page of its title, every page used past its middle (A4: 842 points).
  const summaryPages = await pdfPagesRuns(await (await page.request.get(summaryHref!)).body());
  const pageOf = (text: string) => summaryPages.findIndex((runs) => runs.some((r) => r.text.includes(text)));
  expect(pageOf("LMNP au réel")).toBeGreaterThanOrEqual(0);
  expect(pageOf("Résultat fiscal estimé")).toBe(pageOf("LMNP au réel"));
  for (const [i, runs] of summaryPages.entries())
    expect(Math.min(...runs.filter((r) => r.y > 72).map((r) => r.y)), `tax summary, page ${i + 1}: its lowest line`).toBeLessThan(421);
  const partialHref = await page.getByRole("link", { name: `Reçu partiel — ${formatMonth(partial)}` }).getAttribute("href");
  const receipt = await pdfText(page, partialHref!);
  expect(receipt).toContain(`Reçu partiel — ${formatMonth(partial)}`);
  expect(receipt).toContain("Thomas Bernard");
  expect(receipt).toContain("Ce reçu ne vaut pas quittance.");

  // A month paid in full: a quittance naming the landlord, the tenant, rent and charges apart.
  await page.goto(`/profile/location?annee=${yearOf(first)}`);
  const fullHref = await page.getByRole("link", { name: `Quittance de loyer — ${formatMonth(first)}` }).getAttribute("href");
  expect(fullHref).toBe(`/profile/location/quittance/${owner.leaseId}/${first}.pdf`);
  const quittance = await pdfText(page, fullHref!);
  expect(quittance).toContain(`Quittance de loyer — ${formatMonth(first)}`);
  expect(quittance).toContain("Claire Dubois, 4 allée des Tilleuls, 69005 Lyon");
  expect(quittance).toMatch(/Loyer hors charges 520,00 €/);
  expect(quittance).toMatch(/Provision pour charges 45,00 €/);
  expect(quittance).toContain("lui en donne quittance");
  await page.context().close();
});

test("an owner lands on their let property after signing in; their tracker and documents show the way done (issue 30, item 8)", async ({ browser }) => {
  test.setTimeout(180_000);
  const owner = makeOwner();
  const page = await signedIn(browser, owner.email, 40);
  await expect(page).toHaveURL(/\/profile\/location$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/profile/avancement");
  await expect(page.getByText("Étapes terminées : 9 sur 9.")).toBeVisible();
  await expect(page.getByText("Sophie Garnier")).toBeVisible();
  await expect(page.getByText("Votre conseiller vous sera présenté")).toHaveCount(0);
  await page.goto("/profile/documents");
  await expect(page.getByText("Validé", { exact: true })).toHaveCount(5);
  await expect(page.getByText("Manquant", { exact: true })).toHaveCount(0);
  await page.context().close();
});

test("the owner's consent puts the project on /resultats without a name, and its withdrawal takes it off", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const other = await storedRow<{ id: number; title: string }>("select id, title from projects where status = 'loue' and title <> ? and id not in (select project_id from leases) order by id desc", DEMO_PROJECT);
  const owner = makeOwner({ prenom: "Paul", nom: "Lefèvre", tenant: "Inès Garcia", projectId: other!.id });
  const listed = async () => {
    const response = await page.goto("/resultats");
    expect(response?.status()).toBe(200);
    return page.getByRole("link", { name: other!.title, exact: true }).count();
  };
  expect(await listed()).toBe(0);

  const mine = await signedIn(browser, owner.email, 2);
  await mine.goto("/profile/location");
  const consent = mine.getByRole("checkbox", { name: CONSENT });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await mine.getByRole("button", { name: "Enregistrer" }).click();
  await expect(mine.getByRole("status")).toContainText("les résultats de votre investissement peuvent être publiés");
  await expect(mine.getByRole("checkbox", { name: CONSENT })).toBeChecked();
  expect(await storedRow("select user_id from publication_consents where user_id = ?", owner.userId)).toBeTruthy();

  // A visitor (the cached page, drawn again since the consent): the project's line, with the aggregate, and no name.
  expect(await listed()).toBe(1);
  await expect(page.getByText(/^Sur \d+ projets? livrés? dont/)).toBeVisible();
  const text = await page.locator("main").innerText();
  for (const name of ["Paul", "Lefèvre", "Inès", "Garcia", "Claire", "Dubois", "Thomas Bernard"]) expect(text).not.toContain(name);
  await expectAccessible(page);
  await page.getByRole("link", { name: other!.title, exact: true }).first().click();
  await expect(page.getByRole("heading", { name: "Résultats réels depuis la livraison" })).toBeVisible();
  expect(await page.locator("main").innerText()).not.toContain("Inès Garcia");

  // Withdrawn: off the list at once.
  await mine.getByRole("checkbox", { name: CONSENT }).uncheck();
  await mine.getByRole("button", { name: "Enregistrer" }).click();
  await expect(mine.getByRole("status")).toContainText("ne sont pas publiés");
  expect(await storedRow("select user_id from publication_consents where user_id = ?", owner.userId)).toBeUndefined();
  expect(await listed()).toBe(0);
  // The demo owner's line stays, and /resultats is in the footer.
  await expect(page.getByRole("link", { name: DEMO_PROJECT, exact: true })).toHaveCount(1);
  await expect(page.getByRole("navigation", { name: "Liens du pied de page" }).getByRole("link", { name: "Nos résultats" })).toHaveAttribute("href", "/resultats");
  await mine.context().close();
});

test("another client gets 404 on the owner's documents and sees only their own page; staff may download them", async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = makeOwner();
  const { first } = history();
  const receipt = `/profile/location/quittance/${owner.leaseId}/${first}.pdf`;
  const summary = `/profile/location/recapitulatif/${owner.leaseId}/${yearOf(first)}.pdf`;

  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.22.0.3" } });
  const page = await context.newPage();
  const email = `curieux-${token()}@exemple.fr`;
  await signUp(page, email);
  await signIn(page, email);
  for (const path of [receipt, summary, `/profile/location/quittance/${owner.leaseId + 1000}/${first}.pdf`, `/profile/location/autre/${owner.leaseId}/${first}.pdf`]) {
    expect((await page.request.get(path)).status(), path).toBe(404);
  }
  await page.goto("/profile");
  await expect(page.getByRole("link", { name: "Suivre mon bien loué" })).toHaveCount(0);
  const response = await page.goto("/profile/location");
  expect(response?.headers()["cache-control"]).toBe("private, no-store");
  await expect(page.getByText("Vous n’avez pas encore de bien loué avec nous.")).toBeVisible();
  expect(await page.locator("main").innerText()).not.toContain("Thomas Bernard");
  expect((await page.request.get("/profile/location.data")).status()).toBe(200);
  expect(await (await page.request.get("/profile/location.data")).text()).not.toContain("Thomas Bernard");
  await context.close();

  // A staff member: the same documents as the owner.
  const admin = `gerance-${token()}@investir-serein.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", admin, "--password", PASSWORD], {
    env: { ...process.env, DATA_DIR, ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}) },
    stdio: "pipe",
  });
  const staff = await signedIn(browser, admin, 4);
  expect(await pdfText(staff, receipt)).toContain(`Quittance de loyer — ${formatMonth(first)}`);
  expect(await pdfText(staff, summary)).toContain(`Récapitulatif fiscal ${yearOf(first)}`);
  await staff.context().close();
});

test("a visitor is asked to sign in on the owner's page and gets 404 on the documents", async ({ page }) => {
  const owner = makeOwner();
  const { first } = history();
  const response = await page.goto("/profile/location");
  expect(response?.status()).toBe(401);
  await expect(page.getByRole("main").getByRole("link", { name: "Se connecter" })).toHaveAttribute("href", `/signin?retour=${encodeURIComponent("/profile/location")}`);
  for (const path of [`/profile/location/quittance/${owner.leaseId}/${first}.pdf`, `/profile/location/recapitulatif/${owner.leaseId}/${yearOf(first)}.pdf`]) {
    const answer = await page.request.get(path);
    expect(answer.status(), path).toBe(404);
    expect(answer.headers()["content-type"]).not.toBe("application/pdf");
  }
});
