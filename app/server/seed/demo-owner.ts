// A demo owner (issue 22, item 5): a client account with a year of history on a delivered demo project — a
// furnished lease begun twelve settled months ago, twelve months of rent with one paid in part and one never
// paid, a few expenses, and (by default) the consent to publish the results, so that /resultats shows a line.
// Dates are counted back from the day it is run, so the history is always « the last twelve months ». Written
// through the models, with their checks and audit rows, as staff would have recorded it.
//
// The demo seed makes one with a password nobody knows (SEED=demo may run on a public server);
// `npm run demo-owner` makes another one with the given address and password, to show or test the owner's page.
import { randomBytes } from "node:crypto";
import { type Day, addMonths, firstDay, lastDay, parisDay } from "~/domain/ownership/calendar";
import { monthDue } from "~/domain/ownership/leases";
import { lastSettledMonth } from "~/domain/ownership/track-record";
import { PRIVACY_POLICY_VERSION, TERMS_VERSION } from "~/domain/accounts/privacy";
import { fromCents, toCents } from "~/domain/projects/finance";
import type { DB } from "../db/db.server";
import { createLease, endLease } from "../ownership/leases.server";
import { getLease } from "../ownership/books.server";
import { recordExpense } from "../ownership/expenses.server";
import { recordPayment } from "../ownership/rent-payments.server";
import { setPublicationConsent } from "../ownership/consent.server";
import { DOCUMENT_ITEMS } from "~/domain/clients/investor-file";
import { setDocumentState } from "../clients/client-documents.server";
import { setAdviser } from "../timeline/advisers.server";
import { createUser, findUserByEmail, saveQuestionnaire, setRole, setStep, setSteps, updateDetails } from "../accounts/users.server";

/** The audit rows' author (no account: the log names its author by address). */
const ACTOR = { id: 0, email: "contenu de démonstration" };

/** The demo project the seed's owner bought: furnished, let, in Saint-Étienne. */
export const DEMO_OWNER_PROJECT = "T2 meublé rafraîchi à deux pas de l’hôpital Bellevue";

export interface DemoOwnerInput {
  email: string;
  username: string;
  /** Null: a random one, that nobody knows (the seed's owner). */
  password: string | null;
  prenom: string;
  nom: string;
  tenant: string;
  /** The project bought; the seed's demo project when absent. */
  projectId?: number;
  consent: boolean;
  /** The day the history ends (today in Paris by default). */
  on?: Day;
  /** The project bought, by its title (the seed's other owners). */
  projectTitle?: string;
  /** The rent of the lease, when it is not the one the project announced. */
  rent?: number;
  /** Months of the history (0 = the first) left unpaid and paid in half; the seed's owner's by default. */
  unpaid?: number[];
  partial?: number[];
  /** How many months the lease has run (12 by default; fewer: a property delivered later). */
  months?: number;
  /** The lease ends after so many months of the history: the property is empty since. */
  endsAfter?: number;
}

/** The seed's owner. */
export const DEMO_OWNER: DemoOwnerInput = {
  email: "proprietaire.demo@exemple.fr",
  username: "proprietaire-demo",
  password: null,
  prenom: "Claire",
  nom: "Dubois",
  tenant: "Thomas Bernard",
  consent: true,
};

/**
 * The owner's adviser (issue 30, item 8): a staff account named after the demo team's rental manager, with a
 * password nobody knows and an address that cannot receive mail (`.invalid`), so that nobody can take it over.
 */
export const DEMO_ADVISER = { email: "sophie.gestion@demo.invalid", username: "conseillere-demo", prenom: "Sophie", nom: "Garnier", telephone: "04 77 00 00 00" };

/** The demo adviser's account, made the first time. */
async function demoAdviser(db: DB): Promise<number> {
  const known = await findUserByEmail(db, DEMO_ADVISER.email);
  if (known) return known.profile.id;
  const user = await createUser(db, {
    username: DEMO_ADVISER.username,
    email: DEMO_ADVISER.email,
    password: randomBytes(24).toString("base64url"),
    verified: true,
    accepted: { terms: TERMS_VERSION, privacy: PRIVACY_POLICY_VERSION },
  });
  await updateDetails(db, user.id, { nom: DEMO_ADVISER.nom, prenom: DEMO_ADVISER.prenom, age: null, telephone: DEMO_ADVISER.telephone, ville: "Saint-Étienne" });
  await setRole(db, user.id, "admin", { actor: ACTOR });
  return user.id;
}

