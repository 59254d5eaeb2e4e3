// A client's own data (RGPD): the export they can download and the deletion of their account.
// Leads are tied to an account by user_id only, never by e-mail: client addresses are not verified,
// so an address alone does not prove that the requests sent with it belong to the account holder.
import { sql } from "kysely";
import type { QuestionnaireAnswers } from "~/domain/clients/questionnaire";
import { alertFilters, describeAlert } from "~/domain/clients/search-alerts";
import { STEPS } from "~/domain/clients/steps";
import { fromJson, nowIso } from "../db/columns.server";
import { invalidatePages, ownerScopes } from "../content/page-scopes.server";
import type { DB } from "../db/db.server";
import { privateObjectKeys } from "../files/private-files.server";
import { fileStore } from "../files/storage/file-store.server";
import { log } from "../platform/log.server";
import { type OwnershipExport, ownershipExport } from "../ownership/owner-export.server";
import { deleteUserSessions } from "./sessions.server";
import { deleteUser, getUser } from "./users.server";

export interface AccountExport {
  exporteLe: string;
  compte: { nomUtilisateur: string; email: string; role: string; emailVerifie: boolean; creeLe: string; modifieLe: string };
  coordonnees: { nom: string; prenom: string; age: number | null; telephone: string; ville: string };
  questionnaire: { complet: boolean; reponses: Partial<QuestionnaireAnswers> };
  consentement: { date: string | null; versionPolitique: string | null };
  conditionsAcceptees: { date: string; versionConditions: string; versionPolitique: string } | null;
  etapes: { numero: number; titre: string; terminee: boolean }[];
  demandes: {
    id: number;
    envoyeeLe: string;
    nom: string;
    prenom: string;
    email: string;
    ville: string;
    telephone: string;
    age: number | null;
    reponses: Partial<QuestionnaireAnswers>;
    consentement: { date: string; versionPolitique: string };
  }[];
  /** Issue 11: the conversation with the staff on the client's file, oldest first. */
  messages: { envoyeLe: string; auteur: "vous" | "équipe"; texte: string; luLe: string | null }[];
  /** Issue 11: the search alerts of the account. */
  alertes: { recherche: string; description: string; creeeLe: string; activeeLe: string | null; dernierEnvoiLe: string | null }[];
  /** Issue 22: the let properties' books and the consent to the publication of their results. */
  location: OwnershipExport;
}

/** Everything stored about the account, without secrets (no password hash, no session or e-mail token). */
export async function exportAccountData(db: DB, userId: number): Promise<AccountExport | null> {
  const user = await getUser(db, userId);
  if (!user) return null;
  const leads = await db.selectFrom("leads").selectAll().where("userId", "=", userId).orderBy("createdAt").orderBy("id").execute();
  const messages = await db.selectFrom("clientMessages").selectAll().where("clientId", "=", userId).orderBy("createdAt").orderBy("id").execute();
  const alerts = await db.selectFrom("searchAlerts").selectAll().where("userId", "=", userId).orderBy("createdAt").orderBy("id").execute();
  const cities = alerts.length === 0 ? [] : await db.selectFrom("cities").select(["id", "nom"]).execute();
  const location = await ownershipExport(db, userId);
  const cityName = (id: number) => cities.find((c) => c.id === id)?.nom;
  return {
    exporteLe: nowIso(),
    compte: {
      nomUtilisateur: user.username,
      email: user.email,
      role: user.role,
      emailVerifie: user.emailVerified,
      creeLe: user.createdAt,
      modifieLe: user.updatedAt,
    },
    coordonnees: { nom: user.nom, prenom: user.prenom, age: user.age, telephone: user.telephone, ville: user.ville },
    questionnaire: { complet: user.formulaireValid, reponses: user.formulaire },
    consentement: { date: user.consentAt, versionPolitique: user.consentVersion },
    conditionsAcceptees: user.termsAccepted
      ? { date: user.termsAccepted.at, versionConditions: user.termsAccepted.termsVersion, versionPolitique: user.termsAccepted.privacyVersion }
      : null,
    etapes: STEPS.map((step, i) => ({ numero: i + 1, titre: step.title, terminee: user.steps[i] ?? false })),
    demandes: leads.map((lead) => ({
      id: lead.id,
      envoyeeLe: lead.createdAt,
      nom: lead.nom,
      prenom: lead.prenom,
      email: lead.email,
      ville: lead.ville,
      telephone: lead.telephone,
      age: lead.age,
      reponses: fromJson<Partial<QuestionnaireAnswers>>(lead.formulaire, {}),
      consentement: { date: lead.consentAt, versionPolitique: lead.consentVersion },
    })),
    messages: messages.map((m) => ({ envoyeLe: m.createdAt, auteur: m.fromStaff ? "équipe" : "vous", texte: m.body, luLe: m.readAt })),
    alertes: alerts.map((a) => ({
      recherche: a.query,
      description: describeAlert(alertFilters(a.query), cityName),
      creeeLe: a.createdAt,
      activeeLe: a.confirmedAt,
      dernierEnvoiLe: a.lastSentAt,
    })),
    location,
  };
}

