// The books of a client's let properties (issue 22, decisions 0034 and 0035): leases, rent revisions, rent
// received and expenses, as staff keep them, read back as the domain's shapes (app/domain/ownership/), which
// compute every figure. A property is a (client, project) pair. Every write re-runs the domain's checks with
// what the database holds, inside the transaction that writes the row and its audit row; a refusal comes back
// as French messages keyed by field, and nothing is written. Money is stored in cents, converted here.
import type { SessionUser } from "~/domain/accounts/account";
import type { Project } from "~/domain/content/entities";
import { formatMoneyCents } from "~/domain/text/format";
import { type Day, type Month, formatDay, formatMonth, parisDay } from "~/domain/ownership/calendar";
import { type Expense, type ExpenseCategory, EXPENSE_CATEGORY_LABELS, expenseErrors, isExpenseCategory } from "~/domain/ownership/expenses";
import { type QuarterNumber, type Revision, dpeInForce, proposeRevision, quarterLabel, revisionDue, revisionEffectiveDay } from "~/domain/ownership/irl";
import { type Lease, booksStart, leaseErrors } from "~/domain/ownership/leases";
import type { ExpenseForm, LeaseForm, PaymentForm } from "~/domain/ownership/ownership-forms";
import { type Payment, leaseEndError, paymentErrors } from "~/domain/ownership/payments";
import { type PropertyBooks, type PropertyOverview, type PropertyTerms, type YearResult, bookYears, propertyOverview, propertyTerms, yearResult } from "~/domain/ownership/results";
import { fromCents, toCents } from "~/domain/projects/finance";
import { audit } from "../platform/audit.server";
import { nowIso } from "../db/columns.server";
import { writeBooks } from "./consent.server";
import { type DB, lockRow } from "../db/db.server";
import { getProjects } from "../content/projects.server";
import { irlSeries } from "./irl.server";

type Actor = Pick<SessionUser, "id" | "email">;

/** A write refused: French messages keyed by the form's fields. */
export type Refused<F extends string> = { ok: false; fieldErrors: Partial<Record<F, string>> };
export type Saved<F extends string> = { ok: true; id: number } | Refused<F>;

/** A lease as stored: the domain's lease, its property and its IRL reference quarter. */
export interface StoredLease extends Lease {
  clientId: number;
  projectId: number;
  referenceQuarter: QuarterNumber | null;
  /** « Adresse du logement », « Adresse du bailleur » ("" when not given): the receipts and letters name them. */
  homeAddress: string;
  landlordAddress: string;
}

export interface StoredPayment extends Payment {
  id: number;
}

export interface StoredExpense extends Expense {
  id: number;
}

/** One property's books, the domain's PropertyBooks with the stored ids. */
export interface StoredBooks extends PropertyBooks {
  clientId: number;
  projectId: number;
  leases: StoredLease[];
  payments: StoredPayment[];
  expenses: StoredExpense[];
}

/** Today in Paris, the `today` of every rule. */
export const today = (): Day => parisDay(new Date());

/* ------------------------------------------------------------------ */
/* Reading                                                             */
/* ------------------------------------------------------------------ */

type Filter = { clientId: number; projectId?: number } | { leaseId: number } | "all";

/** The leases matching `filter`, with their revisions, by start. */
async function readLeases(db: DB, filter: Filter): Promise<StoredLease[]> {
  let query = db.selectFrom("leases").selectAll();
  if (filter !== "all") {
    if ("leaseId" in filter) query = query.where("id", "=", filter.leaseId);
    else {
      query = query.where("clientId", "=", filter.clientId);
      if (filter.projectId !== undefined) query = query.where("projectId", "=", filter.projectId);
    }
  }
  const rows = await query.orderBy("startOn").orderBy("id").execute();
  if (rows.length === 0) return [];
  const changes = await db
    .selectFrom("rentChanges")
    .select(["leaseId", "fromOn", "rentCents"])
    .where("leaseId", "in", rows.map((r) => r.id))
    .orderBy("fromOn")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    clientId: r.clientId,
    projectId: r.projectId,
    tenant: r.tenant,
    start: r.startOn,
    end: r.endOn,
    furnished: Boolean(r.furnished),
    rent: fromCents(r.rentCents),
    charges: fromCents(r.chargesCents),
    deposit: fromCents(r.depositCents),
    referenceQuarter: (r.referenceQuarter ?? null) as QuarterNumber | null,
    homeAddress: r.homeAddress,
    landlordAddress: r.landlordAddress,
    revisions: changes.filter((c) => c.leaseId === r.id).map((c) => ({ from: c.fromOn, rent: fromCents(c.rentCents) })),
  }));
}