/**
 * What an owner went through before the keys (issue 30, item 8): the questionnaire answered, the nine steps
 * done, the bank file's documents validated, and an adviser named.
 */
async function journeyDone(db: DB, userId: number, details: { nom: string; prenom: string }, on: Day): Promise<void> {
  await saveQuestionnaire(
    db,
    userId,
    { nom: details.nom, prenom: details.prenom, age: 41, telephone: "06 12 34 56 78", ville: "Lyon" },
    { budget: 95_000, revenus: 52_000, travaux: "rafraichissement", situationPro: "CDI", situationAutre: "", apportPerso: "10", ammeublement: "deleguer", gestionLoc: "deleguer", resPrincipale: "proprietaire", courtier: "oui", commentaire: "" },
    { at: `${addMonths(on.slice(0, 7), -24)}-10T09:00:00.000Z`, version: PRIVACY_POLICY_VERSION },
  );
  if (!(await setStep(db, userId, 1, true))) fail("étape 1", false);
  const steps = await setSteps(db, userId, [2, 3, 4, 5, 6, 7, 8, 9], ACTOR);
  if (!steps?.ok) fail("étapes", steps);
  for (const item of DOCUMENT_ITEMS.filter((d) => !d.optional)) {
    const state = await setDocumentState(db, { clientId: userId, item: item.key, state: "valide", comment: "" }, { actor: ACTOR });
    if (!state?.ok) fail(`document ${item.key}`, state);
  }
  const adviser = await setAdviser(db, { clientId: userId, adviserId: await demoAdviser(db) }, { actor: ACTOR });
  if (!adviser?.ok) fail("conseiller", adviser);
}

/**
 * The seed's other owners (issue 30, item 1): one per delivered demo project, all agreeing to publish, with
 * honest results — a rent above the announced one, one below, a property let for five months only, one whose
 * tenant left two months ago — so that /resultats and the home tell the same, believable story. Their first
 * names are those of the demo's testimonials on the same projects.
 */
export const DEMO_OTHER_OWNERS: DemoOwnerInput[] = [
  { email: "proprietaire2.demo@exemple.fr", username: "proprietaire-demo-2", password: null, prenom: "Nathalie", nom: "Mercier", tenant: "Colocation de la rue Jacquard", projectTitle: "T4 transformé en colocation de 3 chambres à Jacquard", rent: 1260, unpaid: [], partial: [], consent: true },
  { email: "proprietaire3.demo@exemple.fr", username: "proprietaire-demo-3", password: null, prenom: "Thomas", nom: "Girard", tenant: "Locataires de l’immeuble Carnot", projectTitle: "Immeuble de quatre logements rénové à Carnot-Marceau", rent: 2050, unpaid: [], partial: [], consent: true },
  { email: "proprietaire4.demo@exemple.fr", username: "proprietaire-demo-4", password: null, prenom: "Aurélie", nom: "Perrin", tenant: "Colocation de la gare", projectTitle: "T5 rénové en colocation de 4 chambres près de la gare", unpaid: [], partial: [], endsAfter: 10, consent: true },
  { email: "proprietaire5.demo@exemple.fr", username: "proprietaire-demo-5", password: null, prenom: "Marc", nom: "Schmitt", tenant: "Colocation de la Fonderie", projectTitle: "T4 entièrement rénové en colocation près du campus de la Fonderie", unpaid: [], partial: [], consent: true },
  { email: "proprietaire6.demo@exemple.fr", username: "proprietaire-demo-6", password: null, prenom: "Julie", nom: "Faure", tenant: "Hugo Leroy", projectTitle: "T3 rénové à proximité du CHU et du campus", rent: 780, unpaid: [], partial: [], months: 5, consent: true },
];

/** Month of the twelve (0 = the first) left unpaid, and the one paid in part (the seed's owner). */
const UNPAID = 4;
const PARTIAL = 7;

