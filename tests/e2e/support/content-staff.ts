// The staff side of the content tests (issue 4): an admin and a client of the run, signed in once per file, the
// forms' fields, small images of the run's own, and cities and districts added without a browser.
// Other tests may write to the same server meanwhile, so what is stored is checked by names carrying the stamp
// (one per worker), not by global counts.
import { execFileSync } from "node:child_process";
import { type Browser, type Cookie, type Page, expect } from "@playwright/test";
import sharp from "sharp";
import { BASE_URL, DATA_DIR } from "./env";
import { signIn } from "./fixtures";
import { query } from "./helpers";

export const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
export const ADMIN = { email: `admin-contenu-${stamp}@exemple.fr`, password: "une phrase de passe sûre" };
export const CLIENT = { username: `client${stamp}`, email: `client-contenu-${stamp}@exemple.fr`, password: "une autre phrase sûre" };

/** The admin's and the client's session cookies, once prepareStaff has run (in each file's beforeAll). */
export const staff = { admin: [] as Cookie[], client: [] as Cookie[] };

/** The session cookies of `email`, signed in through the fixture in a context of its own. */
async function sessionCookies(browser: Browser, email: string, password: string): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await signIn(await context.newPage(), email, password);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

/** Makes the admin and the client (once per worker) and signs both in. */
export async function prepareStaff(browser: Browser) {
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", ADMIN.email, "--password", ADMIN.password], { env: { ...process.env, DATA_DIR } });
  staff.admin = await sessionCookies(browser, ADMIN.email, ADMIN.password);
  // Each worker (a failed test starts a new one) signs up the client only once: sign-ups are rate-limited.
  if (query("select id from users where email = ?", CLIENT.email).length === 0) {
    const context = await browser.newContext({ baseURL: BASE_URL });
    const signup = await context.request.post("/signup", { form: { ...CLIENT, terms: "on" }, maxRedirects: 0 });
    expect(signup.status()).toBe(302);
    await context.close();
  }
  staff.client = await sessionCookies(browser, CLIENT.email, CLIENT.password);
}

/** A form field by its label, with or without the asterisk of required fields. */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));

export async function asAdmin(page: Page) {
  await page.context().addCookies(staff.admin);
}

/**
 * A small image made for the test; `seed` changes its colour, so that each image has its own hash.
 * Its file name carries the run's stamp: the media table keeps it, so the test finds its own files.
 */
export async function image(format: "png" | "jpeg", seed: number) {
  const background = { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31 + Number.parseInt(stamp.slice(-3), 36)) % 256 };
  const input = sharp({ create: { width: 120, height: 80, channels: 3, background } });
  const buffer = await (format === "png" ? input.png() : input.jpeg()).toBuffer();
  return { name: `${stamp}-photo-${seed}.${format === "png" ? "png" : "jpg"}`, mimeType: `image/${format}`, buffer };
}

/** Rows of `media` stored from this run's test files (see image()). */
export const storedMedia = (seed?: number) =>
  query<{ hash: string }>("select hash from media where name like ?", seed === undefined ? `${stamp}-photo-%` : `${stamp}-photo-${seed}.%`).map((r) => r.hash);

export const confirmation = (page: Page) => page.getByRole("status").filter({ hasText: /a été/ });

/** The lists of /creer, by the start of their caption ("5 villes", "1 quartier correspond à …"). */
export const LISTS = { projects: /^\d+ projets?\b/, cities: /^\d+ villes?\b/, districts: /^\d+ quartiers?\b/, resources: /^\d+ ressources?\b/ };
export const list = (page: Page, which: keyof typeof LISTS) => page.getByRole("table", { name: LISTS[which] });

/** The city's row in the database. */
export function storedCity(nom: string) {
  return query<{ id: number; image_cover: string | null; images: string; onglet1: string; titre_onglet1: string }>(
    "select id, image_cover, images, onglet1, titre_onglet1 from cities where nom = ?",
    nom,
  )[0];
}

/** A city added through the admin's city form (posted without a browser: the test is about something else); its id. */
export async function addCity(page: Page, nom: string): Promise<number> {
  const response = await page.request.post("/creer-ville", { headers: { Origin: BASE_URL }, multipart: { nom, transport: "train" }, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
  return storedCity(nom).id;
}

/** A district of `cityId` added through the admin's district form; its id. */
export async function addDistrict(page: Page, cityId: number, nom: string): Promise<number> {
  const response = await page.request.post("/creer-quartier", { headers: { Origin: BASE_URL }, multipart: { cityId: String(cityId), nom }, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
  return query<{ id: number }>("select id from districts where nom = ?", nom)[0].id;
}

/** Posts the delete button of an edit screen. */
export async function remove(page: Page, path: string) {
  expect((await page.request.post(path, { headers: { Origin: BASE_URL }, multipart: { intent: "supprimer" }, maxRedirects: 0 })).status()).toBe(302);
}
