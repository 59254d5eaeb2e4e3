import { describe, expect, it } from "vitest";
import { chosenYear, leaseOfYear, leaseSentence, ownerYearView, receiptMonthOf, receiptPath, summaryYearOf, taxSummaryPath } from "./owner-view";
import { yearResult } from "./results";
import { EXPENSES, PAYMENTS, TERMS, lease } from "../../../tests/fixtures/books";

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the owner's page", () => {
  it("makes and reads the documents' addresses", () => {
    expect(receiptPath(12, "2025-03")).toBe("/profile/location/quittance/12/2025-03.pdf");
    expect(taxSummaryPath(12, 2025)).toBe("/profile/location/recapitulatif/12/2025.pdf");
    expect(receiptMonthOf("2025-03.pdf")).toBe("2025-03");
    expect(receiptMonthOf("2025-13.pdf")).toBeNull();
    expect(receiptMonthOf("2025-03")).toBeNull();
    expect(summaryYearOf("2025.pdf")).toBe(2025);
    expect(summaryYearOf("25.pdf")).toBeNull();
    expect(summaryYearOf(undefined)).toBeNull();
  });

  it("shows the year asked when the books have it, else the latest", () => {
    expect(chosenYear("2025", [2026, 2025])).toBe(2025);
    expect(chosenYear("2019", [2026, 2025])).toBe(2026);
    expect(chosenYear(null, [2025, 2026])).toBe(2026);
    expect(chosenYear("x", [])).toBeNull();
  });

  it("follows the letting of the last lease begun by the end of the year", () => {
    const first = lease({ id: 1, start: "2024-01-01", end: "2025-02-10" });
    const second = lease({ id: 2, start: "2025-03-15", furnished: true });
    expect(leaseOfYear([first, second], 2025)?.id).toBe(2);
    expect(leaseOfYear([first, second], 2024)?.id).toBe(1);
    expect(leaseOfYear([first, second], 2023)).toBeNull();
  });

  it("names the lease in a sentence, with the rent in force", () => {
    expect(plain(leaseSentence(lease(), "2026-01-01"))).toBe("Camille Roux, bail nu depuis le 15 mars 2025 : 620,00 € hors charges et 40,00 € de charges par mois.");
    expect(plain(leaseSentence(lease({ end: "2025-12-31", furnished: true, revisions: [{ from: "2025-06-01", rent: 630 }] }), "2026-01-01"))).toBe(
      "Camille Roux, bail meublé du 15 mars 2025 au 31 décembre 2025 : 630,00 € hors charges et 40,00 € de charges par mois.",
    );
  });

  it("words the year of results.test.ts (worked by hand there) for the page", () => {
    const view = ownerYearView(yearResult({ leases: [lease()], payments: PAYMENTS, expenses: EXPENSES }, TERMS, 2025, "2026-02-15"), [lease()], "2026-02-15");
    expect(view.span).toBe("De mars 2025 jusqu’à décembre 2025 (10 mois) : rendements ramenés à l’année.");
    expect(view.figures.map((f) => [f.label, plain(f.value)])).toEqual([
      ["Loyers encaissés (hors charges)", "4 341,82 €"],
      ["Charges encaissées", "280,12 €"],
      ["Dépenses", "5 200,00 €"],
      ["Résultat net", "−858,18 €"],
      ["Mensualités de l’emprunt", "6 000,00 €"],
      ["Cash-flow", "−4 458,18 €"],
    ]);
    // 4 341,82 ÷ 10 months against 700 € announced; yields 3,72 % and 2,33 % against 6 % and 4,8 %.
    expect(view.compared.map((c) => [c.label, plain(c.actual), plain(c.announced), c.gap])).toEqual([
      ["Loyer mensuel hors charges (moyenne encaissée)", "434,18 €", "700,00 €", "en-dessous"],
      ["Rentabilité brute", "3,72 %", "6,00 %", "en-dessous"],
      ["Rentabilité nette", "2,33 %", "4,80 %", "en-dessous"],
      ["Cash-flow mensuel (moyenne)", "−445,82 €", "−20,00 €", "en-dessous"],
    ]);
    expect(plain(view.unpaid)).toBe("Mois impayés : août 2025, septembre 2025 (reste dû : 1 020,00 €).");
    expect(view.vacancy).toBeNull();
    expect(view.chart[0]).toMatchObject({ month: "2025-03", short: "mars", due: 361.94, paidRent: 340, paidCharges: 21.94, statusLabel: "Payé" });
    // Nine months with money in, latest first; September is a partial receipt.
    expect(view.receipts.map((r) => r.label)).toEqual(["décembre 2025", "novembre 2025", "octobre 2025", "septembre 2025", "juillet 2025", "juin 2025", "mai 2025", "avril 2025", "mars 2025"]);
    const april = ownerYearView(yearResult({ leases: [lease({ start: "2025-04-01" })], payments: [], expenses: [] }, TERMS, 2025, "2025-06-15"), [lease()], "2025-06-15");
    expect(april.span).toBe("D’avril 2025 jusqu’au 15 juin 2025 (3 mois) : rendements ramenés à l’année.");
    expect(view.receipts[3]).toEqual({ label: "septembre 2025", title: "Reçu partiel", href: "/profile/location/quittance/1/2025-09.pdf" });
    expect(view.taxSummary).toEqual({ href: "/profile/location/recapitulatif/1/2025.pdf", label: "Récapitulatif fiscal 2025" });
  });
});