const fail = (what: string, result: unknown): never => {
  throw new Error(`Propriétaire de démonstration : ${what} refusé (${JSON.stringify(result)})`);
};

/** Makes the owner and their year of history; returns their account, project and lease. */
export async function addDemoOwner(db: DB, input: DemoOwnerInput): Promise<{ userId: number; projectId: number; leaseId: number }> {
  const on = input.on ?? parisDay(new Date());
  const project =
    input.projectId !== undefined
      ? await db.selectFrom("projects").select(["id", "prixLocation", "cityId"]).where("id", "=", input.projectId).executeTakeFirst()
      : await db.selectFrom("projects").select(["id", "prixLocation", "cityId"]).where("title", "=", input.projectTitle ?? DEMO_OWNER_PROJECT).executeTakeFirst();
  if (!project) throw new Error("Propriétaire de démonstration : projet introuvable.");
  const city = await db.selectFrom("cities").select("nom").where("id", "=", project.cityId).executeTakeFirst();
  const user = await createUser(db, {
    username: input.username,
    email: input.email,
    password: input.password ?? randomBytes(24).toString("base64url"),
    verified: true,
    accepted: { terms: TERMS_VERSION, privacy: PRIVACY_POLICY_VERSION },
  });
  await updateDetails(db, user.id, { nom: input.nom, prenom: input.prenom, age: null, telephone: "", ville: "Lyon" });
  await journeyDone(db, user.id, { nom: input.nom, prenom: input.prenom }, on);

  const months = input.months ?? 12;
  const first = addMonths(lastSettledMonth(on), -(months - 1));
  const rent = input.rent ?? project.prixLocation;
  const unpaid = new Set(input.unpaid ?? [UNPAID]);
  const partial = new Set(input.partial ?? [PARTIAL]);
  const paidMonths = input.endsAfter ?? months;
  const lease = await createLease(
    db,
    user.id,
    {
      projectId: project.id,
      tenant: input.tenant,
      start: firstDay(first),
      furnished: true,
      rent,
      charges: 45,
      deposit: rent,
      referenceQuarter: null,
      homeAddress: `7 rue de la Demi-Lune, appartement 2, 42000 ${city?.nom ?? "Saint-Étienne"}`,
      landlordAddress: "4 allée des Tilleuls, 69005 Lyon",
    },
    { actor: ACTOR },
  );
  if (!lease.ok) return fail("bail", lease);
  const stored = (await getLease(db, lease.id))!;

  if (input.endsAfter !== undefined) {
    const ended = await endLease(db, lease.id, lastDay(addMonths(first, input.endsAfter - 1)), { actor: ACTOR, clientId: user.id });
    if (!ended?.ok) fail("fin du bail", ended);
  }
  for (let i = 0; i < paidMonths; i++) {
    if (unpaid.has(i)) continue;
    const month = addMonths(first, i);
    const due = monthDue(stored, month)!.total;
    // Paid on the 3rd to 5th of the next month; the partial month, half of it.
    const amount = partial.has(i) ? fromCents(Math.round(toCents(due) / 2)) : due;
    const paid = await recordPayment(db, { leaseId: lease.id, month, amount, paidOn: `${addMonths(month, 1)}-0${3 + (i % 3)}` }, { actor: ACTOR, clientId: user.id, on });
    if (!paid?.ok) fail(`paiement de ${month}`, paid);
  }

  const expenses: [string, number, number][] = [
    ["assurance-pno", 1, 132],
    ["copropriete", 3, 240],
    ["frais-gestion", 6, 468],
    ["travaux-entretien", 8, 95],
    ["taxe-fonciere", 9, 610],
  ];
  for (const [category, month, amount] of expenses) {
    if (month >= months) continue;
    const spent = await recordExpense(db, user.id, { projectId: project.id, category, date: `${addMonths(first, month)}-15`, amount }, { actor: ACTOR, on });
    if (!spent.ok) fail(`dépense ${category}`, spent);
  }
  if (input.consent) await setPublicationConsent(db, user.id, true);
  return { userId: user.id, projectId: project.id, leaseId: lease.id };
}
