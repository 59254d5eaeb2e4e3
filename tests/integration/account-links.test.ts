// Password reset and change of address on every engine: single-use hashed links, expiry, sessions
// ended, the same outcome for unknown addresses, and the e-mails queued with their links.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  requestPasswordReset,
  resetLinkIsValid,
  resetPassword,
  verifyEmail,
} from "~/server/account-links.server";
import { sendVerificationEmail } from "~/server/auth.server";
import { createLead, getLead } from "~/server/leads.server";
import { type DB, initDb } from "~/server/db.server";
import { verifyPassword } from "~/server/passwords.server";
import { createSession, userForToken } from "~/server/sessions.server";
import { createUser, findUserByEmail, getUser } from "~/server/users.server";
import { engines } from "./engines";

const SITE = { publicUrl: "https://exemple.test", companyName: "Investir Serein" };
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@exemple.fr`;

describe.each(engines())("account links on $name", (engine) => {
  let db: DB;
  beforeAll(async () => {
    db = initDb(await engine.open());
  });
  afterAll(() => engine.close());

  const mailsTo = (email: string) => db.selectFrom("outbox").select(["subject", "body"]).where("recipient", "=", email).orderBy("id").execute();
  const linkIn = (body: string, path: string) => {
    const match = body.match(new RegExp(`https?://[^/\\s]+${path}\\?jeton=([A-Za-z0-9_-]+)`));
    expect(match, body).not.toBeNull();
    return match![1];
  };

  it("queues nothing and stores nothing for an address without an account", async () => {
    const email = unique("personne");
    await requestPasswordReset(db, email, SITE);
    expect(await mailsTo(email)).toEqual([]);
  });

  it("resets the password once with a link valid 30 minutes, stored hashed, and ends every session", async () => {
    const email = unique("lea");
    const user = await createUser(db, { username: "lea", email, password: "ancienne-phrase" });
    const sessions = [await createSession(db, user.id), await createSession(db, user.id)];
    const now = Date.now();
    await requestPasswordReset(db, email.toUpperCase(), SITE, now);
    const [mail] = await mailsTo(email);
    expect(mail.subject).toBe("Choisir un nouveau mot de passe");
    expect(mail.body).toContain("valable 30 minutes");
    const token = linkIn(mail.body, "/mot-de-passe/nouveau");
    const stored = await db.selectFrom("emailTokens").selectAll().where("userId", "=", user.id).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ purpose: "reset-password", expiresAt: new Date(now + 30 * 60_000).toISOString() });
    expect(stored[0].tokenHash).not.toBe(token);

    expect(await resetLinkIsValid(db, token)).toBe(true);
    expect(await resetPassword(db, token, "nouvelle-phrase")).toBe(true);
    const after = await findUserByEmail(db, email);
    expect(await verifyPassword(after!.passwordHash, "nouvelle-phrase")).toBe(true);
    expect(await verifyPassword(after!.passwordHash, "ancienne-phrase")).toBe(false);
    for (const session of sessions) expect(await userForToken(db, session)).toBeNull();

    // Single use.
    expect(await resetLinkIsValid(db, token)).toBe(false);
    expect(await resetPassword(db, token, "troisieme-phrase")).toBe(false);
    expect(await verifyPassword((await findUserByEmail(db, email))!.passwordHash, "nouvelle-phrase")).toBe(true);
  });

  it("refuses a link after 30 minutes, and a link replaced by a newer one", async () => {
    const email = unique("marc");
    await createUser(db, { username: "marc", email, password: "ancienne-phrase" });
    const then = Date.now();
    await requestPasswordReset(db, email, SITE, then);
    const first = linkIn((await mailsTo(email))[0].body, "/mot-de-passe/nouveau");
    expect(await resetLinkIsValid(db, first, then + 29 * 60_000)).toBe(true);
    expect(await resetLinkIsValid(db, first, then + 31 * 60_000)).toBe(false);
    expect(await resetPassword(db, first, "trop-tard-phrase", then + 31 * 60_000)).toBe(false);

    await requestPasswordReset(db, email, SITE);
    await requestPasswordReset(db, email, SITE);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(3);
    const second = linkIn(mails[1].body, "/mot-de-passe/nouveau");
    const third = linkIn(mails[2].body, "/mot-de-passe/nouveau");
    expect(await resetPassword(db, second, "phrase-remplacee")).toBe(false);
    expect(await resetPassword(db, third, "phrase-valable")).toBe(true);
  });

  it("changes the password after checking the current one and keeps only the current session", async () => {
    const user = await createUser(db, { username: "nina", email: unique("nina"), password: "ancienne-phrase" });
    const here = await createSession(db, user.id);
    const elsewhere = await createSession(db, user.id);
    expect(await changePassword(db, { userId: user.id, currentSessionToken: here, current: "mauvaise", password: "nouvelle-phrase" })).toEqual({
      ok: false,
      field: "current",
      message: "Mot de passe incorrect.",
    });
    expect(await userForToken(db, elsewhere)).not.toBeNull();
    expect(await changePassword(db, { userId: user.id, currentSessionToken: here, current: "ancienne-phrase", password: "nouvelle-phrase" })).toEqual({ ok: true });
    expect(await userForToken(db, here)).toMatchObject({ id: user.id });
    expect(await userForToken(db, elsewhere)).toBeNull();
    expect(await verifyPassword((await findUserByEmail(db, user.email))!.passwordHash, "nouvelle-phrase")).toBe(true);
  });

  it("changes the address only once the link sent to the new address is opened", async () => {
    const user = await createUser(db, { username: "oscar", email: unique("oscar"), password: "bonne-phrase" });
    const taken = await createUser(db, { username: "pris", email: unique("pris"), password: "bonne-phrase" });
    const newEmail = unique("oscar-nouveau");
    expect(await requestEmailChange(db, { userId: user.id, current: "mauvaise", newEmail, site: SITE })).toMatchObject({ ok: false, field: "current" });
    expect(await requestEmailChange(db, { userId: user.id, current: "bonne-phrase", newEmail: taken.email, site: SITE })).toEqual({
      ok: false,
      field: "email",
      message: "Un compte existe déjà avec cette adresse e-mail.",
    });
    expect(await requestEmailChange(db, { userId: user.id, current: "bonne-phrase", newEmail: newEmail.toUpperCase(), site: SITE })).toEqual({ ok: true });
    expect((await getUser(db, user.id))!.email).toBe(user.email);
    expect((await mailsTo(user.email)).map((m) => m.subject)).toEqual(["Changement d’adresse e-mail demandé"]);
    const [confirm] = await mailsTo(newEmail);
    expect(confirm.subject).toBe("Confirmez votre nouvelle adresse e-mail");
    const token = linkIn(confirm.body, "/verifier-email");

    expect(await confirmEmailChange(db, token)).toBe(true);
    expect(await getUser(db, user.id)).toMatchObject({ email: newEmail, emailVerified: true });
    expect(await confirmEmailChange(db, token)).toBe(false);
  });

  it("refuses an expired change-of-address link", async () => {
    const user = await createUser(db, { username: "paul", email: unique("paul"), password: "bonne-phrase" });
    const newEmail = unique("paul-nouveau");
    await requestEmailChange(db, { userId: user.id, current: "bonne-phrase", newEmail, site: SITE, now: Date.now() - 25 * 3_600_000 });
    const token = linkIn((await mailsTo(newEmail))[0].body, "/verifier-email");
    expect(await confirmEmailChange(db, token)).toBe(false);
    expect((await getUser(db, user.id))!.email).toBe(user.email);
  });

  it("makes a lead a client once the same address is verified: answers fill the profile, the leads point to the account", async () => {
    const email = unique("rose");
    const form = {
      nom: "Martin",
      prenom: "Rose",
      age: 41,
      ville: "Limoges",
      telephone: "06 11 22 33 44",
      email,
      budget: 180_000,
      revenus: 52_000,
      travaux: "modere" as const,
      situationPro: "CDI" as const,
      situationAutre: "",
      apportPerso: "10" as const,
      ammeublement: "deleguer" as const,
      gestionLoc: "deleguer" as const,
      resPrincipale: "locataire" as const,
      courtier: "oui" as const,
      commentaire: "Un T2 près de la gare.",
      rgpd: "on" as const,
    };
    const older = await createLead(db, { ...form, ville: "Tulle" }, "2026-01-01");
    const latest = await createLead(db, form, "2026-11-21");
    const stranger = await createLead(db, { ...form, email: unique("autre") }, "2026-11-21");
    const user = await createUser(db, { username: "rose", email, password: "bonne-phrase" });
    expect((await getUser(db, user.id))!.formulaireValid).toBe(false);

    await sendVerificationEmail(user);
    const [mail] = await mailsTo(email);
    const token = linkIn(mail.body, "/verifier-email");
    expect(await verifyEmail(db, "inconnu", [])).toBeNull();
    const result = await verifyEmail(db, token, []);
    expect(result).toEqual({ userId: user.id, leadsAdopted: 2 });
    const profile = await getUser(db, user.id);
    expect(profile).toMatchObject({
      emailVerified: true,
      role: "client",
      nom: "Martin",
      prenom: "Rose",
      age: 41,
      ville: "Limoges",
      telephone: "06 11 22 33 44",
      formulaireValid: true,
      consentVersion: "2026-11-21",
    });
    expect(profile!.formulaire).toMatchObject({ budget: 180_000, travaux: "modere", commentaire: "Un T2 près de la gare." });
    expect((await getLead(db, older))!.userId).toBe(user.id);
    expect((await getLead(db, latest))!.userId).toBe(user.id);
    expect((await getLead(db, stranger))!.userId).toBeNull();
    // Single use.
    expect(await verifyEmail(db, token, [])).toBeNull();
  });

  it("keeps the answers of a client who already completed the questionnaire, and makes listed addresses admins", async () => {
    const email = unique("sam");
    const user = await createUser(db, { username: "sam", email, password: "bonne-phrase" });
    await db.updateTable("users").set({ formulaireValid: 1, nom: "Propre", formulaire: JSON.stringify({ budget: 1 }) }).where("id", "=", user.id).execute();
    await createLead(
      db,
      { nom: "Ancien", prenom: "Sam", ville: "Brest", telephone: "", email, situationAutre: "", commentaire: "", rgpd: "on" },
      "2026-11-21",
    );
    await sendVerificationEmail(user);
    const token = linkIn((await mailsTo(email))[0].body, "/verifier-email");
    expect(await verifyEmail(db, token, [email])).toEqual({ userId: user.id, leadsAdopted: 1 });
    expect(await getUser(db, user.id)).toMatchObject({ nom: "Propre", role: "admin", formulaire: { budget: 1 } });
  });
});
