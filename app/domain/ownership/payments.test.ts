import { describe, expect, it } from "vitest";
import {
  type PaymentInput,
  leaseEndError,
  leaseMonth,
  paymentDeadline,
  paymentErrors,
  propertyMonths,
  receivedInYear,
  splitPayments,
  unpaidOf,
} from "./payments";
import { PAYMENTS, lease, pay } from "../../../tests/fixtures/books";

describe("what a payment covers", () => {
  it("splits a partial payment between rent and charges in the lease's proportion", () => {
    // 330 of 660: 330 × 620 / 660 = 310 of rent, 20 of charges.
    expect(splitPayments({ rent: 620, total: 660 }, [pay("2025-05", 330, "2025-05-06")])).toMatchObject([{ rent: 310, charges: 20 }]);
    // 300 of 660: 300 × 620 / 660 = 281,818… → 281,82; charges 18,18.
    expect(splitPayments({ rent: 620, total: 660 }, [pay("2025-09", 300, "2025-10-02")])).toMatchObject([{ rent: 281.82, charges: 18.18 }]);
  });

  it("splits a month paid in several goes exactly as the lease sets it", () => {
    // March 2025 is due 340 + 21,94. First 100: 100 × 340 / 361,94 = 93,938… → 93,94 and 6,06; then the rest,
    // 261,94: rent 340 − 93,94 = 246,06, charges 15,88 — 21,94 of charges in all.
    const split = splitPayments({ rent: 340, total: 361.94 }, [pay("2025-03", 261.94, "2025-03-28"), pay("2025-03", 100, "2025-03-20")]);
    expect(split.map((p) => [p.paidOn, p.rent, p.charges])).toEqual([
      ["2025-03-20", 93.94, 6.06],
      ["2025-03-28", 246.06, 15.88],
    ]);
  });
});

describe("status of a month", () => {
  const l = lease();

  it("is « payé » once the month is paid in full", () => {
    const april = leaseMonth(l, "2025-04", PAYMENTS, "2025-04-06");
    expect(april).toMatchObject({ status: "paye", paid: 660, paidRent: 620, paidCharges: 40, remaining: 0, lastPaidOn: "2025-04-05", late: false });
    const march = leaseMonth(l, "2025-03", PAYMENTS, "2025-04-06");
    expect(march).toMatchObject({ status: "paye", paidRent: 340, paidCharges: 21.94 });
  });

  it("is « partiel » with a part paid, and late after the 10th of the next month", () => {
    expect(leaseMonth(l, "2025-05", PAYMENTS, "2025-06-10")).toMatchObject({ status: "partiel", paid: 330, paidRent: 310, paidCharges: 20, remaining: 330, late: false });
    expect(leaseMonth(l, "2025-05", PAYMENTS, "2025-06-11")).toMatchObject({ status: "partiel", late: true });
    expect(leaseMonth(l, "2025-05", PAYMENTS, "2025-06-20")).toMatchObject({ status: "paye", paidRent: 620, paidCharges: 40, late: false });
  });

  it("is « à venir » until the 10th of the next month, then « impayé »", () => {
    expect(paymentDeadline("2025-08")).toBe("2025-09-10");
    expect(paymentDeadline("2025-12")).toBe("2026-01-10");
    expect(leaseMonth(l, "2025-08", PAYMENTS, "2025-09-10")).toMatchObject({ status: "a-venir", late: false, remaining: 660 });
    expect(leaseMonth(l, "2025-08", PAYMENTS, "2025-09-11")).toMatchObject({ status: "impaye", late: true, remaining: 660, lastPaidOn: null });
  });

  it("is « vacant » for the property when no lease runs", () => {
    const [february, march] = propertyMonths([l], PAYMENTS, ["2025-02", "2025-03"], "2025-04-06");
    expect(february).toMatchObject({ status: "vacant", leases: [], dueRent: 0, unpaid: 0 });
    expect(march.status).toBe("paye");
  });

  it("adds up two tenants in the month one leaves and the next arrives", () => {
    // Léa Martin until 10 February: 214,29 + 17,86; Camille Roux from the 11th, 18 days of 28:
    // 650 × 18 / 28 = 417,857… → 417,86 and 50 × 18 / 28 = 32,142… → 32,14.
    const leaving = lease({ id: 2, tenant: "Léa Martin", start: "2024-01-01", end: "2025-02-10", rent: 600, charges: 50 });
    const arriving = lease({ id: 3, start: "2025-02-11", rent: 650, charges: 50 });
    const [february] = propertyMonths([leaving, arriving], [pay("2025-02", 232.15, "2025-02-05", 2)], ["2025-02"], "2025-03-11");
    expect(february).toMatchObject({ status: "impaye", dueRent: 632.15, dueCharges: 50, paidRent: 214.29, paidCharges: 17.86, unpaid: 450 });
    expect(february.leases.map((r) => r.status)).toEqual(["paye", "impaye"]);
  });

  it("lists the late months and what is still due for them", () => {
    const months = propertyMonths([l], PAYMENTS, ["2025-07", "2025-08", "2025-09", "2025-10"], "2025-11-10");
    // August: 660 unpaid; September: 660 − 300 = 360; October not late yet (deadline 10 November).
    expect(unpaidOf(months)).toEqual({ months: ["2025-08", "2025-09"], total: 1020 });
  });
});

