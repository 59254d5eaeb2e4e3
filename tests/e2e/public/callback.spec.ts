// A call-back request: the visitor picks a half-day and leaves a number, the company gets one e-mail
// (through the SMTP peer), the staff see it on their list by date and mark it done.
import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { DATA_DIR } from "../support/env";
import { signIn } from "../support/fixtures";
import { expectAccessible } from "../support/helpers";
import { mailsTo, waitForMail } from "../support/mail";

test("a call-back request reaches the staff, who mark it done", async ({ page, browser }) => {
  await page.context().setExtraHTTPHeaders({ "X-Forwarded-For": "10.90.0.1" });
  const name = `Anne Rappel ${Date.now()}`;
  await page.goto("/contact");
  const details = page.getByRole("complementary", { name: "Nos coordonnées" });
  await expect(details.getByRole("link", { name: "04 65 71 12 34" })).toHaveAttribute("href", "tel:+33465711234");
  await details.getByRole("link", { name: "Demander à être rappelé" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Être rappelé");
  await expectAccessible(page);

  // Ten working days, two half-days each, labelled like « mardi 24 novembre, matin ».
  const options = page.getByLabel("Quand vous appeler ?").locator("option");
  await expect(options).toHaveCount(21);
  const first = (await options.nth(1).textContent())!;
  expect(first).toMatch(/^(lundi|mardi|mercredi|jeudi|vendredi) \d{1,2} [a-zéû]+, matin$/);

  await page.getByRole("button", { name: "Demander à être rappelé" }).click();
  await expect(page.getByText("Votre nom est obligatoire.")).toBeVisible();
  await page.getByLabel("Votre nom").fill(name);
  await page.getByLabel("Votre numéro de téléphone").fill("06 12 34 56 78");
  await page.getByLabel("Quand vous appeler ?").selectOption({ label: first });
  await page.getByRole("button", { name: "Demander à être rappelé" }).click();
  await expect(page.getByRole("status")).toContainText("Merci, votre demande de rappel est bien enregistrée.");
  await expect(page.getByRole("status")).toContainText(`Un conseiller vous appelle le ${first}.`);
  await expect(page.getByRole("status")).toContainText("sous 48 heures");

  // One e-mail to the company, through the SMTP peer.
  const mail = await waitForMail("contact@investir-serein.fr", `Demande de rappel : ${name}, ${first}`);
  expect(mail.text).toContain("au 06 12 34 56 78");
  expect(mailsTo("contact@investir-serein.fr").filter((m) => m.subject.includes(name))).toHaveLength(1);

  const email = `admin-rappel-${Date.now()}@investir-serein.fr`;
  test.setTimeout(150_000); // create-admin starts a process of its own
  execFileSync("npx", ["tsx", "scripts/create-admin.ts", "--email", email, "--password", "une phrase de passe solide"], { env: { ...process.env, DATA_DIR }, stdio: "pipe" });
  const admin = await (await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": "10.90.0.2" } })).newPage();
  await signIn(admin, email, "une phrase de passe solide");
  await expect(admin).toHaveURL(/\/creer$/);
  await admin.getByRole("navigation", { name: "Administration" }).getByRole("link", { name: /Rappels/ }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Demandes de rappel");
  const card = admin.getByRole("article", { name: new RegExp(name) });
  await expect(card).toContainText("06 12 34 56 78");
  await expectAccessible(admin);
  await card.getByRole("button", { name: /Marquer comme traitée/ }).click();
  await expect(admin.getByRole("status")).toHaveText("La demande est marquée comme traitée.");
  await expect(admin.getByRole("article", { name: new RegExp(name) })).toContainText("Traitée le");
  await admin.context().close();
});
