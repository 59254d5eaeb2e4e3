import { describe, expect, it } from "vitest";
import { formNumber, formatCount, formatDate, formatMonth, formatFileSize, formatInteger, formatMinutes, formatMoney, formatMoneyCents, formatMonths, formatPercent, formatYears, formatYield } from "./format";

// Intl uses a narrow no-break space (U+202F) as the thousands separator and a no-break space before €.
const norm = (s: string) => s.replace(/[\u202f\u00a0]/g, " ");

describe("French formats", () => {
  it("formats money with spaces as thousands separators and €", () => {
    expect(norm(formatMoney(123456))).toBe("123 456 €");
    expect(norm(formatMoney(919.79))).toBe("920 €"); // whole euros only (issue 30, item 6)
    expect(norm(formatMoney(0))).toBe("0 €");
    expect(norm(formatMoney(-45))).toBe("\u221245 €");
    expect(norm(formatMoneyCents(1000))).toBe("1 000,00 €");
    expect(norm(formatMoneyCents(-0.5))).toBe("\u22120,50 €");
  });
  it("rounds to the euro, with a true minus sign (U+2212) for a negative amount", () => {
    expect(norm(formatMoney(12345.67))).toBe("12 346 €");
    expect(norm(formatMoney(-5303.99))).toBe("\u22125 304 €");
    expect(norm(formatMoney(-0.4))).toBe("0 €");
  });
  it("writes yields with two decimals, always", () => {
    expect(norm(formatYield(8.4))).toBe("8,40 %");
    expect(norm(formatYield(6))).toBe("6,00 %");
    expect(norm(formatYield(-1.234))).toBe("\u22121,23 %");
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
    expect(formatMonth("2026-10-01")).toBe("octobre 2026");
    expect(formatMonth("2026-12-31")).toBe("décembre 2026");
  });
});

describe("numbers written back into a form, and rounded money", () => {
  it("writes a decimal comma and no thousands separator", () => {
    expect(formNumber(3.6)).toBe("3,6");
    expect(formNumber(128000)).toBe("128000");
  });
  it("rounds money to whole euros", () => {
    expect(norm(formatMoney(1234.56))).toBe("1 235 €");
    expect(norm(formatMoney(-15.4))).toBe("\u221215 €");
    expect(norm(formatInteger(-12500))).toBe("\u221212 500");
    expect(formatInteger(-0.3)).toBe("0");
  });
  it("puts the noun of a count in the plural from 2 on", () => {
    expect(formatCount(0, "projet", "projets")).toBe("0 projet");
    expect(formatCount(1, "compte correspond", "comptes correspondent")).toBe("1 compte correspond");
    expect(norm(formatCount(1200, "heure", "heures"))).toBe("1 200 heures");
  });
});

describe("file sizes", () => {
  it("writes kilobytes and megabytes the French way", () => {
    expect(formatFileSize(200)).toBe("1\u00a0Ko");
    expect(formatFileSize(340 * 1024)).toBe("340\u00a0Ko");
    expect(formatFileSize(2.44 * 1024 * 1024)).toBe("2,4\u00a0Mo");
    expect(formatFileSize(20 * 1024 * 1024)).toBe("20\u00a0Mo");
  });
});
