// The client's own data on every engine: the RGPD export and the deletion of the account.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type QuestionnaireForm, answersOf, questionnaireSchema } from "~/domain/clients/questionnaire";
import { deleteAccount, exportAccountData } from "~/server/accounts/account-data.server";
import type { DB } from "~/server/db/db.server";
import { postClientMessage } from "~/server/clients/client-messages.server";
import { createLead } from "~/server/clients/leads.server";
import { createSearchAlert } from "~/server/clients/search-alert-subscriptions.server";
import { queueMail } from "~/server/platform/mail.server";
import { createSession, userForToken } from "~/server/accounts/sessions.server";
import { type UserProfile, createUser, getUser, saveQuestionnaire, setStep } from "~/server/accounts/users.server";
import { engines } from "../engines";

const form = (email: string): QuestionnaireForm =>
  questionnaireSchema.parse({
    nom: "Martin",
    prenom: "Chloé",
    age: "34",
    ville: "Saint-Étienne",
    telephone: "06 12 34 56 78",
    email,
    budget: "180 000",
    revenus: "42000",
    travaux: "modere",
    situationPro: "CDI",
    apportPerso: "10",
    ammeublement: "deleguer",
    gestionLoc: "deleguer",
    resPrincipale: "locataire",
    courtier: "oui",
    commentaire: "Premier investissement.",
    rgpd: "on",
  });

