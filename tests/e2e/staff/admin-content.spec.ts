import { execFileSync } from "node:child_process";
import { type APIRequestContext, type Browser, type Cookie, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { BASE_URL, DATA_DIR } from "../support/env";
import { signIn } from "../support/fixtures";
import { expectAccessible, query } from "../support/helpers";

// Content management (issue 4): cities, districts, resources, the lists of /creer and the audit log,
// through the real forms in Chromium, with real image uploads.

// Each test makes what it needs (a city of its own for the district, its own changes for the audit
// log), so they run in any order and in parallel. Other tests may write to the same server
// meanwhile, so what is stored is checked by names carrying the stamp (one per worker), not by
// global counts.

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const ADMIN = { email: `admin-contenu-${stamp}@exemple.fr`, password: "une phrase de passe sûre" };
const CLIENT = { username: `client${stamp}`, email: `client-contenu-${stamp}@exemple.fr`, password: "une autre phrase sûre" };
const CITY = `Angoulême ${stamp}`;

let adminCookies: Cookie[] = [];
let clientCookies: Cookie[] = [];

/** The session cookies of `email`, signed in through the fixture in a context of its own. */
async function sessionCookies(browser: Browser, email: string, password: string): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  await signIn(await context.newPage(), email, password);
  const cookies = await context.cookies();
  await context.close();
  return cookies;
}

test.beforeAll(async ({ browser }) => {
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", ADMIN.email, "--password", ADMIN.password], { env: { ...process.env, DATA_DIR } });
  adminCookies = await sessionCookies(browser, ADMIN.email, ADMIN.password);
  // Each worker (a failed test starts a new one) signs up the client only once: sign-ups are rate-limited.
  if (query("select id from users where email = ?", CLIENT.email).length === 0) {
    const context = await browser.newContext({ baseURL: BASE_URL });
    const signup = await context.request.post("/signup", { form: { ...CLIENT, terms: "on" }, maxRedirects: 0 });
    expect(signup.status()).toBe(302);
    await context.close();
  }
  clientCookies = await sessionCookies(browser, CLIENT.email, CLIENT.password);
});

/** A form field by its label, with or without the asterisk of required fields. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}( \\*)?$`));

async function asAdmin(page: Page) {
  await page.context().addCookies(adminCookies);
}

/**
 * A small image made for the test; `seed` changes its colour, so that each image has its own hash.
 * Its file name carries the run's stamp: the media table keeps it, so the test finds its own files.
 */
async function image(format: "png" | "jpeg", seed: number) {
  const background = { r: (seed * 53) % 256, g: (seed * 97) % 256, b: (seed * 31 + Number.parseInt(stamp.slice(-3), 36)) % 256 };
  const input = sharp({ create: { width: 120, height: 80, channels: 3, background } });
  const buffer = await (format === "png" ? input.png() : input.jpeg()).toBuffer();
  return { name: `${stamp}-photo-${seed}.${format === "png" ? "png" : "jpg"}`, mimeType: `image/${format}`, buffer };
}

/** Rows of `media` stored from this run's test files (see image()). */
const storedMedia = (seed?: number) =>
  query<{ hash: string }>("select hash from media where name like ?", seed === undefined ? `${stamp}-photo-%` : `${stamp}-photo-${seed}.%`).map((r) => r.hash);

const confirmation = (page: Page) => page.getByRole("status").filter({ hasText: /a été/ });

/** The lists of /creer, by the start of their caption ("5 villes", "1 quartier correspond à …"). */
const LISTS = { projects: /^\d+ projets?\b/, cities: /^\d+ villes?\b/, districts: /^\d+ quartiers?\b/, resources: /^\d+ ressources?\b/ };
const list = (page: Page, which: keyof typeof LISTS) => page.getByRole("table", { name: LISTS[which] });

/** The city's row in the database. */
function storedCity(nom: string) {
  return query<{ id: number; image_cover: string | null; images: string; onglet1: string; titre_onglet1: string }>(
    "select id, image_cover, images, onglet1, titre_onglet1 from cities where nom = ?",
    nom,
  )[0];
}

