// Who is asking: the session user of each request (set by the root middleware), the role checks
// every protected loader and action calls, and the sign-in / sign-up logic shared by pages and API.
import { type MiddlewareFunction, type RouterContextProvider, createContext, data, redirect } from "react-router";
import type { SessionUser } from "~/domain/account";
import type { SigninInput, SignupInput } from "~/domain/account-forms";
import { nowIso } from "./columns.server";
import { type DB, db } from "./db.server";
import { env } from "./env.server";
import { EmailTakenError } from "./errors.server";
import { queueMail } from "./mail.server";
import { dummyHash, verifyPassword } from "./passwords.server";
import { LIMITS, clientIp, hit } from "./rate-limit.server";
import { clearSessionCookie, createSession, readSessionToken, userForToken } from "./sessions.server";
import { newToken } from "./tokens.server";
import { type UserProfile, createUser, findUserByEmail } from "./users.server";

export const userContext = createContext<SessionUser | null>(null);

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
  const user = token ? await userForToken(db(), token) : null;
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

/** Failures for one e-mail from all addresses together before the looser per-e-mail ceiling applies. */
export const EMAIL_CEILING_FREE_FAILURES = 20;

/** The per-e-mail ceiling: after 20 failures from any addresses, 2, 4, 8 … seconds, up to 15 minutes. */
export function emailCeilingDelaySeconds(failures: number): number {
  return failures < EMAIL_CEILING_FREE_FAILURES ? 0 : Math.min(2 ** (failures - EMAIL_CEILING_FREE_FAILURES + 1), 900);
}

async function remainingWait(database: DB, key: string, delay: (failures: number) => number): Promise<number> {
  const row = await database.selectFrom("loginFailures").selectAll().where("key", "=", key).executeTakeFirst();
  return row ? delay(row.failures) * 1000 - (Date.now() - Date.parse(row.lastFailedAt)) : 0;
}

async function countFailure(database: DB, key: string): Promise<void> {
  const now = nowIso();
  await database
    .insertInto("loginFailures")
    .values({ key, failures: 1, lastFailedAt: now })
    .onConflict((oc) => oc.column("key").doUpdateSet((eb) => ({ failures: eb("loginFailures.failures", "+", 1), lastFailedAt: now })))
    .execute();
}

/**
 * Sign-in with two delays: one per e-mail and address (a guesser from one address slows down fast),
 * and a looser ceiling per e-mail (a guesser rotating addresses slows down too) that never applies to
 * an address the owner has already signed in from — so nobody can lock an owner out.
 */
export async function signIn(request: Request, input: SigninInput): Promise<{ ok: true; user: SessionUser; token: string } | AuthFailure> {
  const database = db();
  const address = clientIp(request);
  if (!(await hit(database, `signin:ip:${address}`, LIMITS.signinPerIp))) return { ok: false, status: 429, message: TOO_MANY };

  const pairKey = `signin:${input.email}|${address}`;
  const emailKey = `signin:${input.email}`;
  const knownKey = `${input.email}|${address}`;
  let wait = await remainingWait(database, pairKey, signinDelaySeconds);
  if (wait <= 0) {
    const known = await database.selectFrom("knownSigninAddresses").select("key").where("key", "=", knownKey).executeTakeFirst();
    if (!known) wait = await remainingWait(database, emailKey, emailCeilingDelaySeconds);
  }
  if (wait > 0) return { ok: false, status: 429, message: `Trop de tentatives pour ce compte. Réessayez dans ${Math.ceil(wait / 1000)} secondes.` };

  const found = await findUserByEmail(database, input.email);
  const valid = await verifyPassword(found?.passwordHash ?? (await dummyHash()), input.password);
  if (!found || !valid) {
    await countFailure(database, pairKey);
    await countFailure(database, emailKey);
    return { ok: false, status: 401, message: WRONG_CREDENTIALS };
  }
  const now = nowIso();
  await database.deleteFrom("loginFailures").where("key", "=", pairKey).execute();
  await database
    .insertInto("knownSigninAddresses")
    .values({ key: knownKey, lastSigninAt: now })
    .onConflict((oc) => oc.column("key").doUpdateSet({ lastSigninAt: now }))
    .execute();
  const { profile } = found;
  return {
    ok: true,
    token: await createSession(database, profile.id),
    user: { id: profile.id, username: profile.username, email: profile.email, role: profile.role, formulaireValid: profile.formulaireValid },
  };
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

/** Sends the link that verifies the address of a new account (valid 48 hours). */
export async function sendVerificationEmail(user: Pick<UserProfile, "id" | "email" | "username">, database: DB = db()): Promise<void> {
  const { token, hash } = newToken();
  const purpose = env().ADMIN_EMAILS.includes(user.email)
    ? "et activer votre accès à l’espace d’administration"
    : "et retrouver dans votre profil les réponses que vous nous avez déjà envoyées avec cette adresse";
  // The token and its e-mail in one transaction (or in the caller's).
  const write = async (trx: DB) => {
    await trx
      .insertInto("emailTokens")
      .values({ tokenHash: hash, userId: user.id, purpose: "verify-email", expiresAt: new Date(Date.now() + 48 * 3_600_000).toISOString() })
      .execute();
    await queueMail(trx, {
    to: user.email,
    subject: "Confirmez votre adresse e-mail",
    body: `Bonjour ${user.username},

Pour confirmer votre adresse e-mail ${purpose}, ouvrez ce lien :
${env().publicUrl}/verifier-email?jeton=${token}

Ce lien est valable 48 heures. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.

L’équipe ${env().COMPANY_NAME}`,
    });
  };
  if (database.isTransaction) await write(database);
  else await database.transaction().execute(write);
}
