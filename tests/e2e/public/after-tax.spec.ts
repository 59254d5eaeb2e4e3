import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import type { ProjectCharges, ProjectRentabilite, ProjectTotal } from "../../../app/domain/content/entities";
import { formatMoney } from "../../../app/domain/text/format";
import { slugify } from "../../../app/domain/text/slug";
import { runSimulation, type SimulatedProject, simulationDefaults } from "../../../app/domain/projects/simulation-query";
import { TAX_DEFAULTS, afterTaxView } from "../../../app/domain/tax/tax-query";
import { expectAccessible, readDb } from "../support/helpers";
import { embeddedFonts, pdfPagesText } from "../support/pdf-text";

// The after-tax view of the project page (table, recommendation, charts) with and without JavaScript,
// the comparison page and the PDF dossier. Expected figures come from the tax module, fed with the
// project's stored figures.

function storedProject(id = 2): SimulatedProject & { id: number } {
  const db = readDb();
  try {
    const row = db.prepare("select id, total, charges_mensuelles, taux_emprunt, tmp_renov, valeur_apres_travaux, rentabilite from projects where id = ?").get(id) as {
      id: number;
      tmp_renov: number;
      valeur_apres_travaux: number | null;
      total: string;
      charges_mensuelles: string;
      taux_emprunt: number;
      rentabilite: string;
    };
    return {
      id: row.id,
      total: JSON.parse(row.total) as ProjectTotal,
      chargesMensuelles: JSON.parse(row.charges_mensuelles) as ProjectCharges,
      tauxEmprunt: row.taux_emprunt,
      tmpRenov: row.tmp_renov,
      valeurApresTravaux: row.valeur_apres_travaux,
      rentabilite: JSON.parse(row.rentabilite) as ProjectRentabilite,
    };
  } finally {
    db.close();
  }
}

/** The module's view of a stored project at a TMI, with the project's own simulator values (or some changed). */
function expected(project: SimulatedProject, tmi: string, changes: Partial<ReturnType<typeof simulationDefaults>> = {}) {
  const view = afterTaxView(runSimulation(project, { ...simulationDefaults(project), ...changes }), { ...TAX_DEFAULTS, tmi });
  if (!view) throw new Error("invalid simulation");
  return view;
}

