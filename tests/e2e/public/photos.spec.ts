// Every layout with real photographs (issue 23): 4,000 px wide JPEGs of a 4:3 and a 3:2 landscape and
// of a portrait, made with sharp, stored through the API's upload (the same path as the admin screens),
// then every page that shows them looked at on a phone and a desktop: each photo keeps its layout's box
// (the photo is cropped, object-fit: cover), the full-size page shows the whole photo, nothing scrolls
// sideways; and the admin's image fields say which photos work.
import { execFileSync } from "node:child_process";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import sharp from "sharp";
import { DATA_DIR, E2E_DATABASE_URL } from "../support/env";
import { PASSWORD, signIn } from "../support/fixtures";
import { noSidewaysScroll } from "../support/helpers";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A photograph-like JPEG: a sky, a façade with windows, a street, at camera size. */
async function photo(width: number, height: number, tint: string): Promise<Buffer> {
  const windows = Array.from({ length: 24 }, (_, i) => {
    const x = 0.15 * width + (i % 6) * 0.12 * width;
    const y = 0.3 * height + Math.floor(i / 6) * 0.12 * height;
    return `<rect x="${x}" y="${y}" width="${0.06 * width}" height="${0.08 * height}" fill="#2b3a4a"/>`;
  }).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb8de"/><stop offset="1" stop-color="#e8f0f7"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <rect x="${0.1 * width}" y="${0.22 * height}" width="${0.8 * width}" height="${0.62 * height}" fill="${tint}"/>
    ${windows}
    <rect y="${0.84 * height}" width="${width}" height="${0.16 * height}" fill="#6b6b6b"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 88 }).toBuffer();
}

const PHOTOS = {
  "paysage-4-3": { width: 4000, height: 3000, tint: "#d9b38c" },
  "paysage-3-2": { width: 4000, height: 2667, tint: "#c98f6b" },
  portrait: { width: 4000, height: 5333, tint: "#e0c9a6" },
} as const;
type PhotoName = keyof typeof PHOTOS;

let admin: APIRequestContext;
let adminEmail = "";
const media: Record<PhotoName, string> = { "paysage-4-3": "", "paysage-3-2": "", portrait: "" };
let projectId = 0;
let cityId = 0;
const type = `T3 photos ${unique()}`;

test.beforeAll(async ({ playwright, baseURL }) => {
  test.setTimeout(240_000); // create-admin, then three 4,000 px photos and their variants on a shared machine
  adminEmail = `admin-photos-${unique()}@investir-serein.fr`;
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", adminEmail, "--password", PASSWORD], {
    env: { ...process.env, DATA_DIR, ...(E2E_DATABASE_URL ? { DATABASE_URL: E2E_DATABASE_URL } : {}) },
    stdio: "pipe",
  });
  admin = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: baseURL!, "X-Forwarded-For": "10.23.0.1" } });
  expect((await admin.post("/api/signin", { data: { email: adminEmail, password: PASSWORD } })).status()).toBe(200);

  for (const [name, { width, height, tint }] of Object.entries(PHOTOS) as [PhotoName, (typeof PHOTOS)[PhotoName]][]) {
    const bytes = await photo(width, height, tint);
    expect(bytes.byteLength, name).toBeLessThan(10 * 1024 * 1024);
    const response = await admin.post("/api/upload", { multipart: { imageSingleUrl: { name: `${name}.jpg`, mimeType: "image/jpeg", buffer: bytes } }, timeout: 120_000 });
    expect(response.status(), await response.text()).toBe(201);
    media[name] = ((await response.json()) as { imgCover: string }).imgCover;
  }

  const cities = (await (await admin.get("/api/villeList")).json()) as Array<{ _id: number; nom: string }>;
  const districts = (await (await admin.get("/api/quartierList")).json()) as Array<{ _id: number; cityId: number }>;
  const district = districts.find((d) => cities.some((c) => c._id === d.cityId))!;
  const project = await admin.post("/api/project-create", {
    data: {
      title: `Appartement en photos ${unique()}`,
      city: district.cityId,
      quartier: district._id,
      TypeBienAvant: "T3 à rénover",
      TypeBienApres: type,
      ScenarioAdopter: "Location meublée",
      prixGlobal: 142000,
      prixLocation: 780,
      tmpRenov: 3,
      renov1: ["Cuisine ouverte."],
      // The worst case where it shows most: a portrait cover; each shape among the photos and the works.
      imageCover: media.portrait,
      images: [media["paysage-4-3"], media["paysage-3-2"], media.portrait],
      imageAvant: media.portrait,
      imagesTravaux: [media.portrait, media["paysage-3-2"]],
      total: { priceAcqui: 98000, works: 26000, fraisNotaire: 7800, fraisAgence: 0, apportPersonnel: 0, furnishing: 6200, DM2AComi: 4000 },
      chargesMensuelles: { mensualiter: 0, taxeFonciere: 60, chargesCopro: 40, chargesCourantes: 15, pno: 9, cfe: 12, rentalManage: 0 },
      rentabilite: { dureeEmprunt: 20, dureeDifferer: 0, monthlyRent: 780, profitabilityBrut: 0, cashflowNet: 0, wealth1: 0, wealth5: 0, wealth10: 0 },
    },
  });
  expect(project.status(), await project.text()).toBe(201);
  projectId = ((await project.json()) as { _id: number })._id;

  const city = await admin.post("/api/ville-create", {
    data: { nom: `Photoville ${unique()}`, population: 90000, etudiant: 12000, distanceParis: 400, transport: "train", imageCover: media.portrait, images: [media["paysage-3-2"], media.portrait] },
  });
  expect(city.status(), await city.text()).toBe(201);
  cityId = ((await city.json()) as { _id: number })._id;
});

