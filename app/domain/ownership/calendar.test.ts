import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  addYears,
  daysBetween,
  daysInMonth,
  formatDay,
  formatMonth,
  formatPeriod,
  isDay,
  isMonth,
  lastDay,
  monthRange,
  parisDay,
  wholeYearsBetween,
} from "./calendar";

describe("calendar of the books", () => {
  it("knows real days and months", () => {
    expect(isDay("2024-02-29")).toBe(true);
    expect(isDay("2025-02-29")).toBe(false);
    expect(isDay("2025-04-31")).toBe(false);
    expect(isDay("2025-4-01")).toBe(false);
    expect(isMonth("2025-12")).toBe(true);
    expect(isMonth("2025-13")).toBe(false);
    expect(isMonth("2025-00")).toBe(false);
  });

  it("counts days and months", () => {
    expect(daysInMonth("2024-02")).toBe(29);
    expect(daysInMonth("2025-02")).toBe(28);
    expect(daysInMonth("2025-04")).toBe(30);
    expect(lastDay("2025-02")).toBe("2025-02-28");
    expect(addMonths("2025-11", 3)).toBe("2026-02");
    expect(addMonths("2025-01", -1)).toBe("2024-12");
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(daysBetween("2025-02-11", "2025-03-14")).toBe(31);
    expect(monthRange("2025-11", "2026-02")).toEqual(["2025-11", "2025-12", "2026-01", "2026-02"]);
    expect(monthRange("2026-02", "2025-11")).toEqual([]);
  });

  it("keeps anniversaries on days that exist", () => {
    expect(addYears("2024-02-29", 1)).toBe("2025-02-28");
    expect(addYears("2024-02-29", 4)).toBe("2028-02-29");
    expect(wholeYearsBetween("2024-03-15", "2025-03-14")).toBe(0);
    expect(wholeYearsBetween("2024-03-15", "2025-03-15")).toBe(1);
    expect(wholeYearsBetween("2024-03-15", "2023-01-01")).toBe(0);
  });

  it("tells the day in Paris", () => {
    expect(parisDay(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
    expect(parisDay(new Date("2025-07-01T21:59:00Z"))).toBe("2025-07-01");
    expect(parisDay(new Date("2025-07-01T22:00:00Z"))).toBe("2025-07-02");
  });

  it("writes days, months and periods in French", () => {
    expect(formatDay("2025-03-01")).toBe("1er mars 2025");
    expect(formatDay("2025-08-15")).toBe("15 août 2025");
    expect(formatMonth("2025-02")).toBe("février 2025");
    expect(formatPeriod("2025-03-01", "2025-03-31")).toBe("mars 2025");
    expect(formatPeriod("2025-03-15", "2025-03-31")).toBe("du 15 au 31 mars 2025");
    expect(formatPeriod("2025-03-01", "2025-03-10")).toBe("du 1er au 10 mars 2025");
    expect(formatPeriod("2025-03-15", "2025-04-04")).toBe("du 15 mars au 4 avril 2025");
    expect(formatPeriod("2024-12-20", "2025-01-04")).toBe("du 20 décembre 2024 au 4 janvier 2025");
  });
});
