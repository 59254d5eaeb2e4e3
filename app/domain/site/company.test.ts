import { describe, expect, it } from "vitest";
import { DEMO_LEGAL_DETAILS, callbackDelayText, legalNotice, professionalMentions, telHref, withDemoLegalDetails } from "./company";

describe("company details", () => {
  it("writes French numbers as international tel: links", () => {
    expect(telHref("04 65 71 12 34")).toBe("tel:+33465711234");
    expect(telHref("04.65.71.12.34")).toBe("tel:+33465711234");
    expect(telHref("+33 4 65 71 12 34")).toBe("tel:+33465711234");
    expect(telHref("0033 4 65 71 12 34")).toBe("tel:+33465711234");
  });

  it("says the call-back delay the same way everywhere", () => {
    expect(callbackDelayText(48)).toBe("48 heures");
    expect(callbackDelayText(1)).toBe("1 heure");
  });

  it("lists only the values given, and flags the missing ones", () => {
    const full = legalNotice(
      {
        legalForm: "SAS",
        shareCapital: "10 000 €",
        rcsCity: "Saint-Étienne",
        vatNumber: "FR40912345678",
        carteT: "CPI 4202 2024 000 000 042",
        carteTCci: "CCI Lyon Métropole Saint-Étienne Roanne",
        financialGuarantee: "Galian Assurances, 89 rue La Boétie, 75008 Paris",
        brokerage: false,
        orias: "24001234",
        hostPhone: "09 72 10 10 07",
      },
      "912 345 678",
    );
    expect(full.missing).toEqual([]);
    expect(full.lines.map((l) => l.value)).toEqual([
      "SAS",
      "10 000 €",
      "RCS Saint-Étienne 912 345 678",
      "FR40912345678",
      "CPI 4202 2024 000 000 042",
      "CCI Lyon Métropole Saint-Étienne Roanne",
      "Galian Assurances, 89 rue La Boétie, 75008 Paris",
    ]);

    const partial = legalNotice({ legalForm: "SAS", rcsCity: "  ", brokerage: true }, "912 345 678");
    expect(partial.lines).toEqual([{ label: "Forme juridique", value: "SAS" }]);
    expect(partial.missing.map((m) => m.variable)).toEqual([
      "COMPANY_SHARE_CAPITAL",
      "COMPANY_RCS_CITY",
      "COMPANY_VAT_NUMBER",
      "COMPANY_CARTE_T",
      "COMPANY_CARTE_T_CCI",
      "COMPANY_FINANCIAL_GUARANTEE",
      "COMPANY_ORIAS",
      "COMPANY_HOST_PHONE",
    ]);
    // With brokerage, the ORIAS number is shown.
    expect(legalNotice({ brokerage: true, orias: "24001234" }, "1").lines).toEqual([
      { label: "Intermédiaire en opérations de banque, n° ORIAS", value: "24001234" },
    ]);
  });

  it("completes the demo's legal notice with demo values, the configured ones winning (issue 30, item 10)", () => {
    const demo = withDemoLegalDetails({ brokerage: false, carteT: "CPI 7501 2026 000 000 001", shareCapital: " " });
    expect(demo.carteT).toBe("CPI 7501 2026 000 000 001");
    expect(demo.shareCapital).toBe(DEMO_LEGAL_DETAILS.shareCapital);
    expect(legalNotice(demo, "912 345 678").missing).toEqual([]);
    expect(legalNotice(demo, "912 345 678").lines.map((l) => l.label)).toContain("Garantie financière");
  });

  it("states the estate agent's mentions for the footer (loi Hoguet)", () => {
    expect(professionalMentions(withDemoLegalDetails({ brokerage: false }), "912 345 678")).toEqual([
      "SAS au capital de 15\u202f000\u00a0€, RCS Saint-Étienne 912 345 678",
      "Carte professionnelle «\u00a0Transaction sur immeubles et fonds de commerce\u00a0» n°\u00a0CPI 4202 2025 000 000 123, délivrée par la CCI Lyon Métropole Saint-Étienne Roanne",
      "Garantie financière\u202f: Galian Assurances, 89 rue La Boétie, 75008 Paris, 120\u202f000\u00a0€",
    ]);
    expect(professionalMentions({ brokerage: false }, "912 345 678")).toEqual([]);
    expect(professionalMentions({ brokerage: false, rcsCity: "Lyon" }, "1")).toEqual(["RCS Lyon 1"]);
  });
});
