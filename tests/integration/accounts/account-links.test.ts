// Password reset and change of address on every engine: single-use hashed links, expiry, sessions
// ended, the same outcome for unknown addresses, and the e-mails queued with their links.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  changePassword,
  confirmEmailChange,
  requestEmailChange,
  requestPasswordReset,
  undoEmailChange,
  resetPassword,
  verifyEmail,
} from "~/server/accounts/account-links.server";
import { linkIsValid } from "~/server/accounts/email-links.server";
import { resendVerificationEmail, sendVerificationEmail } from "~/server/accounts/auth.server";
import { createLead, getLead } from "~/server/clients/leads.server";
import { type DB, initDb } from "~/server/db/db.server";
import { verifyPassword } from "~/server/accounts/passwords.server";
import { createSession, userForToken } from "~/server/accounts/sessions.server";
import { createUser, findUserByEmail, getUser } from "~/server/accounts/users.server";
import { engines } from "../engines";

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

    expect(await linkIsValid(db, token, "reset-password")).toBe(true);
    expect(await resetPassword(db, { token, password: "nouvelle-phrase", adminEmails: [], site: SITE })).toBe(true);
    const after = await findUserByEmail(db, email);
    expect(await verifyPassword(after!.passwordHash, "nouvelle-phrase")).toBe(true);
    expect(await verifyPassword(after!.passwordHash, "ancienne-phrase")).toBe(false);
    for (const session of sessions) expect(await userForToken(db, session)).toBeNull();

    // Single use.
    expect(await linkIsValid(db, token, "reset-password")).toBe(false);
    expect(await resetPassword(db, { token, password: "troisieme-phrase", adminEmails: [], site: SITE })).toBe(false);
    expect(await verifyPassword((await findUserByEmail(db, email))!.passwordHash, "nouvelle-phrase")).toBe(true);
  });

  it("refuses a link after 30 minutes, and a link replaced by a newer one", async () => {
    const email = unique("marc");
    await createUser(db, { username: "marc", email, password: "ancienne-phrase" });
    const then = Date.now();
    await requestPasswordReset(db, email, SITE, then);
    const first = linkIn((await mailsTo(email))[0].body, "/mot-de-passe/nouveau");
    expect(await linkIsValid(db, first, "reset-password", then + 29 * 60_000)).toBe(true);
    expect(await linkIsValid(db, first, "reset-password", then + 31 * 60_000)).toBe(false);
    expect(await resetPassword(db, { token: first, password: "trop-tard-phrase", adminEmails: [], site: SITE, now: then + 31 * 60_000 })).toBe(false);

    await requestPasswordReset(db, email, SITE);
    await requestPasswordReset(db, email, SITE);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(3);
    const second = linkIn(mails[1].body, "/mot-de-passe/nouveau");
    const third = linkIn(mails[2].body, "/mot-de-passe/nouveau");
    expect(await resetPassword(db, { token: second, password: "phrase-remplacee", adminEmails: [], site: SITE })).toBe(false);
    expect(await resetPassword(db, { token: third, password: "phrase-valable", adminEmails: [], site: SITE })).toBe(true);
  });

  it("sends at most 5 reset e-mails an hour to one account, whoever asks from wherever (issue 29, item 8)", async () => {
    const email = unique("olga");
    await createUser(db, { username: "olga", email, password: "ancienne-phrase" });
    const now = Date.now();
    for (let i = 0; i < 33; i++) await requestPasswordReset(db, email, SITE, now);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(5);
    // The last link sent still works; the next hour brings new ones.
    expect(await resetPassword(db, { token: linkIn(mails[4].body, "/mot-de-passe/nouveau"), password: "phrase-valable", adminEmails: [], site: SITE, now })).toBe(true);
    await requestPasswordReset(db, email, SITE, now + 3_600_000);
    expect(await mailsTo(email)).toHaveLength(7);
  });

  it("changes the password after checking the current one and keeps only the current session", async () => {
    const user = await createUser(db, { username: "nina", email: unique("nina"), password: "ancienne-phrase" });
    const here = await createSession(db, user.id);
    const elsewhere = await createSession(db, user.id);
    expect(await changePassword(db, { userId: user.id, currentSessionToken: here, current: "mauvaise", password: "nouvelle-phrase", site: SITE })).toEqual({
      ok: false,
      field: "current",
      message: "Mot de passe incorrect.",
    });
    expect(await userForToken(db, elsewhere)).not.toBeNull();
    expect(await changePassword(db, { userId: user.id, currentSessionToken: here, current: "ancienne-phrase", password: "nouvelle-phrase", site: SITE })).toEqual({ ok: true });
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
    const [told] = await mailsTo(user.email);
    expect(told.subject).toBe("Changement d’adresse e-mail demandé");
    expect(told.body).toContain(`vers ${newEmail}`);
    expect(told.body).toMatch(/Annulez cette demande avec ce lien : votre compte gardera cette adresse, vous choisirez un nouveau mot de passe/);
    linkIn(told.body, "/annuler-changement-adresse");
    const [confirm] = await mailsTo(newEmail);
    expect(confirm.subject).toBe("Confirmez votre nouvelle adresse e-mail");
    const token = linkIn(confirm.body, "/verifier-email");

    expect(await confirmEmailChange(db, token, SITE)).toBe(true);
    expect(await getUser(db, user.id)).toMatchObject({ email: newEmail, emailVerified: true });
    expect(await confirmEmailChange(db, token, SITE)).toBe(false);
    const done = (await mailsTo(user.email))[1];
    expect(done.subject).toBe("Adresse e-mail de votre compte changée");
    expect(done.body).toContain(`est désormais ${newEmail}`);
    expect(done.body).toContain("Ce lien est valable 7 jours");
  });

  it("refuses an expired change-of-address link", async () => {
    const user = await createUser(db, { username: "paul", email: unique("paul"), password: "bonne-phrase" });
    const newEmail = unique("paul-nouveau");
    await requestEmailChange(db, { userId: user.id, current: "bonne-phrase", newEmail, site: SITE, now: Date.now() - 25 * 3_600_000 });
    const token = linkIn((await mailsTo(newEmail))[0].body, "/verifier-email");
    expect(await confirmEmailChange(db, token, SITE)).toBe(false);
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
    expect(await verifyEmail(db, { token: "inconnu", adminEmails: [], sessionUserId: user.id })).toEqual({ ok: false, reason: "invalid" });
    const result = await verifyEmail(db, { token, adminEmails: [], sessionUserId: user.id });
    expect(result).toMatchObject({ ok: true, userId: user.id, role: "client", leadsAdopted: 2 });
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
    expect(await verifyEmail(db, { token, adminEmails: [], sessionUserId: user.id })).toEqual({ ok: false, reason: "invalid" });
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
    expect(await verifyEmail(db, { token, adminEmails: [email], sessionUserId: null, password: "bonne-phrase" })).toMatchObject({ ok: true, userId: user.id, leadsAdopted: 1 });
    expect(await getUser(db, user.id)).toMatchObject({ nom: "Propre", role: "admin", formulaire: { budget: 1 } });
  });

  // Issue 25, item 1: whoever signs up first with an ADMIN_EMAILS address must gain nothing from it.
  it("verifies an address only from a session of the account or with its password; admin only in a session opened after, every other session ends", async () => {
    const boss = unique("patronne");
    // Someone else signs up with the address and signs in: an unverified account, a client.
    const squatter = await createUser(db, { username: "intrus", email: boss, password: "phrase-de-l-intrus" });
    const squatterSession = await createSession(db, squatter.id);
    expect(await userForToken(db, squatterSession)).toMatchObject({ role: "client" });
    await sendVerificationEmail(squatter, db);
    const token = linkIn((await mailsTo(boss))[0].body, "/verifier-email");

    // The owner opens the link: without the account's session, the password is needed, and they do not know it.
    expect(await verifyEmail(db, { token, adminEmails: [boss], sessionUserId: null })).toEqual({ ok: false, reason: "password-needed" });
    expect(await verifyEmail(db, { token, adminEmails: [boss], sessionUserId: null, password: "devinette" })).toEqual({ ok: false, reason: "wrong-password" });
    expect(await getUser(db, squatter.id)).toMatchObject({ role: "client", emailVerified: false });

    // They take the account with « Mot de passe oublié ? »: the reset link proves the address.
    await requestPasswordReset(db, boss, SITE);
    const reset = linkIn((await mailsTo(boss)).find((m) => m.subject === "Choisir un nouveau mot de passe")!.body, "/mot-de-passe/nouveau");
    expect(await resetPassword(db, { token: reset, password: "phrase-de-la-patronne", adminEmails: [boss], site: SITE })).toBe(true);
    expect(await getUser(db, squatter.id)).toMatchObject({ role: "admin", emailVerified: true });
    expect(await userForToken(db, squatterSession)).toBeNull();
    expect(await verifyPassword((await findUserByEmail(db, boss))!.passwordHash, "phrase-de-l-intrus")).toBe(false);
    // The reset cancelled the verification link too.
    expect(await verifyEmail(db, { token, adminEmails: [boss], sessionUserId: squatter.id })).toEqual({ ok: false, reason: "invalid" });
  });

  it("verifies from the account's own session: the old session ends, a new one holds the admin role", async () => {
    const boss = unique("directeur");
    const user = await createUser(db, { username: "directeur", email: boss, password: "phrase-du-directeur" });
    const before = await createSession(db, user.id);
    const elsewhere = await createSession(db, user.id);
    await sendVerificationEmail(user, db);
    const token = linkIn((await mailsTo(boss))[0].body, "/verifier-email");
    const result = await verifyEmail(db, { token, adminEmails: [boss], sessionUserId: user.id });
    expect(result).toMatchObject({ ok: true, role: "admin" });
    if (!result.ok) return;
    expect(await userForToken(db, before)).toBeNull();
    expect(await userForToken(db, elsewhere)).toBeNull();
    expect(await userForToken(db, result.sessionToken)).toMatchObject({ id: user.id, role: "admin" });
  });

  // Issue 25, item 2: a pending change of address must not outlive a reset.
  it("cancels a pending change of address and every other link on a reset, a password change and a confirmed change, and tells the address", async () => {
    const email = unique("victime");
    const thief = unique("voleur");
    const user = await createUser(db, { username: "victime", email, password: "phrase-volee" });
    expect(await requestEmailChange(db, { userId: user.id, current: "phrase-volee", newEmail: thief, site: SITE })).toEqual({ ok: true });
    const change = linkIn((await mailsTo(thief))[0].body, "/verifier-email");
    await requestPasswordReset(db, email, SITE);
    const reset = linkIn((await mailsTo(email)).find((m) => m.subject === "Choisir un nouveau mot de passe")!.body, "/mot-de-passe/nouveau");
    expect(await resetPassword(db, { token: reset, password: "phrase-reprise", adminEmails: [], site: SITE })).toBe(true);
    expect(await confirmEmailChange(db, change, SITE)).toBe(false);
    expect((await getUser(db, user.id))!.email).toBe(email);
    const changed = (await mailsTo(email)).at(-1)!;
    expect(changed.subject).toBe("Votre mot de passe a été changé");
    expect(changed.body).toContain("avec un lien « Mot de passe oublié ? »");
    expect(changed.body).toContain("https://exemple.test/mot-de-passe-oublie");
    // Only the old address's way back is left.
    const left = async () => (await db.selectFrom("emailTokens").select("purpose").where("userId", "=", user.id).execute()).map((t) => t.purpose);
    expect(await left()).toEqual(["undo-email-change"]);

    // A password change from the profile cancels a pending change too, and says so.
    await requestEmailChange(db, { userId: user.id, current: "phrase-reprise", newEmail: thief, site: SITE });
    await requestPasswordReset(db, email, SITE);
    expect(await changePassword(db, { userId: user.id, currentSessionToken: null, current: "phrase-reprise", password: "phrase-changee", site: SITE })).toEqual({ ok: true });
    expect(await confirmEmailChange(db, linkIn((await mailsTo(thief)).at(-1)!.body, "/verifier-email"), SITE)).toBe(false);
    expect((await mailsTo(email)).at(-1)!.body).toContain("vient d’être changé depuis votre profil");
    expect(new Set(await left())).toEqual(new Set(["undo-email-change"]));
  });

  it("gives the old address its way back: the account keeps or gets back the address, with a new password and no session", async () => {
    const email = unique("proprietaire");
    const thief = unique("pirate");
    const user = await createUser(db, { username: "proprio", email, password: "phrase-volee" });
    const thiefSession = await createSession(db, user.id);
    await requestEmailChange(db, { userId: user.id, current: "phrase-volee", newEmail: thief, site: SITE });
    expect(await confirmEmailChange(db, linkIn((await mailsTo(thief))[0].body, "/verifier-email"), SITE)).toBe(true);
    // The thief moves the account once more, and asks for a reset link at their address.
    const thief2 = unique("pirate-bis");
    await requestEmailChange(db, { userId: user.id, current: "phrase-volee", newEmail: thief2, site: SITE });
    expect(await confirmEmailChange(db, linkIn((await mailsTo(thief2))[0].body, "/verifier-email"), SITE)).toBe(true);
    await requestPasswordReset(db, thief2, SITE);
    const thiefReset = linkIn((await mailsTo(thief2)).at(-1)!.body, "/mot-de-passe/nouveau");
    const thiefUndo = linkIn((await mailsTo(thief)).at(-1)!.body, "/annuler-changement-adresse");

    // The owner's link from the first change: done mail, 7 days.
    const done = (await mailsTo(email)).find((m) => m.subject === "Adresse e-mail de votre compte changée")!;
    const undo = linkIn(done.body, "/annuler-changement-adresse");
    expect(await linkIsValid(db, undo, "undo-email-change")).toBe(true);
    expect(await undoEmailChange(db, { token: undo, password: "phrase-du-proprio", site: SITE })).toEqual({ ok: true, email });
    expect(await getUser(db, user.id)).toMatchObject({ email, emailVerified: true });
    expect(await verifyPassword((await findUserByEmail(db, email))!.passwordHash, "phrase-du-proprio")).toBe(true);
    expect(await userForToken(db, thiefSession)).toBeNull();
    // The thief's links are gone: the reset sent to their address, and the way back of their own address.
    expect(await resetPassword(db, { token: thiefReset, password: "phrase-du-pirate", adminEmails: [], site: SITE })).toBe(false);
    expect(await undoEmailChange(db, { token: thiefUndo, password: "phrase-du-pirate", site: SITE })).toMatchObject({ ok: false });
    expect((await mailsTo(email)).at(-1)!.subject).toBe("Votre compte est protégé");
    // Single use.
    expect(await undoEmailChange(db, { token: undo, password: "encore-une-phrase", site: SITE })).toMatchObject({ ok: false });
  });

  it("sends a new verification link from the profile, which replaces the old one, only while the address is not verified", async () => {
    const email = unique("relance");
    const user = await createUser(db, { username: "relance", email, password: "bonne-phrase" });
    await sendVerificationEmail(user, db);
    const first = linkIn((await mailsTo(email))[0].body, "/verifier-email");
    expect(await resendVerificationEmail(db, user.id)).toBe(true);
    const second = linkIn((await mailsTo(email))[1].body, "/verifier-email");
    expect(await verifyEmail(db, { token: first, adminEmails: [], sessionUserId: user.id })).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyEmail(db, { token: second, adminEmails: [], sessionUserId: user.id })).toMatchObject({ ok: true });
    expect(await resendVerificationEmail(db, user.id)).toBe(false);
    expect(await mailsTo(email)).toHaveLength(2);
  });
});
