import { describe, expect, it } from "vitest";
import { validateSimulationInput } from "../projects/finance";
import { numberField } from "./form-values";
import { readFrenchNumber } from "../text/french-number";

describe("reading a number typed in French", () => {
  it("reads commas, spaces, € and %, and tells nothing typed from unreadable", () => {
    expect(readFrenchNumber("1 234,56 €")).toEqual({ kind: "number", value: 1234.56 });
    expect(readFrenchNumber("3.6 %")).toEqual({ kind: "number", value: 3.6 });
    expect(readFrenchNumber(12)).toEqual({ kind: "number", value: 12 });
    expect(readFrenchNumber("")).toEqual({ kind: "missing" });
    expect(readFrenchNumber(undefined)).toEqual({ kind: "missing" });
    for (const raw of ["douze", "1e5", "0x10", "Infinity", Number.NaN, true]) expect(readFrenchNumber(raw), String(raw)).toEqual({ kind: "invalid" });
  });

  it("is the one parser of the admin forms and of the simulator", () => {
    const field = numberField("Les honoraires");
    expect(field.safeParse("1 200,5").data).toBe(1200.5);
    expect(field.safeParse("").data).toBe(0);
    expect(field.safeParse("1e5").error?.issues[0].message).toBe("Les honoraires doivent être un nombre.");
    const simulation = validateSimulationInput({ total: { DM2AComi: "1e5", furnishing: "-1" }, monthlyRent: "800", annualRatePct: "3", durationYears: "20" });
    expect(simulation).toMatchObject({ ok: false, errors: { DM2AComi: "Les honoraires doivent être un nombre.", furnishing: "L’ameublement ne peut pas être négatif." } });
  });
});
