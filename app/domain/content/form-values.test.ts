import { describe, expect, it } from "vitest";
import { validateSimulationInput } from "../projects/finance";
import { lenientId, numberField, optionalQuarter, typedAmount, typedText } from "./form-values";
import { amount, chosenId, formSchema, quarter, text } from "./fields";
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

describe("the kinds of the staff's forms of a let property", () => {
  it("reads an amount as typed in French, NaN when unreadable so that the domain's checks word the refusal", () => {
    expect(typedAmount.parse("620,50")).toBe(620.5);
    expect(typedAmount.parse("1 200 €")).toBe(1200);
    expect(typedAmount.parse("-80")).toBe(-80);
    expect(typedAmount.parse(12)).toBe(12);
    expect(typedAmount.parse("")).toBe(0);
    expect(typedAmount.parse(undefined)).toBe(0);
    for (const raw of ["abc", "1e5", true, Number.NaN]) expect(typedAmount.parse(raw), String(raw)).toBeNaN();
  });

  it("reads a chosen id leniently: NaN when missing or not one, never a refusal of its own", () => {
    expect(lenientId.parse("3")).toBe(3);
    expect(lenientId.parse(7)).toBe(7);
    for (const raw of [undefined, "", "0", "-1", "1.5", "abc", "1234567890", 0, 1.5, null]) expect(lenientId.parse(raw), String(raw)).toBeNaN();
  });

  it("trims a typed text, bounds it and refuses control characters at the field", () => {
    const tenant = typedText("Le nom du locataire", 10);
    expect(tenant.parse(" Camille ")).toBe("Camille");
    expect(tenant.parse(undefined)).toBe("");
    expect(tenant.parse("a\tb")).toBe("a\tb");
    expect(tenant.safeParse("Camille Roux").error?.issues[0].message).toBe("Le nom du locataire : 10 caractères au plus.");
    expect(tenant.safeParse("a\u0000b").error?.issues[0].message).toBe("Le nom du locataire contient des caractères de contrôle non autorisés.");
  });

  it("reads an IRL quarter, 1 to 4, or null when not given", () => {
    expect(optionalQuarter.parse("3")).toBe(3);
    expect(optionalQuarter.parse("")).toBeNull();
    expect(optionalQuarter.parse(undefined)).toBeNull();
    expect(optionalQuarter.safeParse("5").error?.issues[0]?.message).toBe("Choisissez un trimestre de 1 à 4.");
  });

  it("makes them fields of a table, whose schema is formSchema's", () => {
    const schema = formSchema({ projectId: chosenId(), rent: amount(), tenant: text("Le nom du locataire", { max: 200, noControlChars: true }), referenceQuarter: quarter() });
    expect(schema.parse({ projectId: "3", rent: "1 241 €", tenant: " A " })).toEqual({ projectId: 3, rent: 1241, tenant: "A", referenceQuarter: null });
    const parsed = schema.parse({ rent: "douze" });
    expect(parsed.projectId).toBeNaN();
    expect(parsed.rent).toBeNaN();
    expect(amount().toForm(620.5)).toBe("620,5");
    expect(quarter().toForm(null)).toBe("");
  });
});
