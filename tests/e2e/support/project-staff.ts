// The project back-office's tests (admin-projects.spec.ts): the stored project row, small pictures of one
// colour each, a visitor's page without the admin's session, and a project made through the whole form or
// copied from a seeded one, with the figures the finance module makes of what is typed.
import { type Browser, type Page, expect as baseExpect } from "@playwright/test";
import sharp from "sharp";
import { borrowedAmount, monthlyPayment, totalCost } from "../../../app/domain/projects/finance";
import { expectAccessible, query } from "./helpers";

// The first requests of new pictures make their AVIF/WebP variants: slow on a busy machine.
const expect = baseExpect.configure({ timeout: 15_000 });

export interface ProjectRow {
  id: number;
  title: string;
  city_id: number;
  district_id: number | null;
  image_cover: string | null;
  images: string;
  images_travaux: string;
  video: string;
  en_avant: number;
  prix_global: number;
  renov1: string;
  total: string;
  charges_mensuelles: string;
  updated_at: string;
}

export const projectByTitle = (title: string) => query<ProjectRow>("select * from projects where title = ?", title)[0];
export const projectById = (id: number) => query<ProjectRow>("select * from projects where id = ?", id)[0];
export const districtId = (name: string) => query<{ id: number }>("select id from districts where nom = ?", name)[0].id;

/** A small picture of one colour, different for each call. */
let shade = 0;
export async function picture(format: "jpeg" | "png"): Promise<Buffer> {
  shade += 37;
  const image = sharp({ create: { width: 320, height: 200, channels: 3, background: { r: shade % 256, g: (shade * 3) % 256, b: 120 } } });
  return format === "jpeg" ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** No cookies: the contexts made here must not inherit the admin's session of `test.use`. */
export const SIGNED_OUT = { cookies: [], origins: [] };

/** A page of a visitor without a session (the one the page cache serves). */
export async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: "fr-FR", storageState: SIGNED_OUT });
  return context.newPage();
}

export const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export const VIDEO_1 = "https://www.youtube.com/watch?v=aaaaaaaaaaa";
export const VIDEO_2 = "https://www.youtube.com/watch?v=bbbbbbbbbbb";
export const VIDEO_3 = "https://www.youtube.com/watch?v=ccccccccccc";
export const RENOV_1 = "Cuisine ouverte sur le séjour.\n\nSalle d’eau refaite à neuf\navec douche à l’italienne.";
export const RENOV_1_EDITED = "Cuisine ouverte sur le séjour, plan de travail en chêne.\n\nSalle d’eau refaite à neuf\navec douche à l’italienne.\n\nParquet poncé et vitrifié.";

/** The figures typed in the balance sheet, and what the finance module makes of them. */
export const TOTAL = { priceAcqui: 90000, works: 30000, fraisNotaire: 7000, fraisAgence: 0, apportPersonnel: 10000, furnishing: 6000, DM2AComi: 5000 };
export const EXPECTED_PAYMENT = monthlyPayment(borrowedAmount(TOTAL), 3.5, 20 * 12);
/** How the form shows a number: decimal comma. */
export const typed = (n: number) => String(n).replace(".", ",");
export const EXPECTED_PRICE = totalCost(TOTAL);

/**
 * A project made through the whole form: typed figures, « Calculer », two videos (the middle one
 * of three removed), a cover, two photos and a works photo. Checks the form on the way.
 */
