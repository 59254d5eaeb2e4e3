// The owner's consent to the anonymous publication of their results (migration 0040: a row while it holds).
// Their books and their consent show on public pages only while it holds, and then on a few of them: a change
// empties those (page-scopes.server.ts, decision 0048), never the whole cache, and never for nothing.
import { PUBLICATION_CONSENT_VERSION } from "~/domain/ownership/publication-consent";
import { nowIso } from "../db/columns.server";
import { wroteSomething } from "../content/content-version.server";
import { invalidatePages, ownerScopes } from "../content/page-scopes.server";
import type { DB } from "../db/db.server";
import { LIMITS, hit } from "../platform/rate-limit.server";

export interface PublicationConsent {
  acceptedAt: string;
  textVersion: string;
}

/** The client's consent, or null when not given (the default) or revoked. */
export async function publicationConsent(db: DB, userId: number): Promise<PublicationConsent | null> {
  return (await db.selectFrom("publicationConsents").select(["acceptedAt", "textVersion"]).where("userId", "=", userId).executeTakeFirst()) ?? null;
}

/** The clients who agreed (the track record's owners). */
export async function consentingOwners(db: DB): Promise<number[]> {
  return (await db.selectFrom("publicationConsents").select("userId").execute()).map((r) => r.userId);
}

/**
 * Runs a write of `clientId`'s books in one transaction; once committed, and if it wrote something, empties the
 * pages that show their books when they publish them (the track record, the home, their projects' pages).
 */
export async function writeBooks<T>(db: DB, clientId: number, write: (trx: DB) => Promise<T>): Promise<T> {
  let published = false;
  const result = await db.transaction().execute(async (trx) => {
    const written = await write(trx);
    published = wroteSomething(written) && (await publicationConsent(trx, clientId)) !== null;
    return written;
  });
  if (published) await invalidatePages(db, await ownerScopes(db, clientId, true));
  return result;
}

export const NO_LEASE = "Vous n’avez pas encore de bien loué : la publication de vos résultats se choisit une fois votre premier bail enregistré.";
export const TOO_MANY_CHANGES = "Vous avez changé ce choix trop souvent en peu de temps : réessayez dans une heure.";

/** What became of a change of consent: done, nothing to change, or refused with a French message. */
export type ConsentChange = { changed: boolean } | { refused: string };

/**
 * Gives (`accepted`) or revokes the consent; a consent already given keeps its day. Refused for a client who has
 * no lease (nothing of theirs could be published), and past LIMITS.publicationConsentPerUser changes in an hour.
 * A change empties the pages that show the owner's results (never the whole cache); no change empties nothing.
 */
export async function setPublicationConsent(db: DB, userId: number, accepted: boolean): Promise<ConsentChange> {
  const current = await publicationConsent(db, userId);
  if (accepted === (current !== null)) return { changed: false };
  if (accepted && !(await db.selectFrom("leases").select("id").where("clientId", "=", userId).executeTakeFirst())) return { refused: NO_LEASE };
  if (!(await hit(db, `publication-consent:user:${userId}`, LIMITS.publicationConsentPerUser))) return { refused: TOO_MANY_CHANGES };
  const changed = await db.transaction().execute(async (trx) => {
    const held = await trx.selectFrom("publicationConsents").select("userId").where("userId", "=", userId).executeTakeFirst();
    if (accepted === Boolean(held)) return false;
    if (accepted) await trx.insertInto("publicationConsents").values({ userId, acceptedAt: nowIso(), textVersion: PUBLICATION_CONSENT_VERSION }).execute();
    else await trx.deleteFrom("publicationConsents").where("userId", "=", userId).execute();
    return true;
  });
  if (changed) await invalidatePages(db, await ownerScopes(db, userId, true));
  return { changed };
}