describe("receipts of a year", () => {
  it("counts money on the day it came in", () => {
    // 2025: rent 340 + 620 × 6 + 281,82 = 4 341,82; charges 21,94 + 40 × 6 + 18,18 = 280,12. December's rent came in 2026.
    expect(receivedInYear([lease()], PAYMENTS, 2025)).toEqual({ rent: 4341.82, charges: 280.12 });
    expect(receivedInYear([lease()], PAYMENTS, 2026)).toEqual({ rent: 2480, charges: 160 });
  });
});

describe("checks of a payment as staff enter it", () => {
  const l = lease();
  const input = (over: Partial<PaymentInput> = {}): PaymentInput => ({ month: "2025-08", amount: 660, paidOn: "2025-09-03", ...over });

  it("accepts what is still due", () => {
    expect(paymentErrors(input(), l, PAYMENTS, "2025-09-05")).toEqual({});
    expect(paymentErrors(input({ month: "2025-09", amount: 360 }), l, PAYMENTS, "2025-11-05")).toEqual({});
  });

  it("refuses a month outside the lease", () => {
    expect(paymentErrors(input({ month: "2025-02" }), l, PAYMENTS, "2025-09-05").month).toBe("Le bail de Camille Roux commence le 15 mars 2025 : février 2025 le précède.");
    const ended = lease({ id: 2, tenant: "Léa Martin", start: "2024-01-01", end: "2025-02-10" });
    expect(paymentErrors(input({ month: "2025-03" }), ended, [], "2025-09-05").month).toBe("Le bail de Léa Martin a pris fin le 10 février 2025 : mars 2025 le suit.");
    expect(paymentErrors(input({ month: "2025-13" }), l, [], "2025-09-05").month).toBe("Le mois doit être un mois de l’année, au format AAAA-MM.");
  });

  it("refuses an amount that is not due", () => {
    expect(paymentErrors(input({ amount: -3 }), l, PAYMENTS, "2025-09-05").amount).toBe("Le montant encaissé ne peut pas être négatif.");
    expect(paymentErrors(input({ amount: 0 }), l, PAYMENTS, "2025-09-05").amount).toBe("Le montant encaissé doit être supérieur à zéro.");
    expect(paymentErrors(input({ amount: Number.NaN }), l, PAYMENTS, "2025-09-05").amount).toBe("Le montant encaissé doit être un montant en euros.");
    expect(paymentErrors(input({ month: "2025-09", amount: 360.01 }), l, PAYMENTS, "2025-11-05").amount).toBe(
      "Le montant encaissé (360,01\u00a0€) dépasse ce qui reste dû pour septembre 2025 (360,00\u00a0€).",
    );
    expect(paymentErrors(input({ month: "2025-04", amount: 1 }), l, PAYMENTS, "2025-11-05").amount).toBe("Le mois d’avril 2025 est déjà payé en entier (660,00\u00a0€).");
  });

  it("refuses a day of payment that is not a day, or not yet", () => {
    expect(paymentErrors(input({ paidOn: "2025-09-31" }), l, PAYMENTS, "2025-10-05").paidOn).toBe("La date d’encaissement doit être une date.");
    expect(paymentErrors(input({ paidOn: "2025-09-06" }), l, PAYMENTS, "2025-09-05").paidOn).toBe("La date d’encaissement ne peut pas être dans le futur.");
  });

  it("refuses to end a lease before a month already paid", () => {
    expect(leaseEndError(l, "2025-05-31", PAYMENTS)).toBe("Un loyer est enregistré pour mars 2026 : la fin du bail ne peut pas le précéder.");
    expect(leaseEndError(l, "2026-03-31", PAYMENTS)).toBeNull();
    expect(leaseEndError(l, "2025-03-14", [])).toBe("La fin du bail ne peut pas précéder son début.");
    expect(leaseEndError(l, "2025-02-30", [])).toBe("La fin du bail doit être une date.");
  });
});
