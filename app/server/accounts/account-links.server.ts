// Links sent by e-mail for the account itself: the sign-up verification, « Mot de passe oublié ? »
// (single use, valid 30 minutes), the change of address (confirmed from the new address, with a way
// back sent to the old one) and the sign-in link asked for after many failed sign-ins (decision 0023).
// Tokens are stored as their SHA-256 only; each e-mail is queued in the same transaction as the token
// it carries. Changing the password (reset or profile) or the address cancels every other outstanding
// link of the account — but never the old address's way back, which is what the owner of a stolen
// account needs.
import { EMAIL_CHANGE_LINK_HOURS, EMAIL_UNDO_DAYS, RESET_LINK_MINUTES, SIGNIN_LINK_MINUTES } from "~/domain/accounts/account";
import { nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";
import { queueMail } from "../platform/mail.server";
import { hashPassword, verifyPassword } from "./passwords.server";
import { LIMITS, hit } from "../platform/rate-limit.server";
import { createSession } from "./sessions.server";
import { UNDO, cancelLinks, consumeLink, findLink, isoIn, replaceLink, storeLink } from "./email-links.server";
import { hashToken } from "./tokens.server";
import { findUserByEmail } from "./users.server";

export interface LinkSite {
  publicUrl: string;
  companyName: string;
}

/**
 * The account's address is proven by a link sent to it (the sign-up verification, or a reset link).
 * The first time, the address is marked verified, an ADMIN_EMAILS address becomes admin, and the
 * questionnaires a visitor sent with it come to the account (the latest fills the profile when the
 * client has not completed theirs). Returns how many questionnaires came.
 */
async function proveAddress(trx: DB, userId: number, adminEmails: readonly string[]): Promise<number> {
  const user = await trx.selectFrom("users").select(["email", "formulaireValid", "emailVerifiedAt"]).where("id", "=", userId).executeTakeFirstOrThrow();
  if (user.emailVerifiedAt !== null) return 0;
  const at = nowIso();
  await trx
    .updateTable("users")
    .set({ emailVerifiedAt: at, updatedAt: at, ...(adminEmails.includes(user.email) ? { role: "admin" as const } : {}) })
    .where("id", "=", userId)
    .execute();
  const leads = await trx
    .selectFrom("leads")
    .selectAll()
    .where("email", "=", user.email)
    .where("userId", "is", null)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
  if (leads.length === 0) return 0;
  await trx.updateTable("leads").set({ userId }).where("id", "in", leads.map((l) => l.id)).execute();
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
      .where("id", "=", userId)
      .execute();
  return leads.length;
}

const greeting = (user: { prenom: string; username: string }) => `Bonjour ${user.prenom || user.username},`;

/** The way to take an account back that the e-mails about a change point to. */
const takeBackAdvice = (site: LinkSite) =>
  `Si ce n’est pas vous, quelqu’un connaît votre mot de passe : choisissez-en un nouveau sur ${site.publicUrl}/mot-de-passe-oublie (le lien est envoyé à cette adresse ; il ferme toutes les sessions ouvertes sur votre compte et annule les demandes en cours).`;

/** Tells the account's address that its password changed, and how to take the account back. */
async function queuePasswordChanged(trx: DB, user: { email: string; prenom: string; username: string }, site: LinkSite, how: "reset" | "profile") {
  await queueMail(trx, {
    to: user.email,
    subject: "Votre mot de passe a été changé",
    body: `${greeting(user)}

Le mot de passe de votre compte ${site.companyName} vient d’être changé${how === "reset" ? " avec un lien « Mot de passe oublié ? »" : " depuis votre profil"}. ${how === "reset" ? "Toutes les sessions ouvertes sur votre compte sont fermées" : "Les autres sessions ouvertes sur votre compte sont fermées"}, et les liens envoyés auparavant (changement d’adresse en attente, confirmation, connexion) ne sont plus valables.

Si c’est vous, vous n’avez rien à faire.
${takeBackAdvice(site)}

L’équipe ${site.companyName}`,
  });
}

/**
 * Sends a reset link when the address has an account; does nothing otherwise (the page answers the
 * same either way), nor past LIMITS.accountLinkPerUser links an hour. A new link replaces the previous one.
 */
export async function requestPasswordReset(db: DB, email: string, site: LinkSite, now = Date.now()): Promise<void> {
  const found = await findUserByEmail(db, email);
  if (!found) return;
  const { profile } = found;
  // Capped per account like the other e-mailed links, whatever the address asking (issue 29, item 8).
  if (!(await hit(db, `reset:user:${profile.id}`, LIMITS.accountLinkPerUser, now))) return;
  await db.transaction().execute(async (trx) => {
    const token = await replaceLink(trx, { userId: profile.id, purpose: "reset-password", expiresAt: isoIn(now, RESET_LINK_MINUTES * 60_000) });
    await queueMail(trx, {
      to: profile.email,
      subject: "Choisir un nouveau mot de passe",
      body: `${greeting(profile)}

Vous avez demandé à changer le mot de passe de votre compte ${site.companyName}. Ouvrez ce lien pour en choisir un nouveau :
${site.publicUrl}/mot-de-passe/nouveau?jeton=${token}

Ce lien est valable ${RESET_LINK_MINUTES} minutes et ne sert qu’une fois. Il ferme toutes les sessions ouvertes sur votre compte et confirme votre adresse e-mail. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.

L’équipe ${site.companyName}`,
    });
  });
}

/**
 * Sets the new password from a reset link. The link reached the account's address, so the address is
 * proven (verified, with what verifying brings); every session of the account ends and every other
 * outstanding link (a pending change of address among them) is cancelled; the address is told.
 * Returns false when the link is unknown, already used or expired.
 */
export async function resetPassword(
  db: DB,
  options: { token: string; password: string; adminEmails: readonly string[]; site: LinkSite; now?: number },
): Promise<boolean> {
  const passwordHash = await hashPassword(options.password);
  return db.transaction().execute(async (trx) => {
    const link = await consumeLink(trx, options.token, "reset-password", options.now);
    if (!link) return false;
    const user = await trx
      .updateTable("users")
      .set({ passwordHash, updatedAt: nowIso() })
      .where("id", "=", link.userId)
      .returning(["email", "prenom", "username"])
      .executeTakeFirstOrThrow();
    await proveAddress(trx, link.userId, options.adminEmails);
    await trx.deleteFrom("sessions").where("userId", "=", link.userId).execute();
    await cancelLinks(trx, link.userId);
    await queuePasswordChanged(trx, user, options.site, "reset");
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

/**
 * Changes the password after checking the current one: every other session of the account ends, every
 * outstanding link is cancelled, and the address is told.
 */
export async function changePassword(
  db: DB,
  options: { userId: number; currentSessionToken: string | null; current: string; password: string; site: LinkSite },
): Promise<AccountChangeResult> {
  const user = await checkPassword(db, options.userId, options.current);
  if (!user) return WRONG_PASSWORD;
  const passwordHash = await hashPassword(options.password);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ passwordHash, updatedAt: nowIso() }).where("id", "=", options.userId).execute();
    let others = trx.deleteFrom("sessions").where("userId", "=", options.userId);
    if (options.currentSessionToken) others = others.where("tokenHash", "<>", hashToken(options.currentSessionToken));
    await others.execute();
    await cancelLinks(trx, options.userId);
    await queuePasswordChanged(trx, user, options.site, "profile");
  });
  return { ok: true };
}

