// The books of a client's let properties (issue 22, decisions 0034 and 0035): leases, rent revisions, rent
// received and expenses, as staff keep them, read back as the domain's shapes (app/domain/ownership/), which
// compute every figure. A property is a (client, project) pair. Every write re-runs the domain's checks with
// what the database holds, inside the transaction that writes the row and its audit row; a refusal comes back
// as French messages keyed by field, and nothing is written. Money is stored in cents, converted here.
import type { SessionUser } from "~/domain/accounts/account";
import { type Day, parisDay } from "~/domain/ownership/calendar";
import { type Expense, type ExpenseCategory, isExpenseCategory } from "~/domain/ownership/expenses";
import { type QuarterNumber } from "~/domain/ownership/irl";
import { type Lease, booksStart } from "~/domain/ownership/leases";
import { type Payment } from "~/domain/ownership/payments";
import { type PropertyBooks } from "~/domain/ownership/results";
import { fromCents } from "~/domain/projects/finance";
import { type DB, lockRow } from "../db/db.server";


export type Actor = Pick<SessionUser, "id" | "email">;

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
export async function readLeases(db: DB, filter: Filter): Promise<StoredLease[]> {
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

export async function readPayments(db: DB, leaseIds: number[]): Promise<StoredPayment[]> {
  if (leaseIds.length === 0) return [];
  const rows = await db.selectFrom("rentPayments").selectAll().where("leaseId", "in", leaseIds).orderBy("month").orderBy("paidOn").orderBy("id").execute();
  return rows.map((r) => ({ id: r.id, leaseId: r.leaseId, month: r.month, amount: fromCents(r.amountCents), paidOn: r.paidOn }));
}

export async function readExpenses(db: DB, filter: Exclude<Filter, { leaseId: number }>): Promise<(StoredExpense & { clientId: number; projectId: number })[]> {
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

export async function readBooks(db: DB, filter: Exclude<Filter, { leaseId: number }>): Promise<StoredBooks[]> {
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

/** The lease, locked (PostgreSQL) for the write that follows; null unless it is one of `clientId`'s. */
export async function lockedLease(trx: DB, leaseId: number, clientId: number): Promise<StoredLease | null> {
  if (!(await lockRow(trx, "leases", leaseId))) return null;
  const lease = (await readLeases(trx, { leaseId }))[0];
  return lease?.clientId === clientId ? lease : null;
}
