// What the staff's « Location » page of a client shows (built by app/server/ownership/rental-page.server.ts,
// drawn by app/components/admin/ownership/): plain values, the page formats them.
import type { Day, Month } from "./calendar";
import type { Revision } from "./irl";
import type { Lease, RentChange } from "./leases";
import type { MonthStatus } from "./payments";

/** A lease as the page shows it: `rent` is the one in force today (after revisions). */
export interface LeaseView extends Omit<Lease, "revisions"> {
  revisions: RentChange[];
  /** The rent excluding charges at signing. */
  rentAtSigning: number;
  homeAddress: string;
  /** Whether it runs today or starts later: it may still be ended. */
  open: boolean;
}

export interface RevisionView {
  leaseId: number;
  tenant: string;
  anniversary: Day;
  /** « a-faire »: the anniversary has passed; « a-venir »: within the notice days. */
  due: "a-faire" | "a-venir";
  status: Revision["status"];
  /** The domain's French explanation when it proposes nothing. */
  message: string | null;
  currentRent: number | null;
  newRent: number | null;
  /** « 145,47 (1er trimestre 2025) ». */
  newIrl: string | null;
  previousIrl: string | null;
  /** The day the revision would take effect if applied today; null when too late. */
  effective: Day | null;
}

export interface MonthView {
  month: Month;
  status: MonthStatus;
  due: number;
  paid: number;
  remaining: number;
}

export interface YearView {
  year: number;
  rentsReceived: number;
  chargesReceived: number;
  expensesTotal: number;
  netResult: number;
  unpaidTotal: number;
  vacancy: { from: Day; to: Day; days: number }[];
  months: MonthView[];
}

export interface PropertyView {
  projectId: number;
  title: string;
  leases: LeaseView[];
  revisions: RevisionView[];
  years: YearView[];
  expenses: { id: number; category: string; date: Day; amount: number }[];
  /** The payments recorded, the latest month first: for a correction. */
  payments: { id: number; tenant: string; month: Month; amount: number; paidOn: Day }[];
}

export interface LocationPage {
  client: { id: number; name: string };
  today: Day;
  /** Every project, for « Projet » of a new lease. */
  projects: { id: number; title: string }[];
  /** « Bail » of a payment: each lease, named by its tenant, property and span. */
  leaseOptions: { id: number; label: string }[];
  /** The lease the payment form starts on: the first one running today. */
  defaultLeaseId: number | null;
  properties: PropertyView[];
}

