// GET only reads (issue 24, item 5; decision 0029): opening a conversation, the client's or the staff's
// page of it, marks nothing read. With JavaScript the page marks it by a POST once shown, keeping its
// « Nouveau » marks until the next visit; without, a button does; answering does too.
import { execFileSync } from "node:child_process";
import { type Browser, expect, test } from "@playwright/test";
import { DATA_DIR, E2E_DATABASE_URL } from "../support/env";
import { PASSWORD, signIn, signUp } from "../support/fixtures";
import { expectAccessible, storedRow } from "../support/helpers";

const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function session(browser: Browser, ip: string, email: string, { create = true, javaScript = true } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, extraHTTPHeaders: { "X-Forwarded-For": ip } });
  const page = await context.newPage();
  if (create) await signUp(page, email);
  else await signIn(page, email);
  return { context, page };
}

const unread = async (clientId: number, fromStaff: boolean) =>
  (await storedRow<{ n: number }>("select count(*) as n from client_messages where client_id = ? and from_staff = ? and read_at is null", clientId, fromStaff ? 1 : 0))!.n;

test("opening a conversation marks nothing read: the page does it by a POST, with or without JavaScript", async ({ browser }) => {
  test.setTimeout(150_000); // create-admin starts a process of its own
  const id = token();
  const adminEmail = `admin-lu-${id}@investir-serein.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", adminEmail, "--password", PASSWORD], { env: { ...process.env, DATA_DIR, ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}) }, stdio: "pipe" });
  const clientEmail = `client-lu-${id}@exemple.fr`;

  // The client writes, without JavaScript.
  const client = await session(browser, "10.8.0.1", clientEmail, { javaScript: false });
  await client.page.goto("/profile/messages");
  await client.page.getByLabel("Votre message").fill("Une question sur l’offre.");
  await client.page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(client.page.getByRole("status")).toHaveText("Votre message est envoyé. L’équipe vous répond sur cette page.");
  const clientId = (await storedRow<{ id: number }>("select id from users where email = ?", clientEmail))!.id;
  expect(await unread(clientId, false)).toBe(1);

  // Staff without JavaScript: the GET shows the message new and leaves it unread; the button marks it.
  const staffPlain = await session(browser, "10.8.0.2", adminEmail, { create: false, javaScript: false });
  const response = await staffPlain.page.goto(`/creer/clients/${clientId}`);
  expect(response?.status()).toBe(200);
  const messages = staffPlain.page.getByRole("list", { name: "Messages" }).getByRole("listitem");
  await expect(messages.first()).toContainText("Nouveau");
  await staffPlain.page.reload();
  await expect(messages.first()).toContainText("Nouveau");
  expect(await unread(clientId, false)).toBe(1);
  await staffPlain.page.getByRole("button", { name: "Marquer les nouveaux messages comme lus" }).click();
  await expect(messages.first()).not.toContainText("Nouveau");
  expect(await unread(clientId, false)).toBe(0);

  // The staff answer with JavaScript; the client's GET of the page leaves the answer unread, its POST marks it.
  const staff = await session(browser, "10.8.0.3", adminEmail, { create: false });
  await staff.page.goto(`/creer/clients/${clientId}`);
  await staff.page.getByLabel("Répondre au client").fill("Réponse de l’équipe.");
  await staff.page.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(staff.page.getByText("Message envoyé : le client est prévenu par e-mail.")).toBeVisible();
  expect(await unread(clientId, true)).toBe(1);
  const plainAnswer = client.page.getByRole("list", { name: "Messages" }).getByRole("listitem").nth(1);
  await client.page.goto("/profile/messages");
  await expect(plainAnswer).toContainText("Nouveau");
  expect(await unread(clientId, true)).toBe(1);

  const scripted = await session(browser, "10.8.0.4", clientEmail, { create: false });
  await scripted.page.goto("/profile/messages");
  const answer = scripted.page.getByRole("list", { name: "Messages" }).getByRole("listitem").nth(1);
  await expect(answer).toContainText("Nouveau");
  await expect.poll(() => unread(clientId, true)).toBe(0);
  // The marks stay on the page shown; the next visit has none, and no button.
  await expect(answer).toContainText("Nouveau");
  await expect(scripted.page.getByRole("button", { name: "Marquer les nouveaux messages comme lus" })).toHaveCount(0);
  await expectAccessible(scripted.page);
  await scripted.page.reload();
  await expect(answer).not.toContainText("Nouveau");
  for (const c of [client, staffPlain, staff, scripted]) await c.context.close();
});
