// Search alerts (issue 11, item 6): the matching of changed projects and the digests, a client's alerts
// and the unsubscribe link; saving and confirming an alert are in search-alert-subscriptions.server.ts.
// `sendAlertDigests`, run by the server every few minutes, first matches the projects created or edited
// since its last run (decision 0028: not in the project's save transaction, which no longer knows of
// alerts): a project that matches an alert and is not yet recorded for it waits for the alert's next
// e-mail. It then queues one e-mail per alert listing its new projects by city — at most one a day per
// alert, and only once the first match has waited `delayMs` (projects published together arrive
// together). Every digest carries a one-click unsubscribe link (List-Unsubscribe, List-Unsubscribe-Post);
// unsubscribing deletes the alert.
import { ALERT_CONFIRM_HOURS, ALERT_MIN_GAP_MS, alertFilters, describeAlert } from "~/domain/clients/search-alerts";
import { formatMoney } from "~/domain/text/format";
import { projectPath } from "~/domain/text/slug";
import { sql } from "kysely";
import { nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";
import { queueMail } from "../platform/mail.server";
import { runPeriodically } from "../platform/periodic.server";
import { searchWhere } from "../content/projects.server";
import { hashToken, newToken } from "../accounts/tokens.server";

export interface AlertSite {
  publicUrl: string;
  companyName: string;
}

export interface SearchAlert {
  id: number;
  query: string;
  description: string;
  createdAt: string;
  lastSentAt: string | null;
}

export async function cityNames(db: DB): Promise<(id: number) => string | undefined> {
  const cities = await db.selectFrom("cities").select(["id", "nom"]).execute();
  const byId = new Map(cities.map((c) => [c.id, c.nom]));
  return (id) => byId.get(id);
}

/** The French description of a saved query (« Projets au Mans, type T2 »). */
export async function describeAlertQuery(db: DB, query: string): Promise<string> {
  return describeAlert(alertFilters(query), await cityNames(db));
}

export const searchUrl = (site: AlertSite, query: string) => `${site.publicUrl}/projets${query ? `?${query}` : ""}`;

/** The alert an unsubscribe link stands for (the page that asks to confirm), or null. */
export async function alertOfUnsubscribeLink(db: DB, token: string): Promise<{ email: string; description: string } | null> {
  if (!token) return null;
  const row = await db
    .selectFrom("searchAlertTokens")
    .innerJoin("searchAlerts", "searchAlerts.id", "searchAlertTokens.alertId")
    .select(["searchAlerts.email", "searchAlerts.query"])
    .where("searchAlertTokens.tokenHash", "=", hashToken(token))
    .where("searchAlertTokens.purpose", "=", "unsubscribe")
    .executeTakeFirst();
  return row ? { email: row.email, description: await describeAlertQuery(db, row.query) } : null;
}

/** Unsubscribes with the link of an alert's e-mail: the alert and all it holds are deleted. */
export async function unsubscribeSearchAlert(db: DB, token: string): Promise<boolean> {
  if (!token) return false;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("searchAlertTokens")
      .select("alertId")
      .where("tokenHash", "=", hashToken(token))
      .where("purpose", "=", "unsubscribe")
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom("searchAlertMatches").where("alertId", "=", row.alertId).execute();
    await trx.deleteFrom("searchAlertTokens").where("alertId", "=", row.alertId).execute();
    await trx.deleteFrom("searchAlerts").where("id", "=", row.alertId).execute();
    return true;
  });
}

/** A client's alerts, newest first. */
export async function listUserAlerts(db: DB, userId: number): Promise<SearchAlert[]> {
  const rows = await db
    .selectFrom("searchAlerts")
    .select(["id", "query", "createdAt", "lastSentAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .orderBy("id", "desc")
    .execute();
  const city = await cityNames(db);
  return rows.map((r) => ({ ...r, description: describeAlert(alertFilters(r.query), city) }));
}

/** Deletes one of the client's alerts; false when it is not theirs or does not exist. */
export async function deleteUserAlert(db: DB, userId: number, alertId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const alert = await trx.selectFrom("searchAlerts").select("id").where("id", "=", alertId).where("userId", "=", userId).executeTakeFirst();
    if (!alert) return false;
    await trx.deleteFrom("searchAlertMatches").where("alertId", "=", alertId).execute();
    await trx.deleteFrom("searchAlertTokens").where("alertId", "=", alertId).execute();
    await trx.deleteFrom("searchAlerts").where("id", "=", alertId).execute();
    return true;
  });
}

/**
 * Records the projects `query` matches now as known to alert `alertId` (shown by the search when the
 * alert became active at `at`): they are never announced. `createdBefore`: only the projects that
 * existed then.
 */
