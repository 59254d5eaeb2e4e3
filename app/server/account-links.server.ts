// Links sent by e-mail for the account itself: « Mot de passe oublié ? » (single use, valid 30 minutes)
// and the change of address (confirmed from the new address). Tokens are stored as their SHA-256 only;
// each e-mail is queued in the same transaction as the token it carries.
import { EMAIL_CHANGE_LINK_HOURS, RESET_LINK_MINUTES } from "~/domain/account";
import { nowIso } from "./columns.server";
import type { DB } from "./db.server";
import { queueMail } from "./mail.server";
import { hashPassword, verifyPassword } from "./passwords.server";
import { hashToken, newToken } from "./tokens.server";
import { findUserByEmail } from "./users.server";

export interface LinkSite {
  publicUrl: string;
  companyName: string;
}

/**
 * Sends a reset link when the address has an account; does nothing otherwise (the page answers the
 * same either way). A new link replaces the previous one.
 */
export async function requestPasswordReset(db: DB, email: string, site: LinkSite, now = Date.now()): Promise<void> {
  const found = await findUserByEmail(db, email);
  if (!found) return;
  const { profile } = found;
  const { token, hash } = newToken();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("emailTokens").where("userId", "=", profile.id).where("purpose", "=", "reset-password").execute();
    await trx
      .insertInto("emailTokens")
      .values({ tokenHash: hash, userId: profile.id, purpose: "reset-password", expiresAt: new Date(now + RESET_LINK_MINUTES * 60_000).toISOString() })
      .execute();
    await queueMail(trx, {
      to: profile.email,
      subject: "Choisir un nouveau mot de passe",
      body: `Bonjour ${profile.prenom || profile.username},

Vous avez demandé à changer le mot de passe de votre compte ${site.companyName}. Ouvrez ce lien pour en choisir un nouveau :
${site.publicUrl}/mot-de-passe/nouveau?jeton=${token}

Ce lien est valable ${RESET_LINK_MINUTES} minutes et ne sert qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.

L’équipe ${site.companyName}`,
    });
  });
}

/** Whether a reset link can still be used (the page shows the form or says the link is no longer valid). */
export async function resetLinkIsValid(db: DB, token: string, now = Date.now()): Promise<boolean> {
  if (!token) return false;
  const row = await db
    .selectFrom("emailTokens")
    .select("expiresAt")
    .where("tokenHash", "=", hashToken(token))
    .where("purpose", "=", "reset-password")
    .executeTakeFirst();
  return row !== undefined && row.expiresAt > new Date(now).toISOString();
}

/**
 * Sets the new password from a reset link: the link is used up, every session of the account ends.
 * Returns false when the link is unknown, already used or expired.
 */
export async function resetPassword(db: DB, token: string, password: string, now = Date.now()): Promise<boolean> {
  const passwordHash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    // Deleting first makes the link single-use even when two requests race.
    const row = await trx
      .deleteFrom("emailTokens")
      .where("tokenHash", "=", hashToken(token))
      .where("purpose", "=", "reset-password")
      .returning(["userId", "expiresAt"])
      .executeTakeFirst();
    if (!row || row.expiresAt <= new Date(now).toISOString()) return false;
    await trx.updateTable("users").set({ passwordHash, updatedAt: nowIso() }).where("id", "=", row.userId).execute();
    await trx.deleteFrom("sessions").where("userId", "=", row.userId).execute();
    return true;
  });
}

export type AccountChangeResult = { ok: true } | { ok: false; field: "current" | "email"; message: string };

const WRONG_PASSWORD: AccountChangeResult = { ok: false, field: "current", message: "Mot de passe incorrect." };

async function checkPassword(db: DB, userId: number, password: string): Promise<{ email: string; username: string; prenom: string } | null> {
  const row = await db.selectFrom("users").select(["email", "username", "prenom", "passwordHash"]).where("id", "=", userId).executeTakeFirst();
  if (!row || !(await verifyPassword(row.passwordHash, password))) return null;
  return row;
}

/** Changes the password after checking the current one; every other session of the account ends. */
export async function changePassword(
  db: DB,
  options: { userId: number; currentSessionToken: string | null; current: string; password: string },
): Promise<AccountChangeResult> {
  if (!(await checkPassword(db, options.userId, options.current))) return WRONG_PASSWORD;
  const passwordHash = await hashPassword(options.password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ passwordHash, updatedAt: nowIso() }).where("id", "=", options.userId).execute();
    let others = trx.deleteFrom("sessions").where("userId", "=", options.userId);
    if (options.currentSessionToken) others = others.where("tokenHash", "<>", hashToken(options.currentSessionToken));
    await others.execute();
    await trx.deleteFrom("emailTokens").where("userId", "=", options.userId).where("purpose", "=", "reset-password").execute();
  });
  return { ok: true };
}

/**
 * Sends a confirmation link to the new address (after checking the current password); the account's
 * address changes only when that link is opened. The current address is told about the request.
 */