const regimesTable = (page: Page) => page.getByTestId("regimes");
const regimeRow = (page: Page, label: string) => regimesTable(page).getByRole("row").filter({ has: page.getByRole("rowheader", { name: new RegExp(`^${label}`) }) });

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the regimes table, the recommendation, the charts and the year-by-year table come from the query", async ({ page }) => {
    const project = storedProject();
    const view = expected(project, "41");
    const micro = view.projection.regimes.find((r) => r.id === "micro-bic")!;
    const response = await page.goto(`/projets/${project.id}?onglet=bilan&tmi=41&regime=micro-bic`);
    expect(response?.status()).toBe(200);
    await expect(regimesTable(page).locator("caption")).toHaveText("Les régimes fiscaux à une TMI de 41\u00a0%");
    await expect(regimeRow(page, "LMNP micro-BIC").getByRole("cell").first()).toHaveText(formatMoney(micro.monthlyAfterTaxYear1));
    await expect(regimesTable(page).getByRole("row")).toHaveCount(view.shown.length + 1);
    await expect(page.getByTestId("recommandation")).toContainText(`Régime conseillé : ${view.recommended!.label}.`);
    // Year-by-year table of the regime asked for, 20 rows.
    await expect(page.getByTestId("annees").locator("caption")).toHaveText("Année par année : LMNP micro-BIC");
    await expect(page.getByTestId("annees").locator("tbody tr")).toHaveCount(20);
    // Two charts, server-rendered SVG with a title, and their data as a table.
    const charts = page.getByTestId("graphiques").getByRole("img");
    await expect(charts).toHaveCount(2);
    await expect(page.getByRole("img", { name: "Cash-flow cumulé après impôts sur 20 ans" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Patrimoine sur 20 ans (LMNP micro-BIC)" })).toBeVisible();
    // Three lines at most in each chart (issue 23): the recommended regime and the two best others; net wealth, the
    // property's value and the loan left. The others are switched on by their buttons.
    await expect(page.getByTestId("graphiques").locator("polyline")).toHaveCount(Math.min(3, view.shown.filter((r) => r.available).length) + 3);

    // Choosing another TMI reloads the page with it, the simulator's values kept.
    await page.getByLabel("Votre tranche d’imposition (TMI)").selectOption("11");
    await page.getByRole("region", { name: "Après impôts : quel régime choisir ?" }).getByRole("button", { name: "Afficher" }).click();
    await expect(page).toHaveURL(/tmi=11/);
    await expect(page).toHaveURL(/loyer=/);
    const at11 = expected(project, "11").projection.regimes.find((r) => r.id === "micro-bic")!;
    await expect(regimeRow(page, "LMNP micro-BIC").getByRole("cell").first()).toHaveText(formatMoney(at11.monthlyAfterTaxYear1));
  });

  test("« je ne connais pas ma TMI » computes it; the bank's view uses the income typed", async ({ page }) => {
    const project = storedProject();
    await page.goto(`/projets/${project.id}?onglet=bilan&tmi=inconnue&imposable=60000&parts=2&revenus=36000`);
    // 60 000 € for 2 parts: 30 000 € a part, in the 30 % bracket.
    await expect(page.getByText("D’après le revenu et les parts indiqués, votre TMI est de 30\u00a0%.")).toBeVisible();
    const bank = page.getByRole("region", { name: "Le regard de la banque" });
    await expect(bank).toContainText("Revenus mensuels3\u202f000\u00a0€");
    await expect(bank).toContainText("Taux d’endettement");
  });

  test("compare two projects from the list's checkboxes", async ({ page }) => {
    // Two demo projects of one city: other tests add projects (some copies of demo ones, with the same
    // figures) at the same time, so the newest two of the whole list could tie on every row.
    const db = readDb();
    const [a, b] = db
      .prepare("select p.title, c.nom as city from projects p join cities c on c.id = p.city_id where p.city_id = (select city_id from projects order by id limit 1) order by p.id limit 2")
      .all() as { title: string; city: string }[];
    db.close();
    await page.goto(`/projets?ville=${slugify(a.city)}`);
    await page.getByRole("checkbox", { name: `Comparer ${a.title}`, exact: true }).check();
    await page.getByRole("checkbox", { name: `Comparer ${b.title}`, exact: true }).check();
    await page.getByRole("button", { name: "Comparer la sélection" }).click();
    await expect(page).toHaveURL(/\/projets\/comparer\?ids=\d+&ids=\d+/);
    await expect(page.getByRole("heading", { level: 1, name: "Comparer des projets" })).toBeVisible();
    const table = page.getByTestId("comparaison");
    await expect(table.locator("thead th")).toHaveCount(2);
    await expect(table.getByRole("rowheader", { name: "Cash-flow cumulé après impôts sur 20 ans" })).toBeVisible();
    // The value best for the investor of each comparable row is marked, with why (issue 23).
    expect(await table.getByText(/^✓ (le|la) (plus|moins) /).count()).toBeGreaterThanOrEqual(6);
    // One project only: asked to choose more.
    await page.goto("/projets/comparer?ids=1");
    await expect(page.getByText(/Choisissez de 2 à 4 projets à comparer/)).toBeVisible();
    expect((await page.goto("/projets/comparer?ids=1,99999"))?.status()).toBe(404);
  });
});

