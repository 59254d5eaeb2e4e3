import { describe, expect, it } from "vitest";
import { type LeaseInput, currentTermStart, leaseErrors, monthDue, rentOn, vacancyPeriods, vacantDays } from "./leases";
import { lease } from "../../../tests/fixtures/books";


describe("what a lease is due each month", () => {
  it("is the rent and the charges of the lease for a whole month", () => {
    expect(monthDue(lease(), "2025-04")).toEqual({ from: "2025-04-01", to: "2025-04-30", rent: 620, charges: 40, total: 660 });
  });

  it("is prorated by days in the month the lease starts", () => {
    // 17 days of 31: 620 × 17 / 31 = 340; 40 × 17 / 31 = 21,935… → 21,94.
    expect(monthDue(lease(), "2025-03")).toEqual({ from: "2025-03-15", to: "2025-03-31", rent: 340, charges: 21.94, total: 361.94 });
  });

  it("is prorated by days in the month the lease ends", () => {
    // 10 days of 28: 600 × 10 / 28 = 214,285… → 214,29; 50 × 10 / 28 = 17,857… → 17,86.
    const ended = lease({ start: "2024-01-01", end: "2025-02-10", rent: 600, charges: 50 });
    expect(monthDue(ended, "2025-02")).toEqual({ from: "2025-02-01", to: "2025-02-10", rent: 214.29, charges: 17.86, total: 232.15 });
    expect(monthDue(ended, "2025-03")).toBeNull();
  });

  it("is nothing before the lease", () => {
    expect(monthDue(lease(), "2025-02")).toBeNull();
  });

  it("counts each rent for its days when a revision takes effect during the month", () => {
    const revised = lease({ start: "2024-06-01", rent: 700, charges: 30, revisions: [{ from: "2025-06-16", rent: 710 }] });
    expect(rentOn(revised, "2025-06-15")).toBe(700);
    expect(rentOn(revised, "2025-06-16")).toBe(710);
    // (700 × 15 + 710 × 15) / 30 = 705.
    expect(monthDue(revised, "2025-06")?.rent).toBe(705);
    expect(monthDue(revised, "2025-07")?.rent).toBe(710);
    expect(monthDue(revised, "2025-05")?.rent).toBe(700);
  });
});

describe("vacancy between tenants", () => {
  const first = lease({ id: 2, tenant: "Léa Martin", start: "2024-01-01", end: "2025-02-10", rent: 600, charges: 50 });
  const second = lease();

  it("is the gap between two leases", () => {
    // 11 February to 14 March 2025: 18 days of February and 14 of March.
    expect(vacancyPeriods([second, first], "2025-01-01", "2025-12-31")).toEqual([{ from: "2025-02-11", to: "2025-03-14", days: 32 }]);
  });

  it("runs after the last lease ended", () => {
    expect(vacancyPeriods([first], "2025-01-01", "2025-03-31")).toEqual([{ from: "2025-02-11", to: "2025-03-31", days: 49 }]);
    expect(vacantDays([first], "2025-01-01", "2025-03-31")).toBe(49);
  });

  it("does not count the time before the first lease", () => {
    expect(vacancyPeriods([second], "2025-01-01", "2025-03-31")).toEqual([]);
    expect(vacancyPeriods([], "2025-01-01", "2025-03-31")).toEqual([]);
  });
});

describe("terms of a lease", () => {
  it("renews an unfurnished lease every three years and a furnished one every year", () => {
    expect(currentTermStart({ start: "2019-06-01", furnished: false }, "2022-05-31")).toBe("2019-06-01");
    expect(currentTermStart({ start: "2019-06-01", furnished: false }, "2024-06-01")).toBe("2022-06-01");
    expect(currentTermStart({ start: "2019-06-01", furnished: false }, "2025-06-01")).toBe("2025-06-01");
    expect(currentTermStart({ start: "2021-09-01", furnished: true }, "2022-09-01")).toBe("2022-09-01");
    expect(currentTermStart({ start: "2021-09-01", furnished: true }, "2022-08-31")).toBe("2021-09-01");
  });
});

describe("checks of a lease as staff enter it", () => {
  const { id: _id, revisions: _revisions, ...signed } = lease();
  const input = (over: Partial<LeaseInput> = {}): LeaseInput => ({ ...signed, ...over });

  it("accepts a good lease", () => {
    expect(leaseErrors(input(), [])).toEqual({});
  });

  it("refuses missing or impossible values, in French, at the field", () => {
    expect(leaseErrors(input({ tenant: "  ", start: "2025-02-30", rent: -5, charges: -1, deposit: Number.NaN }), [])).toEqual({
      tenant: "Le nom du locataire est obligatoire.",
      start: "Le début du bail doit être une date.",
      rent: "Le loyer hors charges ne peut pas être négatif.",
      charges: "La provision pour charges ne peut pas être négative.",
      deposit: "Le dépôt de garantie doit être un montant en euros.",
    });
    expect(leaseErrors(input({ rent: 0, deposit: 0 }), []).rent).toBe("Le loyer hors charges doit être supérieur à zéro.");
    expect(leaseErrors(input({ end: "2025-03-14" }), []).end).toBe("La fin du bail ne peut pas précéder son début.");
  });

  it("holds the deposit to one month of rent unfurnished, two furnished", () => {
    expect(leaseErrors(input({ deposit: 620.01 }), []).deposit).toBe(
      "Le dépôt de garantie ne peut pas dépasser un mois de loyer hors charges pour une location nue (620,00\u00a0€ au plus).",
    );
    expect(leaseErrors(input({ furnished: true, deposit: 1240 }), [])).toEqual({});
    expect(leaseErrors(input({ furnished: true, deposit: 1240.01 }), []).deposit).toBe(
      "Le dépôt de garantie ne peut pas dépasser deux mois de loyer hors charges pour une location meublée (1\u202f240,00\u00a0€ au plus).",
    );
  });

  it("refuses a lease that overlaps another of the property", () => {
    const others = [{ tenant: "Léa Martin", start: "2024-01-01", end: "2025-02-10" }];
    expect(leaseErrors(input({ start: "2025-02-01" }), others).start).toBe(
      "Ce bail chevauche celui de Léa Martin (du 1er janvier 2024 au 10 février 2025) : un seul bail à la fois.",
    );
    expect(leaseErrors(input({ start: "2025-02-11" }), others)).toEqual({});
    const running = [{ tenant: "Léa Martin", start: "2024-01-01", end: null }];
    expect(leaseErrors(input({ start: "2030-01-01" }), running).start).toBe("Ce bail chevauche celui de Léa Martin (depuis le 1er janvier 2024) : un seul bail à la fois.");
    expect(leaseErrors(input({ start: "2023-01-01", end: "2023-12-31" }), running)).toEqual({});
  });
});
