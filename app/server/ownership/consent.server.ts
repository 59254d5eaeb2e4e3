// The owner's consent to the anonymous publication of their results (migration 0040: a row while it holds).
import { PUBLICATION_CONSENT_VERSION } from "~/domain/ownership/publication-consent";
import { nowIso } from "../db/columns.server";
import { writeContent } from "../content/content-version.server";
import type { DB } from "../db/db.server";

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
 * Gives (`accepted`) or revokes the consent; a consent already given keeps its day. Changes the public pages'
 * cache version (the track record changes); returns whether anything changed.
 */
export async function setPublicationConsent(db: DB, userId: number, accepted: boolean): Promise<boolean> {
  return writeContent(db, async (trx) => {
    const current = await trx.selectFrom("publicationConsents").select("userId").where("userId", "=", userId).executeTakeFirst();
    if (accepted === Boolean(current)) return false;
    if (accepted) await trx.insertInto("publicationConsents").values({ userId, acceptedAt: nowIso(), textVersion: PUBLICATION_CONSENT_VERSION }).execute();
    else await trx.deleteFrom("publicationConsents").where("userId", "=", userId).execute();
    return true;
  });
}
