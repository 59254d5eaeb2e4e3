// « Ce projet m’intéresse » (issue 13, item 6): from a project page or a card to the questionnaire or
// the contact form, about the project; the staff see which project each message and lead is about.
import { execFileSync } from "node:child_process";
import { type Page, expect, test } from "@playwright/test";
import { DATA_DIR } from "../support/env";
import { PASSWORD, signIn } from "../support/fixtures";
import { expectAccessible, readDb } from "../support/helpers";
import { fillQuestionnaire } from "../support/questionnaire";

const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
// Distinct addresses: the contact form and the questionnaire are limited per address.
const ip = (n: number) => ({ "X-Forwarded-For": `10.7.0.${n}` });
// A project for sale (the demo's delivered projects are « Loué », shown as references).
const PROJECT = "Studio meublé au cœur du plateau historique";

let adminEmail = "";
test.beforeAll(async ({}, testInfo) => {
  adminEmail = `admin-interet-${testInfo.workerIndex}-${token()}@investir-serein.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", adminEmail, "--password", PASSWORD], { env: { ...process.env, DATA_DIR }, stdio: "pipe" });
});

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

function storedRow<T>(sql: string, ...args: unknown[]): T | undefined {
  const db = readDb();
  try {
    return db.prepare(sql).get(...args) as T | undefined;
  } finally {
    db.close();
  }
}

const projectId = () => storedRow<{ id: number }>("select id from projects where title = ?", PROJECT)!.id;

test.describe("from a project page", () => {
  test.use({ extraHTTPHeaders: ip(1) });

  test("a visitor goes to the questionnaire about the project, may write instead, and the staff see and filter the message", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const mark = token();
    await page.goto(`/projets/${projectId()}`);
    await page.getByRole("link", { name: "Ce projet m’intéresse", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/formulaire\\?projet=${projectId()}$`));
    await expect(page.getByText("À propos du projet :")).toContainText(PROJECT);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Écrivez-nous simplement à propos de ce projet" }).click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?projet=${projectId()}$`));
    await expect(page.getByText("À propos du projet :")).toContainText(PROJECT);
    await textbox(page, "Votre nom").fill(`Intéressée ${mark}`);
    await textbox(page, "Votre adresse e-mail").fill(`interet-${mark}@exemple.fr`);
    await textbox(page, "Votre message").fill("Ce T3 m’intéresse : est-il encore disponible ?");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Merci, votre message est bien envoyé.")).toBeVisible();
    expect(storedRow("select project_id from contact_messages where nom = ?", `Intéressée ${mark}`)).toEqual({ project_id: projectId() });

    const staffContext = await browser.newContext({ locale: "fr-FR" });
    const staff = await staffContext.newPage();
    await signIn(staff, adminEmail);
    await staff.goto("/creer/messages");
    const message = staff.getByRole("article").filter({ hasText: mark });
    await expect(message).toContainText(`À propos du projet : ${PROJECT}`);
    await staff.getByLabel("Projet", { exact: true }).selectOption({ label: PROJECT });
    await staff.getByRole("button", { name: "Rechercher" }).click();
    await expect(staff).toHaveURL(new RegExp(`projet=${projectId()}`));
    await expect(staff.getByText(`sur le projet « ${PROJECT} »`)).toBeVisible();
    await expect(message).toHaveCount(1);
    for (const article of await staff.getByRole("article").all()) await expect(article).toContainText(`À propos du projet : ${PROJECT}`);
    await expectAccessible(staff);
    await staffContext.close();
  });
});

