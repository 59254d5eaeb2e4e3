import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect as baseExpect, test } from "@playwright/test";
import { formatMoney } from "../../../app/domain/text/format";
import { BASE_URL, DATA_DIR, E2E_PORT } from "../support/env";
import { signIn, signUp } from "../support/fixtures";
import { expectAccessible, query } from "../support/helpers";
import { copyOfSeeded, createThroughForm, districtId, EXPECTED_PAYMENT, EXPECTED_PRICE, field, picture, projectById, projectByTitle, type ProjectRow, RENOV_1, RENOV_1_EDITED, SIGNED_OUT, TOTAL, typed, VIDEO_1, VIDEO_2, VIDEO_3, visitorPage } from "../support/project-staff";

// The project back-office (/creer-projet, /edit-project/:id, ?dupliquer=1) in Chromium: real uploads,
// what the public pages show afterwards, and what is stored.

// Each test makes the project it works on (a project through the whole form, or a copy of a seeded
// one), so the tests run in any order and in parallel.
test.describe.configure({ timeout: 120_000 });
// The first requests of new pictures make their AVIF/WebP variants: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const ADMIN = { email: `admin-projets-${stamp}@exemple.fr`, password: "un mot de passe solide", username: `admin${stamp}` };
const work = join(tmpdir(), `admin-projects-e2e-${E2E_PORT}-${stamp}`);
mkdirSync(work, { recursive: true });
const STATE = join(work, "admin.json");

test.beforeAll(async ({ browser }) => {
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", ADMIN.email, "--password", ADMIN.password, "--username", ADMIN.username], {
    env: { ...process.env, DATA_DIR },
    stdio: "pipe",
  });
  const context = await browser.newContext({ locale: "fr-FR", storageState: SIGNED_OUT });
  await signIn(await context.newPage(), ADMIN.email, ADMIN.password);
  await context.storageState({ path: STATE });
  await context.close();
});

test.afterAll(() => rmSync(work, { recursive: true, force: true }));

const TITLE = `Appartement témoin ${stamp}`;
const NEW_TITLE = `Appartement témoin rénové ${stamp}`;