/** Sends the old address its way back: a link that restores it (valid EMAIL_UNDO_DAYS). */
async function sendUndoLink(
  trx: DB,
  options: { userId: number; user: { prenom: string; username: string }; oldEmail: string; newEmail: string; done: boolean; site: LinkSite; now: number },
) {
  const { site } = options;
  const token = await storeLink(trx, { userId: options.userId, purpose: UNDO, newEmail: options.oldEmail, expiresAt: isoIn(options.now, EMAIL_UNDO_DAYS * 86_400_000) });
  const what = options.done
    ? `L’adresse e-mail de votre compte ${site.companyName} est désormais ${options.newEmail} : le lien envoyé à cette adresse a été ouvert. Les messages du site ne vous parviendront plus ici.`
    : `Un changement d’adresse e-mail a été demandé pour votre compte ${site.companyName}, vers ${options.newEmail}. Il prendra effet quand le lien envoyé à cette adresse sera ouvert.`;
  await queueMail(trx, {
    to: options.oldEmail,
    subject: options.done ? "Adresse e-mail de votre compte changée" : "Changement d’adresse e-mail demandé",
    body: `${greeting(options.user)}

${what}

Si c’est vous, vous n’avez rien à faire.
Si ce n’est pas vous, quelqu’un connaît votre mot de passe. ${options.done ? "Annulez ce changement" : "Annulez cette demande"} avec ce lien : votre compte ${options.done ? "retrouvera" : "gardera"} cette adresse, vous choisirez un nouveau mot de passe et toutes les sessions ouvertes sur votre compte seront fermées.
${site.publicUrl}/annuler-changement-adresse?jeton=${token}

Ce lien est valable ${EMAIL_UNDO_DAYS} jours et ne sert qu’une fois.

L’équipe ${site.companyName}`,
  });
}

