// Sessions: a random 256-bit token in an HttpOnly, SameSite=Lax cookie (Secure and __Host- prefixed
// over HTTPS); only its SHA-256 is stored. Sign-out deletes the row.
import type { SessionUser } from "~/domain/accounts/account";
import { fromBool, nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";
import { hashToken, newToken } from "./tokens.server";

export const SESSION_DAYS = 30;

export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-session" : "session";
}

export function readSessionToken(request: Request, secure: boolean): string | null {
  return sessionTokenOf(request.headers.get("cookie") ?? undefined, secure);
}

/** The session token of a Cookie header, or null. */
export function sessionTokenOf(cookie: string | undefined, secure: boolean): string | null {
  const name = sessionCookieName(secure);
  for (const part of (cookie ?? "").split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || null;
  }
  return null;
}

export function sessionCookie(token: string, secure: boolean): string {
  const attributes = [`${sessionCookieName(secure)}=${token}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${SESSION_DAYS * 86_400}`];
  if (secure) attributes.push("Secure");
  return attributes.join("; ");
}

export function clearSessionCookie(secure: boolean): string {
  return [`${sessionCookieName(secure)}=`, "Path=/", "HttpOnly", "SameSite=Lax", "Max-Age=0", ...(secure ? ["Secure"] : [])].join("; ");
}

/** A new session for the user; returns the token for the cookie. */
export async function createSession(db: DB, userId: number): Promise<string> {
  const { token, hash } = newToken();
  const now = Date.now();
  await db
    .insertInto("sessions")
    .values({ tokenHash: hash, userId, createdAt: new Date(now).toISOString(), expiresAt: new Date(now + SESSION_DAYS * 86_400_000).toISOString() })
    .execute();
  return token;
}

const requestUsers = new WeakMap<object, Promise<SessionUser | null>>();

/**
 * The session user of an HTTP request (null: no session cookie, or one that opens no session), read once whoever
 * asks: the request guard (a route's write budget), the page cache (a signed-in visitor's header) and the routes.
 */
export function requestUser(db: DB, req: { headers: { cookie?: string } }, secure: boolean): Promise<SessionUser | null> {
  let user = requestUsers.get(req);
  if (!user) {
    const token = sessionTokenOf(req.headers.cookie, secure);
    user = token ? userForToken(db, token) : Promise.resolve(null);
    requestUsers.set(req, user);
  }
  return user;
}

export async function userForToken(db: DB, token: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .select(["users.id", "users.username", "users.email", "users.role", "users.formulaireValid", "sessions.expiresAt"])
    .where("sessions.tokenHash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.expiresAt <= nowIso()) return null;
  return { id: row.id, username: row.username, email: row.email, role: row.role, formulaireValid: fromBool(row.formulaireValid) };
}

export async function deleteSession(db: DB, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("tokenHash", "=", hashToken(token)).execute();
}

export async function deleteUserSessions(db: DB, userId: number): Promise<void> {
  await db.deleteFrom("sessions").where("userId", "=", userId).execute();
}
