// The links e-mailed for an account (emailTokens): stored as their SHA-256 only, found, used up once,
// replaced and cancelled. What each link does is in account-links.server.ts and auth.server.ts.
import type { DB } from "../db/db.server";
import type { EmailTokensTable } from "../db/db-schema";
import { hashToken, newToken } from "./tokens.server";

export type Purpose = EmailTokensTable["purpose"];

/** The link that gives a changed address back to the account: it survives every other change. */
export const UNDO: Purpose = "undo-email-change";

export const isoIn = (now: number, ms: number) => new Date(now + ms).toISOString();

/** Stores a link's token (hashed) and returns the token for the e-mail. */
export async function storeLink(trx: DB, link: { userId: number; purpose: Purpose; expiresAt: string; newEmail?: string }): Promise<string> {
  const { token, hash } = newToken();
  await trx.insertInto("emailTokens").values({ tokenHash: hash, newEmail: null, ...link }).execute();
  return token;
}

/** Stores a link that replaces the account's earlier ones of the same purpose. */
export async function replaceLink(trx: DB, link: { userId: number; purpose: Purpose; expiresAt: string; newEmail?: string }): Promise<string> {
  await trx.deleteFrom("emailTokens").where("userId", "=", link.userId).where("purpose", "=", link.purpose).execute();
  return storeLink(trx, link);
}

/** Every outstanding link of the account but the undo links of the addresses it had before. */
export async function cancelLinks(trx: DB, userId: number): Promise<void> {
  await trx.deleteFrom("emailTokens").where("userId", "=", userId).where("purpose", "<>", UNDO).execute();
}

/** A link that can still be used (it is not consumed): its account and, for address links, the address. */
export async function findLink(db: DB, token: string, purpose: Purpose, now: number) {
  if (!token) return null;
  const row = await db
    .selectFrom("emailTokens")
    .select(["userId", "newEmail", "expiresAt"])
    .where("tokenHash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .executeTakeFirst();
  return row && row.expiresAt > new Date(now).toISOString() ? row : null;
}

/** Uses a link up: deleted first, so that two requests racing with one link cannot both succeed. */
export async function consumeLink(trx: DB, token: string, purpose: Purpose, now = Date.now()) {
  const row = await trx
    .deleteFrom("emailTokens")
    .where("tokenHash", "=", hashToken(token))
    .where("purpose", "=", purpose)
    .returning(["userId", "expiresAt", "newEmail"])
    .executeTakeFirst();
  return row && row.expiresAt > new Date(now).toISOString() ? row : null;
}

/** Whether a link can still be used (the page shows its form, or says the link is no longer valid). */
export async function linkIsValid(db: DB, token: string, purpose: Purpose, now = Date.now()): Promise<boolean> {
  return (await findLink(db, token, purpose, now)) !== null;
}

/** The kind of account link a token is, while it can be used; null otherwise. */
export async function linkPurpose(db: DB, token: string, now = Date.now()): Promise<{ purpose: Purpose; userId: number } | null> {
  if (!token) return null;
  const row = await db.selectFrom("emailTokens").select(["purpose", "userId", "expiresAt"]).where("tokenHash", "=", hashToken(token)).executeTakeFirst();
  return row && row.expiresAt > new Date(now).toISOString() ? { purpose: row.purpose, userId: row.userId } : null;
}
