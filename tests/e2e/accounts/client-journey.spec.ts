// The client's side of the site: sign-up and sign-in failures, the questionnaire (visitor and client),
// the profile and the progress tracker. The RGPD export and the deletion of the account: account-data.spec.ts.
import { execFileSync } from "node:child_process";
import { type Page, expect, test } from "@playwright/test";
import { PRIVACY_POLICY_VERSION, TERMS_VERSION } from "../../../app/domain/accounts/privacy";
import { DATA_DIR } from "../support/env";
import { AS_LEA, expectSessionGone, ip, newClient, sessionCookieOf, statusOf, uniqueEmail, useIp } from "../support/clients";
import { PASSWORD, signIn, signUp, submitSignIn, submitSignUp } from "../support/fixtures";
import { expectAccessible, query, readDb } from "../support/helpers";
import { linkIn, waitForMail } from "../support/mail";
import { STORED_ANSWERS, choose, expectStep, fillQuestionnaire, nextStep, questionnaireField as field } from "../support/questionnaire";


test("a client's journey: sign up, sign in, questionnaire, profile, progress tracker, sign out", async ({ page, context, request }) => {
  test.slow();
  await useIp(context, 1);
  const email = await newClient(page, "parcours");

  // Questionnaire not complete yet: the form in steps, the account's address at the last one.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Questionnaire investisseur");
  await expectAccessible(page);
  await fillQuestionnaire(page);
  await expect(field(page, "Adresse e-mail")).toHaveValue(email);
  await expect(field(page, "Adresse e-mail")).toHaveAttribute("readonly", "");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Enregistrer mes réponses" }).click();

  // The profile shows the answers in French.
  await expect(page).toHaveURL(/\/profile\?enregistre=questionnaire$/);
  await expect(page.getByRole("status")).toHaveText("Vos réponses au questionnaire sont enregistrées.");
  const answers = page.getByRole("region", { name: "Mes réponses au questionnaire" });
  await expect(answers).toContainText(/Budget total\s*150\s000\s€/);
  await expect(answers).toContainText(/Revenus annuels nets\s*42\s000\s€/);
  await expect(answers).toContainText("Rénovation modérée (environ 400 à 500 €/m²)");
  await expect(answers).toContainText("Autre : Profession libérale");
  await expect(answers).toContainText("Locataire");
  await expect(answers).toContainText("Premier investissement, plutôt un deux-pièces.");
  await expect(page.getByRole("region", { name: "Mon compte" })).toContainText(email);
  await expect(field(page, "Ville")).toHaveValue("Saint-Étienne");
  await expect(answers.getByRole("link", { name: "Modifier mes réponses" })).toHaveAttribute("href", "/formulaire");
  await expectAccessible(page);

  // The questionnaire now opens prefilled, at every step.
  await answers.getByRole("link", { name: "Modifier mes réponses" }).click();
  await expectStep(page, 1);
  await expect(page.getByRole("group", { name: "Travaux envisagés" }).getByLabel("Rénovation modérée (environ 400 à 500 €/m²)")).toBeChecked();
  await nextStep(page, 2);
  await nextStep(page, 3);
  await expect(field(page, "Si « Autre », précisez")).toHaveValue("Profession libérale");
  await expect(field(page, "Âge")).toHaveValue("34");
  await nextStep(page, 4);
  await expect(field(page, "Nom")).toHaveValue("Durand");
  await page.goto("/profile");

  // The progress tracker: step 1 open, step 2 locked and without a link.
  await page.getByRole("link", { name: "Suivre mon avancement" }).click();
  await expect(page).toHaveURL(/\/profile\/avancement$/);
  const steps = page.getByRole("main").getByRole("listitem");
  await expect(steps).toHaveCount(9);
  await expect(steps.nth(0)).toContainText("En cours");
  await expect(steps.nth(1)).toContainText("À venir");
  for (let i = 2; i < 9; i++) await expect(steps.nth(i)).toContainText("À venir");
  await expect(steps.nth(1).getByRole("link")).toHaveCount(0);
  await expectAccessible(page);

  // A locked step 2 cannot be opened by its address.
  await page.goto("/profile/avancement/etape2");
  await expect(page).toHaveURL(/\/profile\/avancement\?verrouillee=2$/);
  await expect(page.getByRole("alert")).toHaveText("L’étape 2 est encore verrouillée : terminez d’abord l’étape 1.");

  // Step 1: explained, then finished.
  await steps.nth(0).getByRole("link", { name: /Étape 1/ }).click();
  await expect(page).toHaveURL(/\/profile\/avancement\/etape1$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Premier échange et questionnaire");
  await page.getByRole("button", { name: "J’ai terminé cette étape" }).click();
  await expect(page).toHaveURL(/\/profile\/avancement$/);
  await expect(steps.nth(0)).toContainText("Terminée");
  await expect(steps.nth(1)).toContainText("En cours");
  await expect(steps.nth(2)).toContainText("À venir");
  await expect(steps.nth(2).getByRole("link")).toHaveCount(0);
  await steps.nth(1).getByRole("link", { name: /Étape 2/ }).click();
  await expect(page).toHaveURL(/\/profile\/avancement\/etape2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Définition de la stratégie et du budget");

  const db = readDb();
  const row = db.prepare("select etape1, etape2, formulaire_valid, consent_version from users where email = ?").get(email) as Record<string, unknown>;
  db.close();
  expect(row).toEqual({ etape1: 1, etape2: 0, formulaire_valid: 1, consent_version: PRIVACY_POLICY_VERSION });

  // Sign out: back home, and the old session cookie is worth nothing.
  const cookie = sessionCookieOf(await context.cookies());
  expect(await statusOf(request, "/profile", cookie)).toBe(200);
  await page.getByRole("button", { name: "Déconnecter" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Se connecter" }).first()).toBeVisible();
  await expectSessionGone(request, "/profile", cookie);
  await expectSessionGone(request, "/profile/avancement", cookie);
});

test("sign-up explains what is wrong: address already used, short password, invalid address", async ({ page, context, request }) => {
  await useIp(context, 2);
  const email = uniqueEmail("inscription");
  await signUp(page, email, AS_LEA);
  await expect(page).toHaveURL(/\/formulaire\?bienvenue=1$/);

  await submitSignUp(page, email.toUpperCase(), AS_LEA);
  await expect(page.getByRole("alert")).toContainText("Un compte existe déjà avec cette adresse e-mail.");
  await expect(page.getByLabel("Nom d’utilisateur")).toHaveValue("Léa D.");

  await submitSignUp(page, uniqueEmail("court"), { ...AS_LEA, password: "court" });
  await expect(page.getByText("Le mot de passe doit faire au moins 8 caractères.")).toBeVisible();

  await submitSignUp(page, "pas-une-adresse", AS_LEA);
  await expect(page.getByText("L’adresse e-mail n’est pas valide.")).toBeVisible();
  await expect(page).toHaveURL(/\/signup$/);

  // The server says the same without the browser's help.
  const headers = { "X-Forwarded-For": ip(2) };
  const short = await request.post("/signup", { form: { username: "Léa", email: uniqueEmail("court"), password: "court", terms: "on" }, headers, maxRedirects: 0 });
  expect(short.status()).toBe(400);
  expect(await short.text()).toContain("Le mot de passe doit faire au moins 8 caractères.");
  const taken = await request.post("/signup", { form: { username: "Léa", email, password: PASSWORD, terms: "on" }, headers, maxRedirects: 0 });
  expect(taken.status()).toBe(409);
  const invalid = await request.post("/signup", { form: { username: "Léa", email: "pas-une-adresse", password: PASSWORD, terms: "on" }, headers, maxRedirects: 0 });
  expect(invalid.status()).toBe(400);
  expect(await invalid.text()).toContain("L’adresse e-mail n’est pas valide.");

  // The terms and the privacy policy must be accepted; the acceptance is stored with its date and versions.
  const unaccepted = await request.post("/signup", { form: { username: "Léa", email: uniqueEmail("conditions"), password: PASSWORD }, headers, maxRedirects: 0 });
  expect(unaccepted.status()).toBe(400);
  expect(await unaccepted.text()).toContain("Acceptez les conditions d’utilisation et la politique de confidentialité pour créer votre compte.");
  const db = readDb();
  try {
    const row = db.prepare("select terms_accepted_at, terms_version, terms_privacy_version from users where email = ?").get(email) as Record<string, string>;
    expect(row).toMatchObject({ terms_version: TERMS_VERSION, terms_privacy_version: PRIVACY_POLICY_VERSION });
    expect(Date.now() - Date.parse(row.terms_accepted_at)).toBeLessThan(120_000);
  } finally {
    db.close();
  }
});

test("sign-in gives one message for an unknown address and a wrong password, then slows down", async ({ page, context }) => {
  await useIp(context, 3);
  const email = uniqueEmail("connexion");
  await signUp(page, email, AS_LEA);

  await submitSignIn(page, uniqueEmail("inconnu"), PASSWORD);
  await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
  const unknown = await page.getByRole("alert").textContent();

  await submitSignIn(page, email, "mauvais mot de passe");
  await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
  expect(await page.getByRole("alert").textContent()).toBe(unknown);
  // The address stays in its field (issue 23).
  await expect(page.getByLabel("Adresse e-mail")).toHaveValue(email);

  // Three failures for this account: the next attempt must wait, even with the right password.
  await submitSignIn(page, email, "mauvais mot de passe 2");
  await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
  await submitSignIn(page, email, "mauvais mot de passe 3");
  await expect(page.getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect.");
  await submitSignIn(page, email, PASSWORD);
  await expect(page.getByRole("alert")).toContainText("Trop de tentatives pour ce compte");
  await expect(page).toHaveURL(/\/signin/);

  // Once the delay is over, the right password works.
  await page.waitForTimeout(2_500);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/formulaire$/);
});

test("a visitor's questionnaire is stored as a lead with the consent", async ({ page, context }) => {
  await useIp(context, 4);
  const email = uniqueEmail("prospect");
  await page.goto("/formulaire");
  await expectAccessible(page);
  await fillQuestionnaire(page, { email, nom: "Prospect" });
  await expect(page.getByRole("main").getByRole("link", { name: "politique de confidentialité", exact: true })).toHaveAttribute("href", "/politique-confidentialite");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Envoyer mon questionnaire" }).click();

  await expect(page).toHaveURL(/\/formulaire\?envoye=1$/);
  await expect(page.getByRole("heading", { name: "Merci, votre questionnaire est bien envoyé !" })).toBeVisible();

  const db = readDb();
  const leads = db.prepare("select * from leads where email = ?").all(email) as Record<string, unknown>[];
  db.close();
  expect(leads).toHaveLength(1);
  const lead = leads[0];
  expect(lead).toMatchObject({ nom: "Prospect", prenom: "Léa", ville: "Saint-Étienne", telephone: "06 12 34 56 78", age: 34, user_id: null });
  expect(lead.consent_version).toBe(PRIVACY_POLICY_VERSION);
  expect(Date.now() - Date.parse(String(lead.consent_at))).toBeLessThan(60_000);
  expect(JSON.parse(String(lead.formulaire))).toEqual(STORED_ANSWERS);
});

test("a visitor who signs up and verifies the same address becomes one client with their answers", async ({ page, context, browser }) => {
  await useIp(context, 30);
  const email = uniqueEmail("devient-client");
  await page.goto("/formulaire");
  await fillQuestionnaire(page, { email, nom: "Converti" });
  await page.getByRole("button", { name: "Envoyer mon questionnaire" }).click();
  await expect(page).toHaveURL(/\/formulaire\?envoye=1$/);

  await signUp(page, email, AS_LEA);
  await expect(page).toHaveURL(/\/formulaire\?bienvenue=1$/);
  // The link arrives through the SMTP peer; opened in the session the sign-up opened, it verifies the
  // address with a click (outside it, it would ask for the account's password, issue 25).
  const mail = await waitForMail(email, "Confirmez votre adresse e-mail");
  await page.goto(linkIn(mail, "/verifier-email"));
  await expect(page.getByLabel("Mot de passe du compte")).toHaveCount(0);
  await page.getByRole("button", { name: "Confirmer mon adresse" }).click();
  await expect(page).toHaveURL(/\/profile\?enregistre=verification-reponses$/);
  await expect(page.getByRole("status")).toHaveText(
    "Votre adresse e-mail est confirmée. Vos réponses au questionnaire envoyé avant la création de votre compte sont reprises ici.",
  );

  // The questionnaire is already complete: the profile shows the visitor's answers.
  await expect(page.getByRole("textbox", { name: "Nom", exact: true })).toHaveValue("Converti");
  const answers = page.getByRole("region", { name: "Mes réponses au questionnaire" });
  await expect(answers).toContainText("Profession libérale");
  await expect(answers).toContainText("Premier investissement, plutôt un deux-pièces.");

  // The staff see one person: the lead points to the client account.
  test.setTimeout(150_000); // create-admin starts a process of its own
  const adminEmail = `admin-fusion-${Date.now()}@investir-serein.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", adminEmail, "--password", PASSWORD], { env: { ...process.env, DATA_DIR }, stdio: "pipe" });
  const staff = await (await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": ip(31) } })).newPage();
  await staff.goto("/signin");
  await signIn(staff, adminEmail);
  await expect(staff).toHaveURL(/\/creer$/);
  await staff.goto(`/creer/prospects?q=${encodeURIComponent(email)}`);
  const row = staff.getByRole("row", { name: /Converti/ });
  await expect(row).toContainText("Devenu client");
  const db = readDb();
  try {
    const user = db.prepare("select id, formulaire_valid, email_verified_at from users where email = ?").get(email) as { id: number; formulaire_valid: number; email_verified_at: string };
    expect(user.formulaire_valid).toBe(1);
    expect(user.email_verified_at).not.toBeNull();
    expect(db.prepare("select user_id from leads where email = ?").all(email)).toEqual([{ user_id: user.id }]);
    await expect(row.getByRole("link", { name: "Voir son compte client" })).toHaveAttribute("href", `/creer/clients/${user.id}`);
  } finally {
    db.close();
  }
  await staff.context().close();
});

test("a filled honeypot is dropped silently", async ({ page, context }) => {
  await useIp(context, 6);
  const email = uniqueEmail("robot");
  await page.goto("/formulaire");
  await fillQuestionnaire(page, { email });
  await page.locator("#site-web").evaluate((input: HTMLInputElement) => {
    input.value = "https://spam.example";
  });
  await page.getByRole("button", { name: "Envoyer mon questionnaire" }).click();
  await expect(page.getByRole("heading", { name: "Merci, votre questionnaire est bien envoyé !" })).toBeVisible();

  const db = readDb();
  const count = db.prepare("select count(*) as n from leads where email = ?").get(email) as { n: number };
  db.close();
  expect(count.n).toBe(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const removeRequired = (page: Page) =>
    page.evaluate(() => {
      for (const el of document.querySelectorAll("[required]")) el.removeAttribute("required");
    });
  const submitted = (page: Page) =>
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/formulaire");

  test("each step is a form the server checks; answers ride along from step to step; the consent is required", async ({ page, context }) => {
    await useIp(context, 5);
    const email = uniqueEmail("obligatoire");
    await page.goto("/formulaire");
    await expectStep(page, 1);
    await choose(page, "Travaux envisagés", "Aucuns travaux");
    let response = submitted(page);
    await page.getByRole("button", { name: "Continuer" }).click();
    expect((await response).status()).toBe(200);
    await nextStep(page, 3);

    // Step 3: a minor, « Autre » without its detail — refused at the fields, the step kept.
    await field(page, "Âge").fill("15");
    await choose(page, "Situation professionnelle", "Autre");
    response = submitted(page);
    await page.getByRole("button", { name: "Continuer" }).click();
    expect((await response).status()).toBe(400);
    await expectStep(page, 3);
    await expect(page.getByText("Il faut être majeur pour investir.")).toBeVisible();
    await expect(page.getByText("Précisez votre situation.")).toBeVisible();
    await expect(field(page, "Âge")).toHaveAttribute("aria-invalid", "true");
    await field(page, "Âge").fill("40");
    await field(page, "Si « Autre », précisez").fill("Artisan");
    await nextStep(page, 4);

    // « Précédent » keeps what was typed, both ways.
    await field(page, "Téléphone").fill("06 11 22 33 44");
    await page.getByRole("button", { name: "Précédent" }).click();
    await expectStep(page, 3);
    await expect(field(page, "Âge")).toHaveValue("40");
    await nextStep(page, 4);
    await expect(field(page, "Téléphone")).toHaveValue("06 11 22 33 44");

    // The last step: its required fields and the consent, checked by the server.
    await removeRequired(page);
    await field(page, "Votre message").fill("Un message à garder.");
    response = submitted(page);
    await page.getByRole("button", { name: "Envoyer mon questionnaire" }).click();
    expect((await response).status()).toBe(400);
    for (const message of [
      "Le nom est obligatoire.",
      "Le prénom est obligatoire.",
      "La ville est obligatoire.",
      "L’adresse e-mail est obligatoire.",
      "Votre accord est nécessaire pour que nous puissions traiter votre demande.",
    ])
      await expect(page.getByText(message)).toBeVisible();
    await expect(field(page, "Nom")).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, "Nom")).toHaveAttribute("aria-describedby", /nom-error/);
    await expect(field(page, "Téléphone")).toHaveValue("06 11 22 33 44");
    await expect(field(page, "Votre message")).toHaveValue("Un message à garder.");

    // Everything but the consent: still refused.
    await removeRequired(page);
    await field(page, "Nom").fill("Sansaccord");
    await field(page, "Prénom").fill("Paul");
    await field(page, "Ville").fill("Lyon");
    await field(page, "Adresse e-mail").fill(email);
    response = submitted(page);
    await page.getByRole("button", { name: "Envoyer mon questionnaire" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByText("Votre accord est nécessaire pour que nous puissions traiter votre demande.")).toBeVisible();
    await expect(page.getByText("Le nom est obligatoire.")).toHaveCount(0);
    await expect(field(page, "Nom")).toHaveValue("Sansaccord");
    await expect(field(page, "Adresse e-mail")).toHaveValue(email);
    expect(query("select count(*) as n from leads where email = ?", email)).toEqual([{ n: 0 }]);

    // With the consent, it goes through with the answers of every step.
    await page.getByRole("checkbox", { name: /J’accepte qu’Investir Serein/ }).check();
    response = submitted(page);
    await page.getByRole("button", { name: "Envoyer mon questionnaire" }).click();
    expect((await response).status()).toBe(302);
    await expect(page.getByRole("heading", { name: "Merci, votre questionnaire est bien envoyé !" })).toBeVisible();
    const [lead] = query<{ age: number; telephone: string; formulaire: string }>("select age, telephone, formulaire from leads where email = ?", email);
    expect(lead).toMatchObject({ age: 40, telephone: "06 11 22 33 44" });
    expect(JSON.parse(lead.formulaire)).toMatchObject({ travaux: "aucun", situationPro: "Autre", situationAutre: "Artisan", commentaire: "Un message à garder." });
  });

  test("too many questionnaires from one address: 429, a clear message, answers kept", async ({ page, context }) => {
    await useIp(context, 7);
    const headers = { "X-Forwarded-For": ip(7) };
    const prefix = `rafale-${Date.now()}`;
    for (let i = 1; i <= 5; i++) {
      const sent = await page.request.post("/formulaire", {
        form: { nom: "Rafale", prenom: "Jean", ville: "Lyon", email: `${prefix}-${i}@example.fr`, rgpd: "on" },
        headers,
        maxRedirects: 0,
      });
      expect(sent.status()).toBe(302);
    }

    await page.goto("/formulaire");
    await fillQuestionnaire(page, { email: `${prefix}-6@example.fr`, nom: "Sixième" });
    const response = submitted(page);
    await page.getByRole("button", { name: "Envoyer mon questionnaire" }).click();
    expect((await response).status()).toBe(429);
    await expect(page.getByRole("alert")).toContainText("Vous avez envoyé plusieurs questionnaires en peu de temps.");
    await expect(field(page, "Nom")).toHaveValue("Sixième");
    await expect(field(page, "Votre message")).toHaveValue("Premier investissement, plutôt un deux-pièces.");
    await expect(page.getByRole("checkbox", { name: /J’accepte qu’Investir Serein/ })).toBeChecked();

    const db = readDb();
    const count = db.prepare("select count(*) as n from leads where email like ?").get(`${prefix}-%`) as { n: number };
    db.close();
    expect(count.n).toBe(5);
  });
});
