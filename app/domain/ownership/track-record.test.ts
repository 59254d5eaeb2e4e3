import { describe, expect, it } from "vitest";
import { monthRange } from "./calendar";
import { EXPENSES, PAYMENTS, TERMS, lease, pay } from "../../../tests/fixtures/books";
import { lastSettledMonth, median, trackRecord, trackRecordAggregate } from "./track-record";

describe("the last twelve months", () => {
  it("end with the last month whose deadline has passed", () => {
    expect(lastSettledMonth("2026-04-11")).toBe("2026-03");
    expect(lastSettledMonth("2026-04-10")).toBe("2026-02");
    expect(lastSettledMonth("2026-01-20")).toBe("2025-12");
  });
});

describe("a property's line of the track record", () => {
  const books = { leases: [lease()], payments: PAYMENTS, expenses: EXPENSES };

  it("sets the rent obtained and the actual yield beside the announced ones (worked by hand)", () => {
    // April 2025 to March 2026: 11 months at 620 € but August (0) and September (281,82): 6 481,82 €.
    expect(trackRecord(books, TERMS, "2026-04-20")).toEqual({
      from: "2025-04",
      to: "2026-03",
      months: 12,
      announcedMonthlyRent: 700,
      // 6 481,82 / 12 = 540,15; / 700 = 0,7716.
      obtainedMonthlyRent: 540.15,
      rentRatio: 0.7716,
      announcedYields: { gross: 6, net: 4.8 },
      // 6 481,82 / 140 000 = 4,63 %; operating expenses 800 + 120 + 300 + 150 + 200 + 50 + 30 = 1 650:
      // (6 481,82 − 1 650) / 140 000 = 3,45 %.
      yields: { gross: 4.63, net: 3.45 },
      vacantDays: 0,
      vacancyPct: 0,
    });
  });

  it("counts only the months since the property was let", () => {
    // March 2025 alone: 340 € for 17 days; on a year's basis 4 080 / 140 000 = 2,91 %.
    expect(trackRecord(books, TERMS, "2025-04-11")).toMatchObject({ from: "2025-03", to: "2025-03", months: 1, obtainedMonthlyRent: 340, rentRatio: 0.4857, yields: { gross: 2.91, net: 2.91 } });
    expect(trackRecord(books, TERMS, "2025-04-10")).toBeNull();
    expect(trackRecord({ leases: [], payments: [], expenses: [] }, TERMS, "2025-04-10")).toBeNull();
  });

  it("shows the vacancy between two tenants", () => {
    const first = lease({ start: "2025-01-01", end: "2025-06-30", rent: 500, charges: 0, deposit: 500 });
    const second = lease({ id: 2, tenant: "Noé Petit", start: "2025-08-01", rent: 500, charges: 0, deposit: 500 });
    const payments = [
      ...monthRange("2025-01", "2025-06").map((m) => pay(m, 500, `${m}-05`)),
      ...monthRange("2025-08", "2025-12").map((m) => pay(m, 500, `${m}-05`, 2)),
    ];
    const terms = { ...TERMS, announced: { ...TERMS.announced, monthlyRent: 500 } };
    // 11 rents of 500 over 12 months: 458,33 a month, 0,9167 of 500; July empty: 31 days of 365 = 8,5 %.
    expect(trackRecord({ leases: [first, second], payments, expenses: [] }, terms, "2026-01-20")).toMatchObject({
      months: 12,
      obtainedMonthlyRent: 458.33,
      rentRatio: 0.9167,
      yields: { gross: 3.93, net: 3.93 },
      vacantDays: 31,
      vacancyPct: 8.5,
    });
  });
});

describe("the aggregate of /resultats", () => {
  it("is the median of rent obtained ÷ rent announced, and the number of projects", () => {
    expect(median([0.9, 1.05, 0.8])).toBe(0.9);
    expect(median([1.1, 0.8, 1, 0.9])).toBe(0.95);
    expect(median([])).toBeNull();
    expect(trackRecordAggregate([{ rentRatio: 0.9 }, { rentRatio: 1.05 }, { rentRatio: 0.8 }, { rentRatio: null }])).toEqual({ medianRentRatio: 0.9, projects: 4 });
    expect(trackRecordAggregate([])).toEqual({ medianRentRatio: null, projects: 0 });
  });
});
