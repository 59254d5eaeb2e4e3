// The days of a client's nine steps (issue 23): the day each was done — recorded when it is ticked, or
// set by the staff — and the day each is planned for, set by the staff. One row per client and step.
import type { SessionUser } from "~/domain/accounts/account";
import type { StepUpdateView } from "~/domain/clients/investor-file";
import { type Day, parisDay } from "~/domain/ownership/calendar";
import { STEPS } from "~/domain/clients/steps";
import { type StepDates, readDay } from "~/domain/clients/timeline/timeline";
import { audit } from "../platform/audit.server";
import type { DB } from "../db/db.server";

async function upsertDays(db: DB, userId: number, step: number, days: { doneOn?: Day | null; plannedOn?: Day | null }) {
  await db
    .insertInto("stepDates")
    .values({ userId, step, ...days })
    .onConflict((oc) => oc.columns(["userId", "step"]).doUpdateSet(days))
    .execute();
}

/**
 * Called with a client's steps before and after a change (in its transaction): a step newly done is
 * dated today (Paris), a step undone loses its day.
 */
export async function recordStepChanges(db: DB, userId: number, before: readonly boolean[], after: readonly boolean[], now = new Date()): Promise<void> {
  for (let i = 0; i < after.length; i++) {
    if (after[i] !== Boolean(before[i])) await upsertDays(db, userId, i + 1, { doneOn: after[i] ? parisDay(now) : null });
  }
}

/**
 * The days of a client's steps. A step done before days were recorded takes the day of the update that
 * marked it done, when there is one (`updates`: the client's updates, as listStepUpdates gives them).
 */
export async function getStepDates(db: DB, userId: number, steps: readonly boolean[], updates: readonly StepUpdateView[]): Promise<StepDates> {
  const rows = await db.selectFrom("stepDates").select(["step", "doneOn", "plannedOn"]).where("userId", "=", userId).execute();
  const row = (i: number) => rows.find((r) => r.step === i + 1);
  return {
    done: steps.map((done, i) => {
      if (!done) return null;
      const marked = updates.find((u) => u.step === i + 1 && u.marksDone)?.createdAt;
      return row(i)?.doneOn ?? (marked ? parisDay(new Date(marked)) : null);
    }),
    planned: steps.map((_, i) => row(i)?.plannedOn ?? null),
  };
}

export type StepDatesResult = { ok: true } | { ok: false; step: number; message: string };

/**
 * The staff set the days of a client's steps: for each step, the day it was done (done steps only; not
 * after today) and the day it is planned for. Days are "YYYY-MM-DD" or "" for none. The days and their
 * audit row are one transaction. Null: no such client.
 */
export async function saveStepDates(
  db: DB,
  input: { clientId: number; done: readonly unknown[]; planned: readonly unknown[] },
  options: { actor: Pick<SessionUser, "id" | "email">; now?: Date },
): Promise<StepDatesResult | null> {
  const today = parisDay(options.now ?? new Date());
  const done: (Day | null)[] = [];
  const planned: (Day | null)[] = [];
  for (let i = 0; i < STEPS.length; i++) {
    const doneDay = readDay(input.done[i]);
    const plannedDay = readDay(input.planned[i]);
    if (!doneDay.ok || !plannedDay.ok) return { ok: false, step: i + 1, message: `Étape ${i + 1} : saisissez une date valide (jour, mois, année).` };
    if (doneDay.day && doneDay.day > today) return { ok: false, step: i + 1, message: `Étape ${i + 1} : une étape terminée ne peut pas l’être après aujourd’hui.` };
    done.push(doneDay.day);
    planned.push(plannedDay.day);
  }
  return db.transaction().execute(async (trx) => {
    const client = await trx.selectFrom("users").select(["id", "email"]).where("id", "=", input.clientId).executeTakeFirst();
    if (!client) return null;
    for (let i = 0; i < STEPS.length; i++) {
      // A done day typed for a step not done is kept but not shown; ticking the step dates it anew.
      await upsertDays(trx, client.id, i + 1, { doneOn: done[i], plannedOn: planned[i] });
    }
    await audit(trx, options.actor, "step", "user", client.id, `${client.email} : calendrier des étapes (${planned.filter(Boolean).length} dates prévues)`);
    return { ok: true };
  });
}
