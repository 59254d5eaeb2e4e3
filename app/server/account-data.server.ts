// A client's own data (RGPD): the export they can download and the deletion of their account.
// Leads are tied to an account by user_id only, never by e-mail: client addresses are not verified,
// so an address alone does not prove that the requests sent with it belong to the account holder.
import type { QuestionnaireAnswers } from "~/domain/questionnaire";
import { STEPS } from "~/domain/steps";
import { fromJson, nowIso } from "./columns.server";
import type { DB } from "./db.server";
import { deleteUserSessions } from "./sessions.server";
import { deleteUser, getUser } from "./users.server";

export interface AccountExport {
  exporteLe: string;
  compte: { nomUtilisateur: string; email: string; role: string; emailVerifie: boolean; creeLe: string; modifieLe: string };
  coordonnees: { nom: string; prenom: string; age: number | null; telephone: string; ville: string };
  questionnaire: { complet: boolean; reponses: Partial<QuestionnaireAnswers> };
  consentement: { date: string | null; versionPolitique: string | null };
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
}

/** Everything stored about the account, without secrets (no password hash, no session or e-mail token). */
export async function exportAccountData(db: DB, userId: number): Promise<AccountExport | null> {
  const user = await getUser(db, userId);
  if (!user) return null;
  const leads = await db.selectFrom("leads").selectAll().where("userId", "=", userId).orderBy("createdAt").orderBy("id").execute();
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
  };
}

/**
 * Deletes the account and everything tied to it, in one transaction: sessions and e-mail tokens,
 * the questionnaires sent while signed in, the failed sign-in counter and the e-mails queued for
 * the address. Returns false when the account does not exist.
 */
export async function deleteAccount(db: DB, userId: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const user = await getUser(trx, userId);
    if (!user) return false;
    await deleteUserSessions(trx, userId);
    await trx.deleteFrom("emailTokens").where("userId", "=", userId).execute();
    await trx.deleteFrom("leads").where("userId", "=", userId).execute();
    await trx.deleteFrom("loginFailures").where("key", "=", `signin:${user.email}`).execute();
    await trx.deleteFrom("outbox").where("recipient", "=", user.email).execute();
    await deleteUser(trx, userId);
    return true;
  });
}