/**
 * Sends a confirmation link to the new address (after checking the current password); the account's
 * address changes only when that link is opened. The link replaces a pending one. The current address
 * is told, with a link to cancel the request.
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
  const now = options.now ?? Date.now();
  const { site } = options;
  await db.transaction().execute(async (trx) => {
    const token = await replaceLink(trx, { userId: options.userId, purpose: "change-email", newEmail, expiresAt: isoIn(now, EMAIL_CHANGE_LINK_HOURS * 3_600_000) });
    await queueMail(trx, {
      to: newEmail,
      subject: "Confirmez votre nouvelle adresse e-mail",
      body: `${greeting(user)}

Pour que votre compte ${site.companyName} utilise désormais cette adresse, ouvrez ce lien :
${site.publicUrl}/verifier-email?jeton=${token}

Ce lien est valable ${EMAIL_CHANGE_LINK_HOURS} heures. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.

L’équipe ${site.companyName}`,
    });
    await sendUndoLink(trx, { userId: options.userId, user, oldEmail: user.email, newEmail, done: false, site, now });
  });
  return { ok: true };
}

/**
 * Opens a change-of-address link: the account takes the new address (verified, since the link reached
 * it); every other outstanding link is cancelled, and the old address gets a link to take its place
 * back. Returns false when the link is unknown, used, expired, or the address was taken meanwhile.
 */
export async function confirmEmailChange(db: DB, token: string, site: LinkSite, now = Date.now()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const link = await consumeLink(trx, token, "change-email", now);
    if (!link?.newEmail) return false;
    const taken = await trx.selectFrom("users").select("id").where("email", "=", link.newEmail).executeTakeFirst();
    if (taken) return false;
    const user = await trx.selectFrom("users").select(["email", "prenom", "username"]).where("id", "=", link.userId).executeTakeFirstOrThrow();
    const at = nowIso();
    await trx.updateTable("users").set({ email: link.newEmail, emailVerifiedAt: at, updatedAt: at }).where("id", "=", link.userId).execute();
    await cancelLinks(trx, link.userId);
    // The way back sent with the request is replaced by one valid EMAIL_UNDO_DAYS from now.
    await trx.deleteFrom("emailTokens").where("userId", "=", link.userId).where("purpose", "=", UNDO).where("newEmail", "=", user.email).execute();
    await sendUndoLink(trx, { userId: link.userId, user, oldEmail: user.email, newEmail: link.newEmail, done: true, site, now });
    return true;
  });
}

export type UndoResult = { ok: true; email: string } | { ok: false; message: string };

/**
 * Opens the old address's way back: the account keeps (or gets back) that address, takes the new
 * password chosen on the page, every session ends and every other link is cancelled — but the undo
 * links of still older addresses, so an owner whose account was moved twice can still take it back.
 * The ones sent after this one (for later changes) are cancelled.
 */
export async function undoEmailChange(db: DB, options: { token: string; password: string; site: LinkSite; now?: number }): Promise<UndoResult> {
  const passwordHash = await hashPassword(options.password);
  const { site } = options;
  return db.transaction().execute(async (trx) => {
    const link = await consumeLink(trx, options.token, UNDO, options.now);
    if (!link?.newEmail) return { ok: false, message: "Ce lien n’est plus valable : il a déjà servi ou a expiré." };
    const taken = await trx.selectFrom("users").select("id").where("email", "=", link.newEmail).where("id", "<>", link.userId).executeTakeFirst();
    if (taken) return { ok: false, message: "Cette adresse est maintenant celle d’un autre compte : écrivez-nous pour récupérer le vôtre." };
    const at = nowIso();
    const user = await trx
      .updateTable("users")
      .set({ email: link.newEmail, emailVerifiedAt: at, passwordHash, updatedAt: at })
      .where("id", "=", link.userId)
      .returning(["email", "prenom", "username"])
      .executeTakeFirstOrThrow();
    await trx.deleteFrom("sessions").where("userId", "=", link.userId).execute();
    await cancelLinks(trx, link.userId);
    await trx.deleteFrom("emailTokens").where("userId", "=", link.userId).where("purpose", "=", UNDO).where("expiresAt", ">=", link.expiresAt).execute();
    await queueMail(trx, {
      to: user.email,
      subject: "Votre compte est protégé",
      body: `${greeting(user)}

Le changement d’adresse e-mail de votre compte ${site.companyName} est annulé : votre compte utilise l’adresse ${user.email}. Votre mot de passe est celui que vous venez de choisir, toutes les sessions ouvertes sur votre compte sont fermées et les demandes en cours sont annulées.

${takeBackAdvice(site)}

L’équipe ${site.companyName}`,
    });
    return { ok: true, email: user.email };
  });
}

