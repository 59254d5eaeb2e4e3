import { describe, expect, it } from "vitest";
import { DPE_CLASSES, dpeOrderError, dpeSpoken, dpeWorksStatement, isDpeClass, pricePerSquareMetre, rentalBan, rentalBanSentence } from "./dpe";

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe("rental-ban calendar of the loi Climat et résilience", () => {
  it("bans G since 2025, F from 2028, E from 2034; A to D never", () => {
    expect(rentalBan("G", day("2024-12-31"))).toEqual({ status: "upcoming", from: "2025-01-01" });
    expect(rentalBan("G", day("2025-01-01"))).toEqual({ status: "banned", from: "2025-01-01" });
    expect(rentalBan("F", day("2026-11-23"))).toEqual({ status: "upcoming", from: "2028-01-01" });
    expect(rentalBan("F", day("2028-01-01"))).toEqual({ status: "banned", from: "2028-01-01" });
    expect(rentalBan("E", day("2033-12-31"))).toEqual({ status: "upcoming", from: "2034-01-01" });
    expect(rentalBan("E", day("2034-06-01"))).toEqual({ status: "banned", from: "2034-01-01" });
    for (const c of ["A", "B", "C", "D"] as const) expect(rentalBan(c, day("2040-01-01"))).toEqual({ status: "none" });
  });

  it("states it in French, in the tense of today", () => {
    expect(rentalBanSentence("G", day("2026-11-23"))).toBe("Classe G : location interdite depuis le 1er janvier 2025 (loi Climat et résilience).");
    expect(rentalBanSentence("F", day("2026-11-23"))).toBe("Classe F : location interdite à partir du 1er janvier 2028 (loi Climat et résilience).");
    expect(rentalBanSentence("E", day("2026-11-23"))).toBe("Classe E : location interdite à partir du 1er janvier 2034 (loi Climat et résilience).");
    expect(rentalBanSentence("D", day("2026-11-23"))).toBeNull();
  });

  it("knows the seven classes", () => {
    expect(DPE_CLASSES).toEqual(["A", "B", "C", "D", "E", "F", "G"]);
    expect(isDpeClass("C")).toBe(true);
    expect(isDpeClass("H")).toBe(false);
    expect(isDpeClass("c")).toBe(false);
  });
});

describe("a project's DPE before and after works", () => {
  const today = day("2026-11-23");

  it("refuses a class after works worse than before, in French", () => {
    expect(dpeOrderError("F", "C")).toBeNull();
    expect(dpeOrderError("C", "C")).toBeNull();
    expect(dpeOrderError("", "G")).toBeNull();
    expect(dpeOrderError("D", "")).toBeNull();
    expect(dpeOrderError("C", "E")).toBe("Le DPE après travaux (E) ne peut pas être moins bon que le DPE avant travaux (C).");
  });

  it("says the classes for a screen reader", () => {
    expect(dpeSpoken("G", "C")).toBe("DPE : G avant travaux, C après travaux");
    expect(dpeSpoken("", "B")).toBe("DPE : B après travaux");
  });

  it("states the calendar for the class before and after works", () => {
    expect(dpeWorksStatement("G", "C", today)).toEqual([
      "Classé G avant travaux, ce logement ne pouvait plus être proposé à la location depuis le 1er janvier 2025 (loi Climat et résilience).",
      "Après travaux, classé C : il reste louable au-delà de 2034, le calendrier de la loi ne le concerne pas.",
    ]);
    expect(dpeWorksStatement("F", "E", today)).toEqual([
      "Classé F avant travaux, ce logement n’aurait plus pu être loué à partir du 1er janvier 2028 (loi Climat et résilience).",
      "Après travaux, classé E : il peut être loué jusqu’au 31 décembre 2033 ; une nouvelle rénovation sera nécessaire ensuite.",
    ]);
    expect(dpeWorksStatement("D", "B", today)).toEqual(["Après travaux, classé B : il reste louable au-delà de 2034, le calendrier de la loi ne le concerne pas."]);
    expect(dpeWorksStatement("G", "G", today)[1]).toBe("Après travaux, classé G : ce logement ne peut pas être loué (location interdite depuis le 1er janvier 2025).");
    expect(dpeWorksStatement("", "", today)).toEqual([]);
  });

  it("gives the price per m² rounded to the euro, or nothing without a surface", () => {
    expect(pricePerSquareMetre(135_450, 63)).toBe(2150);
    expect(pricePerSquareMetre(100_000, 0)).toBeNull();
  });
});
