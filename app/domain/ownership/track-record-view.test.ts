import { describe, expect, it } from "vitest";
import { trackRecord, trackRecordAggregate } from "./track-record";
import { periodText, trackRecordLine, trackRecordPeriod, trackRecordSummary } from "./track-record-view";
import { PAYMENTS, TERMS, lease } from "../../../tests/fixtures/books";

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("the published track record's texts", () => {
  it("words a line without any name", () => {
    const record = trackRecord({ leases: [lease()], payments: PAYMENTS, expenses: [] }, TERMS, "2026-02-15")!;
    const line = trackRecordLine({ id: 7, title: "T2 rénové", href: "/projets/7/t2-renove" }, record);
    expect(plain(line.period)).toBe("de mars 2025 à janvier 2026 (11 mois)");
    expect(plain(line.announcedRent)).toBe("700 €");
    expect(plain(line.ratio)).toMatch(/^\d+(,\d)? % du loyer annoncé$/);
    expect(line.vacancy).toBe("Aucune");
    expect(JSON.stringify(line)).not.toContain("Camille");
    expect(periodText("2026-03", "2026-03", 1)).toBe("mars 2026 (1 mois)");
    expect(periodText("2025-04", "2026-03", 12)).toBe("d’avril 2025 à mars 2026 (12 mois)");
  });

  it("sums up one project or several, and nothing before the first", () => {
    expect(trackRecordSummary(trackRecordAggregate([]))).toBeNull();
    expect(plain(trackRecordSummary({ medianRentRatio: 0.875, projects: 1 })!.sentence)).toBe(
      "Sur 1 projet livré dont le propriétaire a accepté la publication anonyme de ses résultats, le loyer obtenu sur les douze derniers mois atteint 87,5 % du loyer annoncé.",
    );
    expect(plain(trackRecordSummary({ medianRentRatio: 1.02, projects: 3 })!.sentence)).toBe(
      "Sur 3 projets livrés dont les propriétaires ont accepté la publication anonyme de leurs résultats, le loyer obtenu sur les douze derniers mois atteint en médiane 102 % du loyer annoncé.",
    );
  });

  it("gives the page cache a period that moves on the 11th, in Paris", () => {
    expect(trackRecordPeriod(new Date("2026-03-10T23:00:00Z"))).toBe("2026-02");
    expect(trackRecordPeriod(new Date("2026-03-10T22:59:00Z"))).toBe("2026-01");
  });
});
