import { describe, expect, it } from "vitest";
import { TAX_DEFAULTS, taxChoice, taxFields, taxSearch } from "./tax-query";

describe("after-tax query", () => {
  it("reads the TMI, computes it when unknown, and falls back to defaults on nonsense", () => {
    expect(taxChoice(taxFields(new URLSearchParams("tmi=41"))).tmiPct).toBe(41);
    expect(taxChoice(taxFields(new URLSearchParams("tmi=12"))).tmiPct).toBe(30);
    const unknown = taxChoice(taxFields(new URLSearchParams("tmi=inconnue&imposable=25 000&parts=2")));
    expect(unknown).toMatchObject({ tmiPct: 11, tmiComputed: true });
    expect(taxChoice(taxFields(new URLSearchParams("regime=pinel"))).regime).toBeNull();
    expect(taxChoice(taxFields(new URLSearchParams("regime=lmnp-reel"))).regime).toBe("lmnp-reel");
  });

  it("reads the assumptions within bounds", () => {
    const c = taxChoice(taxFields(new URLSearchParams("assurance=15,5&indexation=2&terrain=95&comptable=abc")));
    expect(c).toMatchObject({ borrowerInsuranceMonthly: 15.5, indexationPct: 2, landSharePct: 15, accountancyFee: 400 });
  });

  it("writes only what differs from the defaults, keeping the other parameters", () => {
    const search = taxSearch(new URLSearchParams("onglet=bilan&loyer=600"), { ...TAX_DEFAULTS, tmi: "45", regime: "micro-bic" });
    expect(search.toString()).toBe("onglet=bilan&loyer=600&tmi=45&regime=micro-bic");
  });
});
