// The books of the unit tests of this folder (not used by the site): one let flat whose figures are worked
// out by hand in the tests, so that every expected amount can be checked with a pencil.
import type { ProjectTotal } from "../entities";
import type { Expense } from "./expenses";
import type { Lease } from "./leases";
import type { Payment } from "./payments";
import type { PropertyTerms } from "./results";

/** A lease of the tests: Camille Roux, from 15 March 2025, unfurnished, 620 € + 40 € of charges. */
export const lease = (over: Partial<Lease> = {}): Lease => ({
  id: 1,
  tenant: "Camille Roux",
  start: "2025-03-15",
  end: null,
  furnished: false,
  rent: 620,
  charges: 40,
  deposit: 620,
  revisions: [],
  ...over,
});

/** A payment of lease 1. */
export const pay = (month: string, amount: number, paidOn: string, leaseId = 1): Payment => ({ leaseId, month, amount, paidOn });

/**
 * Ten months of 2025 and three of 2026 for lease 1: March prorated (361,94 €), May paid in two halves,
 * August never paid, September paid 300 € of 660 €, December paid on 6 January 2026.
 */
export const PAYMENTS: Payment[] = [
  pay("2025-03", 361.94, "2025-03-20"),
  pay("2025-04", 660, "2025-04-05"),
  pay("2025-05", 330, "2025-05-06"),
  pay("2025-05", 330, "2025-06-20"),
  pay("2025-06", 660, "2025-07-03"),
  pay("2025-07", 660, "2025-08-04"),
  pay("2025-09", 300, "2025-10-02"),
  pay("2025-10", 660, "2025-11-05"),
  pay("2025-11", 660, "2025-12-05"),
  pay("2025-12", 660, "2026-01-06"),
  pay("2026-01", 660, "2026-02-04"),
  pay("2026-02", 660, "2026-03-05"),
  pay("2026-03", 660, "2026-04-03"),
];

/** 5 200 € of expenses in 2025 (1 620 € of them operating), and 30 € in 2026. */
export const EXPENSES: Expense[] = [
  { category: "taxe-fonciere", date: "2025-10-15", amount: 800 },
  { category: "assurance-pno", date: "2025-04-01", amount: 120 },
  { category: "copropriete", date: "2025-06-30", amount: 300 },
  { category: "travaux-entretien", date: "2025-09-10", amount: 150 },
  { category: "travaux-amelioration", date: "2025-11-20", amount: 1000 },
  { category: "frais-gestion", date: "2025-12-31", amount: 200 },
  { category: "interets", date: "2025-12-31", amount: 2400 },
  { category: "assurance-emprunteur", date: "2025-12-31", amount: 180 },
  { category: "autre", date: "2025-05-05", amount: 50 },
  { category: "taxe-fonciere", date: "2026-01-15", amount: 30 },
];

/** A project costing 140 000 € (100 000 + 20 000 of works + 8 000 + 5 000 of furniture + 7 000 of commission). */
export const TOTAL: ProjectTotal = { priceAcqui: 100_000, works: 20_000, fraisNotaire: 8_000, fraisAgence: 0, apportPersonnel: 10_000, furnishing: 5_000, DM2AComi: 7_000 };

export const TERMS: PropertyTerms = {
  total: TOTAL,
  monthlyLoanPayment: 600,
  announced: { monthlyRent: 700, grossYield: 6, netYield: 4.8, monthlyCashflow: -20 },
};
