// Saving a search alert and confirming a visitor's address (issue 11, item 6). A client's alert is active at
// once; a visitor's once the link sent to the address is opened (single use, stored hashed). When an alert
// becomes active, the projects it matches then are recorded as known (the visitor saw them in the search):
// they are never announced.
import { ALERTS_PER_EMAIL, ALERT_CONFIRM_HOURS, alertFilters, alertQueryError, describeAlert } from "~/domain/clients/search-alerts";
import { UNVERIFIED_ALERT } from "~/domain/accounts/account";
import { slugify } from "~/domain/text/slug";
import type { DB } from "../db/db.server";
import { queueMail } from "../platform/mail.server";
import { hashToken, newToken } from "../accounts/tokens.server";
import { type AlertSite, cityNames, markKnown, searchUrl } from "./search-alerts.server";

export type CreateAlertResult =
  | { ok: true; status: "active" | "already-active" | "confirmation-sent" }
  | { ok: false; field: "email" | "query" | "unverified"; message: string };

/**
 * The query with its city written as the city's id: the search form writes slugs (?ville=limoges),
 * while alerts match and describe by id, which stays right if a city is renamed. Null: no such city.
 */
async function withCityId(db: DB, query: string): Promise<string | null> {
  const params = new URLSearchParams(query);
  const ville = params.get("ville");
  if (ville === null || /^\d+$/.test(ville)) return query;
  const cities = await db.selectFrom("cities").select(["id", "nom"]).execute();
  const city = cities.find((c) => slugify(c.nom) === ville);
  if (!city) return null;
  params.set("ville", String(city.id));
  return new URLSearchParams([...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
}

/**
 * Saves an alert for `query` (normalised, see normaliseAlertQuery). Signed in (`user`): for the
 * account's address, active at once, no e-mail. Visitor: a confirmation link is e-mailed (again, with
 * a new link, when the same alert waits for its confirmation); an alert already active is answered the
 * same way, so the page tells nothing about an address.
 */
export async function createSearchAlert(
  db: DB,
  options: { email: string; query: string; user?: { id: number; email: string } | null; site: AlertSite; now?: number },
): Promise<CreateAlertResult> {
  const queryError = alertQueryError(options.query);
  if (queryError) return { ok: false, field: "query", message: queryError };
  const email = (options.user?.email ?? options.email).trim().toLowerCase();
  const now = options.now ?? Date.now();
  const at = new Date(now).toISOString();
  const { site, user } = options;
  // Issue 29, item 6: an account whose address is not confirmed cannot subscribe that address.
  if (user) {
    const account = await db.selectFrom("users").select("emailVerifiedAt").where("id", "=", user.id).executeTakeFirst();
    if (!account?.emailVerifiedAt) return { ok: false, field: "unverified", message: UNVERIFIED_ALERT };
  }
  const query = await withCityId(db, options.query);
  if (query === null) return { ok: false, field: "query", message: "Ville inconnue : choisissez une ville dans la liste des projets." };
  return db.transaction().execute(async (trx): Promise<CreateAlertResult> => {
    const existing = await trx.selectFrom("searchAlerts").selectAll().where("email", "=", email).where("query", "=", query).executeTakeFirst();
    if (existing && user) {
      await trx.updateTable("searchAlerts").set({ userId: user.id, confirmedAt: existing.confirmedAt ?? at }).where("id", "=", existing.id).execute();
      if (existing.confirmedAt) return { ok: true, status: "already-active" };
      await markKnown(trx, existing.id, query, at);
      return { ok: true, status: "active" };
    }
    if (existing?.confirmedAt) return { ok: true, status: "confirmation-sent" };
    let alertId = existing?.id;
    if (alertId === undefined) {
      const { n } = await trx.selectFrom("searchAlerts").select(({ fn }) => fn.countAll<number>().as("n")).where("email", "=", email).executeTakeFirstOrThrow();
      if (Number(n) >= ALERTS_PER_EMAIL)
        return { ok: false, field: "email", message: `Cette adresse a déjà ${ALERTS_PER_EMAIL} alertes : supprimez-en une avant d’en créer une autre.` };
      const row = await trx
        .insertInto("searchAlerts")
        .values({ email, userId: user?.id ?? null, query, confirmedAt: user ? at : null, createdAt: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      alertId = row.id;
      if (user) {
        await markKnown(trx, alertId, query, at);
        return { ok: true, status: "active" };
      }
    }
    await trx.deleteFrom("searchAlertTokens").where("alertId", "=", alertId).where("purpose", "=", "confirm").execute();
    const { token, hash } = newToken();
    await trx
      .insertInto("searchAlertTokens")
      .values({ tokenHash: hash, alertId, purpose: "confirm", expiresAt: new Date(now + ALERT_CONFIRM_HOURS * 3_600_000).toISOString() })
      .execute();
    const description = describeAlert(alertFilters(query), await cityNames(trx));
    await queueMail(trx, {
      to: email,
      subject: "Confirmez votre alerte sur nos projets",
      body: `Bonjour,

Vous avez demandé à être prévenu(e) par e-mail des nouveaux projets ${site.companyName} qui correspondent à cette recherche :
${description}
${searchUrl(site, query)}

Pour activer l’alerte, ouvrez ce lien :
${site.publicUrl}/alertes/confirmer?jeton=${token}

Ce lien est valable ${ALERT_CONFIRM_HOURS} heures. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : aucune alerte ne sera envoyée.

L’équipe ${site.companyName}`,
    });
    return { ok: true, status: "confirmation-sent" };
  });
}

/** Opens a confirmation link: the alert becomes active. False when the link is unknown, used or expired. */
export async function confirmSearchAlert(db: DB, token: string, now = Date.now()): Promise<boolean> {
  if (!token) return false;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom("searchAlertTokens")
      .where("tokenHash", "=", hashToken(token))
      .where("purpose", "=", "confirm")
      .returning(["alertId", "expiresAt"])
      .executeTakeFirst();
    const at = new Date(now).toISOString();
    if (!row || (row.expiresAt !== null && row.expiresAt <= at)) return false;
    const confirmed = await trx.updateTable("searchAlerts").set({ confirmedAt: at }).where("id", "=", row.alertId).where("confirmedAt", "is", null).returning("query").executeTakeFirst();
    if (confirmed) await markKnown(trx, row.alertId, confirmed.query, at);
    return true;
  });
}

