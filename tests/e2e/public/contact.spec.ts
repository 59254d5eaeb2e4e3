// The contact form: stored and queued for the company's inbox, validated on the server, honeypot, rate limit.
import { expect, test } from "@playwright/test";
import { expectAccessible, readDb } from "../support/helpers";

const COMPANY_EMAIL = "contact@investir-serein.fr";
const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

function stored(email: string) {
  const db = readDb();
  try {
    return {
      messages: db.prepare("select nom, email, message from contact_messages where email = ?").all(email) as { nom: string; email: string; message: string }[],
      outbox: db.prepare("select recipient, reply_to, subject, body, status from outbox where reply_to = ?").all(email) as {
        recipient: string;
        reply_to: string;
        subject: string;
        body: string;
        status: string;
      }[],
    };
  } finally {
    db.close();
  }
}

test.describe("sending a message", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "10.1.0.1" } });

  test("stores it, queues an e-mail to the company and thanks the visitor", async ({ page }) => {
    const email = `sophie.${token()}@exemple.fr`;
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nous contacter");
    const details = page.getByRole("complementary", { name: "Nos coordonnées" });
    await expect(details).toContainText("12 rue de la République, 42000 Saint-Étienne");
    await expect(details.getByRole("link", { name: COMPANY_EMAIL })).toHaveAttribute("href", `mailto:${COMPANY_EMAIL}`);
    await expectAccessible(page);

    // In the browser, the same schema shows the messages before anything is sent.
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Votre nom est obligatoire.")).toBeVisible();
    await expect(page.getByText("Votre message est obligatoire.")).toBeVisible();
    await expect(page.getByLabel("Votre adresse e-mail")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await page.getByLabel("Votre nom").fill("Sophie Garnier");
    await page.getByLabel("Votre adresse e-mail").fill(email);
    await page.getByLabel("Votre message").fill("Bonjour,\nje voudrais investir à Saint-Étienne avec 120 000 €.");
    await page.getByRole("button", { name: "Envoyer le message" }).click();

    await expect(page.getByRole("status")).toContainText("Merci, votre message est bien envoyé.");
    await expect(page).toHaveURL(/\/contact\?envoye=1$/);
    const { messages, outbox } = stored(email);
    expect(messages).toEqual([{ nom: "Sophie Garnier", email, message: "Bonjour,\nje voudrais investir à Saint-Étienne avec 120 000 €." }]);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ recipient: COMPANY_EMAIL, reply_to: email, subject: "Nouveau message de Sophie Garnier via le site" });
    // The e2e server sends its outbox to an SMTP peer every few seconds.
    expect(["pending", "sending", "sent"]).toContain(outbox[0].status);
    expect(outbox[0].body).toContain("je voudrais investir à Saint-Étienne avec 120 000 €.");

    await page.getByRole("link", { name: "Écrire un autre message" }).click();
    await expect(page.getByLabel("Votre nom")).toHaveValue("");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "10.1.0.2" } });

  test("the server answers 400 with the messages under the fields and keeps the values", async ({ page }) => {
    await page.goto("/contact");
    const submit = () =>
      Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/contact"),
        page.getByRole("button", { name: "Envoyer le message" }).click(),
      ]).then(([response]) => response);

    let response = await submit();
    expect(response.status()).toBe(400);
    await expect(page.getByText("Votre nom est obligatoire.")).toBeVisible();
    await expect(page.getByText("Votre adresse e-mail est obligatoire.")).toBeVisible();
    await expect(page.getByText("Votre message est obligatoire.")).toBeVisible();
    await expect(page.getByLabel("Votre nom")).toHaveAttribute("aria-invalid", "true");

    const email = `jean.${token()}@exemple`;
    await page.getByLabel("Votre nom").fill("Jean Dupont");
    await page.getByLabel("Votre adresse e-mail").fill(email);
    await page.getByLabel("Votre message").fill("Court");
    response = await submit();
    expect(response.status()).toBe(400);
    await expect(page.getByText("L’adresse e-mail n’est pas valide")).toBeVisible();
    await expect(page.getByText("Votre message est trop court : 10 caractères au moins.")).toBeVisible();
    await expect(page.getByText("Votre nom est obligatoire.")).toHaveCount(0);
    await expect(page.getByLabel("Votre nom")).toHaveValue("Jean Dupont");
    await expect(page.getByLabel("Votre adresse e-mail")).toHaveValue(email);
    await expect(page.getByLabel("Votre message")).toHaveValue("Court");

    await page.getByLabel("Votre message").fill("x".repeat(5001));
    response = await submit();
    expect(response.status()).toBe(400);
    await expect(page.getByText("Votre message est trop long : 5 000 caractères au plus.")).toBeVisible();
    expect(stored(email).messages).toHaveLength(0);

    // Corrected, it goes through without JavaScript.
    const valid = email.replace(/@exemple$/, "@exemple.fr");
    await page.getByLabel("Votre adresse e-mail").fill(valid);
    await page.getByLabel("Votre message").fill("Pouvez-vous me rappeler demain matin ?");
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByText("Merci, votre message est bien envoyé.")).toBeVisible();
    expect(stored(valid).messages).toHaveLength(1);
  });
});

test.describe("the honeypot", () => {
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "10.1.0.3" } });

  test("drops a message whose hidden field is filled, silently", async ({ page }) => {
    const email = `robot.${token()}@exemple.fr`;
    await page.goto("/contact");
    await page.getByLabel("Votre nom").fill("Robot");
    await page.getByLabel("Votre adresse e-mail").fill(email);
    await page.getByLabel("Votre message").fill("Achetez nos pilules miracles, offre limitée !");
    await page.locator('input[name="siteWeb"]').evaluate((input: HTMLInputElement) => {
      input.value = "https://spam.example";
    });
    await page.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(page.getByRole("status")).toContainText("Merci, votre message est bien envoyé.");
    expect(stored(email)).toEqual({ messages: [], outbox: [] });
  });
});

test.describe("the rate limit", () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "10.1.0.4" } });

  test("refuses a sixth message within the hour with 429, a clear message and the values kept", async ({ page }) => {
    const email = `pressee.${token()}@exemple.fr`;
    for (let i = 1; i <= 5; i++) {
      const response = await page.request.post("/contact", { form: { nom: "Julie Pressée", email, message: `Message numéro ${i} : merci de me rappeler.` } });
      expect(response.status()).toBe(200);
    }
    expect(stored(email).messages).toHaveLength(5);

    await page.goto("/contact");
    await page.getByLabel("Votre nom").fill("Julie Pressée");
    await page.getByLabel("Votre adresse e-mail").fill(email);
    await page.getByLabel("Votre message").fill("Un sixième message, toujours le même sujet.");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/contact"),
      page.getByRole("button", { name: "Envoyer le message" }).click(),
    ]);
    expect(response.status()).toBe(429);
    await expect(page.getByRole("alert")).toContainText("Vous avez envoyé beaucoup de messages en peu de temps. Réessayez dans une heure");
    await expect(page.getByLabel("Votre nom")).toHaveValue("Julie Pressée");
    await expect(page.getByLabel("Votre adresse e-mail")).toHaveValue(email);
    await expect(page.getByLabel("Votre message")).toHaveValue("Un sixième message, toujours le même sujet.");
    const after = stored(email);
    expect(after.messages).toHaveLength(5);
    expect(after.outbox).toHaveLength(5);
  });
});
