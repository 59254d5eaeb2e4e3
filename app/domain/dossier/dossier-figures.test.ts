import { describe, expect, it } from "vitest";
import { dossierKeyFigures, monthlyBalance } from "./dossier-figures";
import { runSimulation, simulationDefaults } from "../projects/simulation-query";
import { SIMULATED_PROJECT as PROJECT } from "../../../tests/fixtures/simulated-project";

/** Spaces of every kind made plain, to compare with the text a reader sees. */
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, " ");

function figures(changes: Partial<ReturnType<typeof simulationDefaults>> = {}) {
  const outcome = runSimulation(PROJECT, { ...simulationDefaults(PROJECT), ...changes });
  if (!outcome.ok) throw new Error("simulation refusée");
  return dossierKeyFigures(outcome).map((f) => ({ ...f, value: plain(f.value), note: plain(f.note) }));
}

describe("dossierKeyFigures", () => {
  it("gives the nine figures of the simulation, amounts rounded to the euro", () => {
    const shown = figures();
    expect(shown.map((f) => f.label)).toEqual([
      "Prix d’acquisition",
      "Coût total du projet",
      "Apport personnel",
      "Montant emprunté",
      "Mensualité du prêt",
      "Loyer mensuel",
      "Rentabilité brute",
      "Rentabilité nette",
      "Surplus mensuel",
    ]);
    expect(shown.slice(0, 4).map((f) => f.value)).toEqual(["100 000 €", "130 000 €", "10 000 €", "120 000 €"]);
    expect(shown[3].note).toBe("sur 20 ans à 3,6 %");
    expect(shown[4].value).toMatch(/^\d{3} €$/);
    expect(shown[4].note).toBe("après 6 mois de différé");
    expect(shown[5].value).toBe("900 €");
    expect(shown[6].value).toBe("8,31 %");
    for (const f of shown) expect(f.value).not.toMatch(/\d,\d\d €/);
  });

  it("calls a monthly shortfall an effort d’épargne, shown without its sign", () => {
    const last = figures({ loyer: "500" }).at(-1)!;
    expect(last.label).toBe("Effort d’épargne mensuel");
    expect(last.value).toMatch(/^\d{3} €$/);
  });
});

describe("monthlyBalance", () => {
  it("rounds to the euro; nothing to add is no effort", () => {
    expect(monthlyBalance(-70.32)).toEqual({ label: "Effort d’épargne", amount: "70\u00a0€" });
    expect(monthlyBalance(12.5)).toEqual({ label: "Surplus", amount: "13\u00a0€" });
    expect(monthlyBalance(-0.4)).toEqual({ label: "Effort d’épargne", amount: "0\u00a0€" });
  });
});
