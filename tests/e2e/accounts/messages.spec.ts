// Issue 11, item 4: the conversation on a client's file. The client writes, the staff see it unread
// and answer, the client sees the count and the answer; e-mails through the real SMTP peer; another
// client gets 404 on the staff page and only their own (empty) conversation.
import { execFileSync } from "node:child_process";
import { type Browser, expect, test } from "@playwright/test";
import { DATA_DIR, E2E_DATABASE_URL } from "../support/env";
import { PASSWORD, signIn, signUp } from "../support/fixtures";
import { expectAccessible, storedRow } from "../support/helpers";
import { waitForMail } from "../support/mail";

const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function session(browser: Browser, ip: string, email: string, create = true) {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": ip } });
  const page = await context.newPage();
  if (create) await signUp(page, email);
  else await signIn(page, email);
  return { context, page };
}

test("client and staff exchange messages on the client's file, with unread counts and e-mails", async ({ browser }) => {
  test.setTimeout(150_000); // create-admin starts a process of its own
  const id = token();
  const adminEmail = `admin-msg-${id}@investir-serein.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", adminEmail, "--password", PASSWORD], { env: { ...process.env, DATA_DIR, ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}) }, stdio: "pipe" });
  const clientEmail = `client-msg-${id}@exemple.fr`;
  const username = clientEmail.split("@")[0];

  // The client writes from « Mes messages » (the form works without JavaScript too: a plain POST).
  const client = await session(browser, "10.7.0.1", clientEmail);
  await client.page.goto("/profile");
  await client.page.getByRole("link", { name: "Mes messages" }).click();
  await expect(client.page.getByRole("heading", { name: "Mes messages", level: 1 })).toBeVisible();
  await expect(client.page.getByText("Aucun message pour le moment.")).toBeVisible();
  await client.page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(client.page.getByText("Votre message est vide.")).toBeVisible();
  await client.page.getByLabel("Votre message").fill("Bonjour,\noù en est l’offre d’achat ?");
  await client.page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(client.page.getByRole("status")).toHaveText("Votre message est envoyé. L’équipe vous répond sur cette page.");
  await expect(client.page.getByRole("list", { name: "Messages" }).getByRole("listitem")).toHaveCount(1);
  const clientId = (await storedRow<{ id: number }>("select id from users where email = ?", clientEmail))!.id;

  // The staff are told at the company address, with the text and a link to the file.
  const staffMail = await waitForMail("contact@investir-serein.fr", `Nouveau message de ${username} sur son dossier`);
  expect(staffMail.text).toContain("où en est l’offre d’achat ?");
  expect(staffMail.text).toContain(`/creer/clients/${clientId}`);

  // Staff: a count on the Admin link; the message is marked new on the client's page; they answer.
  const staff = await session(browser, "10.7.0.2", adminEmail, false);
  await staff.page.goto("/creer");
  await expect(staff.page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: /^Admin \(\d+ messages? non lus?\)$/ })).toBeVisible();
  // The clients list counts it and puts this client among those « à traiter ».
  await staff.page.goto(`/creer/clients?q=${encodeURIComponent(clientEmail)}`);
  await expect(staff.page.getByRole("row").filter({ hasText: clientEmail }).getByRole("link", { name: "1 message non lu" })).toBeVisible();
  await staff.page.goto(`/creer/clients/${clientId}`);
  const staffMessages = staff.page.getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(staffMessages).toHaveCount(1);
  await expect(staffMessages.first()).toContainText("Nouveau");
  await expect(staffMessages.first()).toContainText("où en est l’offre d’achat ?");
  await staff.page.getByLabel("Répondre au client").fill("L’offre est acceptée par le vendeur.");
  await staff.page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(staff.page.getByText("Message envoyé : le client est prévenu par e-mail.")).toBeVisible();
  await expect(staffMessages).toHaveCount(2);
  await expect(staffMessages.first()).not.toContainText("Nouveau");
  await expectAccessible(staff.page);
  expect(await storedRow<{ n: number }>("select count(*) as n from client_messages where client_id = ? and from_staff = 0 and read_at is null", clientId)).toEqual({ n: 0 });

  // The client is told by e-mail (a link, not the text), sees the count, then the answer.
  const clientMail = await waitForMail(clientEmail, "Nouveau message de l’équipe Investir Serein");
  expect(clientMail.text).toContain("/profile/messages");
  expect(clientMail.text).not.toContain("L’offre est acceptée");
  await client.page.goto("/profile");
  const nav = client.page.getByRole("navigation", { name: "Navigation principale" });
  await expect(nav.getByRole("link", { name: "Mon profil (1 message non lu)" })).toBeVisible();
  await client.page.getByRole("link", { name: "Lire mes messages (1)" }).click();
  const messages = client.page.getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(messages).toHaveCount(2);
  await expect(messages.nth(1)).toContainText("L’offre est acceptée par le vendeur.");
  await expect(messages.nth(1)).toContainText("Nouveau");
  await expect(nav.getByRole("link", { name: "Mon profil", exact: true })).toBeVisible();
  await client.page.reload();
  await expect(nav.getByRole("link", { name: "Mon profil", exact: true })).toBeVisible();
  await expect(messages.nth(1)).not.toContainText("Nouveau");
  await expectAccessible(client.page);

  // Another client: 404 on the staff page of the first one, and an empty conversation of their own.
  const other = await session(browser, "10.7.0.3", `autre-msg-${id}@exemple.fr`);
  expect((await other.page.goto(`/creer/clients/${clientId}`))?.status()).toBe(403);
  await other.page.goto("/profile/messages");
  await expect(other.page.getByText("Aucun message pour le moment.")).toBeVisible();
  await expect(other.page.getByText("L’offre est acceptée")).toHaveCount(0);
  for (const c of [client, staff, other]) await c.context.close();
});

test("without JavaScript, a client writes a message and a refused one keeps its text", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { "X-Forwarded-For": "10.7.0.4" } });
  const page = await context.newPage();
  const email = `sansjs-msg-${token()}@exemple.fr`;
  await signUp(page, email);
  await page.goto("/profile/messages");
  const long = "a".repeat(5001);
  await page.getByLabel("Votre message").fill(long);
  const [refused] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), page.getByRole("button", { name: "Envoyer le message" }).click()]);
  expect(refused.status()).toBe(400);
  await expect(page.getByText("Votre message est trop long : 5 000 caractères au plus.")).toBeVisible();
  // What was typed comes back, capped at the field's limit (cappedReply).
  expect(await page.getByLabel("Votre message").inputValue()).toBe(long.slice(0, 5000));
  await page.getByLabel("Votre message").fill("Bonjour, sans JavaScript.");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(page.getByRole("status")).toHaveText("Votre message est envoyé. L’équipe vous répond sur cette page.");
  await expect(page.getByRole("list", { name: "Messages" }).getByRole("listitem")).toHaveCount(1);
  await context.close();
});
