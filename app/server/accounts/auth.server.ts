// Who is asking: the session user of each request (set by the root middleware), the role checks
// every protected loader and action calls, and the sign-in / sign-up logic shared by pages and API.
import { type MiddlewareFunction, type RouterContextProvider, createContext, data, redirect } from "react-router";
import { SIGNIN_LINK_MINUTES, type SessionUser } from "~/domain/accounts/account";
import type { SigninInput, SignupInput } from "~/domain/accounts/account-forms";
import { nowIso } from "../db/columns.server";
import { type DB, db } from "../db/db.server";
import { sendSigninLink } from "./account-links.server";
import { consumeLink, replaceLink } from "./email-links.server";
import { env } from "../platform/env.server";
import { EmailTakenError } from "../platform/errors.server";
import { queueMail } from "../platform/mail.server";
import { dummyHash, verifyPassword } from "./passwords.server";
import { LIMITS, clientIp, hit } from "../platform/rate-limit.server";
import { clearSessionCookie, createSession, readSessionToken, userForToken } from "./sessions.server";
import { type UserProfile, createUser, findUserByEmail, getUser, toSessionUser } from "./users.server";

export const userContext = createContext<SessionUser | null>(null);

/** The request's session user as the HTTP layer read it (requestUser), so that the routes do not read it again. */
export const requestUserContext = createContext<(() => Promise<SessionUser | null>) | null>(null);

/**
 * Set when the request carried a session cookie that no longer opens a session (expired, or ended by
 * a password change): the page to come back to after signing in again.
 */
const expiredSessionContext = createContext<string | null>(null);

type Context = Readonly<RouterContextProvider>;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Root middleware: refuses state-changing requests from another origin (CSRF), then loads the
 * session user for the loaders and actions.
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (!SAFE_METHODS.has(request.method)) {
    const origin = request.headers.get("origin");
    const expected = new URL(env().publicUrl).origin;
    const own = new URL(request.url).origin;
    if (origin && origin !== expected && origin !== own) {
      const message = "Requête refusée : origine inconnue.";
      // The JSON API answers its errors as JSON, whatever the route.
      if (new URL(request.url).pathname.startsWith("/api/")) throw Response.json({ errorMessage: message }, { status: 403 });
      throw data(message, { status: 403 });
    }
  }
  const token = readSessionToken(request, env().secureCookies);
  const read = context.get(requestUserContext);
  const user = !token ? null : read ? await read() : await userForToken(db(), token);
  context.set(userContext, user);
  const url = new URL(request.url);
  context.set(expiredSessionContext, token && !user && !url.pathname.startsWith("/api/") ? `${url.pathname}${url.search}` : null);
  return next();
};

export const currentUser = (context: Context): SessionUser | null => context.get(userContext);

/**
 * The signed-in user, or the 401 page; a visitor whose session has expired goes to the sign-in page
 * with a message, and comes back here once signed in.
 */
export function requireUser(context: Context): SessionUser {
  const user = currentUser(context);
  if (user) return user;
  const expired = context.get(expiredSessionContext);
  if (expired)
    throw redirect(`/signin?session=expiree&retour=${encodeURIComponent(expired)}`, {
      headers: { "Set-Cookie": clearSessionCookie(env().secureCookies) },
    });
  throw data("Vous devez être connecté.", { status: 401 });
}

/** A signed-in admin, or 401 (not signed in) / 403 (signed in without the role). */
export function requireAdmin(context: Context): SessionUser {
  const user = requireUser(context);
  if (user.role !== "admin") throw data("Accès réservé à l’équipe.", { status: 403 });
  return user;
}

export type AuthFailure = { ok: false; status: 400 | 401 | 409 | 429; message: string };

export const WRONG_CREDENTIALS = "E-mail ou mot de passe incorrect.";
const TOO_MANY = "Trop de tentatives. Réessayez dans quelques minutes.";

/** Seconds to wait after `failures` failed sign-ins for one e-mail from one address: 0, 0, 2, 4, 8 … up to 15 minutes. */
export function signinDelaySeconds(failures: number): number {
  return failures < 3 ? 0 : Math.min(2 ** (failures - 2), 900);
}

