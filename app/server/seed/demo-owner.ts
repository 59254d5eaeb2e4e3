// A demo owner (issue 22, item 5): a client account with a year of history on a delivered demo project — a
// furnished lease begun twelve settled months ago, twelve months of rent with one paid in part and one never
// paid, a few expenses, and (by default) the consent to publish the results, so that /resultats shows a line.
// Dates are counted back from the day it is run, so the history is always « the last twelve months ». Written
// through the models, with their checks and audit rows, as staff would have recorded it.
//
// The demo seed makes one with a password nobody knows (SEED=demo may run on a public server);
// `npm run demo-owner` makes another one with the given address and password, to show or test the owner's page.
import { randomBytes } from "node:crypto";
import { type Day, addMonths, firstDay, parisDay } from "~/domain/ownership/calendar";
import { monthDue } from "~/domain/ownership/leases";
import { lastSettledMonth } from "~/domain/ownership/track-record";
import { PRIVACY_POLICY_VERSION, TERMS_VERSION } from "~/domain/accounts/privacy";
import { fromCents, toCents } from "~/domain/projects/finance";
import type { DB } from "../db/db.server";
import { createLease } from "../ownership/leases.server";
import { getLease } from "../ownership/books.server";
import { recordExpense } from "../ownership/expenses.server";
import { recordPayment } from "../ownership/rent-payments.server";
import { setPublicationConsent } from "../ownership/consent.server";
import { createUser, updateDetails } from "../accounts/users.server";

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

/** Month of the twelve (0 = the first) left unpaid, and the one paid in part. */
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
      : await db.selectFrom("projects").select(["id", "prixLocation", "cityId"]).where("title", "=", DEMO_OWNER_PROJECT).executeTakeFirst();
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

  const first = addMonths(lastSettledMonth(on), -11);
  const rent = project.prixLocation;
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

  for (let i = 0; i < 12; i++) {
    if (i === UNPAID) continue;
    const month = addMonths(first, i);
    const due = monthDue(stored, month)!.total;
    // Paid on the 3rd to 5th of the next month; the partial month, half of it.
    const amount = i === PARTIAL ? fromCents(Math.round(toCents(due) / 2)) : due;
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
    const spent = await recordExpense(db, user.id, { projectId: project.id, category, date: `${addMonths(first, month)}-15`, amount }, { actor: ACTOR, on });
    if (!spent.ok) fail(`dépense ${category}`, spent);
  }
  if (input.consent) await setPublicationConsent(db, user.id, true);
  return { userId: user.id, projectId: project.id, leaseId: lease.id };
}
