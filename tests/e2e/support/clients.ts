// Clients made by the account tests: each test its own address (rate limits are per IP), a new client signed in
// by the sign-up itself, and what a session cookie leads to once the session is gone.
import { type APIRequestContext, type BrowserContext, type Page, expect } from "@playwright/test";
import { signUp } from "./fixtures";

/** Each test gets its own client address: rate limits are per IP and must not couple tests. */
export const ip = (n: number) => `10.77.0.${n}`;
export async function useIp(context: BrowserContext, n: number) {
  await context.setExtraHTTPHeaders({ "X-Forwarded-For": ip(n) });
}

/** The user name of the clients made here (the RGPD export shows it). */
export const AS_LEA = { username: "Léa D." };

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.fr`;

/** A new client, signed in by the sign-up itself (issue 23): lands on the questionnaire, which welcomes them. */
export async function newClient(page: Page, label: string): Promise<string> {
  const email = uniqueEmail(label);
  await signUp(page, email, AS_LEA);
  await expect(page).toHaveURL(/\/formulaire\?bienvenue=1$/);
  await expect(page.getByRole("status")).toHaveText(
    "Votre compte est créé et vous êtes connecté. Nous vous avons envoyé un e-mail pour confirmer votre adresse\u00a0: ouvrez le lien qu’il contient.",
  );
  return email;
}

export function sessionCookieOf(cookies: Awaited<ReturnType<BrowserContext["cookies"]>>) {
  const cookie = cookies.find((c) => c.name === "session");
  expect(cookie, "session cookie").toBeTruthy();
  return `session=${cookie!.value}`;
}

export const statusOf = (request: APIRequestContext, path: string, cookie: string) =>
  request.get(path, { headers: { cookie }, maxRedirects: 0 }).then((r) => r.status());

/** A cookie whose session is gone (signed out, account deleted) leads back to the sign-in page. */
export async function expectSessionGone(request: APIRequestContext, path: string, cookie: string) {
  const response = await request.get(path, { headers: { cookie }, maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(`/signin?session=expiree&retour=${encodeURIComponent(path)}`);
}
