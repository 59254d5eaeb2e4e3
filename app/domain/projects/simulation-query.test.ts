import { describe, expect, it } from "vitest";
import {
  type SimulatedProject,
  hasSimulationQuery,
  runSimulation,
  sameFields,
  simulationDefaults,
  simulationFields,
  simulationSearch,
} from "./simulation-query";
import { CHARGES, TOTAL } from "../../../tests/support/finance-fixtures";

const PROJECT: SimulatedProject = {
  total: TOTAL,
  // The stored payment is ignored: the simulation computes it.
  chargesMensuelles: { ...CHARGES, mensualiter: 999 },
  tauxEmprunt: 3.6,
  tmpRenov: 0,
  valeurApresTravaux: null,
  rentabilite: {
    dureeEmprunt: 20,
    dureeDifferer: 6,
    monthlyRent: 900,
    profitabilityBrut: 0,
    cashflowNet: 0,
    wealth1: 0,
    wealth5: 0,
    wealth10: 0,
  },
};

const DEFAULTS = simulationDefaults(PROJECT);

describe("simulationDefaults", () => {
  it("prefills the form with the project's values, written the French way", () => {
    expect(DEFAULTS).toEqual({ apport: "10000", taux: "3,6", duree: "20", differe: "6", loyer: "900" });
  });
});

describe("simulationFields", () => {
  it("takes each field from the query when present, else from the project", () => {
    const fields = simulationFields(new URLSearchParams("onglet=bilan&taux=2,5&loyer= 950 "), DEFAULTS);
    expect(fields).toEqual({ ...DEFAULTS, taux: "2,5", loyer: "950" });
  });

  it("keeps an emptied field empty, so that it is reported", () => {
    expect(simulationFields(new URLSearchParams("duree="), DEFAULTS).duree).toBe("");
  });

  it("cuts absurdly long values", () => {
    expect(simulationFields(new URLSearchParams({ apport: "9".repeat(500) }), DEFAULTS).apport).toHaveLength(30);
  });

  it("hasSimulationQuery tells whether the query carries a field", () => {
    expect(hasSimulationQuery(new URLSearchParams("onglet=bilan&sous=x"))).toBe(false);
    expect(hasSimulationQuery(new URLSearchParams("onglet=bilan&differe="))).toBe(true);
  });
});

describe("runSimulation", () => {
  it("with the project's own values, gives the project's figures (worked by hand, see finance.test.ts)", () => {
    const outcome = runSimulation(PROJECT, DEFAULTS);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // 120 000 € borrowed at 3,6 % over 20 years with 6 months of interest only; the stored 999 € payment is ignored.
    expect(outcome.result.monthlyPayment).toBe(714.45);
    expect(outcome.result.grossYield).toBe(8.31);
    expect(outcome.result.netYield).toBe(6.92);
    expect(outcome.result.cashflow).toBe(35.55);
    expect(outcome.result.cashflowDuringDeferral).toBe(390);
    expect(outcome.result.wealth10).toBe(44484.47);
    expect(outcome.deferralMonths).toBe(6);
  });

  it("uses the visitor's contribution, rate, duration, deferral and rent, and keeps the project's costs", () => {
    const outcome = runSimulation(PROJECT, { apport: "30 000", taux: "1", duree: "20", differe: "0", loyer: "1 000 €" });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.totalCost).toBe(130_000);
    expect(outcome.result.borrowed).toBe(100_000);
    // Worked by hand: 100 000 × (0,01 / 12) / (1 − (1 + 0,01 / 12)^−240) = 459,8943… → 459,89 €.
    expect(outcome.result.monthlyPayment).toBe(459.89);
    expect(outcome.result.deferralPayment).toBe(0);
    expect(outcome.result.grossYield).toBe(9.23); // 12 000 / 130 000
    expect(outcome.result.monthlyCharges).toBe(609.89); // 150 + 459,89
  });

  it("reports impossible inputs in French, by field", () => {
    const outcome = runSimulation(PROJECT, { apport: "-5", taux: "25", duree: "0", differe: "2,5", loyer: "-800" });
    expect(outcome).toEqual({
      ok: false,
      errors: {
        apport: "L’apport personnel ne peut pas être négatif.",
        taux: "Le taux d’emprunt doit être compris entre 0 % et 20 %.",
        duree: "La durée de l’emprunt doit être un nombre entier d’années, entre 1 et 50 ans.",
        differe: "Le différé doit être un nombre entier de mois, positif ou nul.",
        loyer: "Le loyer mensuel ne peut pas être négatif.",
      },
    });
  });

  it("reports empty, unreadable and inconsistent values", () => {
    const outcome = runSimulation(PROJECT, { apport: "200000", taux: "abc", duree: "", differe: "6", loyer: "" });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.errors.apport).toMatch(/ne peut pas dépasser le coût total du projet/);
    expect(outcome.errors.taux).toBe("Le taux d’emprunt doit être un nombre.");
    expect(outcome.errors.duree).toBe("La durée de l’emprunt est obligatoire.");
    expect(outcome.errors.loyer).toBe("Le loyer mensuel est obligatoire.");

    const tooLong = runSimulation(PROJECT, { ...DEFAULTS, duree: "1", differe: "12" });
    expect(tooLong.ok).toBe(false);
    if (tooLong.ok) return;
    expect(tooLong.errors).toEqual({ differe: "Le différé (12 mois) doit être plus court que la durée de l’emprunt (12 mois)." });
  });

  it("reports a project whose own figures are unusable without blaming a field", () => {
    const broken = { ...PROJECT, total: { ...PROJECT.total, works: -1 } };
    const outcome = runSimulation(broken, DEFAULTS);
    expect(outcome).toEqual({
      ok: false,
      errors: {},
      general: "Les chiffres de ce projet ne permettent pas de faire la simulation.",
    });
  });
});

describe("simulationSearch and sameFields", () => {
  it("sets the simulator's parameters and keeps the others", () => {
    const next = simulationSearch(new URLSearchParams("onglet=bilan&taux=9"), { ...DEFAULTS, taux: "2" });
    expect(next.toString()).toBe("onglet=bilan&apport=10000&taux=2&duree=20&differe=6&loyer=900");
  });

  it("compares the fields one by one", () => {
    expect(sameFields(DEFAULTS, { ...DEFAULTS })).toBe(true);
    expect(sameFields(DEFAULTS, { ...DEFAULTS, loyer: "901" })).toBe(false);
  });
});