/**
 * Failures for one e-mail from all addresses together (counted until a day passes without one) past
 * which a sign-in from an address the owner never signed in from must be confirmed by e-mail.
 */
export const EMAIL_CEILING_FREE_FAILURES = 20;

const failuresOf = async (database: DB, key: string) =>
  database.selectFrom("loginFailures").selectAll().where("key", "=", key).executeTakeFirst();

async function countFailure(database: DB, key: string): Promise<void> {
  const now = nowIso();
  await database
    .insertInto("loginFailures")
    .values({ key, failures: 1, lastFailedAt: now })
    .onConflict((oc) => oc.column("key").doUpdateSet((eb) => ({ failures: eb("loginFailures.failures", "+", 1), lastFailedAt: now })))
    .execute();
}

/** The answer to every sign-in, right or wrong, that must be confirmed by e-mail: it tells nothing of the password. */
export const SIGNIN_LINK_SENT = `Par sécurité, cette connexion doit être confirmée par e-mail : si le mot de passe est juste, nous venons d’envoyer un lien de connexion à l’adresse du compte. Il est valable ${SIGNIN_LINK_MINUTES} minutes.`;

type SignedIn = { ok: true; user: SessionUser; token: string };

/** A new session for a user who proved who they are from `address`, which becomes one of their known addresses. */
async function openSession(database: DB, profile: UserProfile, address: string): Promise<SignedIn> {
  const now = nowIso();
  await database.deleteFrom("loginFailures").where("key", "=", `signin:${profile.email}|${address}`).execute();
  await database
    .insertInto("knownSigninAddresses")
    .values({ key: `${profile.email}|${address}`, lastSigninAt: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ lastSigninAt: now }))
    .execute();
  return { ok: true, token: await createSession(database, profile.id), user: toSessionUser(profile) };
}

/**
 * Sign-in, throttled per address (LIMITS.signinPerIp) and per e-mail and address (2, 4, 8 … seconds
 * from the third failure, whatever the password). Failures for one e-mail from all addresses together
 * never make the right password refused: past EMAIL_CEILING_FREE_FAILURES, a sign-in from an address the
 * owner never signed in from must be confirmed by a link e-mailed to the account (decision 0023) — and
 * it gets the same answer whether the password is right or not, so guessing from rotating addresses
 * learns nothing.
 */
export async function signIn(request: Request, input: SigninInput): Promise<SignedIn | AuthFailure> {
  const database = db();
  const address = clientIp(request);
  if (!(await hit(database, `signin:ip:${address}`, LIMITS.signinPerIp))) return { ok: false, status: 429, message: TOO_MANY };

  const pairKey = `signin:${input.email}|${address}`;
  const emailKey = `signin:${input.email}`;
  const pair = await failuresOf(database, pairKey);
  const wait = pair ? signinDelaySeconds(pair.failures) * 1000 - (Date.now() - Date.parse(pair.lastFailedAt)) : 0;
  if (wait > 0) return { ok: false, status: 429, message: `Trop de tentatives pour ce compte. Réessayez dans ${Math.ceil(wait / 1000)} secondes.` };
  const known = await database.selectFrom("knownSigninAddresses").select("key").where("key", "=", `${input.email}|${address}`).executeTakeFirst();
  const proofNeeded = !known && ((await failuresOf(database, emailKey))?.failures ?? 0) >= EMAIL_CEILING_FREE_FAILURES;

  const found = await findUserByEmail(database, input.email);
  const valid = await verifyPassword(found?.passwordHash ?? (await dummyHash()), input.password);
  if (!found || !valid) {
    await countFailure(database, pairKey);
    await countFailure(database, emailKey);
    return { ok: false, status: 401, message: proofNeeded ? SIGNIN_LINK_SENT : WRONG_CREDENTIALS };
  }
  if (proofNeeded) {
    await sendSigninLink(database, { userId: found.profile.id, site: { publicUrl: env().publicUrl, companyName: env().COMPANY_NAME } });
    return { ok: false, status: 401, message: SIGNIN_LINK_SENT };
  }
  return openSession(database, found.profile, address);
}