test.describe("from a card, without JavaScript", () => {
  test.use({ extraHTTPHeaders: ip(2), javaScriptEnabled: false });

  test("a visitor sends the questionnaire about the project; the lead carries it, the staff see it", async ({ page, browser }) => {
    const mark = token();
    const email = `prospect-${mark}@exemple.fr`;
    // Its city's list: other tests add projects to the whole list at the same time.
    await page.goto("/projets?ville=poitiers");
    await page.getByRole("link", { name: `Ce projet m’intéresse : ${PROJECT}` }).click();
    await expect(page).toHaveURL(new RegExp(`/formulaire\\?projet=${projectId()}$`));
    // Refused once (no consent): the answers and the project stay, through every step.
    await expect(page.getByText("À propos du projet :")).toContainText(PROJECT);
    await fillQuestionnaire(page, { email, nom: `Prospect ${mark}`, ville: "Poitiers", consent: false });
    await page.getByRole("button", { name: "Envoyer mon questionnaire" }).click();
    await expect(page.getByText("Votre accord est nécessaire pour que nous puissions traiter votre demande.")).toBeVisible();
    await expect(page.getByText("À propos du projet :")).toContainText(PROJECT);
    await page.getByRole("checkbox", { name: /J’accepte qu’Investir Serein/ }).check();
    await page.getByRole("button", { name: "Envoyer mon questionnaire" }).click();
    await expect(page).toHaveURL(/\/formulaire\?envoye=1$/);
    expect(storedRow("select project_id from leads where email = ?", email)).toEqual({ project_id: projectId() });

    const staffContext = await browser.newContext({ locale: "fr-FR" });
    const staff = await staffContext.newPage();
    await signIn(staff, adminEmail);
    await staff.goto(`/creer/prospects?q=${mark}`);
    await expect(staff.getByRole("row").filter({ hasText: email })).toContainText(PROJECT);
    await staffContext.close();
  });
});

test.describe("unknown projects", () => {
  test.use({ extraHTTPHeaders: ip(3) });

  test("an unknown project is ignored by the forms, and its link answers 404", async ({ page, request }) => {
    await page.goto("/contact?projet=999999");
    await expect(page.getByText("À propos du projet :")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Envoyer le message" })).toBeVisible();
    await page.goto("/formulaire?projet=abc");
    await expect(page.getByText("À propos du projet :")).toHaveCount(0);
    expect((await request.get("/projets/999999/interet", { maxRedirects: 0 })).status()).toBe(404);
    const known = await request.get(`/projets/${projectId()}/interet`, { maxRedirects: 0 });
    expect(known.status()).toBe(302);
    expect(known.headers().location).toBe(`/formulaire?projet=${projectId()}`);
  });
});

test.describe("a let project, shown as a reference (issue 30, item 9)", () => {
  test.use({ extraHTTPHeaders: ip(4) });
  const LET = "T2 meublé rafraîchi à deux pas de l’hôpital Bellevue";

  test("« Loué » is explained and the action asks for a similar project; the card says the same", async ({ page }) => {
    const id = storedRow<{ id: number }>("select id from projects where title = ?", LET)!.id;
    await page.goto(`/projets/${id}`);
    await expect(page.getByTestId("let-note")).toContainText("Loué\u00a0: projet livré, présenté en référence.");
    await expect(page.getByRole("link", { name: "Ce projet m’intéresse", exact: true })).toHaveCount(0);
    await page.getByRole("link", { name: "Un projet similaire m’intéresse", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/formulaire\\?projet=${id}$`));

    await page.goto("/projets?ville=saint-etienne");
    await expect(page.getByRole("link", { name: `Un projet similaire m’intéresse : ${LET}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Ce projet m’intéresse : ${LET}` })).toHaveCount(0);
    const card = page.getByRole("article").filter({ hasText: LET });
    await expect(card).toContainText("projet livré, présenté en référence");
    // A project for sale keeps its words.
    await page.goto("/projets?ville=poitiers");
    await expect(page.getByRole("link", { name: `Ce projet m’intéresse : ${PROJECT}` })).toBeVisible();
  });

  test("the questionnaire opened from a project starts from the project's price as the budget (issue 30, item 11)", async ({ page }) => {
    const { id, prix_global } = storedRow<{ id: number; prix_global: number }>("select id, prix_global from projects where title = ?", PROJECT)!;
    await page.goto(`/formulaire?projet=${id}`);
    await expect(page.getByRole("textbox", { name: /Budget total/ })).toHaveValue(String(Math.round(prix_global)));
    await expect(page.getByText("Repris du prix global de ce projet")).toBeVisible();
    await page.goto("/formulaire");
    await expect(page.getByRole("textbox", { name: /Budget total/ })).toHaveValue("");
  });
});
