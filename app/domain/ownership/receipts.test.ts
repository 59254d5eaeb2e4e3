import { describe, expect, it } from "vitest";
import { rentReceipt } from "./receipts";
import { PAYMENTS, lease } from "../../../tests/fixtures/books";

describe("the receipt of a month", () => {
  it("is a quittance for a month paid in full, rent and charges apart", () => {
    expect(rentReceipt(lease(), "2025-03", PAYMENTS, "2025-04-01")).toEqual({
      kind: "quittance",
      title: "Quittance de loyer",
      month: "2025-03",
      from: "2025-03-15",
      to: "2025-03-31",
      period: "du 15 au 31 mars 2025",
      dueRent: 340,
      dueCharges: 21.94,
      dueTotal: 361.94,
      paidRent: 340,
      paidCharges: 21.94,
      paid: 361.94,
      remaining: 0,
      paidOn: ["2025-03-20"],
    });
  });

  it("is a « reçu partiel » for a month paid in part, split in the lease's proportion", () => {
    expect(rentReceipt(lease(), "2025-09", PAYMENTS, "2025-11-01")).toMatchObject({ kind: "recu-partiel", title: "Reçu partiel", period: "septembre 2025", paid: 300, paidRent: 281.82, paidCharges: 18.18, remaining: 360 });
    // May, paid in two goes: partial on 10 June, a quittance once the second half came in.
    expect(rentReceipt(lease(), "2025-05", PAYMENTS, "2025-06-10")?.kind).toBe("recu-partiel");
    expect(rentReceipt(lease(), "2025-05", PAYMENTS, "2025-06-20")).toMatchObject({ kind: "quittance", paidOn: ["2025-05-06", "2025-06-20"] });
  });

  it("is nothing for a month with no money in", () => {
    expect(rentReceipt(lease(), "2025-08", PAYMENTS, "2025-11-01")).toBeNull();
    expect(rentReceipt(lease(), "2025-02", PAYMENTS, "2025-11-01")).toBeNull();
  });
});
