// What the company configures: key figures, call-back delay and a complete legal notice (the empty
// server runs with them set, see playwright.config.ts); the main server has no legal values, which
// admins see flagged on /creer and visitors never see as empty lines.
import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { DATA_DIR, EMPTY_URL } from "./env";
import { signIn } from "./fixtures";
import { expectAccessible } from "./helpers";

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
  await expectAccessible(page);
});

test("missing legal values are flagged to admins and left out for visitors", async ({ page, browser }) => {
  await page.goto("/mentions-legales");
  const publisher = page.getByRole("region", { name: "Éditeur du site" });
  await expect(publisher).toContainText("912 345 678");
  await expect(publisher).not.toContainText("Forme juridique");
  await expect(publisher).not.toContainText("RCS");
  await expect(page.getByRole("region", { name: "Hébergeur" })).not.toContainText("Téléphone");
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
  await expectAccessible(admin);
  await admin.context().close();
});
