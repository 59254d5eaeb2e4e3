// Content management (issue 4): cities, districts and resources through the real forms in Chromium, with real
// image uploads; refused uploads. The lists of /creer and the audit log: admin-lists.spec.ts.
// Each test makes what it needs (a city of its own for the district), so they run in any order and in parallel.
import { type APIRequestContext, expect, test } from "@playwright/test";
import { BASE_URL } from "../support/env";
import { addCity, asAdmin, confirmation, field, image, list, prepareStaff, stamp, staff, storedCity, storedMedia } from "../support/content-staff";
import { expectAccessible, query } from "../support/helpers";

const CITY = `Angoulême ${stamp}`;

test.beforeAll(({ browser }) => prepareStaff(browser));

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
  const client = await playwright.request.newContext({ baseURL: BASE_URL, storageState: { cookies: staff.client, origins: [] } });
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
    await field(page, "Source des chiffres").fill("Observatoire local des loyers de Charente");
    await field(page, "Année des chiffres").fill("2025");
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

  const district = query<{ id: number; city_id: number; amenities: string; commentaire: string; taux_elever: number; prix_moyen_au_metre: number; source_chiffres: string; annee_chiffres: number | null; image_cover: string | null; image_analyse: string | null }>(
    "select id, city_id, amenities, commentaire, taux_elever, prix_moyen_au_metre, source_chiffres, annee_chiffres, image_cover, image_analyse from districts where nom = ?",
    DISTRICT,
  )[0];
  await test.step("what is stored", async () => {
    expect(district.city_id).toBe(city.id);
    expect(JSON.parse(district.amenities)).toMatchObject({ supermarche: "Carrefour City à 200 m", boulangerie: "Deux boulangeries rue de Périgueux", musee: "" });
    expect(JSON.parse(district.commentaire)).toEqual(["Un quartier recherché.", "Peu de vacance locative."]);
    expect([district.taux_elever, district.prix_moyen_au_metre]).toEqual([96.5, 1650]);
    expect([district.source_chiffres, district.annee_chiffres]).toEqual(["Observatoire local des loyers de Charente", 2025]);
    expect(district.image_cover).toMatch(/^[a-f0-9]{32}$/);
    expect(district.image_analyse).toMatch(/^[a-f0-9]{32}$/);
  });

  await test.step("the district's edit screen has its city selected and its values", async () => {
    await list(page, "districts").getByRole("link", { name: DISTRICT, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Modifier le quartier ${DISTRICT}`);
    await expect(field(page, "Ville")).toHaveValue(String(city.id));
    await expect(field(page, "Commentaire")).toHaveValue("Un quartier recherché.\n\nPeu de vacance locative.");
    await expect(field(page, "Prix moyen au m² (€)")).toHaveValue("1650");
    await expect(field(page, "Année des chiffres")).toHaveValue("2025");
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
