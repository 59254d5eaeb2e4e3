import { describe, expect, it } from "vitest";
import { areaFigures, priceFigures, quantile } from "./stats";
import { halfYearLabel, halfYearOf, halfYears, saleWindow } from "./window";

describe("quantiles", () => {
  it("interpolate linearly between sorted values", () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([10, 20, 30, 40], 0.25)).toBe(17.5);
    expect(quantile([10, 20, 30, 40], 0.75)).toBe(32.5);
    expect(quantile([7], 0.75)).toBe(7);
  });

  it("give no figure below five sales", () => {
    expect(priceFigures([2000, 2100, 2200, 2300])).toEqual({ count: 4, median: null, q1: null, q3: null });
    expect(priceFigures([2300, 2000, 2200, 2100, 2400])).toEqual({ count: 5, median: 2200, q1: 2100, q3: 2300 });
  });
});

describe("the window", () => {
  it("is the 36 months ending on the department's most recent sale", () => {
    expect(saleWindow("2025-06-30")).toEqual({ start: "2022-07-01", end: "2025-06-30" });
    expect(saleWindow("2024-12-31")).toEqual({ start: "2022-01-01", end: "2024-12-31" });
    expect(saleWindow("2024-02-29")).toEqual({ start: "2021-03-01", end: "2024-02-29" });
    expect(saleWindow("2025-03-15")).toEqual({ start: "2022-03-16", end: "2025-03-15" });
  });

  it("has its half-years, oldest first", () => {
    expect(halfYears(saleWindow("2025-06-30"))).toEqual(["2022-S2", "2023-S1", "2023-S2", "2024-S1", "2024-S2", "2025-S1"]);
    expect(halfYears(saleWindow("2025-03-15"))).toHaveLength(7);
    expect(halfYearOf("2024-07-01")).toBe("2024-S2");
    expect(halfYearLabel("2024-S1")).toBe("1er\u00a0sem. 2024");
  });

  it("counts only the sales inside it, overall and per half-year", () => {
    const window = saleWindow("2025-06-30");
    const sales = [
      { date: "2022-06-30", pricePerM2: 99_999 }, // the day before the window
      ...[1000, 1100, 1200, 1300, 1400].map((p, i) => ({ date: `2025-0${i + 1}-10`, pricePerM2: p })),
      { date: "2022-07-01", pricePerM2: 1500 },
    ];
    const figures = areaFigures(sales, window);
    expect(figures).toMatchObject({ count: 6, median: 1250 });
    expect(figures.halves.at(-1)).toEqual({ half: "2025-S1", count: 5, median: 1200 });
    expect(figures.halves[0]).toEqual({ half: "2022-S2", count: 1, median: null });
  });
});