export async function requestEmailChange(
  db: DB,
  options: { userId: number; current: string; newEmail: string; site: LinkSite; now?: number },
): Promise<AccountChangeResult> {
  const user = await checkPassword(db, options.userId, options.current);
  if (!user) return WRONG_PASSWORD;
  const newEmail = options.newEmail.trim().toLowerCase();
  if (newEmail === user.email) return { ok: false, field: "email", message: "C’est déjà l’adresse de votre compte." };
  if (await findUserByEmail(db, newEmail)) return { ok: false, field: "email", message: "Un compte existe déjà avec cette adresse e-mail." };
  const { token, hash } = newToken();
  const now = options.now ?? Date.now();
  const { site } = options;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("emailTokens").where("userId", "=", options.userId).where("purpose", "=", "change-email").execute();
    await trx
      .insertInto("emailTokens")
      .values({
        tokenHash: hash,
        userId: options.userId,
        purpose: "change-email",
        newEmail,
        expiresAt: new Date(now + EMAIL_CHANGE_LINK_HOURS * 3_600_000).toISOString(),
      })
      .execute();
    await queueMail(trx, {
      to: newEmail,
      subject: "Confirmez votre nouvelle adresse e-mail",
      body: `Bonjour ${user.prenom || user.username},

Pour que votre compte ${site.companyName} utilise désormais cette adresse, ouvrez ce lien :
${site.publicUrl}/verifier-email?jeton=${token}

Ce lien est valable ${EMAIL_CHANGE_LINK_HOURS} heures. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.

L’équipe ${site.companyName}`,
    });
    await queueMail(trx, {
      to: user.email,
      subject: "Changement d’adresse e-mail demandé",
      body: `Bonjour ${user.prenom || user.username},

Un changement d’adresse e-mail a été demandé pour votre compte ${site.companyName}, vers ${newEmail}. Il prendra effet quand le lien envoyé à cette adresse sera ouvert.

Si vous n’êtes pas à l’origine de cette demande, changez votre mot de passe et écrivez-nous.

L’équipe ${site.companyName}`,
    });
  });
  return { ok: true };
}

/**
 * Opens a change-of-address link: the account takes the new address (verified, since the link reached
 * it). Returns false when the link is unknown, used, expired, or the address was taken meanwhile.
 */
export async function confirmEmailChange(db: DB, token: string, now = Date.now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("emailTokens")
      .where("tokenHash", "=", hashToken(token))
      .where("purpose", "=", "change-email")
      .returning(["userId", "expiresAt", "newEmail"])
      .executeTakeFirst();
    if (!row?.newEmail || row.expiresAt <= new Date(now).toISOString()) return false;
    const taken = await trx.selectFrom("users").select("id").where("email", "=", row.newEmail).executeTakeFirst();
    if (taken) return false;
    const at = nowIso();
    await trx.updateTable("users").set({ email: row.newEmail, emailVerifiedAt: at, updatedAt: at }).where("id", "=", row.userId).execute();
    return true;
  });
}

/**
 * Opens the link sent at sign-up: the address is verified (and, when it is listed in ADMIN_EMAILS, the
 * account becomes an admin); questionnaires sent earlier as a visitor with this address now belong to
 * the account, and the latest one fills the profile when the client has not completed theirs.
 * Returns null when the link is unknown, used or expired.
 */
export async function verifyEmail(
  db: DB,
  token: string,
  adminEmails: readonly string[],
  now = Date.now(),
): Promise<{ userId: number; leadsAdopted: number } | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("emailTokens")
      .where("tokenHash", "=", hashToken(token))
      .where("purpose", "=", "verify-email")
      .returning(["userId", "expiresAt"])
      .executeTakeFirst();
    if (!row || row.expiresAt <= new Date(now).toISOString()) return null;
    const user = await trx.selectFrom("users").select(["email", "formulaireValid"]).where("id", "=", row.userId).executeTakeFirstOrThrow();
    const at = nowIso();
    await trx
      .updateTable("users")
      .set({ emailVerifiedAt: at, updatedAt: at, ...(adminEmails.includes(user.email) ? { role: "admin" as const } : {}) })
      .where("id", "=", row.userId)
      .execute();
    const leads = await trx
      .selectFrom("leads")
      .selectAll()
      .where("email", "=", user.email)
      .where("userId", "is", null)
      .orderBy("createdAt", "desc")
      .orderBy("id", "desc")
      .execute();
    if (leads.length > 0) {
      await trx.updateTable("leads").set({ userId: row.userId }).where("id", "in", leads.map((l) => l.id)).execute();
      const latest = leads[0];
      if (!user.formulaireValid)
        await trx
          .updateTable("users")
          .set({
            nom: latest.nom,
            prenom: latest.prenom,
            age: latest.age,
            telephone: latest.telephone,
            ville: latest.ville,
            formulaire: latest.formulaire,
            formulaireValid: 1,
            consentAt: latest.consentAt,
            consentVersion: latest.consentVersion,
          })
          .where("id", "=", row.userId)
          .execute();
    }
    return { userId: row.userId, leadsAdopted: leads.length };
  });
}