export async function markKnown(trx: DB, alertId: number, query: string, at: string, createdBefore?: string): Promise<void> {
  // Always a WHERE: SQLite cannot parse INSERT … SELECT … ON CONFLICT without one (issue 29, item 7).
  let known = searchWhere(trx, alertFilters(query)).where(sql<boolean>`1 = 1`);
  if (createdBefore !== undefined) known = known.where("projects.createdAt", "<=", createdBefore);
  await trx
    .insertInto("searchAlertMatches")
    .columns(["alertId", "projectId", "matchedAt", "sentAt"])
    .expression(known.select([sql<number>`cast(${alertId} as integer)`.as("alertId"), "projects.id", sql<string>`cast(${at} as text)`.as("matchedAt"), sql<string>`cast(${at} as text)`.as("sentAt")]))
    .onConflict((oc) => oc.columns(["alertId", "projectId"]).doNothing())
    .execute();
}

/** The last project change the matching has seen (site_state, migration 0024). */
const MATCHED_UNTIL = "search-alerts.matched-until";
/** Set by migration 0024 when alerts were active: they get their known projects on the first run. */
const KNOWN_BEFORE = "search-alerts.known-before";
/** How far before the last change seen each run looks again: a save whose transaction committed late is not missed. */
const OVERLAP_MS = 10 * 60_000;
/** Matches inserted per statement (within every engine's limit of parameters). */
const BATCH = 500;

/**
 * Records, for every active alert, the projects created or edited since the last run that match it and
 * were not recorded for it before (a project is never announced twice, nor one the alert knew when it
 * became active). One query per distinct saved search and per run, whatever the number of saves, and
 * none in a project's save. Returns the number of new matches.
 */
export async function matchChangedProjects(db: DB): Promise<number> {
  const state = new Map((await db.selectFrom("siteState").select(["key", "value"]).where("key", "in", [MATCHED_UNTIL, KNOWN_BEFORE]).execute()).map((r) => [r.key, r.value]));
  const alerts = await db.selectFrom("searchAlerts").select(["id", "query", "confirmedAt"]).where("confirmedAt", "is not", null).execute();
  const knownBefore = state.get(KNOWN_BEFORE);
  if (knownBefore !== undefined)
    await db.transaction().execute(async (trx) => {
      for (const alert of alerts) if (alert.confirmedAt! <= knownBefore) await markKnown(trx, alert.id, alert.query, knownBefore, knownBefore);
      await trx.deleteFrom("siteState").where("key", "=", KNOWN_BEFORE).execute();
    });

  const until = state.get(MATCHED_UNTIL) ?? nowIso();
  const since = new Date(Date.parse(until) - OVERLAP_MS).toISOString();
  const { latest } = await db.selectFrom("projects").select(({ fn }) => fn.max("updatedAt").as("latest")).where("updatedAt", ">", since).executeTakeFirstOrThrow();
  if (!latest) return 0;
  const byQuery = new Map<string, number[]>();
  for (const a of alerts) byQuery.set(a.query, [...(byQuery.get(a.query) ?? []), a.id]);
  let recorded = 0;
  for (const [query, ids] of byQuery) {
    const projects = await searchWhere(db, alertFilters(query)).select(["projects.id", "projects.updatedAt"]).where("projects.updatedAt", ">", since).execute();
    const matches = ids.flatMap((alertId) => projects.map((p) => ({ alertId, projectId: p.id, matchedAt: p.updatedAt })));
    for (let i = 0; i < matches.length; i += BATCH) {
      const result = await db
        .insertInto("searchAlertMatches")
        .values(matches.slice(i, i + BATCH))
        .onConflict((oc) => oc.columns(["alertId", "projectId"]).doNothing())
        .executeTakeFirst();
      recorded += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
  }
  if (latest > until)
    await db
      .insertInto("siteState")
      .values({ key: MATCHED_UNTIL, value: latest })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: latest }))
      .execute();
  return recorded;
}

/**
 * Matches the projects changed since the last run (matchChangedProjects), then queues the digest
 * e-mails that are due: for each active alert with waiting projects, when the oldest has waited
 * `delayMs` and the alert's last e-mail is at least a day old. Also deletes the alerts whose
 * confirmation link expired unused. Returns the number of e-mails queued.
 */
