import { describe, it, expect } from "vitest";
import {
  borrowedAmount,
  displayEntries,
  grossYield,
  monthlyCashflow,
  monthlyChargesTotal,
  netYield,
  nonRecoverableMonthlyCharges,
  roundCents,
  sumEntries,
  totalCost,
} from "./money";
import type { ProjectTotal } from "../content/entities";
import { CHARGES, TOTAL } from "../../../tests/support/finance-fixtures";


describe("rounding", () => {
  it("rounds half away from zero to the cent, without float surprises", () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(-1.005)).toBe(-1.01);
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(Object.is(roundCents(-0.001), 0)).toBe(true);
  });
});

describe("cost and borrowed amount", () => {
  it("excludes the personal contribution from the cost", () => {
    expect(totalCost(TOTAL)).toBe(130_000);
    expect(borrowedAmount(TOTAL)).toBe(120_000);
  });

  it("borrows nothing when the contribution exceeds the cost", () => {
    expect(borrowedAmount({ ...TOTAL, apportPersonnel: 200_000 })).toBe(0);
  });
});

describe("displayEntries and sumEntries", () => {
  const labels: Record<keyof ProjectTotal, string> = {
    priceAcqui: "Prix d’acquisition",
    works: "Travaux",
    fraisNotaire: "Frais de notaire",
    fraisAgence: "Frais d’agence",
    apportPersonnel: "Apport personnel",
    furnishing: "Ameublement",
    DM2AComi: "Commission",
  };

  it("skips the zero entries, in the order of the labels", () => {
    expect(displayEntries(TOTAL, labels)).toEqual([
      { key: "priceAcqui", label: "Prix d’acquisition", amount: 100_000 },
      { key: "works", label: "Travaux", amount: 20_000 },
      { key: "fraisNotaire", label: "Frais de notaire", amount: 8_000 },
      { key: "apportPersonnel", label: "Apport personnel", amount: 10_000 },
      { key: "furnishing", label: "Ameublement", amount: 2_000 },
    ]);
  });

  it("sums all the values", () => {
    expect(sumEntries({ a: 1, b: 0, c: 2.5 })).toBe(3.5);
    expect(sumEntries(CHARGES)).toBe(650);
    expect(monthlyChargesTotal(CHARGES)).toBe(650);
    expect(nonRecoverableMonthlyCharges(CHARGES)).toBe(150);
  });
});

describe("yields and cash flow", () => {
  it("simple case: 100 000 € cost, 500 € rent, 100 € charges a month", () => {
    expect(grossYield(6000, 100_000)).toBe(6);
    expect(netYield(6000, 1200, 100_000)).toBeCloseTo(4.8, 10);
    expect(grossYield(6000, 0)).toBe(0);
    expect(monthlyCashflow(500, 100 + 421.6)).toBe(-21.6);
  });
});
