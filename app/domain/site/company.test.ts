import { describe, expect, it } from "vitest";
import { callbackDelayText, legalNotice, telHref } from "./company";

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
});