async function readPayments(db: DB, leaseIds: number[]): Promise<StoredPayment[]> {
  if (leaseIds.length === 0) return [];
  const rows = await db.selectFrom("rentPayments").selectAll().where("leaseId", "in", leaseIds).orderBy("month").orderBy("paidOn").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, leaseId: r.leaseId, month: r.month, amount: fromCents(r.amountCents), paidOn: r.paidOn }));
}

async function readExpenses(db: DB, filter: Exclude<Filter, { leaseId: number }>): Promise<(StoredExpense & { clientId: number; projectId: number })[]> {
  let query = db.selectFrom("propertyExpenses").selectAll();
  if (filter !== "all") {
    query = query.where("clientId", "=", filter.clientId);
    if (filter.projectId !== undefined) query = query.where("projectId", "=", filter.projectId);
  }
  const rows = await query.orderBy("spentOn").orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    clientId: r.clientId,
    projectId: r.projectId,
    category: (isExpenseCategory(r.category) ? r.category : "autre") as ExpenseCategory,
    date: r.spentOn,
    amount: fromCents(r.amountCents),
  }));
}

/** Groups leases, payments and expenses by property (client, project), properties by their first lease. */
function groupBooks(leases: StoredLease[], payments: StoredPayment[], expenses: (StoredExpense & { clientId: number; projectId: number })[]): StoredBooks[] {
  const books = new Map<string, StoredBooks>();
  const of = (clientId: number, projectId: number) => {
    const key = `${clientId}|${projectId}`;
    let b = books.get(key);
    if (!b) books.set(key, (b = { clientId, projectId, leases: [], payments: [], expenses: [] }));
    return b;
  };
  const leaseProperty = new Map<number, StoredBooks>();
  for (const l of leases) {
    const b = of(l.clientId, l.projectId);
    b.leases.push(l);
    leaseProperty.set(l.id, b);
  }
  for (const p of payments) leaseProperty.get(p.leaseId)?.payments.push(p);
  for (const { clientId, projectId, ...e } of expenses) of(clientId, projectId).expenses.push(e);
  return [...books.values()].sort((a, b) => (booksStart(a.leases) ?? "9999").localeCompare(booksStart(b.leases) ?? "9999") || a.projectId - b.projectId);
}

async function readBooks(db: DB, filter: Exclude<Filter, { leaseId: number }>): Promise<StoredBooks[]> {
  const [leases, expenses] = await Promise.all([readLeases(db, filter), readExpenses(db, filter)]);
  const payments = await readPayments(db, leases.map((l) => l.id));
  return groupBooks(leases, payments, expenses);
}

/** The books of every property of a client, by their first lease (empty when the client has none). */
export const clientBooks = (db: DB, clientId: number): Promise<StoredBooks[]> => readBooks(db, { clientId });

/** The books of one property, or null when the client has no lease and no expense on that project. */
export async function propertyBooks(db: DB, clientId: number, projectId: number): Promise<StoredBooks | null> {
  return (await readBooks(db, { clientId, projectId }))[0] ?? null;
}

/** The lease of that id, with its revisions, or null. */
export async function getLease(db: DB, id: number): Promise<StoredLease | null> {
  return (await readLeases(db, { leaseId: id }))[0] ?? null;
}

/** A property with its project and its figures, for the owner's page and the staff's. */
export interface PropertyFigures {
  books: StoredBooks;
  project: Project;
  terms: PropertyTerms;
  /** One YearResult per year of the books, the latest first. */
  years: YearResult[];
}

