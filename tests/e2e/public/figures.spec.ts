import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { formatMoney } from "../../../app/domain/text/format";
import { DATA_DIR } from "../support/env";
import { expectAccessible, readDb } from "../support/helpers";

// Honest figures on the project page (issue 13 item 9): « Enrichissement net » with its definition
// inline, the « valeur estimée après travaux » with its source, negative amounts with a true minus sign
// and a cue other than colour, each figure once in the Bilan tab; and the admin field that sets the value.

function row<T>(sql: string, ...params: unknown[]): T {
  const db = readDb();
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

test("the Bilan tab: net gain rounded to the euro, its definition inline, the estimated value and its source", async ({ page }) => {
  const project = row<{ id: number; valeur_apres_travaux: number; source_valeur: string; tmp_renov: number }>(
    "select id, valeur_apres_travaux, source_valeur, tmp_renov from projects where valeur_apres_travaux is not null and tmp_renov > 0 order by id limit 1",
  );
  await page.goto(`/projets/${project.id}?onglet=bilan`);
  const value = page.getByTestId("valeur-estimee");
  await expect(value).toContainText(`Valeur estimée après travaux : ${formatMoney(project.valeur_apres_travaux)}`);
  await expect(value).toContainText(`Source : ${project.source_valeur}`);

  const results = page.getByRole("region", { name: "Résultat de la simulation" });
  for (const years of ["1 an", "5 ans", "10 ans"]) {
    const dd = results.locator("dl > div").filter({ has: page.locator("dt", { hasText: `après ${years}` }) }).locator("dd");
    // Rounded to the euro: no cents.
    await expect(dd).toHaveText(/^−?\d[\d\u202f]*\u00a0€/);
    await expect(dd).not.toContainText(",");
  }
  await expect(page.getByText("Patrimoine après")).toHaveCount(0);
  await expect(results.getByText("Enrichissement net, avant impôts")).toBeVisible();
  // The definition opens in place: the simulator's inputs stay on the page.
  const definition = results.locator("details");
  await definition.getByText("Qu’est-ce que l’enrichissement net ?").click();
  await expect(definition).toContainText("valeur du bien − capital restant dû + trésorerie cumulée");
  await expect(definition).toContainText(`Valeur du bien retenue : ${formatMoney(project.valeur_apres_travaux)} (valeur estimée après travaux)`);
  await expect(page).toHaveURL(new RegExp(`/projets/${project.id}`));

  // A works month has no rent: a negative cash flow, with a true minus sign and a labelled cue.
  const works = results.locator("dl > div").filter({ has: page.locator("dt", { hasText: /de travaux, sans loyer/ }) }).locator("dd");
  await expect(works).toContainText("\u2212");
  await expect(works).not.toContainText("-");
  await expect(works.getByRole("img", { name: "montant négatif" })).toBeVisible();
  // Yields with two decimals.
  await expect(results.locator("dl > div").filter({ has: page.locator("dt", { hasText: /^Rentabilité brute/ }) }).locator("dd")).toHaveText(/^\d+,\d\d\u00a0%$/);
  // Each figure once: the net yield and the net gain are in the simulator only.
  await expect(page.getByRole("tabpanel").getByText("Rentabilité nette", { exact: true })).toHaveCount(1);
  await expect(page.getByRole("tabpanel").getByText(/après 10 ans/)).toHaveCount(1);
  await expectAccessible(page);
});

test("a project without an estimate is valued at price + works, and says so", async ({ page }) => {
  const project = row<{ id: number; total: string }>("select id, total from projects where valeur_apres_travaux is null order by id limit 1");
  const total = JSON.parse(project.total) as { priceAcqui: number; works: number };
  await page.goto(`/projets/${project.id}?onglet=bilan`);
  await expect(page.getByTestId("valeur-estimee")).toContainText(`Valeur estimée après travaux : ${formatMoney(total.priceAcqui + total.works)}`);
  await expect(page.getByTestId("valeur-estimee")).toContainText("Source : prix d’acquisition + travaux");
});

test.describe("the admin form", () => {
  const stamp = Date.now().toString(36);
  const admin = { email: `admin-chiffres-${stamp}@exemple.fr`, password: "un mot de passe solide", username: `chiffres${stamp}` };
  test.beforeAll(() => {
    execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", admin.email, "--password", admin.password, "--username", admin.username], {
      env: { ...process.env, DATA_DIR },
      stdio: "pipe",
    });
  });

  test("saves the estimated value and its source, and refuses a negative one in French", async ({ page }) => {
    await page.goto("/signin");
    await page.getByLabel("Adresse e-mail").fill(admin.email);
    await page.getByLabel("Mot de passe").fill(admin.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/signin"));

    const project = row<{ id: number }>("select id from projects where en_avant = 0 order by id limit 1 offset 3");
    await page.goto(`/edit-project/${project.id}`, { waitUntil: "networkidle" });
    const value = page.getByLabel("Valeur estimée après travaux (€)", { exact: true });
    const source = page.getByLabel("Source de l’estimation", { exact: true });
    await value.fill("-5");
    await source.fill(`Ventes du quartier ${stamp}`);
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page.getByText("La valeur estimée après travaux ne peut pas être négative.").first()).toBeVisible();
    await expect(value).toHaveValue("-5");
    await expect(source).toHaveValue(`Ventes du quartier ${stamp}`);

    await value.fill("187 500");
    await page.getByRole("button", { name: "Enregistrer les modifications" }).click();
    await expect(page).toHaveURL(/\/creer\?ok=projet-modifie$/);
    expect(row("select valeur_apres_travaux, source_valeur from projects where id = ?", project.id)).toEqual({
      valeur_apres_travaux: 187_500,
      source_valeur: `Ventes du quartier ${stamp}`,
    });
    await expect(async () => {
      await page.goto(`/projets/${project.id}?onglet=bilan`);
      await expect(page.getByTestId("valeur-estimee")).toContainText(`Source : Ventes du quartier ${stamp}`, { timeout: 1000 });
    }).toPass();
  });
});
