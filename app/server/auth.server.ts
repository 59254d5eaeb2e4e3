// Who is asking: the session user of each request (set by the root middleware), the role checks
// every protected loader and action calls, and the sign-in / sign-up logic shared by pages and API.
import { type MiddlewareFunction, type RouterContextProvider, createContext, data } from "react-router";
import type { SessionUser, SigninInput, SignupInput } from "~/domain/account";
import { nowIso } from "./columns.server";
import { db } from "./db.server";
import { env } from "./env.server";
import { queueMail } from "./mail.server";
import { dummyHash, verifyPassword } from "./passwords.server";
import { LIMITS, clientIp, hit } from "./rate-limit.server";
import { createSession, readSessionToken, userForToken } from "./sessions.server";
import { newToken } from "./tokens.server";
import { type UserProfile, createUser, findUserByEmail } from "./users.server";

export const userContext = createContext<SessionUser | null>(null);

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
  context.set(userContext, token ? await userForToken(db(), token) : null);
  return next();
};

export const currentUser = (context: Context): SessionUser | null => context.get(userContext);

/** The signed-in user, or the 401 page. */
export function requireUser(context: Context): SessionUser {
  const user = currentUser(context);
  if (!user) throw data("Vous devez être connecté.", { status: 401 });
  return user;
}

/** A signed-in admin, or 401 (not signed in) / 403 (signed in without the role). */
export function requireAdmin(context: Context): SessionUser {
  const user = requireUser(context);
  if (user.role !== "admin") throw data("Accès réservé à l'équipe.", { status: 403 });
  return user;
}

export type AuthFailure = { ok: false; status: 400 | 401 | 409 | 429; message: string };

export const WRONG_CREDENTIALS = "E-mail ou mot de passe incorrect.";
const TOO_MANY = "Trop de tentatives. Réessayez dans quelques minutes.";

/** Seconds to wait after `failures` failed sign-ins for one address: 0, 0, 2, 4, 8 … up to 15 minutes. */
export function signinDelaySeconds(failures: number): number {
  return failures < 3 ? 0 : Math.min(2 ** (failures - 2), 900);
}

export async function signIn(request: Request, input: SigninInput): Promise<{ ok: true; user: SessionUser; token: string } | AuthFailure> {
  const database = db();
  if (!(await hit(database, `signin:ip:${clientIp(request)}`, LIMITS.signinPerIp))) return { ok: false, status: 429, message: TOO_MANY };

  const key = `signin:${input.email}`;
  const failures = await database.selectFrom("loginFailures").selectAll().where("key", "=", key).executeTakeFirst();
  if (failures) {
    const wait = signinDelaySeconds(failures.failures) * 1000 - (Date.now() - Date.parse(failures.lastFailedAt));
    if (wait > 0)
      return { ok: false, status: 429, message: `Trop de tentatives pour ce compte. Réessayez dans ${Math.ceil(wait / 1000)} secondes.` };
  }

  const found = await findUserByEmail(database, input.email);
  const valid = await verifyPassword(found?.passwordHash ?? (await dummyHash()), input.password);
  if (!found || !valid) {
    const now = nowIso();
    await database
      .insertInto("loginFailures")
      .values({ key, failures: 1, lastFailedAt: now })
      .onConflict((oc) => oc.column("key").doUpdateSet((eb) => ({ failures: eb("loginFailures.failures", "+", 1), lastFailedAt: now })))
      .execute();
    return { ok: false, status: 401, message: WRONG_CREDENTIALS };
  }
  await database.deleteFrom("loginFailures").where("key", "=", key).execute();
  const { profile } = found;
  return {
    ok: true,
    token: await createSession(database, profile.id),
    user: { id: profile.id, username: profile.username, email: profile.email, role: profile.role, formulaireValid: profile.formulaireValid },
  };
}

export async function signUp(request: Request, input: SignupInput): Promise<{ ok: true; user: UserProfile } | AuthFailure> {
  const database = db();
  if (!(await hit(database, `signup:ip:${clientIp(request)}`, LIMITS.signupPerIp))) return { ok: false, status: 429, message: TOO_MANY };
  if (await findUserByEmail(database, input.email))
    return { ok: false, status: 409, message: "Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou utilisez une autre adresse." };
  try {
    const user = await createUser(database, input);
    if (env().ADMIN_EMAILS.includes(user.email)) await sendVerificationEmail(user);
    return { ok: true, user };
  } catch (error) {
    if (error instanceof Error && error.message.startsWith("Un compte existe déjà"))
      return { ok: false, status: 409, message: "Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou utilisez une autre adresse." };
    throw error;
  }
}

/** Sends the link that verifies an address listed in ADMIN_EMAILS (valid 48 hours). */
export async function sendVerificationEmail(user: Pick<UserProfile, "id" | "email" | "username">): Promise<void> {
  const { token, hash } = newToken();
  await db()
    .insertInto("emailTokens")
    .values({ tokenHash: hash, userId: user.id, purpose: "verify-email", expiresAt: new Date(Date.now() + 48 * 3_600_000).toISOString() })
    .execute();
  await queueMail(db(), {
    to: user.email,
    subject: "Confirmez votre adresse e-mail",
    body: `Bonjour ${user.username},

Pour confirmer votre adresse e-mail et activer votre accès à l'espace d'administration, ouvrez ce lien :
${env().publicUrl}/verifier-email?jeton=${token}

Ce lien est valable 48 heures. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.

L'équipe ${env().COMPANY_NAME}`,
  });
}
