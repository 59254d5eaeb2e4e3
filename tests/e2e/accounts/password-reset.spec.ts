// « Mot de passe oublié ? » through the real SMTP peer: the link arrives by e-mail, works once, expires
// after 30 minutes, and every session of the account ends (they land on /signin with a message).
import Database from "better-sqlite3";
import { type Browser, type Page, expect, test } from "@playwright/test";
import { createHash } from "node:crypto";
import { BASE_URL, DATA_DIR, E2E_DATABASE_URL } from "../support/env";
import { PASSWORD, signIn, submitSignIn } from "../support/fixtures";
import { expectAccessible } from "../support/helpers";
import { linkIn, mailsTo, waitForMail } from "../support/mail";

const NEW_PASSWORD = "une toute nouvelle phrase";
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;
const SENT = "Si un compte existe avec cette adresse, nous venons d’y envoyer un lien pour choisir un nouveau mot de passe. Il est valable 30 minutes.";

test.skip(Boolean(E2E_DATABASE_URL), "the expiry is simulated in the SQLite file");

async function signedInPage(browser: Browser, ip: string, email: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": ip } });
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/formulaire$/);
  return page;
}

async function askForLink(page: Page, email: string) {
  await page.goto("/signin");
  await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mot de passe oublié");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByRole("button", { name: "Recevoir le lien" }).click();
  await expect(page.getByRole("status")).toHaveText(SENT);
}

test("the reset link comes by e-mail, works once and ends every other session", async ({ browser, page, context, request }) => {
  test.setTimeout(120_000); // three browsers and argon2 on a shared machine
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": "10.88.0.1" });
  const email = uniqueEmail("oubli");
  const signup = await request.post("/signup", {
    form: { username: "Oubli", email, password: PASSWORD, terms: "on" },
    headers: { "X-Forwarded-For": "10.88.0.1" },
    maxRedirects: 0,
  });
  expect(signup.status()).toBe(302);
  const laptop = await signedInPage(browser, "10.88.0.2", email);
  const phone = await signedInPage(browser, "10.88.0.3", email);

  // The same answer for an address without an account; nothing is sent to it.
  const nobody = uniqueEmail("personne");
  await askForLink(page, nobody);
  await expectAccessible(page);
  await askForLink(page, email);

  const mail = await waitForMail(email, "Choisir un nouveau mot de passe");
  expect(mail.text).toContain("Ce lien est valable 30 minutes et ne sert qu’une fois.");
  const link = linkIn(mail, "/mot-de-passe/nouveau");
  expect(mailsTo(nobody)).toEqual([]);

  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nouveau mot de passe");
  await expectAccessible(page);
  // The toggle shows what is typed.
  const input = page.getByRole("textbox", { name: "Nouveau mot de passe", exact: true });
  await input.fill(NEW_PASSWORD);
  await expect(input).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Afficher le mot de passe" }).click();
  await expect(input).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
  await expect(page).toHaveURL(/\/signin\?motdepasse=ok$/);
  await expect(page.getByRole("status")).toHaveText("Votre mot de passe est changé. Connectez-vous avec le nouveau.");

  // The sessions opened before the change are over: back to /signin with a message, then back here.
  await laptop.goto("/profile");
  await expect(laptop).toHaveURL(/\/signin\?session=expiree&retour=%2Fprofile$/);
  await expect(laptop.getByRole("status")).toHaveText("Votre session a expiré. Reconnectez-vous pour continuer.");
  await signIn(laptop, email, NEW_PASSWORD);
  await expect(laptop).toHaveURL(/\/profile$/);
  await phone.goto("/profile/avancement");
  await expect(phone).toHaveURL(/\/signin\?session=expiree/);

  // The old password no longer works; the link does not work twice.
  await submitSignIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("Ce lien n’est plus valable");
  // `request` holds the (now ended) session of the sign-up: its post says where it comes from, as a browser's does.
  const replay = await request.post("/mot-de-passe/nouveau", { form: { jeton: link.split("jeton=")[1], password: "encore une autre phrase" }, headers: { origin: BASE_URL }, maxRedirects: 0 });
  expect(replay.status()).toBe(400);
});

test("a link older than 30 minutes is refused", async ({ page, context, request }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": "10.88.0.4" });
  const email = uniqueEmail("expire");
  await request.post("/signup", { form: { username: "Expire", email, password: PASSWORD, terms: "on" }, headers: { "X-Forwarded-For": "10.88.0.4" }, maxRedirects: 0 });
  await askForLink(page, email);
  const link = linkIn(await waitForMail(email, "Choisir un nouveau mot de passe"), "/mot-de-passe/nouveau");

  // 31 minutes later: the stored expiry (of this token's hash) is put in the past.
  const token = link.split("jeton=")[1];
  const db = new Database(`${DATA_DIR}/site.db`);
  try {
    const hash = createHash("sha256").update(token).digest("hex");
    const changed = db.prepare("update email_tokens set expires_at = ? where token_hash = ?").run(new Date(Date.now() - 60_000).toISOString(), hash);
    expect(changed.changes).toBe(1);
  } finally {
    db.close();
  }
  await page.goto(link);
  await expect(page.getByRole("alert")).toContainText("Ce lien n’est plus valable : il a déjà servi ou a expiré.");
  await expect(page.getByRole("textbox", { name: "Nouveau mot de passe", exact: true })).toHaveCount(0);
});

test("the 401 page offers « Se connecter » and comes back to the page asked for", async ({ page, context, request }) => {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": "10.88.0.5" });
  const email = uniqueEmail("retour");
  await request.post("/signup", { form: { username: "Retour", email, password: PASSWORD, terms: "on" }, headers: { "X-Forwarded-For": "10.88.0.5" }, maxRedirects: 0 });
  const response = await page.goto("/profile/avancement");
  expect(response?.status()).toBe(401);
  const main = page.getByRole("main");
  await expect(main).toContainText("Cette page fait partie d’un espace réservé : connectez-vous pour y accéder. Vous reviendrez ensuite directement ici.");
  await expectAccessible(page);
  await main.getByRole("link", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(/\/signin\?retour=/);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/profile\/avancement$/);
  // Only this site's paths are followed.
  await page.context().clearCookies();
  await page.goto("/signin?retour=//exemple.com/piege");
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/localhost:\d+\/formulaire$/);
});