/** The figures of each of a client's properties on `today`, through the domain's results (yearResult per book year). */
export async function clientFigures(db: DB, clientId: number, { on = today() }: { on?: Day } = {}): Promise<PropertyFigures[]> {
  const books = await clientBooks(db, clientId);
  const projects = await getProjects(db, books.map((b) => b.projectId));
  return books.flatMap((b) => {
    const project = projects.find((p) => p.id === b.projectId);
    if (!project) return [];
    const terms = propertyTerms(project);
    const years = bookYears(b.leases, on).reverse().map((year) => yearResult(b, terms, year, on));
    return [{ books: b, project, terms, years }];
  });
}

/** One let property on the staff overview: where it stands this month and the leases due a revision. */
export interface LetProperty {
  clientId: number;
  clientName: string;
  clientEmail: string;
  projectId: number;
  projectTitle: string;
  overview: PropertyOverview;
  /** The lease running today (or the last one), null without a lease. */
  lease: StoredLease | null;
  revision: ReturnType<typeof revisionDue>;
}

/** Every property with a lease, for /creer/gestion: this month's status, the unpaid total, the revisions due. */
export async function letProperties(db: DB, { on = today() }: { on?: Day } = {}): Promise<LetProperty[]> {
  const [books, clients, projects] = await Promise.all([
    readBooks(db, "all"),
    db.selectFrom("users").select(["id", "nom", "prenom", "email"]).where("id", "in", db.selectFrom("leases").select("clientId")).execute(),
    db.selectFrom("projects").select(["id", "title"]).where("id", "in", db.selectFrom("leases").select("projectId")).execute(),
  ]);
  return books
    .filter((b) => b.leases.length > 0)
    .map((b) => {
      const client = clients.find((c) => c.id === b.clientId);
      const lease = b.leases.find((l) => l.start <= on && (l.end === null || on <= l.end)) ?? b.leases[b.leases.length - 1];
      return {
        clientId: b.clientId,
        clientName: client ? `${client.prenom} ${client.nom}`.trim() || client.email : "",
        clientEmail: client?.email ?? "",
        projectId: b.projectId,
        projectTitle: projects.find((p) => p.id === b.projectId)?.title ?? "",
        overview: propertyOverview(b, on),
        lease,
        revision: revisionDue(lease, on),
      };
    });
}

/* ------------------------------------------------------------------ */
/* Leases                                                              */
/* ------------------------------------------------------------------ */

/** The lease, locked (PostgreSQL) for the write that follows; null unless it is one of `clientId`'s. */
async function lockedLease(trx: DB, leaseId: number, clientId: number): Promise<StoredLease | null> {
  if (!(await lockRow(trx, "leases", leaseId))) return null;
  const lease = (await readLeases(trx, { leaseId }))[0];
  return lease?.clientId === clientId ? lease : null;
}

const cents = (amount: number) => toCents(amount);

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
      .values({
        clientId,
        projectId: input.projectId,
        tenant: input.tenant,
        startOn: input.start,
        endOn: null,
        furnished: input.furnished ? 1 : 0,
        rentCents: cents(input.rent),
        chargesCents: cents(input.charges),
        depositCents: cents(input.deposit),
        referenceQuarter: input.referenceQuarter,
        homeAddress: input.homeAddress,
        landlordAddress: input.landlordAddress,
        createdAt: now,
        updatedAt: now,
      })
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

/* ------------------------------------------------------------------ */
/* Payments and expenses                                               */
/* ------------------------------------------------------------------ */

/**
 * Records rent received for a month of a lease (`paidOn` empty: the day it is recorded). Refused by the
 * domain's rules (paymentErrors): a month the lease covers, an amount above zero and not above what is still
 * due, a day not in the future. Null: no such lease.
 */