export async function createThroughForm(page: Page, title: string): Promise<ProjectRow> {
  await page.goto("/creer-projet", { waitUntil: "networkidle" });
  await expect(page.getByRole("heading", { level: 1, name: "Ajouter un projet" })).toBeVisible();
  // Three seeded projects are featured: the option is not offered.
  await expect(page.getByLabel("Mettre en avant")).toHaveCount(0);
  await expect(page.getByText("La mise en avant n’est pas proposée : 3 projets sont déjà mis en avant.")).toBeVisible();
  await expectAccessible(page);

  await field(page, "Titre *").fill(title);
  await page.getByLabel("Ville").selectOption({ label: "Limoges" });
  // Only Limoges's districts can be chosen.
  const district = page.getByLabel("Quartier");
  await expect(district.locator("optgroup:not([disabled])")).toHaveCount(1);
  await expect(district.locator("optgroup:not([disabled])")).toHaveAttribute("label", "Limoges");
  await district.selectOption({ label: "Les Bénédictins" });
  await field(page, "Type de bien après travaux *").fill("T3");
  await field(page, "Type de bien avant travaux").fill("T3 de 62 m² à rénover");

  // Typed the French way: spaces between thousands, decimal comma, a euro sign.
  for (const [key, value] of Object.entries({
    "Prix d’acquisition (€)": "90 000 €",
    "Travaux (€)": "30000",
    "Frais de notaire (€)": "7 000",
    "Ameublement (€)": "6000",
    "Honoraires d’accompagnement (€)": "5000",
    "Apport personnel (€)": "10000",
    "Taux du prêt (%)": "3,5",
    "Durée du prêt (années) *": "20",
    "Loyer mensuel (€)": "1100",
    "Prix de location (€ par mois)": "1100",
    "Taxe foncière (€ par mois)": "60",
    "CFE (Cotisation Foncière des Entreprises) (€)": "15,50",
  })) {
    await field(page, key).fill(value);
  }
  await field(page, "Mensualité du prêt (€)").fill("1");

  // « Calculer »: the form comes back with the derived figures, and nothing is stored.
  await page.getByRole("button", { name: "Calculer" }).click();
  await expect(field(page, "Mensualité du prêt (€)")).toHaveValue(typed(EXPECTED_PAYMENT));
  await expect(field(page, "Prix global (€)")).toHaveValue(String(EXPECTED_PRICE));
  await expect(field(page, "Rentabilité brute (%)")).not.toHaveValue("");
  await expect(page.getByRole("status").filter({ hasText: "Chiffres calculés" })).toBeVisible();
  await expect(field(page, "Titre *")).toHaveValue(title);
  await expect(page.getByLabel("Quartier")).toHaveValue(String(districtId("Les Bénédictins")));
  expect(projectByTitle(title)).toBeUndefined();

  await field(page, "Durée des travaux (mois)").fill("3");
  await field(page, "Titre des travaux 1").fill("Cuisine et salle d’eau");
  await field(page, "Description des travaux 1").fill(RENOV_1);
  await field(page, "Présentation de l’investisseur").fill("Claire, 41 ans, infirmière à Tours.");
  await field(page, "Témoignage").fill("Tout a été fait dans les délais annoncés.");

  // Videos: one row at first; add two, remove the second one.
  await page.getByLabel("Adresse de la vidéo 1").fill(VIDEO_1);
  await expect(page.getByRole("button", { name: "Supprimer la vidéo 1" })).toHaveCount(0);
  await page.getByRole("button", { name: "Ajouter une vidéo" }).click();
  await page.getByLabel("Adresse de la vidéo 2").fill(VIDEO_2);
  await page.getByRole("button", { name: "Ajouter une vidéo" }).click();
  await page.getByLabel("Adresse de la vidéo 3").fill(VIDEO_3);
  await page.getByRole("button", { name: "Supprimer la vidéo 2" }).click();
  await expect(page.getByLabel("Adresse de la vidéo 2")).toHaveValue(VIDEO_3);
  await expect(page.getByLabel("Adresse de la vidéo 3")).toHaveCount(0);

  await page.locator('input[name="nouvelleCouverture"]').setInputFiles({ name: "facade.jpg", mimeType: "image/jpeg", buffer: await picture("jpeg") });
  await page.locator('input[name="nouvellesImages"]').setInputFiles([
    { name: "sejour.jpg", mimeType: "image/jpeg", buffer: await picture("jpeg") },
    { name: "chambre.png", mimeType: "image/png", buffer: await picture("png") },
  ]);
  await page.locator('input[name="nouvellesImagesTravaux"]').setInputFiles({ name: "chantier.jpg", mimeType: "image/jpeg", buffer: await picture("jpeg") });

  await page.getByRole("button", { name: "Ajouter le projet" }).click();
  await expect(page).toHaveURL(/\/creer\?ok=projet-cree$/);
  return projectByTitle(title);
}

/** A copy of a seeded project that is not featured, made with « Dupliquer ce projet »: for tests about something else. */
export async function copyOfSeeded(page: Page, title: string): Promise<ProjectRow> {
  const seeded = query<{ id: number }>("select id from projects where en_avant = 0 order by id limit 1")[0];
  await page.goto(`/edit-project/${seeded.id}?dupliquer=1`, { waitUntil: "networkidle" });
  await field(page, "Titre *").fill(title);
  await page.getByRole("button", { name: "Enregistrer la copie" }).click();
  await expect(page).toHaveURL(/\/creer\?ok=projet-duplique$/);
  return projectByTitle(title);
}
