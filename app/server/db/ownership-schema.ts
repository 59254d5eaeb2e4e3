// The tables of the books of let properties (see db-schema.ts). A table written by a staff form is the form's
// fields' columns (ColumnsOf, as the content's tables) with the row's own; the others are typed here.
import type { Generated } from "kysely";
import type { ColumnsOf } from "~/domain/content/fields";
import type { expenseFields, leaseFields, paymentFields } from "~/domain/ownership/ownership-forms";

/* ---- After the keys (issue 22, migration 0040, decisions 0034 and 0035) ---- */

/**
 * A lease of a client's property (the client, the project bought): the columns of its form's fields (leaseFields:
 * money in cents, `startOn`), and the lease's own. Days "YYYY-MM-DD".
 */
export type LeasesTable = ColumnsOf<typeof leaseFields> & {
  id: Generated<number>;
  clientId: number;
  /** Last day of the lease (included); null while it runs. */
  endOn: string | null;
  createdAt: string;
  updatedAt: string;
};

/** A change of a lease's rent excluding charges from a day on (an IRL revision). */
export interface RentChangesTable {
  id: Generated<number>;
  leaseId: number;
  fromOn: string;
  rentCents: number;
  /** The IRL of an IRL revision: quarter, year of the new index and of the previous one; null otherwise. */
  previousIrlYear: number | null;
  newIrlYear: number | null;
  irlQuarter: number | null;
  createdAt: string;
}

/** Rent received for a month ("YYYY-MM") of a lease, on the day `paidOn`: the columns of paymentFields. */
export type RentPaymentsTable = ColumnsOf<typeof paymentFields> & {
  id: Generated<number>;
  createdAt: string;
};

/** An expense of a property (ExpenseCategory, app/domain/ownership/expenses.ts): the columns of expenseFields. */
export type PropertyExpensesTable = ColumnsOf<typeof expenseFields> & {
  id: Generated<number>;
  clientId: number;
  createdAt: string;
};

/** The INSEE IRL series (001515333), seeded, then kept by staff. */
export interface IrlQuartersTable {
  year: number;
  quarter: number;
  value: number;
  publishedOn: string | null;
  source: string;
  createdAt: string;
}

/** An owner's consent to the anonymous publication of their results (no row: not given). */
export interface PublicationConsentsTable {
  userId: number;
  acceptedAt: string;
  textVersion: string;
}