test.afterAll(async () => {
  if (projectId) await admin.delete(`/api/project/${projectId}`);
  if (cityId) await admin.delete(`/api/ville/${cityId}`);
  await admin.dispose();
});

/** Each photo of `selector` on the page: its box, its object-fit, the photo's own size once loaded. */
async function photosIn(page: Page, selector: string) {
  const images = page.locator(selector);
  await expect(images.first()).toBeVisible();
  const all = await images.all();
  return Promise.all(
    all.map(async (img) => {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
      return img.evaluate((el: HTMLImageElement) => {
        const box = el.getBoundingClientRect();
        return { alt: el.alt, ratio: box.width / box.height, fit: getComputedStyle(el).objectFit, natural: el.naturalWidth / el.naturalHeight, width: box.width };
      });
    }),
  );
}

for (const width of [390, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 }, extraHTTPHeaders: { "X-Forwarded-For": `10.23.1.${width % 250}` } });

    test("project card, project page and full-size page keep their boxes with 4:3, 3:2 and portrait photos", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`/projets?type=${encodeURIComponent(type)}`);
      const [card] = await photosIn(page, "main article img");
      // The portrait cover: the photo is taller than wide, its box keeps the card's 16:10.
      expect(card.natural).toBeLessThan(1);
      expect(card.ratio).toBeCloseTo(1.6, 1);
      expect(card.fit).toBe("cover");
      await noSidewaysScroll(page);

      await page.goto(`/projets/${projectId}`);
      // The photos above the tabs (a district's map, shown whole, is in a tab).
      const shown = (await photosIn(page, "main picture img")).filter((p) => /^(Façade|Intérieur|Le bien avant)/.test(p.alt));
      // Cover, the three photos, then « Avant » and « Après » (the first photo of the gallery that is a photo of the
      // property: the portrait cover, which is one of them too).
      expect(shown.map((p) => p.alt)).toEqual([
        expect.stringMatching(/^Façade du projet/),
        "Intérieur, photo 1",
        "Intérieur, photo 2",
        "Intérieur, photo 3",
        "Le bien avant travaux",
        expect.stringMatching(/^Façade du projet/),
      ]);
      // The photos as they are: 3:4, 4:3, 3:2, 3:4… (give or take the variants' rounding of their height).
      [3 / 4, 4 / 3, 3 / 2, 3 / 4, 3 / 4, 3 / 4].forEach((ratio, i) => expect(Math.abs(shown[i].natural - ratio), shown[i].alt).toBeLessThan(0.02));
      for (const p of shown) {
        expect(p.ratio, p.alt).toBeCloseTo(1.6, 1);
        expect(p.fit, p.alt).toBe("cover");
      }
      // The three photos side by side are as wide as each other, whatever their shape.
      expect(new Set(shown.slice(1, 4).map((p) => Math.round(p.width))).size).toBe(1);
      await noSidewaysScroll(page);

      await page.goto(`/projets/${projectId}?onglet=travaux`);
      const works = await photosIn(page, "main [role=tabpanel] picture img");
      expect(works.map((p) => p.alt)).toEqual(["Chantier, photo 1", "Chantier, photo 2"]);
      for (const p of works) expect(p.ratio, p.alt).toBeCloseTo(1.6, 1);
      await noSidewaysScroll(page);

      // The full-size page shows the whole portrait photo, within the screen.
      await page.goto(`/projets/${projectId}/photos/1`);
      const full = page.getByRole("main").locator("img").first();
      await expect.poll(() => full.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
      const whole = await full.evaluate((el: HTMLImageElement) => ({ fit: getComputedStyle(el).objectFit, natural: el.naturalWidth / el.naturalHeight, bottom: el.getBoundingClientRect().height }));
      expect(whole.natural).toBeLessThan(1);
      expect(whole.fit).toBe("contain");
      expect(whole.bottom).toBeLessThanOrEqual((width === 390 ? 844 : 900) * 0.75 + 1);
      await noSidewaysScroll(page);
    });

    test("city list and city page crop a portrait cover and keep the carousel's box", async ({ page }) => {
      test.setTimeout(120_000);
      await page.goto(`/ville/${cityId}`);
      // The banner, then the carousel's photos (the city's project cards, issue 23, come later on the page).
      const [cover] = await photosIn(page, "main picture img");
      // The video's poster (issue 23) is a decorative picture of its own shape: not one of the photos.
      const carousel = await photosIn(page, 'main [aria-roledescription=carrousel] picture img:not([alt=""])');
      // A banner as wide as the screen: the portrait photo is cropped to it.
      expect(cover.alt).toMatch(/^Vue d/);
      expect(cover.natural).toBeLessThan(1);
      expect(cover.fit).toBe("cover");
      expect(cover.ratio).toBeGreaterThan(1.4);
      expect(carousel.map((p) => p.alt)).toEqual([expect.stringMatching(/, photo 1$/), expect.stringMatching(/, photo 2$/)]);
      for (const p of carousel) {
        expect(p.ratio, p.alt).toBeCloseTo(1.6, 1);
        expect(p.fit, p.alt).toBe("cover");
      }
      await noSidewaysScroll(page);

      await page.goto("/ville");
      const cards = await photosIn(page, "main picture img");
      for (const p of cards) {
        expect(p.ratio, p.alt).toBeCloseTo(1.6, 1);
        expect(p.fit).toBe("cover");
      }
      await noSidewaysScroll(page);
    });
  });
}

test("the admin's photo fields say which photos work; a district's map and analysis do not", async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": "10.23.2.1" });
  await signIn(page, adminEmail);
  const hint = "Photos en paysage (3:2 ou 4:3), 1 600 px de large ou plus : les pages les recadrent au centre, une photo en hauteur y perd son haut et son bas.";
  await page.goto("/creer-projet");
  for (const group of ["Image de couverture", "Photos du bien", "Photo avant travaux", "Photos des travaux"])
    await expect(page.getByRole("group", { name: group })).toContainText(hint);
  await page.goto(`/edit-ville/${cityId}`);
  for (const group of ["Image de couverture", "Images du carrousel"]) await expect(page.getByRole("group", { name: group })).toContainText(hint);
  await page.goto("/creer-quartier");
  for (const group of ["Carte du quartier", "Analyse du marché"]) await expect(page.getByRole("group", { name: group })).not.toContainText("Photos en paysage");
});