/** Opens the sign-in link e-mailed by signIn: a session, and this address becomes a known one. Null when the link is no longer valid. */
export async function signInWithLink(request: Request, token: string): Promise<SignedIn | null> {
  const database = db();
  const link = await consumeLink(database, token, "signin-link");
  const profile = link ? await getUser(database, link.userId) : null;
  return profile ? openSession(database, profile, clientIp(request)) : null;
}

export async function signUp(
  request: Request,
  input: SignupInput & { accepted?: { terms: string; privacy: string } },
): Promise<{ ok: true; user: UserProfile } | AuthFailure> {
  const database = db();
  if (!(await hit(database, `signup:ip:${clientIp(request)}`, LIMITS.signupPerIp))) return { ok: false, status: 429, message: TOO_MANY };
  if (await findUserByEmail(database, input.email))
    return { ok: false, status: 409, message: "Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou utilisez une autre adresse." };
  try {
    // Every new account gets its verification link, written with the account in one transaction: it
    // makes ADMIN_EMAILS addresses admins, and brings back the questionnaires a visitor sent with the
    // same address (account-links.server.ts, verifyEmail).
    const user = await database.transaction().execute(async (trx) => {
      const created = await createUser(trx, input);
      await sendVerificationEmail(created, trx);
      return created;
    });
    return { ok: true, user };
  } catch (error) {
    if (error instanceof EmailTakenError)
      return { ok: false, status: 409, message: "Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou utilisez une autre adresse." };
    throw error;
  }
}

/**
 * Sign-up from the site's page (issue 23): the account and its verification e-mail (signUp), then a
 * session for the browser that signed up, from an address that becomes a known one. The session is a
 * client's whatever the address: a role comes with the proof of the address, which ends every session
 * opened before it (decision 0023). The API's sign-up opens none.
 */
export async function signUpAndSignIn(request: Request, input: Parameters<typeof signUp>[1]): Promise<SignedIn | AuthFailure> {
  const result = await signUp(request, input);
  if (!result.ok) return result;
  return openSession(db(), result.user, clientIp(request));
}

/**
 * Sends the link that verifies the address of an account (valid 48 hours); it replaces an earlier one.
 * In the caller's transaction when there is one (sign-up: the account, its link and the e-mail together).
 */
export async function sendVerificationEmail(user: Pick<UserProfile, "id" | "email" | "username">, database: DB = db()): Promise<void> {
  const admin = env().ADMIN_EMAILS.includes(user.email);
  const site = env().publicUrl;
  const write = async (trx: DB) => {
    const token = await replaceLink(trx, { userId: user.id, purpose: "verify-email", expiresAt: new Date(Date.now() + 48 * 3_600_000).toISOString() });
    await queueMail(trx, {
      to: user.email,
      subject: "Confirmez votre adresse e-mail",
      body: `Bonjour ${user.username},

Pour confirmer votre adresse e-mail ${admin ? "et activer votre accès à l’espace d’administration" : "et retrouver dans votre profil les réponses que vous nous avez déjà envoyées avec cette adresse"}, ouvrez ce lien :
${site}/verifier-email?jeton=${token}

Ce lien est valable 48 heures. Ouvert ailleurs que dans le navigateur où vous êtes connecté, il vous demandera le mot de passe du compte. ${admin ? "L’accès à l’administration vaut pour les sessions ouvertes après la confirmation : toutes les autres sessions du compte seront fermées." : "Toutes les autres sessions du compte seront fermées."}

Si vous n’avez pas créé ce compte, quelqu’un a utilisé votre adresse : ignorez ce message, le compte restera non confirmé. Pour le reprendre à votre nom, choisissez un mot de passe sur ${site}/mot-de-passe-oublie (le lien envoyé à cette adresse confirme aussi l’adresse et ferme toutes les sessions).

L’équipe ${env().COMPANY_NAME}`,
    });
  };
  if (database.isTransaction) await write(database);
  else await database.transaction().execute(write);
}

/** A new verification link asked for from the profile: only for an address not yet verified, a few an hour. */
export async function resendVerificationEmail(database: DB, userId: number): Promise<boolean> {
  const user = await getUser(database, userId);
  if (!user || user.emailVerified) return false;
  if (!(await hit(database, `verify-link:user:${userId}`, LIMITS.accountLinkPerUser))) return false;
  await sendVerificationEmail(user, database);
  return true;
}
