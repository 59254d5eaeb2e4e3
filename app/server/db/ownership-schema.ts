// The tables of the books of let properties (see db-schema.ts).
import type { Generated } from "kysely";

/* ---- After the keys (issue 22, migration 0040, decisions 0034 and 0035) ---- */

/** A lease of a client's property (the client, the project bought). Money in cents, days "YYYY-MM-DD". */
export interface LeasesTable {
  id: Generated<number>;
  clientId: number;
  projectId: number;
  tenant: string;
  startOn: string;
  /** Last day of the lease (included); null while it runs. */
  endOn: string | null;
  furnished: Generated<number>;
  rentCents: number;
  chargesCents: number;
  depositCents: number;
  /** The IRL quarter the lease names (1 to 4); null: the one in force at signing. */
  referenceQuarter: number | null;
  /** « Adresse du logement » and « Adresse du bailleur » (migration 0041), "" when not given. */
  homeAddress: Generated<string>;
  landlordAddress: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

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

/** Rent received for a month ("YYYY-MM") of a lease, on the day `paidOn`. */
export interface RentPaymentsTable {
  id: Generated<number>;
  leaseId: number;
  month: string;
  amountCents: number;
  paidOn: string;
  createdAt: string;
}

export interface PropertyExpensesTable {
  id: Generated<number>;
  clientId: number;
  projectId: number;
  /** ExpenseCategory (app/domain/ownership/expenses.ts). */
  category: string;
  spentOn: string;
  amountCents: number;
  createdAt: string;
}

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
