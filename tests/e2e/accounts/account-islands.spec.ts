// The client's pages are served without React Router's scripts (decision 0046): their forms are islands,
// hydrated alone. What runs in the browser must still run: the checks before anything is sent, the button
// that says the form is on its way without being disabled, the text sent with its line breaks as typed.
import { type Browser, type Page, expect, test } from "@playwright/test";
import { signUp } from "../support/fixtures";
import { storedRow } from "../support/helpers";

const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

let visitors = 0;
async function client(browser: Browser) {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `10.46.0.${++visitors}` } });
  const page = await context.newPage();
  const email = `ilot-${token()}@exemple.fr`;
  await signUp(page, email);
  return { context, page, email };
}

/** The POSTs the page sends from now on. */
function postsOf(page: Page) {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(new URL(request.url()).pathname);
  });
  return posts;
}

test("the profile's forms are checked in the browser before anything is sent", async ({ browser }) => {
  const { context, page } = await client(browser);
  await page.goto("/profile");
  const posts = postsOf(page);
  const details = page.locator("#formulaire-coordonnees");
  // A field left empty: its error at once, from the browser.
  await details.getByLabel("Ville").fill("");
  await details.getByLabel("Ville").press("Tab");
  await expect(details.getByText("La ville est obligatoire.")).toBeVisible();
  await expect(details.getByLabel("Ville")).toHaveAttribute("aria-invalid", "true");
  await details.getByRole("button", { name: "Enregistrer mes coordonnées" }).click();
  await expect(details.getByText("Le nom est obligatoire.")).toBeVisible();
  // The change of password, behind its disclosure: refused before it is sent too.
  await page.getByText("Changer mon mot de passe").click();
  const password = page.locator("#formulaire-mot-de-passe");
  await password.getByLabel("Mot de passe actuel").focus();
  await password.getByLabel("Mot de passe actuel").press("Tab");
  await expect(password.getByText("Saisissez votre mot de passe actuel.")).toBeVisible();
  await password.getByRole("button", { name: "Changer le mot de passe" }).click();
  await expect(password.getByText("Le nouveau mot de passe est obligatoire.")).toBeVisible();
  expect(posts).toEqual([]);

  // Filled in: posted by the browser, the button saying so and never disabled (its form is read after the click).
  await details.getByRole("textbox", { name: "Nom", exact: true }).fill("Durand");
  await details.getByLabel("Prénom").fill("Léa");
  await details.getByLabel("Ville").fill("Lyon");
  // On its way (the navigation stopped here, after the island's own handler, to look at it): the button says so,
  // aria-disabled, never disabled (a disabled submitter would not be sent with the form).
  await page.evaluate(() => window.addEventListener("submit", (event) => event.preventDefault(), { once: true }));
  await details.getByRole("button", { name: "Enregistrer mes coordonnées" }).click();
  const sending = details.getByRole("button", { name: "Enregistrement…" });
  await expect(sending).toHaveAttribute("aria-disabled", "true");
  await expect(sending).not.toHaveAttribute("disabled");
  // A second press sends nothing more (PostForm); a reload brings the form back.
  await sending.click({ force: true });
  expect(posts).toEqual([]);
  await page.reload();
  await details.getByRole("textbox", { name: "Nom", exact: true }).fill("Durand");
  await details.getByLabel("Prénom").fill("Léa");
  await details.getByLabel("Ville").fill("Lyon");
  await details.getByRole("button", { name: "Enregistrer mes coordonnées" }).click();
  await expect(page).toHaveURL(/\/profile\?enregistre=coordonnees$/);
  expect(posts).toEqual(["/profile"]);
  await expect(page.getByRole("status")).toHaveText("Vos coordonnées sont enregistrées.");
  await expect(page.getByLabel("Ville")).toHaveValue("Lyon");
  await context.close();
});

test("the deletion asks for the password in the browser first; a wrong one is answered at the field", async ({ browser }) => {
  const { context, page, email } = await client(browser);
  await page.goto("/profile/supprimer");
  // The copy offered before deleting is the ZIP that /profile/donnees sends, named as such.
  await expect(page.getByRole("link", { name: "téléchargez d’abord vos données" })).toHaveAttribute("download", "mes-donnees.zip");
  const posts = postsOf(page);
  await page.getByLabel("Mot de passe").focus();
  await page.getByLabel("Mot de passe").press("Tab");
  await expect(page.getByText("Saisissez votre mot de passe pour confirmer la suppression.")).toBeVisible();
  await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  expect(posts).toEqual([]);
  await page.getByLabel("Mot de passe").fill("pas le bon");
  const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click()]);
  expect(answer.status()).toBe(400);
  await expect(page.getByText("Mot de passe incorrect.")).toBeVisible();
  // The answer is a new page: the refused field has the focus (PostForm, once the island is hydrated).
  await expect(page.getByLabel("Mot de passe")).toBeFocused();
  expect(await storedRow("select count(*) as n from users where email = ?", email)).toEqual({ n: 1 });
  await page.getByRole("link", { name: "Annuler" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await context.close();
});

test("a message written on several lines is stored with its line breaks as typed", async ({ browser }) => {
  const { context, page, email } = await client(browser);
  await page.goto("/profile/messages");
  await page.getByLabel("Votre message").fill("Bonjour,\n\nune question sur l’offre.");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByRole("status")).toHaveText("Votre message est envoyé. L’équipe vous répond sur cette page.");
  const { id } = (await storedRow<{ id: number }>("select id from users where email = ?", email))!;
  expect(await storedRow("select body from client_messages where client_id = ?", id)).toEqual({ body: "Bonjour,\n\nune question sur l’offre." });
  await context.close();
});