export async function recordPayment(
  db: DB,
  input: PaymentForm,
  { actor, clientId, on = today() }: { actor: Actor; clientId: number; on?: Day },
): Promise<Saved<keyof PaymentForm> | null> {
  return writeBooks(db, clientId, async (trx): Promise<Saved<keyof PaymentForm> | null> => {
    const lease = await lockedLease(trx, input.leaseId, clientId);
    if (!lease) return null;
    const payments = await readPayments(trx, [lease.id]);
    const paidOn = input.paidOn || on;
    const errors = paymentErrors({ month: input.month, amount: input.amount, paidOn }, lease, payments, on);
    if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
    const { id } = await trx
      .insertInto("rentPayments")
      .values({ leaseId: lease.id, month: input.month, amountCents: cents(input.amount), paidOn, createdAt: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, actor, "create", "rent-payment", lease.clientId, `${formatMoneyCents(input.amount)} encaissés le ${formatDay(paidOn)} pour ${formatMonth(input.month as Month)} (bail de ${lease.tenant}).`);
    return { ok: true, id };
  });
}

/** Deletes a payment of the client recorded by mistake; false when the client has none of that id. */
export async function deletePayment(db: DB, id: number, { actor, clientId }: { actor: Actor; clientId: number }): Promise<boolean> {
  return writeBooks(db, clientId, async (trx) => {
    const row = await trx
      .selectFrom("rentPayments")
      .innerJoin("leases", "leases.id", "rentPayments.leaseId")
      .select(["rentPayments.month", "rentPayments.amountCents", "leases.clientId", "leases.tenant"])
      .where("rentPayments.id", "=", id)
      .where("leases.clientId", "=", clientId)
      .executeTakeFirst();
    if (!row) return false;
    await trx.deleteFrom("rentPayments").where("id", "=", id).execute();
    await audit(trx, actor, "delete", "rent-payment", row.clientId, `Paiement de ${formatMoneyCents(fromCents(row.amountCents))} pour ${formatMonth(row.month)} supprimé (bail de ${row.tenant}).`);
    return true;
  });
}

/**
 * Records an expense of `clientId`'s property on the form's project: refused by the domain's rules
 * (expenseErrors): a category of the list, a day from the property's first lease to today, an amount above zero.
 */
export async function recordExpense(db: DB, clientId: number, input: ExpenseForm, { actor, on = today() }: { actor: Actor; on?: Day }): Promise<Saved<keyof ExpenseForm>> {
  return writeBooks(db, clientId, async (trx): Promise<Saved<keyof ExpenseForm>> => {
    if (!(await lockRow(trx, "users", clientId))) return { ok: false, fieldErrors: { projectId: "Client inconnu." } };
    const leases = await readLeases(trx, { clientId, projectId: input.projectId });
    if (leases.length === 0) return { ok: false, fieldErrors: { projectId: "Ce bien n’a pas de bail : enregistrez d’abord le bail." } };
    const errors = expenseErrors(input, booksStart(leases), on);
    if (Object.keys(errors).length > 0 || !isExpenseCategory(input.category)) return { ok: false, fieldErrors: errors };
    const { id } = await trx
      .insertInto("propertyExpenses")
      .values({ clientId, projectId: input.projectId, category: input.category, spentOn: input.date, amountCents: cents(input.amount), createdAt: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await audit(trx, actor, "create", "expense", clientId, `${EXPENSE_CATEGORY_LABELS[input.category]} : ${formatMoneyCents(input.amount)} le ${formatDay(input.date)}.`);
    return { ok: true, id };
  });
}

/** Deletes an expense of the client recorded by mistake; false when the client has none of that id. */
export async function deleteExpense(db: DB, id: number, { actor, clientId }: { actor: Actor; clientId: number }): Promise<boolean> {
  return writeBooks(db, clientId, async (trx) => {
    const row = await trx.deleteFrom("propertyExpenses").where("id", "=", id).where("clientId", "=", clientId).returning(["clientId", "category", "amountCents", "spentOn"]).executeTakeFirst();
    if (!row) return false;
    const label = isExpenseCategory(row.category) ? EXPENSE_CATEGORY_LABELS[row.category] : row.category;
    await audit(trx, actor, "delete", "expense", row.clientId, `${label} : ${formatMoneyCents(fromCents(row.amountCents))} du ${formatDay(row.spentOn)} supprimée.`);
    return true;
  });
}

/* ------------------------------------------------------------------ */
/* Rent revision                                                       */
/* ------------------------------------------------------------------ */

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
        rentCents: cents(revision.newRent),
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
