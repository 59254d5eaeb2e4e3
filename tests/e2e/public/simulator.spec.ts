import { expect, type Page, test } from "@playwright/test";
import type { ProjectCharges, ProjectRentabilite, ProjectTotal } from "../../../app/domain/content/entities";
import { borrowedAmount, grossYield, monthlyPayment, roundTo, totalCost } from "../../../app/domain/projects/finance";
import { formatMoney, formatYield } from "../../../app/domain/text/format";
import { expectAccessible, readDb } from "../support/helpers";

// The simulator of the project page (Bilan tab), with and without JavaScript, and the page that
// defines every figure (/comment-calculons-nous).

interface SeededProject {
  id: number;
  total: ProjectTotal;
  charges: ProjectCharges;
  rate: number;
  rentabilite: ProjectRentabilite;
}

/** A seeded project with a deferral, read from the e2e database. */
function projectWithDeferral(): SeededProject {
  const db = readDb();
  try {
    const rows = db
      .prepare("select id, total, charges_mensuelles, taux_emprunt, rentabilite from projects order by id")
      .all() as { id: number; total: string; charges_mensuelles: string; taux_emprunt: number; rentabilite: string }[];
    const projects = rows.map((row) => ({
      id: row.id,
      total: JSON.parse(row.total) as ProjectTotal,
      charges: JSON.parse(row.charges_mensuelles) as ProjectCharges,
      rate: row.taux_emprunt,
      rentabilite: JSON.parse(row.rentabilite) as ProjectRentabilite,
    }));
    return projects.find((p) => p.rentabilite.dureeDifferer > 0)!;
  } finally {
    db.close();
  }
}

/** What the finance module says the payment is for this project at another rate. */
function paymentAt(project: SeededProject, rate: number, deferralMonths = project.rentabilite.dureeDifferer): string {
  const months = project.rentabilite.dureeEmprunt * 12 - deferralMonths;
  return formatMoney(monthlyPayment(borrowedAmount(project.total), rate, months));
}

const results = (page: Page) => page.getByRole("region", { name: "Résultat de la simulation" });
/** The value shown for a figure of the simulator's result, found by the start of its label. */
const figure = (page: Page, label: RegExp) =>
  results(page).locator("dl > div").filter({ has: page.locator("dt", { hasText: label }) }).locator("dd");
