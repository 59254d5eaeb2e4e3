// The investor's file (issue 11): a staff update with a photo and a PDF on step 3 reaches the client by
// e-mail and on the step page; a pay slip goes from the client to validation; another client gets 404
// on the first one's files; the private files never leave their routes.
import { execFileSync } from "node:child_process";
import { type Browser, expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { strFromU8, unzipSync } from "fflate";
import sharp from "sharp";
import { DATA_DIR } from "../support/env";
import { PASSWORD, signIn, signUp } from "../support/fixtures";
import { readDb } from "../support/helpers";
import { confirmAddress, waitForMail } from "../support/mail";

const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

function userId(email: string): number {
  const db = readDb();
  try {
    return (db.prepare("select id from users where email = ?").get(email) as { id: number }).id;
  } finally {
    db.close();
  }
}

/** Steps 1 and 2 done: the client's own step 1 cannot be finished here without the whole questionnaire. */
function finishFirstSteps(id: number) {
  const db = new Database(`${DATA_DIR}/site.db`, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare("update users set etape1 = 1, etape2 = 1 where id = ?").run(id);
  } finally {
    db.close();
  }
}

async function session(browser: Browser, ip: number, email: string, signUpFirst = true) {
  const context = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": `10.11.0.${ip}` } });
  const page = await context.newPage();
  if (signUpFirst) {
    await signUp(page, email);
    await confirmAddress(page, email); // documents wait for a confirmed address (issue 29, item 6)
  } else await signIn(page, email);
  return { context, page };
}

let adminEmail = "";
test.beforeAll(async ({}, testInfo) => {
  adminEmail = `admin-file-${testInfo.workerIndex}-${token()}@investir-serein.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", adminEmail, "--password", PASSWORD], { env: { ...process.env, DATA_DIR }, stdio: "pipe" });
});

test("a staff update with a photo and a PDF on step 3 reaches the client by e-mail and on the step page", async ({ browser }) => {
  // Since issue 29 (item 6) the client confirms the address first: a longer journey.
  test.setTimeout(120_000);
  const email = `dossier-${token()}@exemple.fr`;
  const client = await session(browser, 1, email);
  const id = userId(email);
  finishFirstSteps(id);

  const staff = await session(browser, 2, adminEmail, false);
  await staff.page.goto(`/creer/clients/${id}`);
  const form = staff.page.getByRole("region", { name: "Actualités du projet" });
  await form.getByLabel("Étape", { exact: true }).selectOption("3");
  await form.getByLabel("Message au client").fill("Nous avons visité un deux-pièces rue Michelet : voici les photos et le compte rendu.");
  const photo = await sharp({ create: { width: 80, height: 60, channels: 3, background: "#b07050" } }).png().toBuffer();
  await form.getByLabel("Photos et documents").setInputFiles([
    { name: "sejour.png", mimeType: "image/png", buffer: photo },
    { name: "compte-rendu.pdf", mimeType: "application/pdf", buffer: PDF },
  ]);
  await form.getByRole("button", { name: "Publier l’actualité" }).click();
  await expect(form.getByRole("status")).toHaveText(`Actualité publiée sur l’étape 3 : ${email} est prévenu par e-mail.`);
  await expect(form.getByRole("link", { name: "compte-rendu.pdf" })).toBeVisible();

  const mail = await waitForMail(email, "Du nouveau sur votre projet : étape 3, Recherche du bien");
  expect(mail.text).toContain("/profile/avancement/etape3");
  expect(mail.text).not.toContain("%PDF");

  // The timeline shows the update under step 3, and the step page shows both files.
  await client.page.goto("/profile/avancement");
  const steps = client.page.getByRole("main").locator("ol").first().locator(":scope > li");
  await expect(steps.nth(1)).toContainText("Terminée");
  await expect(steps.nth(2)).toContainText("En cours");
  await expect(steps.nth(2)).toContainText("Nous avons visité un deux-pièces rue Michelet");
  await client.page.goto("/profile/avancement/etape3");
  await expect(client.page.getByRole("heading", { level: 1 })).toHaveText("Recherche du bien");
  await expect(client.page.getByText("Nous avons visité un deux-pièces rue Michelet")).toBeVisible();
  await expect(client.page.getByText("L’équipe Investir Serein")).toBeVisible();
  await expect(client.page.getByText(adminEmail)).toHaveCount(0);
  const image = client.page.getByRole("img", { name: /sejour\.png/ });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(80);
  const pdfLink = client.page.getByRole("link", { name: "compte-rendu.pdf" });
  const pdf = await client.page.request.get((await pdfLink.getAttribute("href"))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()).toMatchObject({
    "content-type": "application/pdf",
    "cache-control": "private, no-store",
    "x-content-type-options": "nosniff",
    "content-disposition": 'attachment; filename="compte-rendu.pdf"',
  });
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // The export ZIP holds the JSON and both files; the API gives the steps' dates.
  const exported = await client.page.request.get("/profile/donnees");
  expect(exported.headers()["content-type"]).toBe("application/zip");
  const zip = unzipSync(await exported.body());
  const names = Object.keys(zip).sort();
  expect(names).toHaveLength(3);
  expect(names).toEqual(
    expect.arrayContaining([expect.stringMatching(/^fichiers\/actualites\/\d+-compte-rendu\.pdf$/), expect.stringMatching(/^fichiers\/actualites\/\d+-sejour\.png$/), "mes-donnees.json"]),
  );
  expect(JSON.parse(strFromU8(zip["mes-donnees.json"])).actualites[0]).toMatchObject({ etape: 3, texte: expect.stringContaining("rue Michelet") });
  const api = await (await client.page.request.get("/api/profile")).json();
  expect(api.etapesDates).toHaveLength(9);

  // Step 4 is still closed to the client.
  await client.page.goto("/profile/avancement/etape4");
  await expect(client.page).toHaveURL(/\/profile\/avancement\?verrouillee=4$/);

  // Another client: 404 on these files, whatever the id, and no way into the staff page.
  const other = await session(browser, 3, `autre-${token()}@exemple.fr`);
  await client.page.goto("/profile/avancement/etape3");
  const photoUrl = (await client.page.getByRole("link", { name: /sejour\.png/ }).getAttribute("href"))!;
  for (const url of [photoUrl, (await pdfLink.getAttribute("href"))!, "/profile/documents/999999"]) expect((await other.page.request.get(url)).status(), url).toBe(404);
  const fileId = photoUrl.split("/").pop();
  expect((await other.page.request.get(`/creer/clients/${id}/documents/${fileId}`)).status()).toBe(403);
  expect((await other.page.request.get(`/creer/clients/${id}`)).status()).toBe(403);
  // Staff read them only under the right client.
  expect((await staff.page.request.get(`/creer/clients/${id}/documents/${fileId}`)).status()).toBe(200);
  expect((await staff.page.request.get(`/creer/clients/${id + 100000}/documents/${fileId}`)).status()).toBe(404);
  await Promise.all([client.context.close(), staff.context.close(), other.context.close()]);
});

test("the client sends a pay slip, the staff validate it, and a wrong file is refused in French", async ({ browser }) => {
  const email = `bulletin-${token()}@exemple.fr`;
  const client = await session(browser, 4, email);
  await client.page.goto("/profile/documents");
  const slip = client.page.getByRole("listitem").filter({ has: client.page.getByRole("heading", { name: "Trois derniers bulletins de salaire" }) });
  await expect(slip).toContainText("Manquant");
  await slip.getByLabel("Fichier à envoyer").setInputFiles({ name: "bulletin.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>faux</html>") });
  await slip.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(slip.getByRole("alert")).toHaveText("bulletin.pdf : Type de fichier refusé : formats acceptés PDF, JPEG, PNG.");
  await slip.getByLabel("Fichier à envoyer").setInputFiles({ name: "bulletin-octobre.pdf", mimeType: "application/pdf", buffer: PDF });
  await slip.getByRole("button", { name: "Envoyer", exact: true }).click();
  await expect(slip.getByRole("status")).toHaveText("Document envoyé : votre conseiller va le vérifier.");
  await expect(slip).toContainText("Envoyé");
  await expect(slip.getByRole("link", { name: "bulletin-octobre.pdf" })).toBeVisible();

  const staff = await session(browser, 5, adminEmail, false);
  const id = userId(email);
  // The clients list puts this client among those « à traiter », with one document to validate.
  await staff.page.goto(`/creer/clients?q=${encodeURIComponent(email)}`);
  await expect(staff.page.getByRole("row").filter({ hasText: email })).toContainText("1 document à valider");
  // On a 1280 px screen the whole list fits: « À traiter » is not hidden past a horizontal scroll.
  expect(staff.page.viewportSize()?.width).toBe(1280);
  const overflow = await staff.page.locator("table").evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await staff.page.goto(`/creer/clients/${id}`);
  const item = staff.page.getByRole("region", { name: "Documents du client" }).getByRole("listitem").filter({ hasText: "Trois derniers bulletins de salaire" }).first();
  await expect(item).toContainText("Envoyé");
  await item.getByLabel("État").selectOption("a-refaire");
  await item.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(item.getByRole("alert")).toHaveText("Dites au client ce qu’il doit refaire : le commentaire est obligatoire.");
  await item.getByLabel("État").selectOption("valide");
  await item.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(item.getByRole("status")).toHaveText("État du document enregistré.");
  await expect(item).toContainText("Validé");

  // On a phone the comment box takes its own line instead of being squeezed between the state and the button.
  await staff.page.setViewportSize({ width: 390, height: 844 });
  const comment = (await item.getByLabel("Commentaire").boundingBox())!;
  expect(comment.width).toBeGreaterThan(250);

  await client.page.reload();
  await expect(slip).toContainText("Validé");
  await Promise.all([client.context.close(), staff.context.close()]);
});

test("steps 1 and 2 share the step page: an update posted on step 2 shows on its page", async ({ browser }) => {
  const email = `etape2-${token()}@exemple.fr`;
  const client = await session(browser, 3, email);
  const id = userId(email);
  const db = new Database(`${DATA_DIR}/site.db`, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    db.prepare("update users set etape1 = 1 where id = ?").run(id);
  } finally {
    db.close();
  }

  const staff = await session(browser, 4, adminEmail, false);
  await staff.page.goto(`/creer/clients/${id}`);
  const form = staff.page.getByRole("region", { name: "Actualités du projet" });
  await form.getByLabel("Étape", { exact: true }).selectOption("2");
  await form.getByLabel("Message au client").fill("Votre budget global est validé : 180 000 € tout compris.");
  await form.getByRole("button", { name: "Publier l’actualité" }).click();
  await expect(form.getByRole("status")).toHaveText(`Actualité publiée sur l’étape 2 : ${email} est prévenu par e-mail.`);

  await client.page.goto("/profile/avancement/etape2");
  await expect(client.page.getByText("Étape 2 sur 9 · En cours")).toBeVisible();
  await expect(client.page.getByRole("heading", { name: "Ce que vous avez à faire" })).toBeVisible();
  const news = client.page.getByRole("region", { name: "Actualités, documents et photos" });
  await expect(news).toContainText("Votre budget global est validé : 180 000 € tout compris.");
  await client.page.goto("/profile/avancement/etape1");
  await expect(client.page.getByText("Étape 1 sur 9 · Terminée")).toBeVisible();
  await expect(client.page.getByRole("region", { name: "Actualités, documents et photos" })).toContainText("Aucune actualité pour l’instant");
  await client.context.close();
  await staff.context.close();
});