test.describe("as an admin", () => {
  test.use({ storageState: STATE });

  test("creates a project with cover, photos, works photo and two videos; « Calculer » fills the figures first", async ({ page, browser }) => {
    const created = await createThroughForm(page, TITLE);

    expect(created).toBeDefined();
    expect(created.district_id).toBe(districtId("Les Bénédictins"));
    expect(created.en_avant).toBe(0);
    expect(created.prix_global).toBe(EXPECTED_PRICE);
    expect(JSON.parse(created.charges_mensuelles)).toMatchObject({ mensualiter: EXPECTED_PAYMENT, cfe: 15.5 });
    expect(JSON.parse(created.total)).toEqual(TOTAL);
    expect(JSON.parse(created.video)).toEqual([VIDEO_1, VIDEO_3]);
    expect(JSON.parse(created.renov1)).toEqual(["Cuisine ouverte sur le séjour.", "Salle d’eau refaite à neuf\navec douche à l’italienne."]);
    const images = JSON.parse(created.images) as string[];
    const works = JSON.parse(created.images_travaux) as string[];
    expect(images).toHaveLength(2);
    expect(works).toHaveLength(1);
    expect(created.image_cover).toMatch(/^[a-f0-9]{32}$/);
    const stored = query<{ hash: string; mime: string }>(
      `select hash, mime from media where hash in (${[created.image_cover, ...images, ...works].map(() => "?").join(",")})`,
      created.image_cover,
      ...images,
      ...works,
    );
    expect(stored).toHaveLength(4);

    // A visitor sees it on /projets and on its page, with its pictures served.
    const visitor = await visitorPage(browser);
    await visitor.goto("/projets");
    const card = visitor.getByRole("main").locator("article").filter({ hasText: TITLE });
    await expect(card).toContainText(formatMoney(EXPECTED_PRICE));
    await expect(card.locator("img")).toHaveAttribute("src", new RegExp(created.image_cover!));
    await card.getByRole("link", { name: TITLE, exact: true }).click();
    await expect(visitor.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
    await expect(visitor.getByRole("main")).toContainText(formatMoney(EXPECTED_PRICE));
    for (const hash of [created.image_cover!, ...images]) {
      await expect(visitor.locator(`main img[src*="${hash}"]`)).toHaveCount(1);
      const response = await visitor.request.get(`/media/${hash}-480.webp`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/webp");
    }
    await expect(visitor.locator(`a[href="${VIDEO_1}"]`)).toHaveCount(1);
    await expect(visitor.locator(`a[href="${VIDEO_3}"]`)).toHaveCount(1);
    await expect(visitor.locator(`a[href="${VIDEO_2}"]`)).toHaveCount(0);
    await visitor.getByRole("tab", { name: "Travaux" }).click();
    await expect(visitor.getByText("Salle d’eau refaite à neuf")).toBeVisible();
    await expect(visitor.locator(`main img[src*="${works[0]}"]`)).toHaveCount(1);
    await visitor.context().close();
  });

  test("edits a project: the public page shows the change at once and paragraphs round-trip exactly", async ({ page, browser }) => {
    const TITLE = `Appartement à modifier ${stamp}`;
    const created = await createThroughForm(page, TITLE);
    const before = JSON.parse(created.images) as string[];
    const visitor = await visitorPage(browser);
    const path = `/projets/${created.id}`;
    await visitor.goto(path); // now in the page cache
    // The first visit makes the new pictures' variants: give the navigation time on a loaded machine.
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(TITLE, { timeout: 30_000 });

    await page.goto(`/edit-project/${created.id}`, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { level: 1, name: "Modifier le projet" })).toBeVisible();
    await expect(field(page, "Description des travaux 1")).toHaveValue(RENOV_1);
    await expect(page.getByLabel("Quartier")).toHaveValue(String(created.district_id));
    await expect(field(page, "CFE (Cotisation Foncière des Entreprises) (€)")).toHaveValue("15,5");
    await expect(field(page, "Mensualité du prêt (€)")).toHaveValue(typed(EXPECTED_PAYMENT));
    await field(page, "Titre *").fill(NEW_TITLE);
    await field(page, "Description des travaux 1").fill(RENOV_1_EDITED);
    await page.getByRole("group", { name: "Photos du bien" }).getByRole("button", { name: "Descendre l’image 1" }).click();
    const worksPhotos = page.getByRole("group", { name: "Photos des travaux" });
    await worksPhotos.getByRole("button", { name: "Retirer l’image 1" }).click();
    await expect(worksPhotos.getByText("Aucune image pour l’instant.")).toBeVisible();
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page).toHaveURL(/\/creer\?ok=projet-modifie$/);

    const row = projectById(created.id);
    expect(row.title).toBe(NEW_TITLE);
    expect(JSON.parse(row.images)).toEqual([before[1], before[0]]);
    expect(JSON.parse(row.images_travaux)).toEqual([]);
    expect(row.image_cover).toBe(created.image_cover);
    expect(JSON.parse(row.video)).toEqual([VIDEO_1, VIDEO_3]);

    await visitor.goto(path);
    await expect(visitor.getByRole("heading", { level: 1 })).toHaveText(NEW_TITLE);
    const photos = visitor.getByRole("list", { name: "Photos du bien" }).locator("img");
    await expect(photos.nth(0)).toHaveAttribute("src", new RegExp(before[1]));
    await expect(photos.nth(1)).toHaveAttribute("src", new RegExp(before[0]));
    await visitor.getByRole("tab", { name: "Travaux" }).click();
    await expect(visitor.getByText("Parquet poncé et vitrifié.")).toBeVisible();
    await expect(visitor.getByText("plan de travail en chêne")).toBeVisible();
    await visitor.context().close();

    await page.goto(`/edit-project/${created.id}`);
    await expect(field(page, "Description des travaux 1")).toHaveValue(RENOV_1_EDITED);
    await expect(field(page, "Titre *")).toHaveValue(NEW_TITLE);
  });

  test("a PDF among the works files is stored as is and offered for download on the public page", async ({ page, browser }) => {
    const created = await copyOfSeeded(page, `Projet avec devis ${stamp}`);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
    await page.goto(`/edit-project/${created.id}`, { waitUntil: "networkidle" });
    await page.locator('input[name="nouvellesImagesTravaux"]').setInputFiles({ name: "devis-travaux.pdf", mimeType: "application/pdf", buffer: pdf });
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page).toHaveURL(/\/creer\?ok=projet-modifie$/);
    const before = JSON.parse(created.images_travaux) as string[];
    const hash = (JSON.parse(projectById(created.id).images_travaux) as string[]).find((h) => !before.includes(h))!;
    expect(query<{ kind: string; name: string }>("select kind, name from media where hash = ?", hash)[0]).toEqual({ kind: "pdf", name: "devis-travaux.pdf" });

    await page.goto(`/edit-project/${created.id}`);
    await expect(page.getByRole("group", { name: "Photos des travaux" }).getByRole("link", { name: /PDF/ })).toHaveAttribute("href", `/media/${hash}.pdf`);

    const visitor = await visitorPage(browser);
    await visitor.goto(`/projets/${created.id}?onglet=travaux`);
    const link = visitor.getByRole("link", { name: /Télécharger le document PDF/ });
    await expect(link).toHaveAttribute("href", `/media/${hash}.pdf`);
    const response = await visitor.request.get(`/media/${hash}.pdf`);
    expect(response.headers()["content-disposition"]).toBe('attachment; filename="devis-travaux.pdf"');
    await visitor.context().close();
  });

  test("duplicates a project: a new project is stored and the original is unchanged", async ({ page }) => {
    const ORIGINAL = `Projet à dupliquer ${stamp}`;
    const original = await copyOfSeeded(page, ORIGINAL);
    await page.goto(`/edit-project/${original.id}`, { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Dupliquer ce projet" }).click();
    await expect(page).toHaveURL(new RegExp(`/edit-project/${original.id}\\?dupliquer=1$`));
    await expect(page.getByRole("heading", { level: 1, name: "Dupliquer le projet" })).toBeVisible();
    await expect(field(page, "Titre *")).toHaveValue(`Copie de ${ORIGINAL}`);
    await expect(page.getByRole("heading", { name: "Supprimer ce projet" })).toHaveCount(0);
    await field(page, "Prix de location (€ par mois)").fill("1150");
    await page.getByRole("button", { name: "Enregistrer la copie" }).click();
    await expect(page).toHaveURL(/\/creer\?ok=projet-duplique$/);

    const copy = projectByTitle(`Copie de ${ORIGINAL}`);
    expect(copy).toBeDefined();
    expect(copy.id).not.toBe(original.id);
    expect(copy.en_avant).toBe(0);
    expect(copy.images).toBe(original.images);
    expect(copy.video).toBe(original.video);
    expect(copy.renov1).toBe(original.renov1);
    expect(copy.total).toBe(original.total);
    expect(projectById(original.id)).toEqual(original);
    const audit = query<{ action: string }>("select action from audit_log where entity_id = ? and entity = 'project' order by id desc limit 1", copy.id);
    expect(audit[0]?.action).toBe("duplicate");
  });

  test("deletes a project after confirmation: gone from /projets, its page answers 404", async ({ page, browser }) => {
    const KEPT = `Projet gardé ${stamp}`;
    const kept = await copyOfSeeded(page, KEPT);
    const copy = await copyOfSeeded(page, `Projet à supprimer ${stamp}`);
    await page.goto(`/edit-project/${copy.id}`, { waitUntil: "networkidle" });
    await page.getByText("Supprimer…").click();
    await page.getByRole("button", { name: "Oui, supprimer définitivement" }).click();
    await expect(page).toHaveURL(/\/creer\?ok=projet-supprime$/);
    expect(projectById(copy.id)).toBeUndefined();
    expect(projectById(kept.id)).toBeDefined();

    const visitor = await visitorPage(browser);
    await visitor.goto("/projets");
    await expect(visitor.getByRole("main").locator("article").filter({ hasText: `Projet à supprimer ${stamp}` })).toHaveCount(0);
    await expect(visitor.getByRole("main").locator("article").filter({ hasText: KEPT })).toHaveCount(1);
    expect((await visitor.goto(`/projets/${copy.id}`))?.status()).toBe(404);
    await visitor.context().close();
  });

  test("the featured rule: offered only on a featured project, a forged fourth is refused", async ({ page }) => {
    const featured = query<{ id: number }>("select id from projects where en_avant = 1 order by id");
    expect(featured).toHaveLength(3);
    await page.goto(`/edit-project/${featured[0].id}`);
    await expect(page.getByLabel("Mettre en avant")).toBeChecked();

    const other = query<ProjectRow>("select * from projects where en_avant = 0 order by id limit 1")[0];
    await page.goto(`/edit-project/${other.id}`, { waitUntil: "networkidle" });
    await expect(page.getByLabel("Mettre en avant")).toHaveCount(0);
    // Forge the checkbox the page does not offer.
    await page.locator("form:has(input[name=title])").evaluate((form) => {
      const box = document.createElement("input");
      box.type = "checkbox";
      box.name = "enAvant";
      box.checked = true;
      form.append(box);
    });
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    expect((await answer).status()).toBe(400);
    const alert = page.getByRole("alert").filter({ hasText: "Le projet n’a pas pu être enregistré" });
    await expect(alert).toContainText("Impossible de mettre ce projet en avant : 3 projets le sont déjà. Retirez d’abord la mise en avant d’un autre projet.");
    expect(query("select id from projects where en_avant = 1 order by id")).toEqual(featured);
    expect(projectById(other.id)).toEqual(other);
  });

  test("bad uploads are refused with French messages and nothing is stored", async ({ page }) => {
    const other = query<ProjectRow>("select * from projects where en_avant = 0 order by id limit 1")[0];
    const huge = join(work, "enorme.jpg");
    writeFileSync(huge, Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(10 * 1024 * 1024 + 1024, 7)]));
    const valid = `valide-${stamp}`;

    await page.goto(`/edit-project/${other.id}`, { waitUntil: "networkidle" });
    await field(page, "Titre *").fill(`${other.title} (modifié)`);
    await page.locator('input[name="nouvelleCouverture"]').setInputFiles(huge);
    await page.locator('input[name="nouvellesImages"]').setInputFiles([
      { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Ceci est un fichier texte, pas une image.\n") },
      { name: "vide.jpg", mimeType: "image/jpeg", buffer: Buffer.alloc(0) },
      { name: `${valid}.png`, mimeType: "image/png", buffer: await picture("png") },
    ]);
    const answer = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    expect((await answer).status()).toBe(400);

    await expect(page.locator("#fichier-nouvelleCouverture")).toBeFocused();
    const cover = page.getByRole("group", { name: "Image de couverture" });
    await expect(cover).toContainText("enorme.jpg : Le fichier dépasse la taille maximale de 10 Mo.");
    const photos = page.getByRole("group", { name: "Photos du bien" });
    await expect(photos).toContainText("notes.jpg : Type de fichier refusé : formats acceptés JPEG, PNG, PDF.");
    await expect(photos).toContainText("vide.jpg : Le fichier est vide.");
    const summary = page.getByRole("alert").filter({ hasText: "Le projet n’a pas pu être enregistré" });
    await expect(summary).toContainText("notes.jpg : Type de fichier refusé");
    await expect(page.locator('input[name="nouvellesImages"]')).toHaveAttribute("aria-invalid", "true");
    // What was typed is still there.
    await expect(field(page, "Titre *")).toHaveValue(`${other.title} (modifié)`);

    // The one acceptable file was not stored either (checked by its name: other tests upload meanwhile).
    expect(query("select hash from media where name like ?", `${valid}%`)).toEqual([]);
    expect(projectById(other.id)).toEqual(other);
    await expectAccessible(page);
  });

  test("an unknown id answers 404", async ({ page }) => {
    expect((await page.goto("/edit-project/999999"))?.status()).toBe(404);
    expect((await page.goto("/edit-project/abc"))?.status()).toBe(404);
    expect((await page.goto("/edit-project/999999?dupliquer=1"))?.status()).toBe(404);
    expect((await page.request.post("/edit-project/999999", { headers: { Origin: BASE_URL }, form: { title: "x" } })).status()).toBe(404);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("« Calculer », adding a video row and a district of another city are server round-trips that keep the form", async ({ page }) => {
      const title = `Sans JavaScript ${stamp}`;
      await page.goto("/creer-projet");
      await field(page, "Titre *").fill(title);
      await field(page, "Prix d’acquisition (€)").fill("100000");
      await field(page, "Taux du prêt (%)").fill("0");
      await field(page, "Durée du prêt (années) *").fill("10");
      await page.getByRole("button", { name: "Calculer" }).click();
      await expect(field(page, "Mensualité du prêt (€)")).toHaveValue("833,33");
      await expect(field(page, "Prix global (€)")).toHaveValue("100000");
      await expect(field(page, "Titre *")).toHaveValue(title);
      await expect(page.getByRole("status").filter({ hasText: "Chiffres calculés" })).toBeVisible();
      // The regimes' table of the figures entered (no rent: no tax, the loan's payments only).
      const regimes = page.getByTestId("admin-regimes");
      await expect(regimes.getByRole("rowheader", { name: /^LMNP au réel/ })).toBeVisible();
      await expect(regimes.getByRole("row").filter({ hasText: "LMNP micro-BIC" })).toContainText(/\u2212833\s€/);

      await page.getByRole("button", { name: "Ajouter une vidéo" }).click();
      await expect(page.getByLabel("Adresse de la vidéo 2")).toBeVisible();
      await expect(field(page, "Mensualité du prêt (€)")).toHaveValue("833,33");

      // Without JavaScript every district is listed: the server checks that it lies in the city.
      await page.getByLabel("Ville").selectOption({ label: "Limoges" });
      await page.getByLabel("Quartier").selectOption({ label: "Jacquard" });
      await field(page, "Type de bien après travaux *").fill("T2");
      await page.getByLabel("Adresse de la vidéo 1").fill(VIDEO_1);
      await page.getByRole("button", { name: "Ajouter le projet" }).click();
      const message = "Le quartier Jacquard n’est pas à Limoges : choisissez un quartier de cette ville.";
      await expect(page.locator(`#${await page.getByLabel("Quartier").getAttribute("aria-describedby").then((ids) => ids!.split(" ")[0])}`)).toHaveText(message);
      const summary = page.getByRole("alert").filter({ hasText: "Le projet n’a pas pu être enregistré" });
      await expect(summary).toContainText(message);
      await expect(field(page, "Titre *")).toHaveValue(title);
      await expect(page.getByLabel("Adresse de la vidéo 1")).toHaveValue(VIDEO_1);
      await expect(field(page, "Mensualité du prêt (€)")).toHaveValue("833,33");
      expect(projectByTitle(title)).toBeUndefined();
    });
  });

  test("sets the DPE before and after works: worse after is refused, then the card, key figures and Travaux tab show it", async ({ page }) => {
    const title = `Projet DPE ${stamp}`;
    const copy = await copyOfSeeded(page, title);
    const seededAfter = (copy as unknown as { dpe_after: string }).dpe_after;
    expect(seededAfter).toMatch(/^[A-G]$/);
    await page.goto(`/edit-project/${copy.id}`, { waitUntil: "networkidle" });
    await field(page, "DPE avant travaux").selectOption("C");
    await field(page, "DPE après travaux").selectOption("E");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    // Next to the field and in the summary at the top of the form.
    await expect(page.getByText("Le DPE après travaux (E) ne peut pas être moins bon que le DPE avant travaux (C).")).toHaveCount(2);
    expect(query<{ dpe_after: string }>("select dpe_after from projects where id = ?", copy.id)[0]?.dpe_after).toBe(seededAfter);
    await expectAccessible(page);

    await field(page, "DPE avant travaux").selectOption("G");
    await field(page, "DPE après travaux").selectOption("D");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page).toHaveURL(/\/creer\?ok=projet-modifie$/);
    expect(query("select dpe_before, dpe_after from projects where id = ?", copy.id)[0]).toEqual({ dpe_before: "G", dpe_after: "D" });

    await page.goto(`/projets/${copy.id}`);
    const keyFigures = page.locator("dl").filter({ hasText: "Prix global" }).first();
    await expect(keyFigures).toContainText("DPE avant → après travaux");
    await expect(keyFigures).toContainText("DPE : G avant travaux, D après travaux");
    await expect(keyFigures).toContainText(/Surface\d[\d\s\u202f]*\u00a0m² · \d[\d\s\u202f]*\s€\/m²/);
    await page.getByRole("tab", { name: "Travaux" }).click();
    await expect(page.getByText("Classé G avant travaux, ce logement ne pouvait plus être proposé à la location depuis le 1er janvier 2025 (loi Climat et résilience).")).toBeVisible();
    await expect(page.getByText("Après travaux, classé D : il reste louable au-delà de 2034, le calendrier de la loi ne le concerne pas.")).toBeVisible();
    await expectAccessible(page);

    await page.goto("/projets");
    const card = page.locator("article", { hasText: title });
    await expect(card).toContainText("DPE : G avant travaux, D après travaux");
  });
});

test("a visitor gets 401 and a signed-in client 403 on the project screens, GET and POST", async ({ browser }) => {
  const visitor = await visitorPage(browser);
  for (const path of ["/creer-projet", "/edit-project/1"]) {
    expect((await visitor.goto(path))?.status()).toBe(401);
    expect((await visitor.request.post(path, { headers: { Origin: BASE_URL }, form: { title: "Intrus" } })).status()).toBe(401);
  }
  await expect(visitor.getByText(/espace réservé/)).toBeVisible();

  const email = `client-projets-${stamp}@exemple.fr`;
  await signUp(visitor, email, { username: `client${stamp}`, password: "mot de passe du client" });
  for (const path of ["/creer-projet", "/edit-project/1"]) {
    expect((await visitor.goto(path))?.status()).toBe(403);
    expect((await visitor.request.post(path, { headers: { Origin: BASE_URL }, form: { title: "Intrus" } })).status()).toBe(403);
  }
  expect(query("select id from projects where title = 'Intrus'")).toEqual([]);
  await visitor.context().close();
});
