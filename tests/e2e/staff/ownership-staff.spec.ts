// After the keys, the staff's side (issue 22): a client's « Location » page (lease, payments whole and partial,
// expense, a refused negative amount with nothing stored, the rent revision and the tenant's letter, the end of
// the lease), the IRL series, the overview of every let property and its CSV; and who may not enter.
import { execFileSync } from "node:child_process";
import { type Page, expect, test } from "@playwright/test";
import { BASE_URL, DATA_DIR, E2E_DATABASE_URL } from "../support/env";
import { PASSWORD, signIn, signUp } from "../support/fixtures";
import { expectAccessible, storedRow, storedRows } from "../support/helpers";
import { pdfPagesText } from "../support/pdf-text";
import { addMonths, formatMonth, lastDay, monthOf, parisDay } from "../../../app/domain/ownership/calendar";

const token = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const ipHeaders = (n: number) => ({ "X-Forwarded-For": `10.7.0.${n}` });
/** Texts with the no-break spaces of French amounts made plain. */
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

/** The month `n` months before this one in Paris, « YYYY-MM ». */
const monthsAgo = (n: number) => addMonths(monthOf(parisDay(new Date())), -n);

let adminEmail = "";

test.beforeAll(async ({}, testInfo) => {
  adminEmail = `gestion-${testInfo.workerIndex}-${token()}@investir-serein.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", adminEmail, "--password", PASSWORD], {
    env: { ...process.env, DATA_DIR, ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}) },
    stdio: "pipe",
  });
});

const userId = async (email: string) => (await storedRow<{ id: number }>("select id from users where email = ?", email))!.id;
const count = async (sql: string, ...params: unknown[]) => Number((await storedRow<{ n: number }>(sql, ...params))!.n);
const projects = () => storedRows<{ id: number; title: string }>("select id, title from projects order by id");

/** A new client, signed up through the site; then the staff member signs in on the same page. */
async function clientAndStaff(page: Page, name: string): Promise<number> {
  const email = `${name}-${token()}@exemple.fr`;
  await signUp(page, email);
  await signIn(page, adminEmail);
  return await userId(email);
}

test.describe("staff", () => {
  test.use({ extraHTTPHeaders: ipHeaders(20) });

  test("keep a client's lease, payments whole and partial, an expense, the revision and the end of the lease", async ({ page }) => {
    test.setTimeout(120_000);
    const clientId = await clientAndStaff(page, "proprietaire");
    const [project, other] = await projects();
    const start = monthsAgo(13);
    const second = monthsAgo(12);

    await page.goto(`/creer/clients/${clientId}`);
    await page.getByRole("link", { name: "Location", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/creer/clients/${clientId}/location$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Location : /);
    await expect(page.getByText("Aucun bail enregistré pour ce client")).toBeVisible();

    // The lease, with the labels.
    await page.getByLabel("Projet").selectOption({ label: project.title });
    await page.getByLabel("Locataire").fill("Camille Roux");
    await page.getByLabel("Début du bail").fill(`${start}-01`);
    await page.getByLabel("Trimestre de référence de l’IRL").selectOption({ label: "3e trimestre" });
    await page.getByLabel("Loyer hors charges").fill("620");
    await page.getByLabel("Provision pour charges").fill("40");
    await page.getByLabel("Dépôt de garantie").fill("620");
    await page.getByLabel("Adresse du logement").fill("18 rue Paul-Bert, 42000 Saint-Étienne");
    await page.getByLabel("Adresse du bailleur").fill("4 allée des Tilleuls, 69005 Lyon");
    await page.getByRole("button", { name: "Enregistrer le bail" }).click();
    await expect(page.getByRole("status")).toHaveText("Bail enregistré.");
    await expect(page.getByRole("heading", { level: 2, name: project.title })).toBeVisible();
    await expect(page.getByText(/^Camille Roux · depuis le 1er /)).toBeVisible();
    expect(await storedRows("select tenant, rent_cents, charges_cents, deposit_cents, furnished from leases where client_id = ?", clientId)).toEqual([
      { tenant: "Camille Roux", rent_cents: 62000, charges_cents: 4000, deposit_cents: 62000, furnished: 0 },
    ]);

    // A negative amount: the message at the field, nothing stored.
    await page.getByRole("textbox", { name: "Mois", exact: true }).fill(start);
    await page.getByLabel("Montant encaissé").fill("-50");
    await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await expect(page.getByText("Le montant encaissé ne peut pas être négatif.")).toBeVisible();
    await expect(page.getByLabel("Montant encaissé")).toHaveAttribute("aria-invalid", "true");
    expect(await count("select count(*) as n from rent_payments p join leases l on l.id = p.lease_id where l.client_id = ?", clientId)).toBe(0);

    // The first month paid in full, the second in part.
    await page.getByLabel("Montant encaissé").fill("660");
    await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await expect(page.getByRole("status")).toHaveText("Paiement enregistré.");
    await page.getByRole("textbox", { name: "Mois", exact: true }).fill(second);
    await page.getByLabel("Montant encaissé").fill("300");
    await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await expect(page.getByRole("status")).toHaveText("Paiement enregistré.");
    const months = page.getByRole("region", { name: project.title });
    const row = (month: string) => months.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${formatMonth(month)}$`) }) });
    await expect(row(start)).toContainText("Payé");
    await expect(row(second)).toContainText("Partiel");
    await expect(row(monthsAgo(11))).toContainText("Impayé");
    expect(await storedRows("select month, amount_cents from rent_payments p join leases l on l.id = p.lease_id where l.client_id = ? order by month", clientId)).toEqual([
      { month: start, amount_cents: 66000 },
      { month: second, amount_cents: 30000 },
    ]);

    // An expense: refused negative, then recorded.
    await page.getByLabel("Catégorie").selectOption({ label: "Taxe foncière" });
    await page.getByLabel("Date de la dépense").fill(`${second}-15`);
    await page.getByLabel("Montant de la dépense").fill("-80");
    await page.getByRole("button", { name: "Enregistrer la dépense" }).click();
    await expect(page.getByText("Le montant de la dépense ne peut pas être négatif.")).toBeVisible();
    expect(await count("select count(*) as n from property_expenses where client_id = ?", clientId)).toBe(0);
    await page.getByLabel("Montant de la dépense").fill("800");
    await page.getByRole("button", { name: "Enregistrer la dépense" }).click();
    await expect(page.getByRole("status")).toHaveText("Dépense enregistrée.");
    await expect(months.getByText(/Taxe foncière · 800,00/)).toBeVisible();

    // A payment recorded by mistake is removed, with its audit row.
    await page.getByRole("textbox", { name: "Mois", exact: true }).fill(monthsAgo(10));
    await page.getByLabel("Montant encaissé").fill("12");
    await page.getByRole("button", { name: "Enregistrer le paiement" }).click();
    await expect(page.getByRole("status")).toHaveText("Paiement enregistré.");
    await months.getByRole("button", { name: `Supprimer le paiement de ${formatMonth(monthsAgo(10))} encaissé le`, exact: false }).click();
    await expect(page.getByRole("status")).toHaveText("Paiement supprimé.");
    expect(await count("select count(*) as n from rent_payments p join leases l on l.id = p.lease_id where l.client_id = ?", clientId)).toBe(2);

    // This year's total received: both payments came in today (a partial one splits in the lease's proportion).
    await expect(months.locator("div").filter({ hasText: /^Total encaissé :\s960,00\s€$/ }).first()).toBeVisible();

    // The rent revision on the anniversary: 620 × IRL 3e trimestre 2025 ÷ IRL 3e trimestre 2024.
    const revision = months.getByText(/^Loyer révisé proposé/);
    await expect(revision).toBeVisible();
    expect(plain(await revision.textContent())).toBe(
      "Loyer révisé proposé : 625,41 € hors charges = 620,00 € × IRL nouveau 145,77 (3e trimestre 2025) ÷ IRL de référence 144,51 (3e trimestre 2024).",
    );
    const letter = await page.request.get((await months.getByRole("link", { name: "Lettre au locataire (PDF)" }).getAttribute("href"))!);
    expect(letter.status()).toBe(200);
    expect(letter.headers()["content-type"]).toBe("application/pdf");
    expect(letter.headers()["cache-control"]).toBe("private, no-store");
    const text = plain((await pdfPagesText(await letter.body())).join(" ")).replace(/\s+/g, " ");
    expect(text).toContain("Objet : révision annuelle du loyer");
    expect(text).toContain("Camille Roux, 18 rue Paul-Bert, 42000 Saint-Étienne");
    expect(text).toMatch(/Nouveau loyer : 620,00 € × 145,77 ÷ 144,51 625,41 €/);
    await months.getByRole("button", { name: "Appliquer la révision" }).click();
    await expect(page.getByRole("status")).toHaveText("Révision du loyer appliquée.");
    await expect(months.getByText(/^Révision au .* : 625,41\s€ hors charges$/)).toBeVisible();
    expect(await storedRows<{ rent_cents: number }>("select c.rent_cents from rent_changes c join leases l on l.id = c.lease_id where l.client_id = ?", clientId)).toEqual([{ rent_cents: 62541 }]);

    // The end of the lease: refused before a paid month.
    await page.getByLabel("Fin du bail de Camille Roux").fill(`${start}-20`);
    await page.getByRole("button", { name: "Enregistrer la fin du bail" }).click();
    await expect(page.getByText(`Un loyer est enregistré pour ${formatMonth(second)} : la fin du bail ne peut pas le précéder.`)).toBeVisible();

    // A second property of the client, let for a month, then vacant.
    await page.getByLabel("Projet").selectOption({ label: other.title });
    await page.getByLabel("Locataire").fill("Hugo Petit");
    await page.getByLabel("Début du bail").fill(`${monthsAgo(3)}-01`);
    await page.getByLabel("Meublé").check();
    await page.getByLabel("Loyer hors charges").fill("450");
    await page.getByLabel("Provision pour charges").fill("30");
    await page.getByLabel("Dépôt de garantie").fill("900");
    await page.getByRole("button", { name: "Enregistrer le bail" }).click();
    await expect(page.getByRole("status")).toHaveText("Bail enregistré.");
    const studio = page.getByRole("region", { name: other.title });
    await studio.getByLabel("Fin du bail de Hugo Petit").fill(lastDay(monthsAgo(2)));
    await studio.getByRole("button", { name: "Enregistrer la fin du bail" }).click();
    await expect(page.getByRole("status")).toHaveText("Fin du bail enregistrée.");
    const studioRow = (month: string) => studio.getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${formatMonth(month)}$`) }) });
    await expect(studioRow(monthsAgo(3))).toContainText("Impayé");
    await expect(studioRow(monthsAgo(1))).toContainText("Vacant");
    await expect(studio.getByText(/^Vacance :/).first()).toBeVisible();

    // Every change is in the audit log.
    const audit = await storedRows<{ entity: string; action: string }>("select entity, action from audit_log where entity_id = ? and entity in ('lease', 'rent-payment', 'expense') order by id", clientId);
    expect(audit).toEqual([
      { entity: "lease", action: "create" },
      { entity: "rent-payment", action: "create" },
      { entity: "rent-payment", action: "create" },
      { entity: "expense", action: "create" },
      { entity: "rent-payment", action: "create" },
      { entity: "rent-payment", action: "delete" },
      { entity: "lease", action: "update" },
      { entity: "lease", action: "create" },
      { entity: "lease", action: "update" },
    ]);
    await expectAccessible(page);

    // The overview lists the property with what is unpaid, and so does its CSV.
    await page.getByRole("link", { name: "Gestion locative" }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Gestion locative" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Hugo Petit" }).first()).toContainText("Vacant");
    await expect(page.getByRole("row").filter({ hasText: "Camille Roux" }).first()).toContainText("À venir");
    await expectAccessible(page);
    const csv = await page.request.get("/creer/gestion.csv");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["cache-control"]).toBe("private, no-store");
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toMatch(/^\uFEFFClient;N° de compte client;Bien;Locataire;Loyer hors charges \(€\);Provision pour charges \(€\);État de /);
    expect(lines.find((l) => l.includes(`;${clientId};`) && l.includes("Hugo Petit"))).toMatch(/;Vacant;/);
    expect(lines.find((l) => l.includes(`;${clientId};`) && l.includes("Camille Roux"))).toMatch(/;625,41;40;À venir;\d/);
  });

  test("keep the IRL series: a new quarter with its source, a duplicate refused at the field", async ({ page }) => {
    await signIn(page, adminEmail);
    await page.goto("/creer/irl");
    await expect(page.getByRole("heading", { level: 1, name: "Indice de référence des loyers" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "3e trimestre 2025" })).toContainText("145,77");
    await page.getByLabel("Année").fill("2025");
    await page.getByRole("combobox", { name: "Trimestre", exact: true }).selectOption({ label: "3e trimestre" });
    await page.getByLabel("Valeur de l’indice").fill("145,77");
    await page.getByLabel("Date de publication").fill("2025-10-15");
    await page.getByLabel("Source").fill("INSEE, Informations rapides");
    await page.getByRole("button", { name: "Ajouter le trimestre" }).click();
    await expect(page.getByText("L’IRL du 3e trimestre 2025 est déjà dans la série.")).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("who may not enter", () => {
  const paths = (clientId: number) => [`/creer/clients/${clientId}/location`, "/creer/gestion", "/creer/gestion.csv", "/creer/irl", `/creer/clients/${clientId}/location/revision/1?anniversaire=2026-01-01`];

  test("a visitor gets the sign-in page's message (401), and cannot post", async ({ page }) => {
    for (const path of paths(1)) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(401);
    }
    await page.goto("/creer/gestion");
    await expect(page.getByText("Cette page fait partie d’un espace réservé : connectez-vous pour y accéder.")).toBeVisible();
    const post = await page.request.post("/creer/clients/1/location", { headers: { Origin: BASE_URL }, form: { intent: "bail", projectId: "1", tenant: "Intrus", start: "2025-01-01", rent: "500" } });
    expect(post.status()).toBe(401);
    expect(await count("select count(*) as n from leases where tenant = 'Intrus'")).toBe(0);
  });

  test.describe("a signed-in client", () => {
    test.use({ extraHTTPHeaders: ipHeaders(21) });

    test("gets 403 on the staff's pages, their own « Location » page included, and cannot post", async ({ page }) => {
      const email = `locataire-${token()}@exemple.fr`;
      await signUp(page, email);
      await signIn(page, email);
      const me = await userId(email);
      for (const path of paths(me)) {
        const response = await page.request.get(path);
        expect(response.status(), path).toBe(403);
      }
      await page.goto(`/creer/clients/${me}/location`);
      await expect(page.getByRole("heading", { name: "Accès refusé" })).toBeVisible();
      const post = await page.request.post(`/creer/clients/${me}/location`, { headers: { Origin: BASE_URL }, form: { intent: "bail", projectId: "1", tenant: "Moi-même", start: "2025-01-01", rent: "500" } });
      expect(post.status()).toBe(403);
      expect(await count("select count(*) as n from leases where client_id = ?", me)).toBe(0);
    });
  });
});

