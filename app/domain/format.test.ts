import { describe, expect, it } from "vitest";
import { formatDate, formatMinutes, formatMoney, formatMoneyCents, formatMonths, formatPercent, formatYears } from "./format";

// Intl uses a narrow no-break space (U+202F) as the thousands separator and a no-break space before €.
const norm = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");

describe("French formats", () => {
  it("formats money with spaces as thousands separators and €", () => {
    expect(norm(formatMoney(123456))).toBe("123 456 €");
    expect(norm(formatMoney(919.79))).toBe("919,79 €");
    expect(norm(formatMoney(0))).toBe("0 €");
    expect(norm(formatMoney(-45))).toBe("-45 €");
    expect(norm(formatMoneyCents(1000))).toBe("1 000,00 €");
  });
  it("formats percentages", () => {
    expect(norm(formatPercent(9.5))).toBe("9,5 %");
    expect(norm(formatPercent(10))).toBe("10 %");
    expect(norm(formatPercent(7.456))).toBe("7,46 %");
  });
  it("formats loan durations in years and deferral in months", () => {
    expect(norm(formatYears(20))).toBe("20 ans");
    expect(norm(formatYears(1))).toBe("1 an");
    expect(norm(formatMonths(6))).toBe("6 mois");
  });
  it("formats travel times", () => {
    expect(norm(formatMinutes(12))).toBe("12 min");
    expect(norm(formatMinutes(75))).toBe("1 h 15");
    expect(norm(formatMinutes(120))).toBe("2 h");
  });
  it("formats dates in French", () => {
    expect(formatDate("2026-11-21T10:00:00Z")).toBe("21 novembre 2026");
  });
});
