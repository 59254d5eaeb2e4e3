// Playwright fixtures shared by the specs: signing up and signing in through the site's own pages.
import { type Page, test as base, expect } from "@playwright/test";

export const PASSWORD = "une phrase de passe solide";

type SignUpOptions = { password?: string; username?: string };

/**
 * Whoever signs in or up starts signed out: a sign-up signs its browser in (issue 23), and a test may then
 * act as someone else in the same browser.
 */
const signOut = (page: Page) => page.context().clearCookies({ name: /^(__Host-)?session$/ });

/** Fills and sends the /signup form, waiting for nothing: for a sign-up the site may refuse. */
export async function submitSignUp(page: Page, email: string, { password = PASSWORD, username = email.split("@")[0].slice(0, 40) }: SignUpOptions = {}) {
  await signOut(page);
  await page.goto("/signup");
  await page.getByLabel("Nom d’utilisateur").fill(username);
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  // Ticked once: a tick made before the island hydrates, while it does or while its checks load is kept
  // (tests/e2e/accounts/hydration-keeps-input.spec.ts).
  await page.getByRole("checkbox", { name: /J’accepte les conditions d’utilisation/ }).check();
  await page.getByRole("button", { name: "Créer mon compte" }).click();
}

/** A new account through /signup, signed in by the sign-up itself (issue 23): lands on the questionnaire. */
export async function signUp(page: Page, email: string, options: SignUpOptions = {}) {
  await submitSignUp(page, email, options);
  await page.waitForURL(/\/formulaire\?bienvenue=1$/, { waitUntil: "domcontentloaded" });
}

/** Fills and sends the /signin form (opening it first unless it is open), waiting for nothing: for a sign-in the site may refuse. */
export async function submitSignIn(page: Page, email: string, password = PASSWORD) {
  await signOut(page);
  if (!new URL(page.url(), "http://x").pathname.startsWith("/signin")) await page.goto("/signin");
  await page.getByLabel("Adresse e-mail").fill(email);
  await page.getByLabel("Mot de passe").fill(password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

/** Signs in through /signin and waits until the site has left the sign-in page. */
export async function signIn(page: Page, email: string, password = PASSWORD) {
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith("/signin"), { waitUntil: "domcontentloaded" });
}

/** `signIn(email, password?)` and `signUp(email)` on the test's own page. */
export const test = base.extend<{
  signIn: (email: string, password?: string) => Promise<void>;
  signUp: (email: string, options?: SignUpOptions) => Promise<void>;
}>({
  signIn: async ({ page }, use) => {
    await use((email, password) => signIn(page, email, password));
  },
  signUp: async ({ page }, use) => {
    await use((email, options) => signUp(page, email, options));
  },
});

export { expect };