test.describe("with JavaScript", () => {
  test("the after-tax figures follow the TMI and the simulator live, without loading a page", async ({ page }) => {
    const project = storedProject();
    await page.goto(`/projets/${project.id}?onglet=bilan`, { waitUntil: "networkidle" });
    const documents: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "document" || r.url().includes(".data")) documents.push(r.url());
    });
    await page.getByLabel("Votre tranche d’imposition (TMI)").selectOption("45");
    const at45 = expected(project, "45").projection.regimes.find((r) => r.id === "micro-bic")!;
    await expect(regimeRow(page, "LMNP micro-BIC").getByRole("cell").first()).toHaveText(formatMoney(at45.monthlyAfterTaxYear1));
    await expect(page).toHaveURL(/tmi=45/);
    // A rent typed in the simulator changes the after-tax table too.
    await page.getByLabel("Loyer mensuel (€)", { exact: true }).fill("900");
    const rent900 = expected(project, "45", { loyer: "900" }).projection.regimes.find((r) => r.id === "micro-bic")!;
    await expect(regimeRow(page, "LMNP micro-BIC").getByRole("cell").first()).toHaveText(formatMoney(rent900.monthlyAfterTaxYear1));
    await expect(page.getByTestId("graphiques").getByRole("img")).toHaveCount(2);
    // The dossier link carries the simulation being looked at.
    await expect(page.getByRole("link", { name: "Télécharger le dossier (PDF)" })).toHaveAttribute("href", /loyer=900.*tmi=45/);
    expect(documents).toEqual([]);
    await expectAccessible(page);
  });

  test("the comparison page is accessible", async ({ page }) => {
    await page.goto("/projets/comparer?ids=1,2,3&tmi=41");
    await expect(page.getByTestId("comparaison").locator("thead th")).toHaveCount(3);
    await expectAccessible(page);
  });
});

test("the PDF dossier: A4 pages, fonts embedded, the page's figures in its text", async ({ page, request }) => {
  const project = storedProject();
  const query = "tmi=30&loyer=600";
  await page.goto(`/projets/${project.id}?onglet=bilan&${query}`);
  const shown = await regimeRow(page, "LMNP au réel").getByRole("cell").nth(2).textContent();
  const response = await request.get(`/projets/${project.id}/dossier.pdf?${query}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const bytes = await response.body();
  expect(bytes.length).toBeLessThan(1024 * 1024);
  const doc = await PDFDocument.load(bytes);
  expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
  // Five at most since the project against its market has its section (issue 30, item 6).
  expect(doc.getPageCount()).toBeLessThanOrEqual(5);
  const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
  // Both fonts (regular and bold) embedded, as subsets.
  expect((await embeddedFonts(bytes)).map((name) => name.replace(/^\//, "").replace(/-\d+$/, ""))).toEqual(["LiberationSans", "LiberationSans-Bold"]);
  const text = (await pdfPagesText(bytes)).join("\n").replace(/[\u00a0\u202f]/g, " ");
  expect(text).toContain("loyer 600 € par mois, TMI 30 %");
  // The 20-year cumulated figure of LMNP réel shown on the page is in the dossier.
  expect(text).toContain(shown!.replace(/[\u00a0\u202f]/g, " "));
  expect(text).toContain("Ce document est une simulation, pas un conseil fiscal");
  expect((await request.get("/projets/99999/dossier.pdf")).status()).toBe(404);
});

test("negative amounts carry a true minus sign in the regimes table, the charts' tables, the comparison and the dossier", async ({ page, request }) => {
  // Demo project 1 at TMI 30 %: several regimes lose money over 20 years.
  const project = storedProject(1);
  const view = expected(project, "30");
  expect(view.projection.regimes.some((r) => r.years.at(-1)!.cumulatedAfterTax < 0)).toBe(true);
  const hyphenBeforeDigit = /-\s?\d/;
  await page.goto(`/projets/${project.id}?onglet=bilan&tmi=30`);
  for (const text of [await regimesTable(page).textContent(), await page.getByRole("tabpanel").textContent()]) {
    expect(text).toContain("\u2212");
    expect(text).not.toMatch(hyphenBeforeDigit);
  }
  await page.goto(`/projets/comparer?ids=1,2&tmi=30`);
  expect(await page.getByRole("main").textContent()).not.toMatch(hyphenBeforeDigit);
  const pdf = (await pdfPagesText(await (await request.get(`/projets/${project.id}/dossier.pdf?tmi=30`)).body())).join("\n");
  expect(pdf).toContain("\u2212");
  expect(pdf).not.toMatch(hyphenBeforeDigit);
});
