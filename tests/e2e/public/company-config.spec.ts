// What the company configures: key figures, call-back delay and a complete legal notice (the empty
// server runs with them set, see playwright.config.ts); the main server (SEED=demo) has no legal values:
// visitors see the demo's values on /mentions-legales and in the footer (issue 30, item 10), admins see the
// missing variables flagged on /creer.
import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { DATA_DIR, EMPTY_URL } from "../support/env";
import { signIn } from "../support/fixtures";
import { expectAccessible } from "../support/helpers";

test("the home page shows the configured figures with their source, leaves out one without, and the configured call-back delay", async ({ page }) => {
  await page.goto(`${EMPTY_URL}/`);
  const figures = page.getByRole("region", { name: "Nos chiffres clés" });
  await expect(figures.getByRole("definition")).toHaveText(["42", "Source : Bilan d’activité 2026"]);
  await expect(figures.getByRole("term")).toHaveText(["projets livrés en 2026"]);
  // « 97 %|de biens loués en moins d’un mois » has no source.
  await expect(page.getByRole("main")).not.toContainText("de biens loués en moins d’un mois");
  await expect(page.getByRole("main")).not.toContainText("119");
  await expect(page.getByRole("main")).toContainText("nous vous rappelons sous 24 heures");
});

test("a complete legal notice: every value from the configuration, tel: links", async ({ page }) => {
  await page.goto(`${EMPTY_URL}/mentions-legales`);
  const publisher = page.getByRole("region", { name: "Éditeur du site" });
  for (const text of [
    "SAS",
    "10 000 €",
    "RCS Saint-Étienne 912 345 678",
    "FR40912345678",
    "CPI 4202 2024 000 000 042",
    "CCI Lyon Métropole Saint-Étienne Roanne",
    "Galian Assurances, 89 rue La Boétie, 75008 Paris, 120 000 €",
    "24001234",
  ])
    await expect(publisher).toContainText(text);
  await expect(publisher.getByRole("link", { name: "04 65 71 12 34" })).toHaveAttribute("href", "tel:+33465711234");
  await expect(page.getByRole("region", { name: "Hébergeur" }).getByRole("link", { name: "09 72 10 10 07" })).toHaveAttribute("href", "tel:+33972101007");
  await expect(page.getByRole("contentinfo").getByRole("group", { name: "Informations professionnelles" })).toContainText("n°\u00a0CPI 4202 2024 000 000 042");
  await expectAccessible(page);
});

test("the demo's legal notice is complete, in the footer too (loi Hoguet); the missing values are flagged to admins", async ({ page, browser }) => {
  await page.goto("/mentions-legales");
  const publisher = page.getByRole("region", { name: "Éditeur du site" });
  for (const text of [
    "912 345 678",
    "SAS",
    "15\u202f000\u00a0€",
    "RCS Saint-Étienne 912 345 678",
    "FR74912345678",
    "CPI 4202 2025 000 000 123",
    "CCI Lyon Métropole Saint-Étienne Roanne",
    "Galian Assurances, 89 rue La Boétie, 75008 Paris, 120\u202f000\u00a0€",
  ])
    await expect(publisher).toContainText(text);
  await expect(page.getByRole("region", { name: "Hébergeur" }).getByRole("link", { name: "09 72 10 10 07" })).toHaveAttribute("href", "tel:+33972101007");
  for (const path of ["/", "/mentions-legales", "/projets"]) {
    await page.goto(path);
    const mentions = page.getByRole("contentinfo").getByRole("group", { name: "Informations professionnelles" });
    await expect(mentions).toContainText("SAS au capital de 15\u202f000\u00a0€, RCS Saint-Étienne 912 345 678");
    await expect(mentions).toContainText("n°\u00a0CPI 4202 2025 000 000 123, délivrée par la CCI Lyon Métropole Saint-Étienne Roanne");
    await expect(mentions).toContainText("Garantie financière\u202f: Galian Assurances, 89 rue La Boétie, 75008 Paris");
  }
  // The phone is everywhere as a tel: link: header on desktop, footer.
  await expect(page.getByRole("banner").getByRole("link", { name: /04 65 71 12 34/ })).toHaveAttribute("href", "tel:+33465711234");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "04 65 71 12 34" })).toHaveAttribute("href", "tel:+33465711234");

  const email = `admin-mentions-${Date.now()}@investir-serein.fr`;
  test.setTimeout(150_000); // create-admin starts a process of its own
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", email, "--password", "une phrase de passe solide"], { env: { ...process.env, DATA_DIR }, stdio: "pipe" });
  const admin = await (await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.89.0.1" } })).newPage();
  await signIn(admin, email, "une phrase de passe solide");
  await expect(admin).toHaveURL(/\/creer$/);
  const flags = admin.getByRole("region", { name: "Mentions légales incomplètes" });
  await expect(flags).toContainText("COMPANY_LEGAL_FORM");
  await expect(flags).toContainText("COMPANY_RCS_CITY");
  await expect(flags).toContainText("COMPANY_CARTE_T");
  await expect(flags).toContainText("COMPANY_FINANCIAL_GUARANTEE");
  await expect(flags).toContainText("COMPANY_HOST_PHONE");
  await expect(flags).not.toContainText("COMPANY_ORIAS");
  await expect(flags).toContainText("les visiteurs voient à leur place les valeurs de démonstration (SEED=demo)");
  await expectAccessible(admin);
  await admin.context().close();
});
