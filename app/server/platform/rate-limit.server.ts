// Rate limits stored in the database, so that they hold across app instances: fixed windows
// counted per key (e.g. "signup:ip:203.0.113.7"). Records older than a day are purged.
import type { DB } from "../db/db.server";

export interface Limit {
  /** Maximum hits in a window. */
  max: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export const LIMITS = {
  signinPerIp: { max: 30, windowSeconds: 15 * 60 },
  signupPerIp: { max: 10, windowSeconds: 60 * 60 },
  contactPerIp: { max: 5, windowSeconds: 60 * 60 },
  questionnairePerIp: { max: 5, windowSeconds: 60 * 60 },
  passwordResetPerIp: { max: 10, windowSeconds: 60 * 60 },
  searchAlertPerIp: { max: 10, windowSeconds: 60 * 60 },
  searchAlertPerEmail: { max: 5, windowSeconds: 60 * 60 },
  /** Password typed to confirm something while signed in, or to verify an address: enough for typos, too few to guess. */
  accountPasswordPerUser: { max: 10, windowSeconds: 15 * 60 },
  /** Links e-mailed on request to an account’s address (sign-in link, new verification link, reset link): nobody floods its mailbox. */
  accountLinkPerUser: { max: 5, windowSeconds: 60 * 60 },
  /** The personal-data ZIP (account-export.server.ts): up to a gigabyte each. */
  dataExportPerUser: { max: 10, windowSeconds: 60 * 60 },
  /** Giving or revoking the publication of one's results, which empties public pages (issue 29, item 1). */
  publicationConsentPerUser: { max: 6, windowSeconds: 60 * 60 },
} satisfies Record<string, Limit>;

/**
 * The keys this instance has seen over their limit, with the end of that window: until then a hit is refused
 * without writing to the database (the database's count stays the truth across instances; this only spares a
 * durable write per request to a key already over, the cost of a flood). Entries past their window are dropped.
 */
const overKeys = new WeakMap<DB, Map<string, number>>();
const MAX_OVER_KEYS = 10_000;

/** Counts one hit; false when the key is over its limit for the current window. */
export async function hit(db: DB, key: string, limit: Limit, now = Date.now()): Promise<boolean> {
  const windowMs = limit.windowSeconds * 1000;
  const windowStartMs = Math.floor(now / windowMs) * windowMs;
  let overUntil = overKeys.get(db);
  if (!overUntil) overKeys.set(db, (overUntil = new Map()));
  const known = overUntil.get(key);
  if (known !== undefined) {
    if (now < known) return false;
    overUntil.delete(key);
  }
  const windowStart = new Date(windowStartMs).toISOString();
  const row = await db
    .insertInto("rateLimits")
    .values({ key, windowStart, hits: 1 })
    .onConflict((oc) => oc.columns(["key", "windowStart"]).doUpdateSet((eb) => ({ hits: eb("rateLimits.hits", "+", 1) })))
    .returning("hits")
    .executeTakeFirstOrThrow();
  if (Math.random() < 0.01) await purgeRateLimits(db, now);
  if (row.hits <= limit.max) return true;
  if (overUntil.size >= MAX_OVER_KEYS) for (const [k, until] of overUntil) if (until <= now) overUntil.delete(k);
  if (overUntil.size < MAX_OVER_KEYS) overUntil.set(key, windowStartMs + windowMs);
  return false;
}

export async function purgeRateLimits(db: DB, now = Date.now()): Promise<void> {
  const dayAgo = new Date(now - 86_400_000).toISOString();
  await db.deleteFrom("rateLimits").where("windowStart", "<", dayAgo).execute();
  await db.deleteFrom("loginFailures").where("lastFailedAt", "<", dayAgo).execute();
  await db.deleteFrom("knownSigninAddresses").where("lastSigninAt", "<", new Date(now - 90 * 86_400_000).toISOString()).execute();
}

/** The visitor's IP as set by server.ts (x-client-ip is overwritten on every request). */
export function clientIp(request: Request): string {
  return request.headers.get("x-client-ip") ?? "inconnue";
}
