import { expect, test } from "@playwright/test";

test("the burger menu opens, staggers its links and closes after navigating", async ({ page }) => {
  await page.goto("/");
  const nav = page.getByRole("navigation", { name: "Navigation principale" });
  const projets = nav.locator(".menu-link").getByRole("link", { name: "Projets" });
  await expect(projets).toBeHidden();
  await nav.getByLabel("Menu").click();
  await expect(projets).toBeVisible();

  const delays = await nav.locator(".menu-link").evaluateAll((items) => items.map((li) => getComputedStyle(li).animationDelay));
  expect(delays.map((d) => Number.parseFloat(d).toFixed(3))).toEqual(
    [0, 1, 2, 3, 4].map((i) => (0.5 + i / 7).toFixed(3)),
  );

  await projets.click();
  await expect(page).toHaveURL(/\/projets$/);
  await expect(projets).toBeHidden();
});

test.describe("with reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("the burger links do not animate", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    await nav.getByLabel("Menu").click();
    const names = await nav.locator(".menu-link").evaluateAll((items) => items.map((li) => getComputedStyle(li).animationName));
    expect(new Set(names)).toEqual(new Set(["none"]));
  });
});

test("the burger menu is reachable with the keyboard", async ({ page }) => {
  await page.goto("/");
  const summary = page.getByRole("navigation", { name: "Navigation principale" }).getByLabel("Menu");
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(page.locator("details[open] .menu-link").first()).toBeVisible();
});
