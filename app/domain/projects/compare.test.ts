import { describe, expect, it } from "vitest";
import { comparisonRows } from "./compare";
import { comparedIds } from "./compare-selection";

const project = (price: number, rent: number) => ({
  prixGlobal: price,
  tauxEmprunt: 3.5,
  tmpRenov: 0,
  valeurApresTravaux: null,
  total: { priceAcqui: price, works: 0, fraisNotaire: 0, fraisAgence: 0, apportPersonnel: 0, furnishing: 0, DM2AComi: 0 },
  chargesMensuelles: { mensualiter: 0, taxeFonciere: 50, chargesCopro: 0, chargesCourantes: 0, pno: 0, cfe: 0, rentalManage: 0 },
  rentabilite: { dureeEmprunt: 20, dureeDifferer: 0, monthlyRent: rent, profitabilityBrut: 0, cashflowNet: 0, wealth1: 0, wealth5: 0, wealth10: 0 },
});

describe("comparison", () => {
  it("reads ids from a list or from checkboxes, distinct", () => {
    expect(comparedIds(new URLSearchParams("ids=3,1,3"))).toEqual([3, 1]);
    expect(comparedIds(new URLSearchParams("ids=2&ids=5&ids=x"))).toEqual([2, 5]);
  });

  it("highlights the best value of each row", () => {
    const { rows } = comparisonRows([project(100_000, 700), project(80_000, 500)], 30);
    const row = (label: string) => rows.find((r) => r.label === label);
    expect(row("Prix global")?.best).toBe(1); // cheaper
    expect(row("Rentabilité brute")?.cells).toEqual(["8,40\u00a0%", "7,50\u00a0%"]);
    expect(row("Rentabilité brute")?.best).toBe(0);
    expect(row("Cash-flow mensuel après impôts, année 1")?.best).not.toBeNull();
  });
});

describe("the comparison's highlight", () => {
  it("means best for the investor, and says why: a loss is the least negative, never the highest", () => {
    // Both lose money each month; the cheaper one loses less.
    const { rows } = comparisonRows([project(150_000, 600), project(120_000, 600)], 30);
    const row = (label: string) => rows.find((r) => r.label === label)!;
    const cashflow = row("Cash-flow mensuel avant impôts");
    expect(cashflow.cells.every((c) => c.startsWith("\u2212"))).toBe(true);
    expect(cashflow.best).toBe(1);
    expect(cashflow.bestNote).toBe("le moins négatif");
    expect(row("Prix global")).toMatchObject({ best: 1, bestNote: "le plus bas" });
    expect(row("Rentabilité brute")).toMatchObject({ best: 1, bestNote: "la plus élevée" });
  });

  it("marks nothing where more is not better in itself (rent, monthly payment), and rounds amounts to the euro", () => {
    const { rows } = comparisonRows([project(100_000, 700), project(80_000, 500)], 30);
    for (const label of ["Loyer mensuel", "Mensualité du prêt"]) expect(rows.find((r) => r.label === label)).toMatchObject({ best: null, bestNote: null });
    for (const row of rows) for (const cell of row.cells) expect(cell).not.toMatch(/,\d\d\u00a0€/);
  });
});
