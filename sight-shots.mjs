import { chromium } from "@playwright/test";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const base = "http://localhost:3603";
for (const width of [390, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(base + "/ville");
  const href = await page.getByRole("main").getByRole("heading", { level: 2 }).getByRole("link").first().getAttribute("href");
  await page.goto(base + href);
  await page.locator("section[aria-labelledby=atout]").screenshot({ path: `/tmp/sight-atout-${width}.png` });
  await page.locator("section[aria-labelledby=projets-ville]").screenshot({ path: `/tmp/sight-projects-${width}.png` });
  await page.locator("section[aria-labelledby=en-detail]").screenshot({ path: `/tmp/sight-detail-${width}.png` });
  await page.locator("section[aria-labelledby=video]").screenshot({ path: `/tmp/sight-video-${width}.png` });
  await page.goto(base + "/formulaire");
  await page.screenshot({ path: `/tmp/sight-q1-${width}.png` });
}
await browser.close();
