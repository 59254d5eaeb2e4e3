// Staff follow-up under /creer: who may enter, client search and details, steps, admin rights, leads and CSV.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { type Browser, expect, test } from "@playwright/test";
import Database from "better-sqlite3";
import { BASE_URL, DATA_DIR } from "../support/env";
import { PASSWORD, signIn, signUp } from "../support/fixtures";
import { expectAccessible, readDb } from "../support/helpers";

const STAFF_PAGES = ["/creer", "/creer/clients", "/creer/clients/1", "/creer/prospects", "/creer/messages"];
const UNAUTHORISED = "Cette page fait partie d’un espace réservé : connectez-vous pour y accéder.";

const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const ipHeaders = (n: number) => ({ "X-Forwarded-For": `10.1.0.${n}` });

/** Test fixtures the site cannot make through its own pages yet (step 1 is the client's, leads come from visitors). */
function writeDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(`${DATA_DIR}/site.db`, { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

function userRow(email: string) {
  const db = readDb();
  try {
    return db.prepare("select id, role, etape1, etape2, etape3 from users where email = ?").get(email) as
      | { id: number; role: string; etape1: number; etape2: number; etape3: number }
      | undefined;
  } finally {
    db.close();
  }
}

/** A signed-up, signed-in client in a browser context of their own. */
async function clientSession(browser: Browser, ip: number, email: string) {
  const context = await browser.newContext({ extraHTTPHeaders: ipHeaders(ip) });
  const page = await context.newPage();
  await signUp(page, email);
  await page.goto("/ressources");
  await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Mon profil" })).toBeVisible();
  return { context, page };
}

let adminEmail = "";

test.beforeAll(async ({}, testInfo) => {
  // Each worker makes its own admin with the project's script (it creates or promotes).
  adminEmail = `admin-${testInfo.workerIndex}-${token()}@investir-serein.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", adminEmail, "--password", PASSWORD], {
    env: { ...process.env, DATA_DIR },
    stdio: "pipe",
  });
});

test.describe("a visitor", () => {
  test.use({ extraHTTPHeaders: ipHeaders(10) });

  test("gets the 401 page on every staff page, the CSV and the staff actions", async ({ page }) => {
    for (const path of STAFF_PAGES) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(401);
      await expect(page.getByText(UNAUTHORISED)).toBeVisible();
      await expect(page.getByRole("link", { name: "Faire demi-tour" })).toHaveAttribute("href", "/");
    }
    await expectAccessible(page);
    expect((await page.request.get("/creer/prospects.csv")).status()).toBe(401);
    const post = await page.request.post("/creer/clients/1", { headers: { Origin: BASE_URL }, form: { intent: "role", role: "admin" } });
    expect(post.status()).toBe(401);
  });
});

test.describe("a signed-in client", () => {
  test.use({ extraHTTPHeaders: ipHeaders(11) });

  test("gets the 403 page on every staff page and every staff action, and nothing changes", async ({ page }) => {
    const email = `client-${token()}@exemple.fr`;
    await signUp(page, email);
    const me = userRow(email)!;
    writeDb((db) => db.prepare("update users set etape1 = 1 where id = ?").run(me.id));

    await page.goto("/ressources");
    await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Mon profil" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Admin" })).toHaveCount(0);
    for (const path of [...STAFF_PAGES, `/creer/clients/${me.id}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(403);
      await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
    }
    expect((await page.request.get("/creer/prospects.csv")).status()).toBe(403);

    const grant = await page.request.post(`/creer/clients/${me.id}`, { headers: { Origin: BASE_URL }, form: { intent: "role", role: "admin" } });
    expect(grant.status()).toBe(403);
    const step = await page.request.post(`/creer/clients/${me.id}`, { headers: { Origin: BASE_URL }, form: { intent: "avancement", etapes: "2" } });
    expect(step.status()).toBe(403);
    const after = userRow(email)!;
    expect(after.role).toBe("client");
    expect(after.etape2).toBe(0);
  });
});

