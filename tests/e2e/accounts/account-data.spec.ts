// A client's own data (RGPD): the export as JSON without secrets, and the deletion of the account after their
// password, which leaves nothing of it; the client pages turn visitors away.
import { strFromU8, unzipSync } from "fflate";
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { PRIVACY_POLICY_VERSION } from "../../../app/domain/accounts/privacy";
import { expectSessionGone, newClient, sessionCookieOf, useIp } from "../support/clients";
import { PASSWORD } from "../support/fixtures";
import { expectAccessible, readDb } from "../support/helpers";
import { fillQuestionnaire, questionnaireField as field } from "../support/questionnaire";

test("a client downloads their data as JSON, without secrets", async ({ page, context }) => {
  await useIp(context, 8);
  const email = await newClient(page, "export");
  await fillQuestionnaire(page);
  await page.getByRole("button", { name: "Enregistrer mes réponses" }).click();
  await expect(page).toHaveURL(/\/profile\?enregistre=questionnaire$/);

  // Details are editable on the profile.
  await field(page, "Téléphone").fill("07 00 00 00 01");
  await field(page, "Ville").fill("Lyon");
  await page.getByRole("button", { name: "Enregistrer mes coordonnées" }).click();
  await expect(page).toHaveURL(/\/profile\?enregistre=coordonnees$/);
  await expect(page.getByRole("status")).toHaveText("Vos coordonnées sont enregistrées.");
  await expect(field(page, "Ville")).toHaveValue("Lyon");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Télécharger mes données" }).click()]);
  expect(download.suggestedFilename()).toBe("mes-donnees.zip");
  const text = strFromU8(unzipSync(fs.readFileSync((await download.path())!))["mes-donnees.json"]);
  const exported = JSON.parse(text);
  expect(exported.compte).toMatchObject({ email, nomUtilisateur: "Léa D.", role: "client" });
  expect(exported.coordonnees).toEqual({ nom: "Durand", prenom: "Léa", age: 34, telephone: "07 00 00 00 01", ville: "Lyon" });
  expect(exported.questionnaire.complet).toBe(true);
  expect(exported.questionnaire.reponses).toMatchObject({ budget: 150000, travaux: "modere", situationAutre: "Profession libérale" });
  expect(exported.consentement.versionPolitique).toBe(PRIVACY_POLICY_VERSION);
  expect(Date.now() - Date.parse(exported.consentement.date)).toBeLessThan(120_000);
  expect(exported.etapes).toHaveLength(9);
  expect(exported.etapes[0]).toEqual({ numero: 1, titre: "Premier échange et questionnaire", terminee: false, termineeLe: null });
  expect(exported.demandes).toEqual([]);

  const cookie = sessionCookieOf(await context.cookies());
  expect(text).not.toContain(cookie.split("=")[1]);
  expect(text).not.toMatch(/argon2|password|hash|token/i);

  const response = await page.request.get("/profile/donnees");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/zip");
  expect(response.headers()["content-disposition"]).toBe('attachment; filename="mes-donnees.zip"');
  expect(response.headers()["cache-control"]).toContain("no-store");
});

test("a client deletes their account after typing their password; nothing of it is left", async ({ page, context, request }) => {
  await useIp(context, 9);
  const email = await newClient(page, "suppression");
  await fillQuestionnaire(page);
  await page.getByRole("button", { name: "Enregistrer mes réponses" }).click();
  await expect(page).toHaveURL(/\/profile\?enregistre=questionnaire$/);
  const cookie = sessionCookieOf(await context.cookies());

  let db = readDb();
  const { id } = db.prepare("select id from users where email = ?").get(email) as { id: number };
  db.close();

  await page.getByRole("link", { name: "Supprimer mon compte" }).click();
  await expect(page).toHaveURL(/\/profile\/supprimer$/);
  await expect(page.getByText("Pour confirmer, saisissez votre mot de passe.")).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Mot de passe").fill("pas le bon mot de passe");
  await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(page.getByText("Mot de passe incorrect.")).toBeVisible();
  db = readDb();
  expect(db.prepare("select count(*) as n from users where id = ?").get(id)).toEqual({ n: 1 });
  db.close();

  await page.getByLabel("Mot de passe").fill(PASSWORD);
  await page.getByRole("button", { name: "Supprimer définitivement mon compte" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Se connecter" }).first()).toBeVisible();
  expect((await context.cookies()).find((c) => c.name === "session")).toBeUndefined();

  db = readDb();
  expect(db.prepare("select count(*) as n from users where id = ? or email = ?").get(id, email)).toEqual({ n: 0 });
  expect(db.prepare("select count(*) as n from sessions where user_id = ?").get(id)).toEqual({ n: 0 });
  expect(db.prepare("select count(*) as n from leads where user_id = ?").get(id)).toEqual({ n: 0 });
  expect(db.prepare("select count(*) as n from login_failures where key = ?").get(`signin:${email}`)).toEqual({ n: 0 });
  db.close();

  await expectSessionGone(request, "/profile", cookie);
  expect((await page.goto("/profile"))?.status()).toBe(401);
});

test("visitors are turned away from the client pages with the 401 page", async ({ page, request }) => {
  for (const path of ["/profile", "/profile/avancement", "/profile/avancement/etape1", "/profile/avancement/etape2", "/profile/supprimer"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(401);
    await expect(page.getByText("Cette page fait partie d’un espace réservé")).toBeVisible();
    await expect(page.getByRole("link", { name: "Faire demi-tour" })).toHaveAttribute("href", "/");
  }
  expect((await request.get("/profile/donnees")).status()).toBe(401);
  expect((await request.post("/profile/avancement/etape1", { form: {}, maxRedirects: 0 })).status()).toBe(401);
  expect((await request.post("/profile/supprimer", { form: { password: PASSWORD }, maxRedirects: 0 })).status()).toBe(401);
  expect((await request.post("/profile", { form: { nom: "X", prenom: "Y", ville: "Z" }, maxRedirects: 0 })).status()).toBe(401);
});