export async function sendAlertDigests(db: DB, options: { now?: number; delayMs: number; site: AlertSite }): Promise<number> {
  await matchChangedProjects(db);
  const now = options.now ?? Date.now();
  const at = new Date(now).toISOString();
  const { site } = options;
  await db.deleteFrom("searchAlertTokens").where("purpose", "=", "confirm").where("expiresAt", "<=", at).execute();
  const stale = new Date(now - ALERT_CONFIRM_HOURS * 3_600_000).toISOString();
  await db.deleteFrom("searchAlerts").where("confirmedAt", "is", null).where("createdAt", "<=", stale).execute();

  const dayAgo = new Date(now - ALERT_MIN_GAP_MS).toISOString();
  const waitedEnough = new Date(now - options.delayMs).toISOString();
  const due = await db
    .selectFrom("searchAlertMatches")
    .innerJoin("searchAlerts", "searchAlerts.id", "searchAlertMatches.alertId")
    .select(["searchAlerts.id", "searchAlerts.lastSentAt"])
    .where("searchAlertMatches.sentAt", "is", null)
    .where("searchAlerts.confirmedAt", "is not", null)
    // Issue 29, item 6: an account's alert goes out only once the account's address is confirmed.
    .where((eb) => eb.or([eb("searchAlerts.userId", "is", null), eb.exists(eb.selectFrom("users").select("users.id").whereRef("users.id", "=", "searchAlerts.userId").where("users.emailVerifiedAt", "is not", null))]))
    .where((eb) => eb.or([eb("searchAlerts.lastSentAt", "is", null), eb("searchAlerts.lastSentAt", "<=", dayAgo)]))
    .groupBy(["searchAlerts.id", "searchAlerts.lastSentAt"])
    .having((eb) => eb.fn.min("searchAlertMatches.matchedAt"), "<=", waitedEnough)
    .limit(200)
    .execute();
  let queued = 0;
  const city = await cityNames(db);
  for (const { id, lastSentAt } of due) {
    const sent = await db.transaction().execute(async (trx) => {
      // Claimed only if no other instance sent it meanwhile (same last_sent_at as read).
      const claim = await trx
        .updateTable("searchAlerts")
        .set({ lastSentAt: at })
        .where("id", "=", id)
        .where((eb) => (lastSentAt === null ? eb("lastSentAt", "is", null) : eb("lastSentAt", "=", lastSentAt)))
        .returning(["email", "query"])
        .executeTakeFirst();
      if (!claim) return false;
      const projects = await trx
        .selectFrom("searchAlertMatches")
        .innerJoin("projects", "projects.id", "searchAlertMatches.projectId")
        .innerJoin("cities", "cities.id", "projects.cityId")
        .select(["projects.id", "projects.title", "projects.prixGlobal", "projects.typeBienApres", "cities.nom as cityName"])
        .where("searchAlertMatches.alertId", "=", id)
        .where("searchAlertMatches.sentAt", "is", null)
        .orderBy("cities.nom")
        .orderBy("projects.createdAt")
        .orderBy("projects.id")
        .execute();
      if (projects.length === 0) return false;
      await trx
        .updateTable("searchAlertMatches")
        .set({ sentAt: at })
        .where("alertId", "=", id)
        .where("projectId", "in", projects.map((p) => p.id))
        .execute();
      const { token, hash } = newToken();
      await trx.insertInto("searchAlertTokens").values({ tokenHash: hash, alertId: id, purpose: "unsubscribe", expiresAt: null }).execute();
      const unsubscribe = `${site.publicUrl}/alertes/desinscription?jeton=${token}`;
      const groups = new Map<string, typeof projects>();
      for (const p of projects) groups.set(p.cityName, [...(groups.get(p.cityName) ?? []), p]);
      const list = [...groups]
        .map(([name, items]) => `${name}\n${items.map((p) => `- ${p.title} (${p.typeBienApres}, ${formatMoney(p.prixGlobal)}) : ${site.publicUrl}${projectPath(p)}`).join("\n")}`)
        .join("\n\n");
      const count = projects.length;
      await queueMail(trx, {
        to: claim.email,
        subject: count > 1 ? `${count} nouveaux projets pour votre alerte` : "Un nouveau projet pour votre alerte",
        body: `Bonjour,

${count > 1 ? "De nouveaux projets correspondent" : "Un nouveau projet correspond"} à votre alerte « ${describeAlert(alertFilters(claim.query), city)} » :

${list}

Toute la recherche : ${searchUrl(site, claim.query)}

Vous recevez ce message parce que vous avez créé cette alerte sur le site ${site.companyName} (un e-mail par jour au plus). Pour ne plus la recevoir : ${unsubscribe}

L’équipe ${site.companyName}`,
        headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
      });
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

/** Runs sendAlertDigests every `intervalMs`; returns a function that stops it (after the current run). */
export function startAlertDigests(db: () => DB, options: { intervalMs: number; delayMs: number; site: AlertSite }): () => Promise<void> {
  return runPeriodically(() => sendAlertDigests(db(), { delayMs: options.delayMs, site: options.site }), { intervalMs: options.intervalMs, failure: "alertes de recherche" });
}
