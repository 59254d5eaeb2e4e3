import { describe, expect, it } from "vitest";
import { DPE_CLASSES, isDpeClass, rentalBan, rentalBanSentence } from "./dpe";

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
