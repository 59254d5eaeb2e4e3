// Users (clients and staff): one module shared by the pages and the API.
import type { Role, SessionUser } from "~/domain/accounts/account";
import type { QuestionnaireAnswers } from "~/domain/clients/questionnaire";
import { fromBool, fromJson, nowIso, toBool, toJson } from "../db/columns.server";
import type { DB } from "../db/db.server";
import type { Selectable } from "kysely";
import type { UsersTable } from "../db/db-schema";
import { hashPassword } from "./passwords.server";
import { matchesText } from "../db/text-search.server";
import { audit } from "../platform/audit.server";
import { EmailTakenError } from "../platform/errors.server";
import { recordStepChanges } from "../timeline/step-dates.server";

export const STEP_COUNT = 9;
export type StepNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
const STEP_COLUMNS = ["etape1", "etape2", "etape3", "etape4", "etape5", "etape6", "etape7", "etape8", "etape9"] as const;

export interface UserProfile {
  id: number;
  username: string;
  email: string;
  role: Role;
  emailVerified: boolean;
  nom: string;
  prenom: string;
  age: number | null;
  telephone: string;
  ville: string;
  formulaire: Partial<QuestionnaireAnswers>;
  formulaireValid: boolean;
  consentAt: string | null;
  consentVersion: string | null;
  /** Terms of use and privacy policy accepted at sign-up (null for accounts made by the API or create-admin). */
  termsAccepted: { at: string; termsVersion: string; privacyVersion: string } | null;
  /** steps[0] is step 1. */
  steps: boolean[];
  createdAt: string;
  updatedAt: string;
}

type Row = Selectable<UsersTable>;

function toProfile(row: Row): UserProfile {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    nom: row.nom,
    prenom: row.prenom,
    age: row.age,
    telephone: row.telephone,
    ville: row.ville,
    formulaire: fromJson<Partial<QuestionnaireAnswers>>(row.formulaire, {}),
    formulaireValid: fromBool(row.formulaireValid),
    consentAt: row.consentAt,
    consentVersion: row.consentVersion,
    termsAccepted:
      row.termsAcceptedAt && row.termsVersion && row.termsPrivacyVersion
        ? { at: row.termsAcceptedAt, termsVersion: row.termsVersion, privacyVersion: row.termsPrivacyVersion }
        : null,
    steps: STEP_COLUMNS.map((c) => fromBool(row[c])),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export const toSessionUser = (p: Pick<UserProfile, "id" | "username" | "email" | "role" | "formulaireValid">): SessionUser => ({
  id: p.id,
  username: p.username,
  email: p.email,
  role: p.role,
  formulaireValid: p.formulaireValid,
});


export async function createUser(
  db: DB,
  input: {
    username: string;
    email: string;
    password: string;
    role?: Role;
    verified?: boolean;
    /** Versions of the terms of use and of the privacy policy accepted at sign-up. */
    accepted?: { terms: string; privacy: string };
  },
): Promise<UserProfile> {
  const email = input.email.trim().toLowerCase();
  if (await findUserByEmail(db, email)) throw new EmailTakenError();
  const now = nowIso();
  try {
    const row = await db
      .insertInto("users")
      .values({
        username: input.username,
        email,
        passwordHash: await hashPassword(input.password),
        role: input.role ?? "client",
        emailVerifiedAt: input.verified ? now : null,
        termsAcceptedAt: input.accepted ? now : null,
        termsVersion: input.accepted?.terms ?? null,
        termsPrivacyVersion: input.accepted?.privacy ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toProfile(row);
  } catch (error) {
    // Two sign-ups racing for the same address: the unique index decides.
    if (await findUserByEmail(db, email)) throw new EmailTakenError();
    throw error;
  }
}

export async function findUserByEmail(db: DB, email: string) {
  const row = await db.selectFrom("users").selectAll().where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
  return row ? { profile: toProfile(row), passwordHash: row.passwordHash } : null;
}

export async function getUser(db: DB, id: number): Promise<UserProfile | null> {
  const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toProfile(row) : null;
}

export async function setPassword(db: DB, id: number, password: string): Promise<void> {
  await db.updateTable("users").set({ passwordHash: await hashPassword(password), updatedAt: nowIso() }).where("id", "=", id).execute();
}

/** Gives or takes the admin role; with an actor (staff pages), the audit row is written in the same transaction. */
export async function setRole(db: DB, id: number, role: Role, { actor }: { actor?: Pick<SessionUser, "id" | "email"> } = {}): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const user = await trx.updateTable("users").set({ role, updatedAt: nowIso() }).where("id", "=", id).returning(["prenom", "nom", "username", "email"]).executeTakeFirst();
    if (user && actor) await audit(trx, actor, role === "admin" ? "grant" : "revoke", "user", id, `${`${user.prenom} ${user.nom}`.trim() || user.username} (${user.email})`);
  });
}

export async function markEmailVerified(db: DB, id: number): Promise<void> {
  await db.updateTable("users").set({ emailVerifiedAt: nowIso(), updatedAt: nowIso() }).where("id", "=", id).execute();
}