describe.each(engines())("account data on $name", (engine) => {
  let db: DB;
  let user: UserProfile;
  let other: UserProfile;

  beforeAll(async () => {
    db = await engine.open();
    user = await createUser(db, { username: "chloe", email: "Chloe.Martin@example.fr", password: "une phrase de passe", verified: true });
    other = await createUser(db, { username: "paul", email: "paul@example.fr", password: "une autre phrase", verified: true });
    const value = form(user.email);
    await saveQuestionnaire(
      db,
      user.id,
      { nom: value.nom, prenom: value.prenom, age: value.age ?? null, telephone: value.telephone, ville: value.ville },
      answersOf(value),
      { at: "2026-11-22T10:00:00.000Z", version: "2026-11-21" },
    );
    await setStep(db, user.id, 1, true);
    await createLead(db, form(user.email), "2026-11-21", { userId: user.id });
    // Sent with the same address but without the account: not theirs to read or delete.
    await createLead(db, form(user.email), "2026-11-21");
    await createLead(db, form(other.email), "2026-11-21", { userId: other.id });
    // Issue 11: a conversation with the staff and search alerts (the account's, and the other client's).
    const site = { publicUrl: "https://exemple.test", companyEmail: "equipe@exemple.fr", companyName: "Investir Serein" };
    const asSession = (u: UserProfile) => ({ id: u.id, username: u.username, email: u.email, role: u.role, formulaireValid: u.formulaireValid });
    await postClientMessage(db, { clientId: user.id, author: asSession(user), fromStaff: false, body: "Où en est mon dossier ?", site });
    await postClientMessage(db, { clientId: user.id, author: asSession(other), fromStaff: true, body: "Tout avance.", site });
    await postClientMessage(db, { clientId: other.id, author: asSession(other), fromStaff: false, body: "Bonjour", site });
    await createSearchAlert(db, { email: "", query: "max=150000&type=T2", user, site });
    await createSearchAlert(db, { email: "", query: "type=T2", user: other, site });
    await createSearchAlert(db, { email: user.email, query: "type=T3", site }); // a visitor's, with the same address
  });
  afterAll(() => engine.close());

  it("exports the account, details, answers, consent, steps and the requests linked to it", async () => {
    const data = await exportAccountData(db, user.id);
    expect(data).not.toBeNull();
    expect(data!.compte).toMatchObject({ nomUtilisateur: "chloe", email: "chloe.martin@example.fr", role: "client", emailVerifie: true });
    expect(data!.coordonnees).toEqual({ nom: "Martin", prenom: "Chloé", age: 34, telephone: "06 12 34 56 78", ville: "Saint-Étienne" });
    expect(data!.questionnaire.complet).toBe(true);
    expect(data!.questionnaire.reponses).toMatchObject({ budget: 180000, travaux: "modere", courtier: "oui" });
    expect(data!.consentement).toEqual({ date: "2026-11-22T10:00:00.000Z", versionPolitique: "2026-11-21" });
    expect(data!.etapes).toHaveLength(9);
    expect(data!.etapes[0]).toEqual({ numero: 1, titre: "Premier échange et questionnaire", terminee: true });
    expect(data!.etapes[1].terminee).toBe(false);
    expect(data!.demandes).toHaveLength(1);
    expect(data!.demandes[0]).toMatchObject({ email: "chloe.martin@example.fr", ville: "Saint-Étienne", reponses: { revenus: 42000 } });
    expect(data!.demandes[0].consentement.versionPolitique).toBe("2026-11-21");
    expect(data!.messages).toEqual([
      { envoyeLe: expect.any(String), auteur: "vous", texte: "Où en est mon dossier ?", luLe: expect.any(String) },
      { envoyeLe: expect.any(String), auteur: "équipe", texte: "Tout avance.", luLe: null },
    ]);
    expect(data!.alertes).toEqual([
      { recherche: "max=150000&type=T2", description: "Projets type T2, jusqu’à 150\u202f000\u00a0€", creeeLe: expect.any(String), activeeLe: expect.any(String), dernierEnvoiLe: null },
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/argon2|passwordHash|tokenHash/i);
  });

  it("exports nothing for an unknown account", async () => {
    expect(await exportAccountData(db, 999_999)).toBeNull();
  });

  it("deletes the account and everything tied to it, and nothing else", async () => {
    const token = await createSession(db, user.id);
    expect(await userForToken(db, token)).not.toBeNull();
    await db
      .insertInto("loginFailures")
      .values([
        { key: `signin:${user.email}`, failures: 2, lastFailedAt: new Date().toISOString() },
        { key: `signin:${user.email}|192.0.2.1`, failures: 2, lastFailedAt: new Date().toISOString() },
        { key: `signin:${other.email}|192.0.2.1`, failures: 1, lastFailedAt: new Date().toISOString() },
      ])
      .execute();
    await db.insertInto("knownSigninAddresses").values([{ key: `${user.email}|192.0.2.1`, lastSigninAt: new Date().toISOString() }, { key: `${other.email}|192.0.2.1`, lastSigninAt: new Date().toISOString() }]).execute();
    await queueMail(db, { to: user.email, subject: "Bonjour", body: "…" });

    expect(await deleteAccount(db, user.id)).toBe(true);

    expect(await getUser(db, user.id)).toBeNull();
    expect(await userForToken(db, token)).toBeNull();
    expect(await db.selectFrom("sessions").select("tokenHash").where("userId", "=", user.id).execute()).toEqual([]);
    expect(await db.selectFrom("leads").select("id").where("userId", "=", user.id).execute()).toEqual([]);
    expect(await db.selectFrom("loginFailures").select("key").where("key", "like", `signin:%`).execute()).toEqual([{ key: `signin:${other.email}|192.0.2.1` }]);
    expect(await db.selectFrom("knownSigninAddresses").select("key").execute()).toEqual([{ key: `${other.email}|192.0.2.1` }]);
    expect(await db.selectFrom("outbox").select("id").where("recipient", "=", user.email).execute()).toEqual([]);
    expect(await db.selectFrom("users").select("id").where("email", "=", user.email).execute()).toEqual([]);
    expect(await db.selectFrom("clientMessages").select("body").orderBy("id").execute()).toEqual([{ body: "Bonjour" }]);
    expect(await db.selectFrom("searchAlerts").select(["query", "userId"]).orderBy("id").execute()).toEqual([
      { query: "type=T2", userId: other.id },
      { query: "type=T3", userId: null },
    ]);

    // The other client and the request sent without an account stay.
    expect(await getUser(db, other.id)).not.toBeNull();
    expect(await db.selectFrom("leads").select("id").where("userId", "=", other.id).execute()).toHaveLength(1);
    expect(await db.selectFrom("leads").select("id").where("userId", "is", null).execute()).toHaveLength(1);

    expect(await deleteAccount(db, user.id)).toBe(false);
  });
});
