import { describe, expect, it } from "vitest";
import { callbackSchema, callbackSlots, frenchPublicHolidays, nextWorkingDays, slotLabel } from "./callback";

describe("call-back slots", () => {
  it("knows the French public holidays, Easter-based ones included", () => {
    const h2026 = frenchPublicHolidays(2026);
    // Easter 2026 is on 5 April: Monday 6 April, Ascension 14 May, Whit Monday 25 May.
    for (const day of ["2026-01-01", "2026-04-06", "2026-05-01", "2026-05-08", "2026-05-14", "2026-05-25", "2026-07-14", "2026-08-15", "2026-11-01", "2026-11-11", "2026-12-25"])
      expect(h2026.has(day), day).toBe(true);
    expect(h2026.size).toBe(11);
  });

  it("offers the next ten working days after today, skipping weekends and holidays", () => {
    // Monday 23 November 2026, evening in Paris.
    expect(nextWorkingDays(new Date("2026-11-23T19:00:00Z"))).toEqual([
      "2026-11-24",
      "2026-11-25",
      "2026-11-26",
      "2026-11-27",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
      "2026-12-07",
    ]);
    // Thursday 24 December 2026: Christmas and the weekend are skipped.
    expect(nextWorkingDays(new Date("2026-12-24T08:00:00Z"), 2)).toEqual(["2026-12-28", "2026-12-29"]);
    // 23:30 UTC on 10 November is already 11 November (a holiday) in Paris: next is the 12th.
    expect(nextWorkingDays(new Date("2026-11-10T23:30:00Z"), 1)).toEqual(["2026-11-12"]);
  });

  it("labels each half-day in French", () => {
    expect(slotLabel("2026-11-24", "matin")).toBe("mardi 24 novembre, matin");
    const slots = callbackSlots(new Date("2026-11-23T19:00:00Z"));
    expect(slots).toHaveLength(20);
    expect(slots.slice(0, 2)).toEqual([
      { value: "2026-11-24|matin", label: "mardi 24 novembre, matin" },
      { value: "2026-11-24|apres-midi", label: "mardi 24 novembre, après-midi" },
    ]);
  });

  it("validates the form", () => {
    expect(callbackSchema.safeParse({ nom: "Anne", telephone: "06 12 34 56 78", creneau: "2026-11-24|matin" }).success).toBe(true);
    const bad = callbackSchema.safeParse({ nom: "", telephone: "12", creneau: "demain" });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      "Votre nom est obligatoire.",
      "Le numéro de téléphone n’est pas valide (exemple : 06 12 34 56 78).",
      "Choisissez un créneau dans la liste.",
    ]);
  });
});
