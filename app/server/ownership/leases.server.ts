// Leases and their rent revisions (issue 22, decisions 0034 and 0035): recorded, ended and revised by staff,
// each write checked by the domain's rules against what the database holds, inside the transaction that
// writes the row and its audit row (see books.server.ts).
import type { Project } from "~/domain/content/entities";
import { formatMoneyCents } from "~/domain/text/format";
import { type Day, formatDay } from "~/domain/ownership/calendar";
import { type Revision, dpeInForce, proposeRevision, quarterLabel, revisionDue, revisionEffectiveDay } from "~/domain/ownership/irl";
import { leaseErrors } from "~/domain/ownership/leases";
import { type LeaseForm, leaseFields } from "~/domain/ownership/ownership-forms";
import { toColumns } from "~/domain/content/fields";
import { leaseEndError } from "~/domain/ownership/payments";
import { toCents } from "~/domain/projects/finance";
import { audit } from "../platform/audit.server";
import { nowIso } from "../db/columns.server";
import { writeBooks } from "./consent.server";
import { type DB, lockRow } from "../db/db.server";
import { getProjects } from "../content/projects.server";
import { irlSeries } from "./irl.server";
import { type Actor, type Saved, type StoredLease, getLease, lockedLease, readLeases, readPayments, today } from "./books.server";

/**
 * Records a lease of `clientId`'s property on the form's project: refused (nothing written) when the project
 * does not exist, or by the domain's rules (leaseErrors) against the property's other leases.
 */
export async function createLease(db: DB, clientId: number, input: LeaseForm, { actor }: { actor: Actor }): Promise<Saved<keyof LeaseForm>> {
  return writeBooks(db, clientId, async (trx): Promise<Saved<keyof LeaseForm>> => {
    // The client's row, locked (PostgreSQL): two leases of one property recorded at once are checked one after the other.
    if (!(await lockRow(trx, "users", clientId))) return { ok: false, fieldErrors: { projectId: "Client inconnu." } };
    const project = await trx.selectFrom("projects").select(["id", "title"]).where("id", "=", input.projectId).executeTakeFirst();
    if (!project) return { ok: false, fieldErrors: { projectId: "Choisissez le projet loué." } };
    const others = await readLeases(trx, { clientId, projectId: input.projectId });
    const errors = leaseErrors({ ...input, end: null }, others);
    if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
    const now = nowIso();
    const { id } = await trx
      .insertInto("leases")
      .values({ ...toColumns(leaseFields, input), clientId, endOn: null, createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(
      trx,
      actor,
      "create",
      "lease",
      clientId,
      `Bail de ${input.tenant} sur « ${project.title} » à partir du ${formatDay(input.start)} : ${formatMoneyCents(input.rent)} hors charges + ${formatMoneyCents(input.charges)} de charges.`,
    );
    return { ok: true, id };
  });
}

/**
 * Ends a lease on `end` (its last day): refused before its start, before a month already paid or a revision
 * applied, or over the next lease. Null: no such lease (or not the client's).
 */
export async function endLease(db: DB, leaseId: number, end: string, { actor, clientId }: { actor: Actor; clientId: number }): Promise<Saved<"end"> | null> {
  return writeBooks(db, clientId, async (trx): Promise<Saved<"end"> | null> => {
    const lease = await lockedLease(trx, leaseId, clientId);
    if (!lease) return null;
    const payments = await readPayments(trx, [leaseId]);
    const error = leaseEndError(lease, end, payments);
    if (error) return { ok: false, fieldErrors: { end: error } };
    const revised = lease.revisions.find((r) => r.from > end);
    if (revised) return { ok: false, fieldErrors: { end: `Une révision du loyer prend effet le ${formatDay(revised.from)} : la fin du bail ne peut pas la précéder.` } };
    const others = (await readLeases(trx, { clientId: lease.clientId, projectId: lease.projectId })).filter((l) => l.id !== leaseId);
    const clash = leaseErrors({ ...lease, end }, others).start;
    if (clash) return { ok: false, fieldErrors: { end: clash } };
    await trx.updateTable("leases").set({ endOn: end, updatedAt: nowIso() }).where("id", "=", leaseId).execute();
    await audit(trx, actor, "update", "lease", lease.clientId, `Fin du bail de ${lease.tenant} le ${formatDay(end)}.`);
    return { ok: true, id: leaseId };
  });
}

/** The revision of a lease on an anniversary, as the domain proposes it with the stored series and the project's DPE. Null: no such lease. */
export async function leaseRevision(db: DB, leaseId: number, anniversary: Day): Promise<{ lease: StoredLease; project: Project; revision: Revision } | null> {
  const lease = await getLease(db, leaseId);
  if (!lease) return null;
  const [[project], series] = await Promise.all([getProjects(db, [lease.projectId]), irlSeries(db)]);
  if (!project) return null;
  const revision = proposeRevision({ lease, dpe: dpeInForce(project), series, anniversary, referenceQuarter: lease.referenceQuarter });
  return { lease, project, revision };
}

/**
 * Applies the revision proposed for `anniversary` (recomputed here, never taken from the form), from the day
 * it takes effect (the anniversary, or today when asked within the year after it). Refused with a French
 * message when the domain refuses it (F or G, index missing, no rise), when it is too late, or when a
 * revision already took effect on that anniversary. Null: no such lease.
 */
export async function applyRevision(
  db: DB,
  leaseId: number,
  anniversary: Day,
  { actor, clientId, on = today() }: { actor: Actor; clientId: number; on?: Day },
): Promise<Saved<"anniversary"> | null> {
  return writeBooks(db, clientId, async (trx): Promise<Saved<"anniversary"> | null> => {
    if (!(await lockedLease(trx, leaseId, clientId))) return null;
    const found = await leaseRevision(trx, leaseId, anniversary);
    if (!found) return null;
    const { lease, revision } = found;
    const due = revisionDue(lease, on);
    if (!due || due.anniversary !== anniversary || lease.revisions.some((r) => r.from >= anniversary)) return { ok: false, fieldErrors: { anniversary: "Aucune révision n’est à faire à cette date pour ce bail." } };
    if (revision.status !== "proposee") return { ok: false, fieldErrors: { anniversary: revision.message } };
    const from = revisionEffectiveDay(anniversary, on);
    if (from === null) return { ok: false, fieldErrors: { anniversary: "La révision n’a pas été demandée dans l’année : elle est perdue pour cette année (loi du 6 juillet 1989, art. 17-1)." } };
    const { id } = await trx
      .insertInto("rentChanges")
      .values({
        leaseId,
        fromOn: from,
        rentCents: toCents(revision.newRent),
        previousIrlYear: revision.previousIrl.year,
        newIrlYear: revision.newIrl.year,
        irlQuarter: revision.newIrl.quarter,
        createdAt: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(
      trx,
      actor,
      "update",
      "lease",
      lease.clientId,
      `Loyer de ${lease.tenant} révisé au ${formatDay(from)} : ${formatMoneyCents(revision.currentRent)} → ${formatMoneyCents(revision.newRent)} (IRL du ${quarterLabel(revision.newIrl)}).`,
    );
    return { ok: true, id };
  });
}