export interface ProfileDetails {
  nom: string;
  prenom: string;
  age: number | null;
  telephone: string;
  ville: string;
}

export async function updateDetails(db: DB, id: number, details: ProfileDetails): Promise<void> {
  await db.updateTable("users").set({ ...details, updatedAt: nowIso() }).where("id", "=", id).execute();
}

/** Stores the client's questionnaire: details, answers, consent; the questionnaire becomes complete. */
export async function saveQuestionnaire(
  db: DB,
  id: number,
  details: ProfileDetails,
  answers: QuestionnaireAnswers,
  consent: { at: string; version: string },
): Promise<void> {
  await db
    .updateTable("users")
    .set({
      ...details,
      formulaire: toJson(answers),
      formulaireValid: 1,
      consentAt: consent.at,
      consentVersion: consent.version,
      updatedAt: nowIso(),
    })
    .where("id", "=", id)
    .execute();
}

/**
 * Marks a step done or not done. A step can only be done once the previous one is (the tracker
 * unlocks step N+1 when step N is done); undoing a step also undoes the ones after it.
 */
export async function setStep(db: DB, id: number, step: StepNumber, done: boolean): Promise<boolean> {
  const user = await getUser(db, id);
  if (!user) return false;
  if (done && step > 1 && !user.steps[step - 2]) return false;
  const after = user.steps.map((was, i) => (done ? was || i === step - 1 : was && i < step - 1));
  if (db.isTransaction) await writeSteps(db, id, user.steps, after);
  else await db.transaction().execute((trx) => writeSteps(trx, id, user.steps, after));
  return true;
}

/** Stores a client's steps and the day of each change (timeline/step-dates.server.ts), in the caller's transaction. */
async function writeSteps(trx: DB, id: number, before: readonly boolean[], after: readonly boolean[]) {
  const columns = Object.fromEntries(STEP_COLUMNS.map((column, i) => [column, toBool(after[i])]));
  await trx.updateTable("users").set({ ...columns, updatedAt: nowIso() }).where("id", "=", id).execute();
  await recordStepChanges(trx, id, before, after);
}

/**
 * The client finishes step 1 (page and API): only once their questionnaire is complete.
 * Returns false when the account does not exist or the questionnaire is not complete.
 */
export async function finishStep1(db: DB, id: number): Promise<boolean> {
  const user = await getUser(db, id);
  if (!user?.formulaireValid) return false;
  return setStep(db, id, 1, true);
}

export type StepsResult = { ok: true; done: number; changed: boolean } | { ok: false; outOfOrder: StepNumber };

/**
 * Staff set steps 2 to 9 at once (step 1 is the client's own): `doneSteps` lists the steps done.
 * A step can be done only when the one before it is; the whole change and its audit row are one
 * transaction. `null`: no such user.
 */
export async function setSteps(db: DB, id: number, doneSteps: readonly number[], actor: Pick<SessionUser, "id" | "email">): Promise<StepsResult | null> {
  return db.transaction().execute(async (trx) => {
    const user = await getUser(trx, id);
    if (!user) return null;
    const desired = user.steps.map((done, i) => (i === 0 ? done : doneSteps.includes(i + 1)));
    const outOfOrder = desired.findIndex((done, i) => i > 0 && done && !desired[i - 1]);
    if (outOfOrder > 0) return { ok: false, outOfOrder: (outOfOrder + 1) as StepNumber };
    const done = desired.filter(Boolean).length;
    if (desired.every((d, i) => d === user.steps[i])) return { ok: true, done, changed: false };
    await writeSteps(trx, id, user.steps, desired);
    const name = `${user.prenom} ${user.nom}`.trim() || user.username;
    await audit(trx, actor, "step", "user", id, `${name} (${user.email}) : ${done}/${STEP_COUNT} étapes faites`);
    return { ok: true, done, changed: true };
  });
}

/** Deletes the account; sessions and tokens go with it (foreign keys), leads keep no link to it. */
export async function deleteUser(db: DB, id: number): Promise<void> {
  await db.deleteFrom("users").where("id", "=", id).execute();
}

export interface UserListItem {
  id: number;
  username: string;
  email: string;
  role: Role;
  nom: string;
  prenom: string;
  ville: string;
  formulaireValid: boolean;
  stepsDone: number;
  createdAt: string;
}

/** Clients and staff, newest first, optionally filtered by a text found in name, e-mail or city. */
export async function listUsers(db: DB, search = "", limit = 200): Promise<UserListItem[]> {
  let query = db.selectFrom("users").selectAll();
  if (search.trim()) query = query.where((eb) => matchesText(eb, ["email", "username", "nom", "prenom", "ville"], search.trim()));
  const rows = await query.orderBy("createdAt", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map((row) => {
    const p = toProfile(row);
    return {
      id: p.id,
      username: p.username,
      email: p.email,
      role: p.role,
      nom: p.nom,
      prenom: p.prenom,
      ville: p.ville,
      formulaireValid: p.formulaireValid,
      stepsDone: p.steps.filter(Boolean).length,
      createdAt: p.createdAt,
    };
  });
}