/** A city added through the admin's city form (posted without a browser: the test is about something else); its id. */
async function addCity(page: Page, nom: string): Promise<number> {
  const response = await page.request.post("/creer-ville", { headers: { Origin: BASE_URL }, multipart: { nom, transport: "train" }, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
  return storedCity(nom).id;
}

/** A district of `cityId` added through the admin's district form; its id. */
async function addDistrict(page: Page, cityId: number, nom: string): Promise<number> {
  const response = await page.request.post("/creer-quartier", { headers: { Origin: BASE_URL }, multipart: { cityId: String(cityId), nom }, maxRedirects: 0 });
  expect(response.status(), await response.text()).toBe(302);
  return query<{ id: number }>("select id from districts where nom = ?", nom)[0].id;
}

/** Posts the delete button of an edit screen. */
async function remove(page: Page, path: string) {
  expect((await page.request.post(path, { headers: { Origin: BASE_URL }, multipart: { intent: "supprimer" }, maxRedirects: 0 })).status()).toBe(302);
}

test("a visitor gets 401 and a client 403 on every admin page and action; nothing is stored", async ({ playwright }) => {
  const pirate = `Pirate ${stamp}`;
  const city = query<{ id: number; nom: string }>("select id, nom from cities order by id limit 1")[0];
  const district = query<{ id: number; nom: string }>("select id, nom from districts order by id limit 1")[0];
  const resource = query<{ id: number; nom: string }>("select id, nom from resources order by id limit 1")[0];
  const pages = ["/creer", "/creer/journal", "/creer-ville", `/edit-ville/${city.id}`, "/creer-quartier", `/edit-quartier/${district.id}`, "/creer-ressource", `/edit-resource/${resource.id}`];
  const actions: Array<[string, Record<string, string>]> = [
    ["/creer-ville", { nom: pirate, transport: "train" }],
    [`/edit-ville/${city.id}`, { nom: pirate, transport: "train" }],
    [`/edit-ville/${city.id}`, { intent: "supprimer" }],
    ["/creer-quartier", { nom: pirate, cityId: String(city.id) }],
    [`/edit-quartier/${district.id}`, { nom: pirate, cityId: String(city.id) }],
    [`/edit-quartier/${district.id}`, { intent: "supprimer" }],
    ["/creer-ressource", { nom: pirate, lien: "https://exemple.fr" }],
    [`/edit-resource/${resource.id}`, { nom: pirate, lien: "https://exemple.fr" }],
    [`/edit-resource/${resource.id}`, { intent: "supprimer" }],
  ];

  const check = async (request: APIRequestContext, status: number, text: string) => {
    for (const path of pages) {
      const response = await request.get(path);
      expect(response.status(), `GET ${path}`).toBe(status);
      expect(await response.text()).toContain(text);
    }
    for (const [path, form] of actions) {
      const response = await request.post(path, { headers: { Origin: BASE_URL }, multipart: form, maxRedirects: 0 });
      expect(response.status(), `POST ${path}`).toBe(status);
    }
  };
  const visitor = await playwright.request.newContext({ baseURL: BASE_URL });
  await check(visitor, 401, "Accès réservé");
  await visitor.dispose();
  const client = await playwright.request.newContext({ baseURL: BASE_URL, storageState: { cookies: clientCookies, origins: [] } });
  await check(client, 403, "Accès refusé");
  await client.dispose();

  // Nothing created, changed or deleted.
  for (const table of ["cities", "districts", "resources"]) expect(query(`select id from ${table} where nom = ?`, pirate), table).toHaveLength(0);
  expect(query<{ nom: string }>("select nom from cities where id = ?", city.id)).toEqual([{ nom: city.nom }]);
  expect(query<{ nom: string }>("select nom from districts where id = ?", district.id)).toEqual([{ nom: district.nom }]);
  expect(query<{ nom: string }>("select nom from resources where id = ?", resource.id)).toEqual([{ nom: resource.nom }]);
});

test("unknown ids answer 404 on every edit screen", async ({ page }) => {
  await asAdmin(page);
  for (const path of ["/edit-ville/999999", "/edit-quartier/999999", "/edit-resource/999999", "/edit-ville/abc", "/edit-quartier/0"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("link", { name: "Faire demi-tour" })).toBeVisible();
    const post = await page.request.post(path, { headers: { Origin: BASE_URL }, multipart: { nom: "Inconnu", transport: "bus", cityId: "1", lien: "https://exemple.fr" }, maxRedirects: 0 });
    expect(post.status(), `POST ${path}`).toBe(404);
  }
});

test("a city: created with cover and carousel, published, edited with exact paragraphs, reordered", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await asAdmin(page);

  await test.step("create the city from the hub", async () => {
    await page.goto("/creer");
    await page.getByRole("link", { name: "Ajouter une ville" }).first().click();
    await expect(page).toHaveURL(/\/creer-ville$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ajouter une ville");
    await expect(page.getByText("Séparez les paragraphes par une ligne vide.").first()).toBeVisible();
    await expectAccessible(page);

    await field(page, "Nom de la ville").fill(CITY);
    await field(page, "Population (habitants)").fill("41 970");
    await field(page, "Description de la population").fill("Une ville à taille humaine.");
    await field(page, "Nombre d’étudiants").fill("5200");
    await field(page, "Description des étudiants").fill("Un pôle universitaire en croissance.");
    await field(page, "Distance à Paris (km)").fill("445,5");
    await field(page, "Description de la distance à Paris").fill("Par la LGV Sud Europe Atlantique.");
    await field(page, "Titre du transport").fill("1 h 45 de Paris");
    await field(page, "Type de transport").selectOption("train");
    await field(page, "Description du transport").fill("Des TGV directs toute la journée.");
    await field(page, "Titre de l’atout").fill("La capitale de la bande dessinée");
    await field(page, "Texte de l’atout").fill("Un festival international chaque hiver.");
    for (const n of [1, 2, 3]) {
      await field(page, `Titre ${n}`).fill(`Titre ${n} pour ${CITY}`);
      await field(page, `Description ${n}`).fill(`Description ${n}.`);
    }
    for (const n of [1, 2, 3, 4]) {
      await field(page, `Titre de l’onglet ${n}`).fill(`Onglet ${n}`);
      await field(page, `Texte de l’onglet ${n}`).fill(`Texte ${n}.`);
    }
    await page.getByRole("group", { name: "Image de couverture" }).getByLabel("Ajouter").setInputFiles(await image("jpeg", 1));
    await page.getByRole("group", { name: "Images du carrousel" }).getByLabel("Ajouter des images").setInputFiles([await image("png", 2), await image("jpeg", 3)]);
    await page.getByRole("button", { name: "Ajouter la ville" }).click();

    await expect(page).toHaveURL(/\/creer\?ok=ville-creee/);
    await expect(confirmation(page)).toHaveText("La ville a été ajoutée.");
    await expect(list(page, "cities").getByRole("link", { name: CITY, exact: true })).toBeVisible();
  });

  const stored = storedCity(CITY);
  const images = JSON.parse(stored.images) as string[];
  await test.step("what is stored", async () => {
    expect(stored.image_cover).toMatch(/^[a-f0-9]{32}$/);
    expect(images).toHaveLength(2);
    // The three files, re-encoded, and nothing else.
    expect([1, 2, 3].flatMap((seed) => storedMedia(seed)).sort()).toEqual([stored.image_cover, ...images].sort());
    const row = query<{ population: number; distance_paris: number; transport: string }>("select population, distance_paris, transport from cities where id = ?", stored.id)[0];
    expect(row).toEqual({ population: 41970, distance_paris: 445.5, transport: "train" });
  });

  // A visitor (no session: the page cache applies) sees the new city at once.
  const visitor = await browser.newContext({ baseURL: BASE_URL });
  const publicPage = await visitor.newPage();
  await test.step("the city is public", async () => {
    await publicPage.goto("/ville");
    await publicPage.getByRole("link", { name: CITY, exact: true }).click();
    // The first visit makes the new pictures' variants: give the navigation time on a loaded machine.
    await expect(publicPage.getByRole("heading", { level: 1 })).toHaveText(`Investir à ${CITY}`, { timeout: 30_000 });
    await expect(publicPage.getByAltText(`Vue d’${CITY}`)).toHaveAttribute("src", new RegExp(stored.image_cover!));
    await expect(publicPage.getByAltText(`${CITY}, photo 1`)).toHaveAttribute("src", new RegExp(images[0]));
    await expect(publicPage.getByAltText(`${CITY}, photo 2`)).toHaveAttribute("src", new RegExp(images[1]));
    await expect(publicPage.getByRole("region", { name: "Chiffres clés" })).toContainText("41 970");
    await publicPage.getByRole("tab", { name: "Onglet 1" }).click();
    await expect(publicPage.getByRole("tabpanel")).toHaveText("Texte 1.");
  });

  const paragraphs = "Premier paragraphe.\n\nDeuxième paragraphe,\navec un retour à la ligne.\n\nTroisième « et dernier ».";
  await test.step("edit the city: tab paragraphs and carousel order", async () => {
    await list(page, "cities").getByRole("link", { name: CITY, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-ville/${stored.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Modifier la ville ${CITY}`);
    await expect(field(page, "Type de transport")).toHaveValue("train");
    await expect(field(page, "Distance à Paris (km)")).toHaveValue("445,5");
    await expectAccessible(page);
    await field(page, "Titre de l’onglet 1").fill("La vie étudiante");
    await field(page, "Texte de l’onglet 1").fill(paragraphs);
    await page.getByRole("button", { name: "Monter l’image 2" }).click();
    await expect(page.getByRole("group", { name: "Images du carrousel" }).getByRole("img").first()).toHaveAttribute("src", new RegExp(images[1]));
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page).toHaveURL(/\/creer\?ok=ville-modifiee/);
    await expect(confirmation(page)).toHaveText("La ville a été modifiée.");
    const after = storedCity(CITY);
    expect(JSON.parse(after.onglet1)).toEqual(["Premier paragraphe.", "Deuxième paragraphe,\navec un retour à la ligne.", "Troisième « et dernier »."]);
    expect(JSON.parse(after.images)).toEqual([images[1], images[0]]);
    expect(after.image_cover).toBe(stored.image_cover);
  });

  await test.step("the paragraphs come back exactly in the form", async () => {
    await page.goto(`/edit-ville/${stored.id}`);
    await expect(field(page, "Texte de l’onglet 1")).toHaveValue(paragraphs);
    await expect(field(page, "Texte de l’onglet 2")).toHaveValue("Texte 2.");
  });

  await test.step("the public page shows the change at once", async () => {
    await publicPage.reload();
    await publicPage.getByRole("tab", { name: "La vie étudiante" }).click();
    const panel = publicPage.getByRole("tabpanel").locator("p");
    await expect(panel).toHaveCount(3);
    await expect(panel.nth(1)).toHaveText("Deuxième paragraphe,\navec un retour à la ligne.");
    await expect(publicPage.getByAltText(`${CITY}, photo 1`)).toHaveAttribute("src", new RegExp(images[1]));
  });
  await visitor.close();
});

test("a district in a new city; deleting a city or district still used is refused, then allowed", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await asAdmin(page);
  const CITY = `Cognac ${stamp}`;
  const DISTRICT = `Plateau ${stamp}`;
  const city = { id: await addCity(page, CITY) };

  await test.step("create the district", async () => {
    await page.goto("/creer");
    await page.getByRole("link", { name: "Ajouter un quartier" }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ajouter un quartier");
    await expectAccessible(page);
    // The new city is one of the choices.
    await expect(field(page, "Ville").getByRole("option", { name: CITY })).toHaveCount(1);
    await field(page, "Ville").selectOption({ label: CITY });
    await field(page, "Nom du quartier").fill(DISTRICT);
    await field(page, "Temps jusqu’à l’université (minutes)").fill("12");
    await field(page, "Temps jusqu’au centre-ville (minutes)").fill("5");
    await field(page, "Supermarché").fill("Carrefour City à 200 m");
    await field(page, "Boulangerie").fill("Deux boulangeries rue de Périgueux");
    await field(page, "Taux d’occupation (%)").fill("96,5");
    await field(page, "Loyer moyen (€ par mois)").fill("480");
    await field(page, "Prix moyen au m² (€)").fill("1 650");
    await field(page, "Profil ciblé").fill("Étudiants");
    await field(page, "Type de bien ciblé").fill("T2 meublé");
    await field(page, "Stratégie adoptée").fill("Colocation");
    await field(page, "URL d’information").fill("https://www.angouleme.fr/");
    await field(page, "Description").fill("Le cœur historique, sur les remparts.");
    await field(page, "Commentaire").fill("Un quartier recherché.\n\nPeu de vacance locative.");
    await page.getByRole("group", { name: "Carte du quartier" }).getByLabel("Ajouter").setInputFiles(await image("png", 4));
    await page.getByRole("group", { name: "Analyse du marché" }).getByLabel("Ajouter").setInputFiles(await image("jpeg", 5));
    await page.getByRole("button", { name: "Ajouter le quartier" }).click();
    await expect(page).toHaveURL(/\/creer\?ok=quartier-cree/);
    await expect(confirmation(page)).toHaveText("Le quartier a été ajouté.");
    const row = list(page, "districts").getByRole("row", { name: new RegExp(DISTRICT) });
    await expect(row).toContainText(CITY);
  });

  const district = query<{ id: number; city_id: number; amenities: string; commentaire: string; taux_elever: number; prix_moyen_au_metre: number; image_cover: string | null; image_analyse: string | null }>(
    "select id, city_id, amenities, commentaire, taux_elever, prix_moyen_au_metre, image_cover, image_analyse from districts where nom = ?",
    DISTRICT,
  )[0];
  await test.step("what is stored", async () => {
    expect(district.city_id).toBe(city.id);
    expect(JSON.parse(district.amenities)).toMatchObject({ supermarche: "Carrefour City à 200 m", boulangerie: "Deux boulangeries rue de Périgueux", musee: "" });
    expect(JSON.parse(district.commentaire)).toEqual(["Un quartier recherché.", "Peu de vacance locative."]);
    expect([district.taux_elever, district.prix_moyen_au_metre]).toEqual([96.5, 1650]);
    expect(district.image_cover).toMatch(/^[a-f0-9]{32}$/);
    expect(district.image_analyse).toMatch(/^[a-f0-9]{32}$/);
  });

  await test.step("the district's edit screen has its city selected and its values", async () => {
    await list(page, "districts").getByRole("link", { name: DISTRICT, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Modifier le quartier ${DISTRICT}`);
    await expect(field(page, "Ville")).toHaveValue(String(city.id));
    await expect(field(page, "Commentaire")).toHaveValue("Un quartier recherché.\n\nPeu de vacance locative.");
    await expect(field(page, "Prix moyen au m² (€)")).toHaveValue("1650");
  });

  const deleteNow = async () => {
    await page.getByText("Supprimer…").click();
    await page.getByRole("button", { name: "Oui, supprimer définitivement" }).click();
  };

  await test.step("a city still used by a district cannot be deleted", async () => {
    await page.goto(`/edit-ville/${city.id}`);
    await deleteNow();
    await expect(page.getByRole("alert").filter({ hasText: "Impossible" })).toHaveText("Impossible de supprimer cette ville : 1 quartier l’utilise encore.");
    const response = await page.request.post(`/edit-ville/${city.id}`, { headers: { Origin: BASE_URL }, form: { intent: "supprimer" }, maxRedirects: 0 });
    expect(response.status()).toBe(409);
    expect(storedCity(CITY)).toBeTruthy();
  });

  await test.step("seeded city and district used by projects: the message says how many", async () => {
    const seeded = query<{ id: number; projects: number; districts: number }>(
      "select c.id, (select count(*) from projects p where p.city_id = c.id) as projects, (select count(*) from districts d where d.city_id = c.id) as districts from cities c where c.id <> ? order by c.id limit 1",
      city.id,
    )[0];
    await page.goto(`/edit-ville/${seeded.id}`);
    await deleteNow();
    await expect(page.getByRole("alert").filter({ hasText: "Impossible" })).toHaveText(
      `Impossible de supprimer cette ville : ${seeded.projects} projets et ${seeded.districts} quartiers l’utilisent encore.`,
    );
    const used = query<{ id: number; projects: number }>(
      "select d.id, count(p.id) as projects from districts d join projects p on p.district_id = d.id group by d.id order by d.id limit 1",
    )[0];
    await page.goto(`/edit-quartier/${used.id}`);
    await deleteNow();
    const expected = used.projects === 1 ? "1 projet l’utilise" : `${used.projects} projets l’utilisent`;
    await expect(page.getByRole("alert").filter({ hasText: "Impossible" })).toHaveText(`Impossible de supprimer ce quartier : ${expected} encore.`);
    expect(query("select id from districts where id = ?", used.id)).toHaveLength(1);
  });

  await test.step("once unused, the district then the city are deleted", async () => {
    await page.goto(`/edit-quartier/${district.id}`);
    await deleteNow();
    await expect(page).toHaveURL(/\/creer\?ok=quartier-supprime/);
    await expect(confirmation(page)).toHaveText("Le quartier a été supprimé.");
    await page.goto(`/edit-ville/${city.id}`);
    await deleteNow();
    await expect(page).toHaveURL(/\/creer\?ok=ville-supprimee/);
    await expect(confirmation(page)).toHaveText("La ville a été supprimée.");
    expect(storedCity(CITY)).toBeUndefined();
    await expect(list(page, "cities").getByRole("link", { name: CITY, exact: true })).toHaveCount(0);

    const visitor = await browser.newContext({ baseURL: BASE_URL });
    const publicPage = await visitor.newPage();
    await publicPage.goto("/ville");
    await expect(publicPage.getByRole("link", { name: CITY, exact: true })).toHaveCount(0);
    expect((await publicPage.goto(`/ville/${city.id}`))?.status()).toBe(404);
    await visitor.close();
  });
});

test("a resource: created, edited and deleted, shown on /ressources", async ({ page }) => {
  await asAdmin(page);
  const name = `Simulateur de frais de notaire ${stamp}`;
  await page.goto("/creer");
  await page.getByRole("link", { name: "Ajouter une ressource" }).first().click();
  await field(page, "Nom").fill(name);
  await field(page, "Lien").fill("https://www.notaires.fr/fr/outils/calcul-des-frais-de-notaire");
  await page.getByRole("button", { name: "Ajouter la ressource" }).click();
  await expect(confirmation(page)).toHaveText("La ressource a été ajoutée.");

  await page.goto("/ressources");
  await expect(page.getByRole("link", { name })).toHaveAttribute("href", "https://www.notaires.fr/fr/outils/calcul-des-frais-de-notaire");

  await page.goto("/creer?liste=ressources");
  await list(page, "resources").getByRole("link", { name }).click();
  await field(page, "Nom").fill(`${name} (2025)`);
  await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
  await expect(confirmation(page)).toHaveText("La ressource a été modifiée.");
  await page.goto("/ressources");
  await expect(page.getByRole("link", { name: `${name} (2025)` })).toBeVisible();

  await page.goto("/creer?liste=ressources");
  await list(page, "resources").getByRole("link", { name: `${name} (2025)` }).click();
  await page.getByText("Supprimer…").click();
  await page.getByRole("button", { name: "Oui, supprimer définitivement" }).click();
  await expect(confirmation(page)).toHaveText("La ressource a été supprimée.");
  await page.goto("/ressources");
  await expect(page.getByRole("link", { name: new RegExp(stamp) })).toHaveCount(0);
});

test("bad uploads are refused with a French message and nothing is stored", async ({ page }) => {
  await asAdmin(page);
  const name = `Ville refusée ${stamp}`;
  await page.goto("/creer-ville");
  await field(page, "Nom de la ville").fill(name);
  await field(page, "Type de transport").selectOption("bus");
  await page.getByRole("group", { name: "Image de couverture" }).getByLabel("Ajouter").setInputFiles({ name: "faux.png", mimeType: "image/png", buffer: Buffer.from("Ceci n’est pas une image.") });
  // A valid image sent with the bad ones is not stored either.
  await page.getByRole("group", { name: "Images du carrousel" }).getByLabel("Ajouter des images").setInputFiles([
    await image("png", 6),
    { name: "vide.png", mimeType: "image/png", buffer: Buffer.alloc(0) },
  ]);
  const response = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Ajouter la ville" }).click();
  expect((await response).status()).toBe(400);
  await expect(page.getByText("faux.png : Type de fichier refusé : formats acceptés JPEG, PNG.")).toBeVisible();
  await expect(page.getByText("vide.png : Le fichier est vide.")).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "La ville n’a pas pu être ajoutée" })).toContainText("un fichier a été refusé");
  await expect(field(page, "Nom de la ville")).toHaveValue(name);
  expect(storedMedia(6)).toEqual([]);
  expect(query("select id from cities where nom = ?", name)).toHaveLength(0);

  // The same without the browser's help: status 400, and still nothing stored.
  const direct = await page.request.post("/creer-ville", {
    headers: { Origin: BASE_URL },
    multipart: { nom: name, transport: "bus", coverUpload: { name: "faux.png", mimeType: "image/png", buffer: Buffer.from("GIF89a pas une image") } },
    maxRedirects: 0,
  });
  expect(direct.status()).toBe(400);
  expect(await direct.text()).toContain("Type de fichier refusé");

  // A form error (no name) with a valid image: 400, the message says the file must be chosen again.
  const invalid = await page.request.post("/edit-ville/1", { headers: { Origin: BASE_URL }, multipart: { nom: "", transport: "bus", imagesUpload: await image("jpeg", 7) }, maxRedirects: 0 });
  expect(invalid.status()).toBe(400);
  const html = await invalid.text();
  expect(html).toContain("La ville n’a pas pu être modifiée : vérifiez les champs signalés.");
  expect(html).toContain("Le nom de la ville est obligatoire.");
  expect(html).toContain("Aucune image n’a été enregistrée : choisissez de nouveau vos fichiers.");
  expect(storedMedia(7)).toEqual([]);
  expect(query("select id from cities where nom = ? or nom = ''", name)).toHaveLength(0);
});

test("the hub lists search, sort and paginate, also without JavaScript", async ({ page, browser }) => {
  await asAdmin(page);
  const projects = query<{ title: string; prix_global: number; city: string }>(
    "select p.title, p.prix_global, c.nom as city from projects p join cities c on c.id = p.city_id",
  );
  const rows = (which: keyof typeof LISTS) => list(page, which).locator("tbody tr");

  await page.goto("/creer");
  await expectAccessible(page);
  const projectLinks = rows("projects").locator("th a");
  // Eight projects a page (the demo content has ten): page 2 holds others, all of them stored projects.
  const titles = new Set(projects.map((p) => p.title));
  const firstPage = await projectLinks.allTextContents();
  expect(firstPage).toHaveLength(8);
  await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/pp=2/);
  await expect(list(page, "projects")).toContainText(`page 2 sur ${Math.ceil(projects.length / 8)}`);
  const secondPage = await projectLinks.allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
  for (const title of [...firstPage, ...secondPage]) expect(titles.has(title), title).toBe(true);

  // Sorted by price: the first row is the most expensive project.
  const search = page.getByRole("search", { name: "Rechercher un projet" });
  await search.getByLabel("Trier par").selectOption("prix");
  await search.getByRole("button", { name: "Rechercher" }).click();
  await expect(page).toHaveURL(/tri=prix/);
  await expect(page).not.toHaveURL(/pp=2/);
  const byPrice = [...projects].sort((a, b) => b.prix_global - a.prix_global);
  await expect(projectLinks.first()).toHaveText(byPrice[0].title);
  await search.getByLabel("Trier par").selectOption("titre");
  await search.getByRole("button", { name: "Rechercher" }).click();
  await expect(projectLinks.first()).toHaveText(query<{ title: string }>("select title from projects order by title limit 1")[0].title);

  // Unknown parameters fall back to the defaults.
  expect((await page.goto("/creer?tri=toString&pp=abc"))?.status()).toBe(200);
  await expect(list(page, "projects")).toContainText("tri : modifiés récemment");
  await page.goto("/creer?tri=titre");

  // Searching projects by city (one whose name SQLite's lower() handles: ASCII capitals only).
  const cityName = projects.find((p) => /^[A-Za-z -]+$/.test(p.city))!.city;
  await search.getByLabel("Rechercher un projet").fill(cityName);
  await search.getByRole("button", { name: "Rechercher" }).click();
  await expect(projectLinks).toHaveCount(projects.filter((p) => p.city === cityName).length);
  for (const cell of await rows("projects").locator("td:first-of-type").allTextContents()) expect(cell).toBe(cityName);

  // Without JavaScript: the lists are tabs (links) and their search forms plain GET forms; each keeps the project search.
  const noScript = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: false });
  await noScript.addCookies(adminCookies);
  const plain = await noScript.newPage();
  await plain.goto(page.url());
  const tab = (name: string) => plain.getByRole("tablist", { name: "Listes du contenu" }).getByRole("tab", { name });
  await tab("Quartiers").click();
  await expect(tab("Quartiers")).toHaveAttribute("aria-selected", "true");
  await expect(list(plain, "projects")).toHaveCount(0);
  const district = query<{ nom: string; city: string }>("select d.nom, c.nom as city from districts d join cities c on c.id = d.city_id order by d.id limit 1")[0];
  await plain.getByRole("search", { name: "Rechercher un quartier" }).getByLabel("Rechercher un quartier").fill(district.nom);
  await plain.getByRole("search", { name: "Rechercher un quartier" }).getByRole("button", { name: "Rechercher" }).click();
  await expect(plain).toHaveURL(new RegExp(`qq=`));
  expect(new URL(plain.url()).searchParams.get("pq")).toBe(cityName);
  await expect(list(plain, "districts").locator("tbody tr")).toHaveCount(1);
  await expect(list(plain, "districts")).toContainText(district.city);
  await tab("Projets").click();
  await expect(list(plain, "projects").locator("tbody tr")).toHaveCount(projects.filter((p) => p.city === cityName).length);

  const someCity = query<{ nom: string }>("select nom from cities order by id limit 1")[0].nom;
  await tab("Villes").click();
  await plain.getByRole("search", { name: "Rechercher une ville" }).getByLabel("Rechercher une ville").fill(someCity.slice(0, 4).toUpperCase());
  await plain.getByRole("search", { name: "Rechercher une ville" }).getByRole("button", { name: "Rechercher" }).click();
  await expect(list(plain, "cities").locator("tbody th a").first()).toHaveText(someCity);

  await tab("Ressources").click();
  await plain.getByRole("search", { name: "Rechercher une ressource" }).getByLabel("Rechercher une ressource").fill("aucune ressource ne porte ce nom");
  await plain.getByRole("search", { name: "Rechercher une ressource" }).getByRole("button", { name: "Rechercher" }).click();
  await expect(plain.getByText("Aucune ressource ne correspond à « aucune ressource ne porte ce nom ».")).toBeVisible();
  await noScript.close();
});

