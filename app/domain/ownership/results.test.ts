import { describe, expect, it } from "vitest";
import { deriveProjectFigures, totalCost } from "../projects/finance";
import { bookMonths, bookYears, propertyOverview, propertyTerms, yearResult } from "./results";
import { EXPENSES, PAYMENTS, TERMS, TOTAL, lease } from "../../../tests/fixtures/books";

const books = { leases: [lease()], payments: PAYMENTS, expenses: EXPENSES };

describe("a property's year", () => {
  it("counts 2025 as the owner's page shows it (worked by hand)", () => {
    const r = yearResult(books, TERMS, 2025, "2026-02-15");
    expect(totalCost(TOTAL)).toBe(140_000);
    expect(r.months).toEqual(["2025-03", "2025-04", "2025-05", "2025-06", "2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12"]);
    // Received in 2025: rent 340 + 6 × 620 + 281,82; charges 21,94 + 6 × 40 + 18,18.
    expect(r.rentsReceived).toBe(4341.82);
    expect(r.chargesReceived).toBe(280.12);
    expect(r.expensesTotal).toBe(5200);
    expect(r.expenses["travaux-amelioration"]).toBe(1000);
    // 10 months × 600.
    expect(r.loanPayments).toBe(6000);
    // 4 341,82 − 5 200.
    expect(r.netResult).toBe(-858.18);
    // 4 341,82 − (5 200 − 2 400 of interest, inside the loan payments) − 6 000.
    expect(r.cashflow).toBe(-4458.18);
    // On a year's basis (× 12 / 10): gross 5 210,184 / 140 000 = 3,72 %; net (5 210,184 − 1 620 × 1,2) / 140 000 = 2,33 %.
    expect(r.yields).toEqual({ gross: 3.72, net: 2.33 });
    expect(r.announced).toEqual(TERMS.announced);
    expect(r.unpaidMonths).toEqual(["2025-08", "2025-09"]);
    expect(r.unpaidTotal).toBe(1020);
    expect(r.vacancy).toEqual([]);
    expect(r.series.map((m) => m.status)).toEqual(["paye", "paye", "paye", "paye", "paye", "impaye", "partiel", "paye", "paye", "paye"]);
    expect(r.series[0]).toMatchObject({ month: "2025-03", dueRent: 340, dueCharges: 21.94, paidRent: 340, paidCharges: 21.94 });
  });

  it("counts a year under way up to today", () => {
    const r = yearResult(books, TERMS, 2026, "2026-02-15");
    expect(r.months).toEqual(["2026-01", "2026-02"]);
    // December's rent (6 January) and January's (4 February); February's came on 5 March, after today.
    expect(r.rentsReceived).toBe(1240);
    expect(r.chargesReceived).toBe(80);
    expect(r.expensesTotal).toBe(30);
    expect(r.loanPayments).toBe(1200);
    expect(r.cashflow).toBe(10);
    // × 12 / 2: gross 7 440 / 140 000 = 5,31 %; net (7 440 − 180) / 140 000 = 5,19 %.
    expect(r.yields).toEqual({ gross: 5.31, net: 5.19 });
    expect(r.series.map((m) => m.status)).toEqual(["paye", "a-venir"]);
  });

  it("has nothing before the first lease", () => {
    const r = yearResult(books, TERMS, 2024, "2026-02-15");
    expect(r.months).toEqual([]);
    expect(r.yields).toBeNull();
    expect(r.loanPayments).toBe(0);
    expect(r.rentsReceived).toBe(0);
  });

  it("counts the vacancy between two tenants", () => {
    const leaving = lease({ id: 2, tenant: "Léa Martin", start: "2024-01-01", end: "2025-02-10" });
    const r = yearResult({ leases: [leaving, lease()], payments: [], expenses: [] }, TERMS, 2025, "2026-02-15");
    expect(r.vacancy).toEqual([{ from: "2025-02-11", to: "2025-03-14", days: 32 }]);
    expect(r.vacantDays).toBe(32);
  });

  it("lists the years and months of the books", () => {
    expect(bookYears([lease()], "2026-02-15")).toEqual([2025, 2026]);
    expect(bookYears([], "2026-02-15")).toEqual([]);
    expect(bookMonths([lease()], 2025, "2025-05-02")).toEqual(["2025-03", "2025-04", "2025-05"]);
  });
});

describe("the staff overview of a property", () => {
  it("gives this month's status and every unpaid month since the books began", () => {
    const o = propertyOverview(books, "2025-11-11");
    expect(o.current?.month).toBe("2025-11");
    expect(o.current?.status).toBe("a-venir");
    // August 660 and September 360; October's deadline (10 November) has passed but it was paid on 5 November.
    expect(o.unpaidMonths).toEqual(["2025-08", "2025-09"]);
    expect(o.unpaidTotal).toBe(1020);
    expect(propertyOverview({ leases: [], payments: [], expenses: [] }, "2025-11-11")).toEqual({ current: null, unpaidMonths: [], unpaidTotal: 0 });
  });

  it("says « vacant » once the last tenant has left", () => {
    const ended = lease({ end: "2025-06-30" });
    expect(propertyOverview({ leases: [ended], payments: PAYMENTS.slice(0, 5), expenses: [] }, "2025-08-01").current?.status).toBe("vacant");
  });
});

describe("the announced figures", () => {
  it("are those of the project's page, and the loan payment its mensualité", () => {
    const charges = { mensualiter: 0, taxeFonciere: 60, chargesCopro: 25, chargesCourantes: 0, pno: 10, cfe: 0, rentalManage: 0 };
    const rentabilite = { dureeEmprunt: 20, dureeDifferer: 0, monthlyRent: 700, profitabilityBrut: 6, cashflowNet: -20, wealth1: 0, wealth5: 0, wealth10: 0 };
    const derived = deriveProjectFigures({ total: TOTAL, chargesMensuelles: charges, tauxEmprunt: 3.5, rentabilite, tmpRenov: 0, valeurApresTravaux: null });
    const project = { total: TOTAL, chargesMensuelles: { ...charges, mensualiter: derived.mensualiter }, prixLocation: 700, rentabilite, profitabilityNet: 4.8 };
    expect(propertyTerms(project)).toEqual({
      total: TOTAL,
      monthlyLoanPayment: derived.mensualiter,
      announced: { monthlyRent: 700, grossYield: 6, netYield: 4.8, monthlyCashflow: -20 },
    });
  });
});
