// What a rent receipt says (loi n° 89-462 du 6 juillet 1989, art. 21, applied to furnished homes by art.
// 25-3): « Le bailleur ou son mandataire est tenu de transmettre gratuitement une quittance au locataire qui en
// fait la demande. La quittance porte le détail des sommes versées par le locataire en distinguant le loyer et
// les charges. […] Si le locataire effectue un paiement partiel, le bailleur est tenu de délivrer un reçu. »
// (text quoted by legavox.fr, onb-france.com and solutionspratiques.efl.fr). So a month paid in full gets a
// « quittance de loyer », a month paid in part a « reçu partiel » that states what is still due.

import { type Day, type Month, formatPeriod } from "./calendar";
import type { Lease } from "./leases";
import { type Payment, leaseMonth } from "./payments";

export interface RentReceipt {
  kind: "quittance" | "recu-partiel";
  /** « Quittance de loyer » or « Reçu partiel ». */
  title: string;
  month: Month;
  /** The days of the month the lease covers, and them in words (« mars 2025 », « du 15 au 31 mars 2025 »). */
  from: Day;
  to: Day;
  period: string;
  dueRent: number;
  dueCharges: number;
  dueTotal: number;
  paidRent: number;
  paidCharges: number;
  paid: number;
  /** Still due (0 for a quittance). */
  remaining: number;
  /** The days the money came in, in order. */
  paidOn: Day[];
}

/** The receipt of a month of a lease on `today`, or null when nothing came in for it (or the lease does not cover it). */
export function rentReceipt(lease: Lease, month: Month, payments: readonly Payment[], today: Day): RentReceipt | null {
  const row = leaseMonth(lease, month, payments, today);
  if (!row || row.paid === 0) return null;
  const full = row.status === "paye";
  return {
    kind: full ? "quittance" : "recu-partiel",
    title: full ? "Quittance de loyer" : "Reçu partiel",
    month,
    from: row.due.from,
    to: row.due.to,
    period: formatPeriod(row.due.from, row.due.to),
    dueRent: row.due.rent,
    dueCharges: row.due.charges,
    dueTotal: row.due.total,
    paidRent: row.paidRent,
    paidCharges: row.paidCharges,
    paid: row.paid,
    remaining: row.remaining,
    paidOn: row.payments.map((p) => p.paidOn),
  };
}