test("the audit log shows who changed what, and when, in French", async ({ page }) => {
  await asAdmin(page);
  // Its own changes: a city added, changed and deleted, a district added and deleted, a resource added, changed and deleted.
  const CITY = `Jarnac ${stamp}`;
  const DISTRICT = `Les Quais ${stamp}`;
  const RESOURCE = `Calcul des frais de notaire ${stamp}`;
  const cityId = await addCity(page, CITY);
  expect((await page.request.post(`/edit-ville/${cityId}`, { headers: { Origin: BASE_URL }, multipart: { nom: CITY, transport: "bus" }, maxRedirects: 0 })).status()).toBe(302);
  await remove(page, `/edit-quartier/${await addDistrict(page, cityId, DISTRICT)}`);
  await remove(page, `/edit-ville/${cityId}`);
  expect((await page.request.post("/creer-ressource", { headers: { Origin: BASE_URL }, multipart: { nom: RESOURCE, lien: "https://www.notaires.fr/" }, maxRedirects: 0 })).status()).toBe(302);
  const resourceId = query<{ id: number }>("select id from resources where nom = ?", RESOURCE)[0].id;
  expect((await page.request.post(`/edit-resource/${resourceId}`, { headers: { Origin: BASE_URL }, multipart: { nom: RESOURCE, lien: "https://www.notaires.fr/fr" }, maxRedirects: 0 })).status()).toBe(302);
  await remove(page, `/edit-resource/${resourceId}`);

  await page.goto("/creer");
  await page.getByRole("main").getByRole("link", { name: "Journal des modifications" }).click();
  await expect(page).toHaveURL(/\/creer\/journal$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Journal des modifications");
  await expectAccessible(page);
  const table = page.getByRole("table");
  const cityRows = table.locator("tbody tr").filter({ hasText: CITY });
  // Created, updated, deleted by this admin (newest first).
  await expect(cityRows).toHaveCount(3);
  await expect(cityRows.nth(0)).toContainText("Suppression");
  await expect(cityRows.nth(1)).toContainText("Modification");
  await expect(cityRows.nth(2)).toContainText("Ajout");
  for (const row of await cityRows.all()) {
    await expect(row).toContainText(ADMIN.email);
    await expect(row).toContainText("Ville");
    await expect(row.locator("time")).toHaveText(/^\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à \d{2}:\d{2}$/);
  }
  await expect(table.locator("tbody tr").filter({ hasText: DISTRICT })).toHaveCount(2);
  await expect(table.locator("tbody tr").filter({ hasText: RESOURCE })).toHaveCount(3);
  // Additions and changes link to the item's edit screen; deletions do not.
  await expect(cityRows.nth(0).getByRole("link")).toHaveCount(0);
  await expect(cityRows.nth(2).getByRole("link", { name: CITY, exact: true })).toHaveAttribute("href", /^\/edit-ville\/\d+$/);
});

// The staff's pages hydrate with React Router (the public and client pages are served without it, their
// interactive parts being islands: decisions 0012, 0046). From them, the site's links are client navigations.
test.describe("client navigations from a staff page", () => {
  test("a content page is rendered by the running app: the same window, its search works", async ({ page }) => {
    await asAdmin(page);
    await page.goto("/creer", { waitUntil: "networkidle" });
    expect(await page.locator('script:not([type="application/ld+json"])').count()).toBeGreaterThan(0);
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Projets", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nos projets");
    // The same window: React Router rendered the page, the browser did not load a new document.
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.getByLabel("Ville").selectOption({ label: "Limoges" });
    await page.getByRole("button", { name: "Rechercher" }).click();
    await expect(page).toHaveURL(/ville=limoges/);
    await expect(page.getByText(/correspondant à votre recherche/)).toBeVisible();
  });

  test("the loader shows while a client-side navigation takes time, then the page", async ({ page }) => {
    await asAdmin(page);
    await page.goto("/creer", { waitUntil: "networkidle" });
    await page.route(/\/projets\.data/, async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Projets", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Chargement…" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nos projets");
    await expect(page.getByRole("status").filter({ hasText: "Chargement…" })).toHaveCount(0);
  });

  test("a failed load of a project shows the maintenance animation", async ({ page }) => {
    await asAdmin(page);
    await page.goto("/creer", { waitUntil: "networkidle" });
    await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Projets", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nos projets");
    // The server cannot be reached for the project's data.
    await page.route(/\/projets\/\d+\/[a-z0-9-]+\.data/, (route) => route.abort("connectionrefused"));
    await page.getByRole("main").locator("article h2 a").first().click();
    await expect(page.getByText("La page est en maintenance")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navigation principale" })).toBeVisible();
  });
});
