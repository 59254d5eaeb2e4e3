// The full-size gallery and the before/after pair (issue 13, item 13).
import { type Page, expect, test } from "@playwright/test";
import { expectAccessible, readDb } from "../support/helpers";

const WITH_BEFORE = "T3 rénové à proximité du CHU et du campus";
const WITHOUT_BEFORE = "T2 meublé rafraîchi à deux pas de l’hôpital Bellevue";

/** A demo project's page, by its id (other tests add projects to the list at the same time). */
async function openProject(page: Page, title: string) {
  const db = readDb();
  const { id } = db.prepare("select id from projects where title = ? order by id limit 1").get(title) as { id: number };
  db.close();
  await page.goto(`/projets/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every photo of a project opens at full size, one after the other", async ({ page, request }) => {
    await openProject(page, WITH_BEFORE);
    await page.getByRole("list", { name: "Photos du bien" }).getByRole("link").first().click();
    await expect(page).toHaveURL(/\/projets\/\d+\/photos\/2$/);
    // The arrows stand apart from their words (a flex link once dropped the space: « ←Précédente »).
    for (const name of ["← Photo précédente", "Photo suivante →"]) {
      const gap = await page.getByRole("link", { name }).evaluate((link) => {
        const arrow = [...link.childNodes].find((node) => node.nodeType === Node.TEXT_NODE && /[←→]/.test(node.textContent ?? ""))!;
        const word = [...link.children].find((child) => child.getClientRects().length > 0)!;
        const range = document.createRange();
        range.selectNodeContents(arrow);
        const [a, w] = [range.getBoundingClientRect(), word.getBoundingClientRect()];
        return a.left < w.left ? w.left - a.right : a.left - w.right;
      });
      expect(gap, name).toBeGreaterThanOrEqual(4);
    }
    await page.getByRole("link", { name: "← Photo précédente" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Façade · Photo 1 sur (\d+)$/);
    const count = Number(/sur (\d+)/.exec((await page.getByRole("heading", { level: 1 }).textContent())!)![1]);
    expect(count).toBeGreaterThanOrEqual(5);
    const captions: string[] = [];
    for (let n = 1; n <= count; n++) {
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`Photo ${n} sur ${count}`);
      captions.push((await page.getByRole("heading", { level: 1 }).textContent())!.split(" · ")[0]!);
      const image = page.getByRole("main").locator("figure img");
      expect((await request.get((await image.getAttribute("src"))!)).status()).toBe(200);
      if (n < count) await page.getByRole("link", { name: "Photo suivante →" }).click();
    }
    await expect(page.getByRole("link", { name: "Photo suivante →" })).toHaveCount(0);
    expect(new Set(captions)).toEqual(new Set(["Façade", "Le bien après travaux", "Avant travaux", "Le chantier"]));
    await page.getByRole("link", { name: "Retour au projet" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(WITH_BEFORE);
  });

  test("an unknown photo answers 404", async ({ request }) => {
    expect((await request.get("/projets/1/photos/999")).status()).toBe(404);
    expect((await request.get("/projets/1/photos/abc")).status()).toBe(404);
  });
});

test("with JavaScript, the arrows, a swipe and Escape move through the gallery", async ({ page }) => {
  await openProject(page, WITH_BEFORE);
  await page.getByRole("link", { name: /Façade du projet .* voir en grand/ }).click();
  await expect(page).toHaveURL(/\/photos\/1$/);
  await expectAccessible(page);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/photos\/2$/);
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\/photos\/3$/);
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/\/photos\/2$/);
  // A swipe to the left: the next photo.
  const box = (await page.getByRole("main").locator("figure").boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page).toHaveURL(/\/photos\/3$/);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(WITH_BEFORE);
});

test("the before/after pair shows on a project that has a photo before works, and not on one without", async ({ page }) => {
  await openProject(page, WITH_BEFORE);
  const pair = page.getByRole("region", { name: "Avant / après travaux" });
  await expect(pair.locator("figcaption")).toHaveText(["Avant", "Après"]);
  await expect(pair.getByRole("img", { name: "Le bien avant travaux" })).toBeVisible();
  await expectAccessible(page);
  await openProject(page, WITHOUT_BEFORE);
  await expect(page.getByRole("heading", { name: "Avant / après travaux" })).toHaveCount(0);
});
