import { describe, expect, it } from "vitest";
import { deriveProjectFigures, monthlyPayment } from "./finance";
import { formNumber } from "../text/format";
import { DERIVED_FIELDS, fillDerivedFigures } from "./project-derived";

/** What the project form sends: strings, nested by field name. */
const form = {
  title: "T3 rénové",
  cityId: "2",
  images: ["0123456789abcdef0123456789abcdef"],
  renov1: "Premier paragraphe.\n\nSecond.",
  total: { priceAcqui: "100 000", works: "20000", fraisNotaire: "8000", fraisAgence: "", apportPersonnel: "0", furnishing: "", DM2AComi: "" },
  chargesMensuelles: { mensualiter: "999", taxeFonciere: "50", chargesCopro: "30", pno: "10" },
  tauxEmprunt: "0",
  tmpRenov: "0",
  rentabilite: { dureeEmprunt: "20", dureeDifferer: "", monthlyRent: "1 000" },
  profitabilityNet: "",
};

const filled = (values: Record<string, unknown>) => {
  const result = fillDerivedFigures(values);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
};

describe("fillDerivedFigures", () => {
  it("fills the derived figures computed by hand for a loan without interest", () => {
    const { values } = filled(form);
    // Cost 128 000 € borrowed over 240 months at 0 %.
    expect(values.prixGlobal).toBe("128000");
    expect(values.chargesMensuelles).toMatchObject({ mensualiter: "533,33", taxeFonciere: "50" });
    expect(values.rentabilite).toMatchObject({
      profitabilityBrut: "9,38", // 12 000 / 128 000 = 9.375 %
      cashflowNet: "376,67", // 1 000 − 90 − 533.33
      dureeEmprunt: "20",
      monthlyRent: "1 000",
    });
    expect(values.profitabilityNet).toBe("8,53"); // (12 000 − 1 080) / 128 000 = 8.53125 %
    expect(values.cashflowDifferer).toBe("0");
    expect(values.moisDifferer).toBe("0");
  });

  it("gives the finance module's figures, deferral included", () => {
    const values = { ...form, tauxEmprunt: "3,6", rentabilite: { dureeEmprunt: "25", dureeDifferer: "12", monthlyRent: "1150" } };
    const { values: out, figures } = filled(values);
    const expected = deriveProjectFigures({
      total: { priceAcqui: 100000, works: 20000, fraisNotaire: 8000, fraisAgence: 0, apportPersonnel: 0, furnishing: 0, DM2AComi: 0 },
      chargesMensuelles: { mensualiter: 0, taxeFonciere: 50, chargesCopro: 30, chargesCourantes: 0, pno: 10, cfe: 0, rentalManage: 0 },
      tauxEmprunt: 3.6,
      tmpRenov: 0,
      valeurApresTravaux: null,
      rentabilite: { dureeEmprunt: 25, dureeDifferer: 12, monthlyRent: 1150, profitabilityBrut: 0, cashflowNet: 0, wealth1: 0, wealth5: 0, wealth10: 0 },
    });
    expect(figures["chargesMensuelles.mensualiter"]).toBe(monthlyPayment(128000, 3.6, 25 * 12 - 12));
    expect(figures).toMatchObject({
      "chargesMensuelles.mensualiter": expected.mensualiter,
      profitabilityNet: expected.profitabilityNet,
      cashflowDifferer: expected.cashflowDifferer,
      moisDifferer: 12,
      "rentabilite.wealth10": expected.wealth10,
    });
    expect(expected.cashflowDifferer).not.toBe(0);
    expect(out.moisDifferer).toBe("12");
    expect(out.rentabilite).toMatchObject({ wealth1: formNumber(expected.wealth1), wealth5: formNumber(expected.wealth5), wealth10: formNumber(expected.wealth10) });
    for (const name of DERIVED_FIELDS) {
      const value = name.split(".").reduce<unknown>((v, key) => (v as Record<string, unknown>)[key], out);
      expect(value, name).toBe(formNumber(figures[name]));
    }
  });

  it("keeps every other value and does not change the values it was given", () => {
    const before = structuredClone(form);
    const { values } = filled(form);
    expect(form).toEqual(before);
    expect(values.title).toBe("T3 rénové");
    expect(values.cityId).toBe("2");
    expect(values.images).toBe(form.images);
    expect(values.renov1).toBe(form.renov1);
    expect(values.total).toBe(form.total);
  });

  it("explains unreadable or impossible figures by field, in French", () => {
    const result = fillDerivedFigures({
      ...form,
      total: { ...form.total, priceAcqui: "cent mille" },
      tauxEmprunt: "25",
      rentabilite: { dureeEmprunt: "" },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors["total.priceAcqui"]).toEqual(["Le prix d’acquisition doit être un nombre."]);
    expect(result.errors.tauxEmprunt).toEqual(["Le taux du prêt doit être au plus 20."]);
    expect(result.errors["rentabilite.dureeEmprunt"]).toEqual(["La durée du prêt doit être au moins 1."]);
  });

  it("refuses a deferral as long as the loan", () => {
    const result = fillDerivedFigures({ ...form, rentabilite: { dureeEmprunt: "2", dureeDifferer: "24", monthlyRent: "800" } });
    expect(result).toEqual({ ok: false, errors: { "rentabilite.dureeDifferer": ["Le différé doit être plus court que la durée totale de l’emprunt."] } });
  });

  it("writes numbers with a decimal comma, which the form reads back", () => {
    expect(formNumber(3.6)).toBe("3,6");
    expect(formNumber(-12229.03)).toBe("-12229,03");
    expect(formNumber(128000)).toBe("128000");
    const { values, figures } = filled(form);
    const again = filled(values);
    expect(again.figures).toEqual(figures);
  });

  it("needs at least a loan duration when nothing is entered", () => {
    const result = fillDerivedFigures({});
    expect(result).toEqual({ ok: false, errors: { "rentabilite.dureeEmprunt": ["La durée du prêt doit être au moins 1."] } });
  });
});