const payment = (page: Page) => figure(page, /^Mensualité du prêt/);
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe("with JavaScript", () => {
  test("the payment follows the rate as it is typed, without loading a page", async ({ page }) => {
    const project = projectWithDeferral();
    await page.goto(`/projets/${project.id}?onglet=bilan`, { waitUntil: "networkidle" });
    await expect(page.getByRole("heading", { name: "Simulez avec vos chiffres" })).toBeVisible();
    // Prefilled with the project's figures: the same payment as its balance sheet.
    await expect(field(page, "Taux du prêt (%)")).toHaveValue(String(project.rate).replace(".", ","));
    await expect(payment(page)).toHaveText(formatMoney(project.charges.mensualiter));

    const requests: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "document" || request.url().includes(".data")) requests.push(request.url());
    });
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

    // Retried until hydration has taken over the form.
    await expect(async () => {
      await field(page, "Taux du prêt (%)").fill("1");
      await expect(payment(page)).toHaveText(paymentAt(project, 1), { timeout: 1000 });
    }).toPass();
    await field(page, "Taux du prêt (%)").fill("2,5");
    await expect(payment(page)).toHaveText(paymentAt(project, 2.5));
    await field(page, "Différé (mois)").fill("0");
    await expect(payment(page)).toHaveText(paymentAt(project, 2.5, 0));
    await expect(results(page)).not.toContainText("de différé");

    // The URL follows (replace), for a reload or a link, with no request to the server.
    await expect(page).toHaveURL(/onglet=bilan&apport=\d+&taux=2%2C5&duree=\d+&differe=0&loyer=\d+/);

    // Reset: back to the project's own figures.
    await page.getByRole("link", { name: "Réinitialiser" }).click();
    await expect(field(page, "Taux du prêt (%)")).toHaveValue(String(project.rate).replace(".", ","));
    await expect(payment(page)).toHaveText(formatMoney(project.charges.mensualiter));
    await expect(page).not.toHaveURL(/taux=/);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(requests).toEqual([]);
  });

  test("impossible values get a French message under their field", async ({ page }) => {
    const project = projectWithDeferral();
    await page.goto(`/projets/${project.id}?onglet=bilan`, { waitUntil: "networkidle" });
    const rent = field(page, "Loyer mensuel (€)");
    await expect(async () => {
      await rent.fill("-800");
      await expect(page.getByText("Le loyer mensuel ne peut pas être négatif.").first()).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(rent).toHaveAttribute("aria-invalid", "true");
    await expect(rent).toHaveAttribute("aria-describedby", "simulateur-erreur-loyer");
    await expect(page.locator("#simulateur-erreur-loyer")).toHaveText("Le loyer mensuel ne peut pas être négatif.");

    await field(page, "Durée du prêt (années)").fill("0");
    await expect(page.locator("#simulateur-erreur-duree")).toHaveText(
      "La durée de l’emprunt doit être un nombre entier d’années, entre 1 et 50 ans.",
    );
    await field(page, "Taux du prêt (%)").fill("25");
    await expect(page.locator("#simulateur-erreur-taux")).toHaveText("Le taux d’emprunt doit être compris entre 0 % et 20 %.");
    await expect(field(page, "Taux du prêt (%)")).toHaveAttribute("aria-describedby", "simulateur-aide-taux simulateur-erreur-taux");
    await expect(results(page)).toContainText("Corrigez les valeurs signalées pour voir le résultat.");
    await expect(payment(page)).toHaveCount(0);
    await expectAccessible(page);

    // Corrected, the result comes back.
    await rent.fill("900");
    await field(page, "Durée du prêt (années)").fill(String(project.rentabilite.dureeEmprunt));
    await field(page, "Taux du prêt (%)").fill("1");
    await expect(payment(page)).toHaveText(paymentAt(project, 1));
    await expect(page.locator("[aria-invalid]")).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form is computed by the server and keeps what was typed", async ({ page }) => {
    const project = projectWithDeferral();
    await page.goto(`/projets/${project.id}?onglet=bilan`);
    await expect(payment(page)).toHaveText(formatMoney(project.charges.mensualiter));
    await field(page, "Taux du prêt (%)").fill("1");
    await field(page, "Loyer mensuel (€)").fill("1 500");
    await page.getByRole("button", { name: "Calculer" }).click();

    await expect(page).toHaveURL(new RegExp(`/projets/${project.id}/[a-z0-9-]+\\?onglet=bilan&apport=\\d+&taux=1&duree=\\d+&differe=\\d+&loyer=1\\+500#simulateur$`));
    await expect(page.getByRole("tab", { name: "Bilan" })).toHaveAttribute("aria-selected", "true");
    await expect(payment(page)).toHaveText(paymentAt(project, 1));
    await expect(field(page, "Taux du prêt (%)")).toHaveValue("1");
    await expect(field(page, "Loyer mensuel (€)")).toHaveValue("1 500");
    // The rent changed the yield: 1 500 × 12 over the project's total cost.
    await expect(figure(page, /^Rentabilité brute/)).toHaveText(formatYield(roundTo(grossYield(18_000, totalCost(project.total)), 2)));
  });

  test("impossible values are reported under each field, nothing typed is lost", async ({ page }) => {
    const project = projectWithDeferral();
    await page.goto(`/projets/${project.id}?onglet=bilan`);
    await field(page, "Loyer mensuel (€)").fill("-800");
    await field(page, "Durée du prêt (années)").fill("0");
    await field(page, "Taux du prêt (%)").fill("25");
    await page.getByRole("button", { name: "Calculer" }).click();

    await expect(page).toHaveURL(/taux=25&duree=0&differe=\d+&loyer=-800/);
    for (const [label, id, message] of [
      ["Loyer mensuel (€)", "loyer", "Le loyer mensuel ne peut pas être négatif."],
      ["Durée du prêt (années)", "duree", "La durée de l’emprunt doit être un nombre entier d’années, entre 1 et 50 ans."],
      ["Taux du prêt (%)", "taux", "Le taux d’emprunt doit être compris entre 0 % et 20 %."],
    ]) {
      await expect(page.locator(`#simulateur-erreur-${id}`)).toHaveText(message);
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label)).toHaveAttribute("aria-describedby", new RegExp(`simulateur-erreur-${id}`));
    }
    await expect(field(page, "Loyer mensuel (€)")).toHaveValue("-800");
    await expect(field(page, "Durée du prêt (années)")).toHaveValue("0");
    await expect(field(page, "Taux du prêt (%)")).toHaveValue("25");
    await expect(field(page, "Apport personnel (€)")).not.toHaveAttribute("aria-invalid");
    await expect(payment(page)).toHaveCount(0);

    // A deferral as long as the loan, an empty field, a contribution above the cost.
    await page.goto(`/projets/${project.id}?onglet=bilan&apport=99999999&taux=&duree=1&differe=12&loyer=500`);
    await expect(page.locator("#simulateur-erreur-differe")).toHaveText(
      "Le différé (12 mois) doit être plus court que la durée de l’emprunt (12 mois).",
    );
    await expect(page.locator("#simulateur-erreur-taux")).toHaveText("Le taux d’emprunt est obligatoire.");
    await expect(page.locator("#simulateur-erreur-apport")).toContainText("ne peut pas dépasser le coût total du projet");
  });
});