/**
 * Deletes the account and everything tied to it, in one transaction: sessions and e-mail tokens,
 * the questionnaires sent while signed in, the failed sign-in counters, the addresses signed in from and the e-mails queued for
 * the address, the conversation with the staff and the account's search alerts (issue 11; a visitor's
 * alert, tied to no account, goes when its address unsubscribes). Returns false when the account does not exist.
 */
export async function deleteAccount(db: DB, userId: number): Promise<boolean> {
  let scopes: string[] = [];
  // Its files' objects in the bucket (issue 31) go after its rows; one left by a failure here is an orphan the sweep removes.
  const objects = await privateObjectKeys(db, userId);
  const deleted = await db.transaction().execute(async (trx) => {
    const user = await getUser(trx, userId);
    if (!user) return false;
    // Issue 22: the account's books go with it (on delete cascade); when its results were published, the public
    // pages that show them (/resultats, the project's page, the home) must be drawn again.
    const published = (await trx.selectFrom("publicationConsents").select("userId").where("userId", "=", userId).executeTakeFirst()) !== undefined;
    scopes = await ownerScopes(trx, userId, published);
    await deleteUserSessions(trx, userId);
    await trx.deleteFrom("emailTokens").where("userId", "=", userId).execute();
    await trx.deleteFrom("leads").where("userId", "=", userId).execute();
    await trx.deleteFrom("clientMessages").where("clientId", "=", userId).execute();
    const alertIds = trx.selectFrom("searchAlerts").select("id").where("userId", "=", userId);
    await trx.deleteFrom("searchAlertMatches").where("alertId", "in", alertIds).execute();
    await trx.deleteFrom("searchAlertTokens").where("alertId", "in", alertIds).execute();
    await trx.deleteFrom("searchAlerts").where("userId", "=", userId).execute();
    // Keys start with the address (no LIKE: "_" in an e-mail would match other accounts' keys).
    const startsWith = (prefix: string) => sql<boolean>`substr(key, 1, ${prefix.length}) = ${prefix}`;
    await trx.deleteFrom("loginFailures").where((eb) => eb.or([eb("key", "=", `signin:${user.email}`), startsWith(`signin:${user.email}|`)])).execute();
    await trx.deleteFrom("knownSigninAddresses").where(startsWith(`${user.email}|`)).execute();
    await trx.deleteFrom("outbox").where("recipient", "=", user.email).execute();
    // The investor's file: its files first (they reference the updates), then updates and checklist.
    await trx.deleteFrom("privateFiles").where("userId", "=", userId).execute();
    await trx.deleteFrom("stepUpdates").where("userId", "=", userId).execute();
    await trx.deleteFrom("clientDocuments").where("userId", "=", userId).execute();
    await deleteUser(trx, userId);
    return true;
  });
  await invalidatePages(db, scopes);
  if (deleted && objects.length > 0) await (await fileStore()).remove(objects).catch((error: unknown) => log().warn({ err: error, objects: objects.length }, "compte supprimé : fichiers du stockage laissés au nettoyage"));
  return deleted;
}