test.describe("staff", () => {
  test.describe("hub and clients", () => {
    test.use({ extraHTTPHeaders: ipHeaders(12) });

    test("see the hub with the follow-up figures, from the Admin link of the nav", async ({ page }) => {
      await signIn(page, adminEmail);
      await page.getByRole("navigation", { name: "Navigation principale" }).getByRole("link", { name: "Admin" }).click();
      await expect(page).toHaveURL(/\/creer$/);
      await expect(page.getByRole("heading", { level: 1, name: "Administration" })).toBeVisible();
      const followUp = page.getByRole("region", { name: "Suivi des clients" });
      await expect(followUp.getByRole("link", { name: /Clients/ })).toContainText(/\d+ comptes?/);
      await expect(followUp.getByRole("link", { name: /Clients/ })).toContainText(/dont \d+ administrateurs?/);
      await expect(followUp.getByRole("link", { name: /Prospects/ })).toHaveAttribute("href", "/creer/prospects");
      await expect(followUp.getByRole("link", { name: /Messages/ })).toHaveAttribute("href", "/creer/messages");
      await expect(followUp.getByRole("link", { name: /Exporter les prospects/ })).toHaveAttribute("href", "/creer/prospects.csv");
      await expect(page.getByRole("region", { name: "Contenu du site" })).toBeVisible();
      await expectAccessible(page);
      await followUp.getByRole("link", { name: /Clients/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
    });

    test("search clients and open a client's page; an unknown id is a 404", async ({ page }) => {
      const mark = token();
      const first = `ines.${mark}@exemple.fr`;
      const second = `paul.${mark}@exemple.fr`;
      await signUp(page, first);
      await signUp(page, second);
      await signIn(page, adminEmail);
      await page.goto("/creer/clients");
      await page.getByLabel("Rechercher un client").fill(`ines.${mark}`);
      await page.getByRole("button", { name: "Rechercher" }).click();
      await expect(page).toHaveURL(new RegExp(`/creer/clients\\?q=ines.${mark}`));
      const table = page.getByRole("table");
      await expect(table.getByRole("row")).toHaveCount(2);
      const row = table.getByRole("row").nth(1);
      await expect(row).toContainText(first);
      await expect(row).toContainText("Non rempli");
      await expect(row).toContainText("0/9");
      await expect(row).toContainText("Rien"); // nothing to handle yet
      await expect(row.getByText("Admin", { exact: true })).toHaveCount(0);
      await expect(table).not.toContainText(second);
      await expectAccessible(page);

      await page.getByLabel("Rechercher un client").fill(mark);
      await page.getByRole("button", { name: "Rechercher" }).click();
      await expect(table.getByRole("row")).toHaveCount(3);

      await table.getByRole("link", { name: `ines.${mark}` }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`ines.${mark}`);
      await expect(page.getByRole("region", { name: "Coordonnées" })).toContainText(first);
      await expect(page.getByRole("region", { name: "Réponses au questionnaire" })).toContainText("pas encore rempli le questionnaire");
      await expectAccessible(page);

      expect((await page.goto("/creer/clients/999999"))?.status()).toBe(404);
      expect((await page.goto("/creer/clients/abc"))?.status()).toBe(404);
    });
  });

  test.describe("steps", () => {
    test.use({ extraHTTPHeaders: ipHeaders(13) });

    test("tick step 2 once step 1 is done, and cannot tick step 3 before step 2", async ({ page }) => {
      const email = `etapes-${token()}@exemple.fr`;
      await signUp(page, email);
      const { id } = userRow(email)!;
      writeDb((db) => db.prepare("update users set etape1 = 1 where id = ?").run(id));
      await signIn(page, adminEmail);
      await page.goto(`/creer/clients/${id}`);

      const progress = page.getByRole("region", { name: "Avancement du projet" });
      await expect(progress.getByRole("checkbox")).toHaveCount(9);
      await expect(progress.getByRole("checkbox", { name: /Étape 1/ })).toBeChecked();
      await expect(progress.getByRole("checkbox", { name: /Étape 1/ })).toBeDisabled();

      await progress.getByRole("checkbox", { name: /Étape 3/ }).check();
      await progress.getByRole("button", { name: "Enregistrer l’avancement" }).click();
      await expect(progress.getByRole("alert")).toHaveText("L’étape 3 ne peut être faite qu’une fois l’étape 2 faite. Cochez les étapes dans l’ordre.");
      await expect(progress.getByRole("checkbox", { name: /Étape 3/ })).toBeChecked();
      expect(userRow(email)).toMatchObject({ etape2: 0, etape3: 0 });

      await progress.getByRole("checkbox", { name: /Étape 3/ }).uncheck();
      await progress.getByRole("checkbox", { name: /Étape 2/ }).check();
      await progress.getByRole("button", { name: "Enregistrer l’avancement" }).click();
      await expect(progress.getByRole("status")).toHaveText("Avancement enregistré : 2 étapes faites sur 9.");
      expect(userRow(email)).toMatchObject({ etape1: 1, etape2: 1, etape3: 0 });

      await page.reload();
      await expect(progress.getByRole("checkbox", { name: /Étape 2/ })).toBeChecked();
      await expect(progress.getByRole("checkbox", { name: /Étape 3/ })).not.toBeChecked();
      await page.goto(`/creer/clients?q=${encodeURIComponent(email)}`);
      await expect(page.getByRole("table").getByRole("row").nth(1)).toContainText("2/9");
    });

    test("without JavaScript too, and the order rule holds for a client without step 1", async ({ browser }) => {
      const email = `sans-js-${token()}@exemple.fr`;
      const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: ipHeaders(14) });
      const page = await context.newPage();
      await signUp(page, email);
      const { id } = userRow(email)!;
      await signIn(page, adminEmail);
      await page.goto(`/creer/clients/${id}`);
      const progress = page.getByRole("region", { name: "Avancement du projet" });
      await progress.getByRole("checkbox", { name: /Étape 2/ }).check();
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith(`/creer/clients/${id}`)),
        progress.getByRole("button", { name: "Enregistrer l’avancement" }).click(),
      ]);
      expect(response.status()).toBe(409);
      await expect(progress.getByRole("alert")).toContainText("L’étape 2 ne peut être faite qu’une fois l’étape 1 faite");
      expect(userRow(email)!.etape2).toBe(0);
      await context.close();
    });
  });

  test.describe("admin rights", () => {
    test.use({ extraHTTPHeaders: ipHeaders(15) });

    test("grant admin rights to a client, who then sees Admin in the nav; an admin cannot remove their own", async ({ page, browser }) => {
      const email = `futur-admin-${token()}@exemple.fr`;
      const client = await clientSession(browser, 16, email);
      const clientNav = client.page.getByRole("navigation", { name: "Navigation principale" });
      await expect(clientNav.getByRole("link", { name: "Admin" })).toHaveCount(0);
      const { id } = userRow(email)!;

      await signIn(page, adminEmail);
      await page.goto(`/creer/clients/${id}`);
      const rights = page.getByRole("region", { name: "Droits d’administration" });
      await rights.getByText("Donner les droits d’administration").click();
      await rights.getByRole("button", { name: "Confirmer : donner les droits" }).click();
      await expect(rights.getByRole("status")).toContainText("a maintenant les droits d’administration");
      expect(userRow(email)!.role).toBe("admin");
      await expect(rights.getByText("Retirer les droits")).toBeVisible();
      const log = readDb();
      const entry = log.prepare("select action, user_email from audit_log where entity = 'user' and entity_id = ? order by id desc").get(id);
      log.close();
      expect(entry).toEqual({ action: "grant", user_email: adminEmail });
      // The clients list marks the new admin.
      await page.goto(`/creer/clients?q=${encodeURIComponent(email)}`);
      await expect(page.getByRole("row").filter({ hasText: email }).getByText("Admin", { exact: true })).toBeVisible();

      await client.page.goto("/ressources");
      await expect(clientNav.getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/creer");
      expect((await client.page.goto("/creer"))?.status()).toBe(200);
      await client.context.close();

      const self = userRow(adminEmail)!;
      await page.goto(`/creer/clients/${self.id}`);
      await expect(rights).toContainText("Vous ne pouvez pas retirer vos propres droits");
      await expect(rights.getByText("Retirer les droits")).toHaveCount(0);
      const forced = await page.request.post(`/creer/clients/${self.id}`, { headers: { Origin: BASE_URL }, form: { intent: "role", role: "client" } });
      expect(forced.status()).toBe(409);
      expect(userRow(adminEmail)!.role).toBe("admin");
    });
  });

  test.describe("leads", () => {
    test.use({ extraHTTPHeaders: ipHeaders(17) });

    test("search leads, read their answers and download them as CSV for Excel", async ({ page }) => {
      const mark = token();
      const answers = {
        budget: 150000,
        revenus: 42000,
        travaux: "modere",
        situationPro: "CDI",
        situationAutre: "",
        apportPerso: "plus-10",
        ammeublement: "deleguer",
        gestionLoc: "moi-meme",
        resPrincipale: "locataire",
        courtier: "oui",
        commentaire: 'Projet à Saint-Étienne; "T2" meublé\nrappel le soir',
      };
      writeDb((db) => {
        const insert = db.prepare(
          "insert into leads (nom, prenom, email, ville, telephone, age, formulaire, consent_at, consent_version, user_id, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, null, ?)",
        );
        const now = new Date().toISOString();
        insert.run(`Moreau${mark}`, "Claire", `claire.${mark}@exemple.fr`, "Saint-Étienne", "+33 6 12 34 56 78", 34, JSON.stringify(answers), now, "2025-01", now);
        insert.run(`=HYPERLINK("http://x";"Cliquez")`, "Hugo", `hugo.${mark}@exemple.fr`, "Lyon", "", null, JSON.stringify({ commentaire: "-2+3" }), now, "2025-01", now);
      });
      await signIn(page, adminEmail);
      await page.goto("/creer/prospects");
      await page.getByLabel("Rechercher un prospect").fill(`claire.${mark}`);
      await page.getByRole("button", { name: "Rechercher" }).click();
      const table = page.getByRole("table");
      await expect(table.getByRole("row")).toHaveCount(2);
      const row = table.getByRole("row").nth(1);
      await expect(row).toContainText(`Claire Moreau${mark}`);
      await expect(row).toContainText("+33 6 12 34 56 78");
      await expect(row.getByText("Rénovation modérée (environ 400 à 500 €/m²)")).toBeHidden();
      await row.getByText("Voir les réponses").click();
      await expect(row.getByText("Rénovation modérée (environ 400 à 500 €/m²)")).toBeVisible();
      await expect(row).toContainText(/Budget total\s*150\s000\s€/);
      await expect(row).toContainText("Plus de 10 %");
      await expect(row).toContainText("Locataire");
      await expectAccessible(page);

      await page.getByLabel("Rechercher un prospect").fill(mark);
      await page.getByRole("button", { name: "Rechercher" }).click();
      await expect(table.getByRole("row")).toHaveCount(3);

      const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Exporter ces résultats (CSV)" }).click()]);
      expect(download.suggestedFilename()).toMatch(/^prospects-\d{4}-\d{2}-\d{2}\.csv$/);
      const bytes = fs.readFileSync((await download.path())!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const csv = bytes.toString("utf8").slice(1);
      const lines = csv.split("\r\n");
      expect(lines[0]).toBe(
        "Reçu le;Prénom;Nom;E-mail;Téléphone;Ville;Âge;Budget total (€);Revenus annuels nets (€);Travaux envisagés;Situation professionnelle;Apport personnel;Ameublement;Gestion locative;Résidence principale;Accompagnement par un courtier;Message;Consentement le;Version du texte de consentement;N° de compte client;Projet",
      );
      expect(csv).toContain(
        `;Claire;Moreau${mark};claire.${mark}@exemple.fr;'+33 6 12 34 56 78;Saint-Étienne;34;150000;42000;Rénovation modérée (environ 400 à 500 €/m²);CDI;Plus de 10 %;Je délègue;Je m’en occupe;Locataire;Oui;"Projet à Saint-Étienne; ""T2"" meublé\nrappel le soir";`,
      );
      expect(csv).toContain(`;Hugo;"'=HYPERLINK(""http://x"";""Cliquez"")";hugo.${mark}@exemple.fr;;Lyon;;`);
      expect(csv).toContain(";'-2+3;");
      expect(csv).not.toMatch(/(^|;)[=+@-]/m);

      const response = await page.request.get("/creer/prospects.csv");
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("text/csv; charset=utf-8");
      expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="prospects-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(response.headers()["cache-control"]).toContain("no-store");
    });
  });

  test.describe("messages", () => {
    test.use({ extraHTTPHeaders: ipHeaders(18) });

    test("read the contact messages, newest first", async ({ page }) => {
      const mark = token();
      for (const [nom, message] of [
        [`Alice ${mark}`, "Premier message : je cherche un T2 à Lyon."],
        [`Bruno ${mark}`, "Second message : <b>pas de HTML</b> ici.\nDeuxième ligne."],
      ]) {
        const response = await page.request.post("/contact", { headers: { Origin: BASE_URL }, form: { nom, email: `${mark}@exemple.fr`, message } });
        expect(response.status()).toBe(200);
      }
      await signIn(page, adminEmail);
      await page.goto("/creer/messages");
      const items = page.getByRole("article").filter({ hasText: mark });
      await expect(items).toHaveCount(2);
      await expect(items.nth(0).getByRole("heading")).toHaveText(`Bruno ${mark}`);
      await expect(items.nth(0)).toContainText("<b>pas de HTML</b> ici.");
      await expect(items.nth(1).getByRole("heading")).toHaveText(`Alice ${mark}`);
      await expect(items.nth(0).getByRole("link", { name: `${mark}@exemple.fr` })).toHaveAttribute("href", `mailto:${mark}@exemple.fr`);
      await expectAccessible(page);
    });
  });
});