export type VerifyResult =
  | { ok: true; userId: number; role: "client" | "admin"; leadsAdopted: number; sessionToken: string }
  | { ok: false; reason: "invalid" | "password-needed" | "wrong-password" | "too-many" };

/**
 * Opens the link sent at sign-up. Whoever opens it has the mailbox; to prove they also are the one who
 * made the account, they open it from a session of that account or type its password (someone who
 * signed up with another person's address cannot have the link, and its owner does not know the
 * password: they take the account with « Mot de passe oublié ? », whose link verifies the address too).
 * Then the address is proven (see proveAddress: an ADMIN_EMAILS address becomes admin), every session
 * of the account ends and a new one is opened for this browser: the admin role only ever holds in
 * sessions opened after the address was proven.
 */
export async function verifyEmail(
  db: DB,
  options: { token: string; adminEmails: readonly string[]; sessionUserId: number | null; password?: string; now?: number },
): Promise<VerifyResult> {
  const now = options.now ?? Date.now();
  const link = await findLink(db, options.token, "verify-email", now);
  if (!link) return { ok: false, reason: "invalid" };
  if (options.sessionUserId !== link.userId) {
    if (!options.password) return { ok: false, reason: "password-needed" };
    if (!(await hit(db, `account-password:user:${link.userId}`, LIMITS.accountPasswordPerUser))) return { ok: false, reason: "too-many" };
    if (!(await checkPassword(db, link.userId, options.password))) return { ok: false, reason: "wrong-password" };
  }
  return db.transaction().execute(async (trx): Promise<VerifyResult> => {
    const used = await consumeLink(trx, options.token, "verify-email", now);
    if (!used || used.userId !== link.userId) return { ok: false, reason: "invalid" };
    const leadsAdopted = await proveAddress(trx, used.userId, options.adminEmails);
    await trx.deleteFrom("sessions").where("userId", "=", used.userId).execute();
    const { role } = await trx.selectFrom("users").select("role").where("id", "=", used.userId).executeTakeFirstOrThrow();
    return { ok: true, userId: used.userId, role, leadsAdopted, sessionToken: await createSession(trx, used.userId) };
  });
}

/**
 * The proof asked of a right password typed from a new address while the account's address is under a
 * guessing attack (auth.server.ts, signIn): a sign-in link sent to the account's address, valid
 * SIGNIN_LINK_MINUTES. A new link replaces the previous one; at most a few an hour, so that someone who
 * knows the password cannot flood the owner's mailbox.
 */
export async function sendSigninLink(db: DB, options: { userId: number; site: LinkSite; now?: number }): Promise<void> {
  if (!(await hit(db, `signin-link:user:${options.userId}`, LIMITS.accountLinkPerUser))) return;
  const now = options.now ?? Date.now();
  const { site } = options;
  await db.transaction().execute(async (trx) => {
    const user = await trx.selectFrom("users").select(["email", "prenom", "username"]).where("id", "=", options.userId).executeTakeFirstOrThrow();
    const token = await replaceLink(trx, { userId: options.userId, purpose: "signin-link", expiresAt: isoIn(now, SIGNIN_LINK_MINUTES * 60_000) });
    await queueMail(trx, {
      to: user.email,
      subject: "Votre lien de connexion",
      body: `${greeting(user)}

Vous venez de vous connecter à votre compte ${site.companyName} depuis une adresse que nous ne connaissons pas, alors que de nombreux essais de mot de passe ont échoué sur ce compte. Pour finir de vous connecter, ouvrez ce lien :
${site.publicUrl}/connexion-par-lien?jeton=${token}

Ce lien est valable ${SIGNIN_LINK_MINUTES} minutes et ne sert qu’une fois.
Si ce n’est pas vous, quelqu’un connaît votre mot de passe : n’ouvrez pas ce lien et choisissez un nouveau mot de passe sur ${site.publicUrl}/mot-de-passe-oublie.

L’équipe ${site.companyName}`,
    });
  });
}