test.describe("the definitions page", () => {
  test("defines every figure under a stable anchor, with a computed example", async ({ page, request }) => {
    const response = await page.goto("/comment-calculons-nous");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/^Comment calculons-nous \?/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Comment calculons-nous ?");
    for (const id of ["cout-total", "mensualite", "differe", "rentabilite-brute", "rentabilite-nette", "cash-flow", "patrimoine", "charges"]) {
      const section = page.locator(`section#${id}`);
      await expect(section).toHaveCount(1);
      await expect(section.getByRole("heading", { level: 2 })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Sommaire" }).locator(`a[href="#${id}"]`)).toHaveCount(1);
    }
    const loan = page.locator("section#mensualite");
    await expect(loan).toContainText("M = C × i / (1 − (1 + i)−n)");
    await expect(loan).toContainText(/200\s000\s€ empruntés à 1\s% sur 20 ans \(n = 240\) donnent une mensualité de 920\s€/);
    await expect(page.locator("section#patrimoine")).toContainText("Aucune vacance locative ni impayé.");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/comment-calculons-nous$/);
    await expectAccessible(page);

    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Comment calculons-nous ?" })).toHaveAttribute(
      "href",
      "/comment-calculons-nous",
    );
    expect(await (await request.get("/sitemap.xml")).text()).toContain("/comment-calculons-nous</loc>");
  });

  test("is reached from a figure of a project", async ({ page }) => {
    const project = projectWithDeferral();
    await page.goto(`/projets/${project.id}?onglet=bilan`);
    const links = page.getByRole("link", { name: "Comment est calculée la rentabilité brute ?" });
    // The summary box and the simulator: the Bilan tab shows each figure once.
    await expect(links).toHaveCount(2);
    await expectAccessible(page);
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/comment-calculons-nous#rentabilite-brute$/);
    await expect(page.getByRole("heading", { name: "Rentabilité brute", level: 2 })).toBeInViewport();
  });
});

test("the works period is shown apart from the deferral: no rent while the works run", async ({ page }) => {
  const db = readDb();
  const row = (() => {
    try {
      return db.prepare("select id, tmp_renov from projects where tmp_renov > 0 order by id limit 1").get() as { id: number; tmp_renov: number };
    } finally {
      db.close();
    }
  })();
  await page.goto(`/projets/${row.id}?onglet=bilan`);
  const works = figure(page, new RegExp(`^Cash-flow pendant les ${row.tmp_renov}\\s+mois de travaux, sans loyer`));
  await expect(works).toHaveCount(1);
  await expect(page.getByText(new RegExp(`Travaux : ${row.tmp_renov}\\s+mois sans loyer à compter de l’achat`))).toBeVisible();
  await page.goto("/comment-calculons-nous#travaux");
  const section = page.locator("section#travaux");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Période de travaux : aucun loyer");
  await expect(section).toContainText("nous ne comptons aucun loyer pendant la durée du chantier");
  await expect(page.locator("section#patrimoine")).toContainText("Aucun loyer pendant les travaux");
});
