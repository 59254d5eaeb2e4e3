import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, toCsv } from "./csv";

describe("CSV for French Excel", () => {
  it("starts with the UTF-8 byte order mark, separates cells with ; and rows with CRLF", () => {
    const csv = toCsv(["Nom", "Ville"], [["Dupont", "Saint-Étienne"], ["Martin", "Lyon"]]);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv).toBe(`${CSV_BOM}Nom;Ville\r\nDupont;Saint-Étienne\r\nMartin;Lyon\r\n`);
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });

  it("quotes cells holding a separator, a quote or a line break, doubling the quotes", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('il a dit "oui"')).toBe('"il a dit ""oui"""');
    expect(csvCell("ligne 1\nligne 2")).toBe('"ligne 1\nligne 2"');
    expect(csvCell("ligne 1\r\nligne 2")).toBe('"ligne 1\r\nligne 2"');
    expect(csvCell("simple, avec virgule")).toBe("simple, avec virgule");
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(csvCell("=HYPERLINK(\"http://x\";\"clic\")")).toBe(`"'=HYPERLINK(""http://x"";""clic"")"`);
    expect(csvCell("+33 6 12 34 56 78")).toBe("'+33 6 12 34 56 78");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\t=1+1")).toBe("'\t=1+1");
    expect(csvCell("\r=1+1")).toBe(`"'\r=1+1"`);
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("writes numbers with a decimal comma and never neutralises them; empty values are empty cells", () => {
    expect(csvCell(150000)).toBe("150000");
    expect(csvCell(1234.5)).toBe("1234,5");
    expect(csvCell(-45)).toBe("-45");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("keeps every row the same width when a cell is quoted", () => {
    const csv = toCsv(["a", "b", "c"], [["x;y", 'q"', "z"]]);
    const row = csv.slice(CSV_BOM.length).split("\r\n")[1];
    expect(row).toBe('"x;y";"q""";z');
  });
});
