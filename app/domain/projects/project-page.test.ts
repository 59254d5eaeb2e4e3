import { describe, expect, it } from "vitest";
import type { District, Project } from "../content/entities";
import { PROJECT_FIELDS_NOT_SHOWN, districtFiguresSource, districtPageData, monthlyBalanceWording, projectPageData, projectSummary } from "./project-page";

describe("the project page's data", () => {
  it("leaves out the fields the page does not show, the row's copies for the lists' orders included, and keeps the rest", () => {
    const shown = { id: 10, title: "T3 rénové", cityName: "Poitiers", temoignage: "Tout a été pensé pour nous." };
    const hidden = Object.fromEntries(PROJECT_FIELDS_NOT_SHOWN.map((key) => [key, `${key}!`]));
    expect(projectPageData({ ...shown, ...hidden, grossYield: 8.25, monthlyCashflow: -70.32 } as unknown as Project)).toEqual(shown);
  });

  it("the district: what its tab shows, without its city and its dates", () => {
    const district = { id: 4, nom: "Gibauderie", description: "À l’est", cityId: 5, cityName: "Poitiers", createdAt: "x", updatedAt: "y" };
    expect(districtPageData(district as unknown as District)).toEqual({ id: 4, nom: "Gibauderie", description: "À l’est" });
  });
});

describe("the project page's summary", () => {
  const project = {
    prixGlobal: 116_300,
    prixLocation: 800,
    profitabilityNet: 5.2,
    total: { priceAcqui: 80_000, works: 20_000, fraisNotaire: 7_000, fraisAgence: 0, furnishing: 4_000, DM2AComi: 5_300, apportPersonnel: 7_000 },
    chargesMensuelles: { mensualiter: 574.29 },
    rentabilite: { profitabilityBrut: 8.25, cashflowNet: -70.32 },
  } as unknown as Project;

  it("gives price, down payment, loan, payment, rent and yields, and words a negative cash flow as a monthly effort", () => {
    expect(projectSummary(project)).toEqual({
      price: 116_300,
      downPayment: 7_000,
      loan: 109_300,
      monthlyPayment: 574.29,
      rent: 800,
      grossYield: 8.25,
      netYield: 5.2,
      monthlyCashflow: -70.32,
      balance: {
        label: "Effort d’épargne",
        amount: "70\u00a0€ par mois",
        explanation: "Ce que vous ajoutez chaque mois, le bien loué\u00a0: loyer − mensualité − charges, avant impôts.",
      },
    });
  });

  it("a positive cash flow is a surplus; both are rounded to the euro, without a sign", () => {
    expect(monthlyBalanceWording(45.6)).toMatchObject({ label: "Surplus", amount: "46\u00a0€ par mois" });
    expect(monthlyBalanceWording(-1234.5).amount).toBe("1\u202f235\u00a0€ par mois");
    // Less than 50 cents short is no effort to speak of.
    expect(monthlyBalanceWording(-0.4)).toMatchObject({ label: "Surplus", amount: "0\u00a0€ par mois" });
  });
});

describe("the source of a district's figures (issue 30, item 3)", () => {
  it("names the source and the year the figures describe", () => {
    expect(districtFiguresSource({ sourceChiffres: " Observatoire local des loyers ", anneeChiffres: 2025 })).toBe("Source : Observatoire local des loyers (2025)");
    expect(districtFiguresSource({ sourceChiffres: "Observatoire local des loyers", anneeChiffres: null })).toBe("Source : Observatoire local des loyers");
  });

  it("says so when no source is given, rather than let the figures pass for measured ones", () => {
    expect(districtFiguresSource({ sourceChiffres: "", anneeChiffres: null })).toBe("Source : non précisée, chiffres saisis par notre équipe");
    expect(districtFiguresSource({ sourceChiffres: "  ", anneeChiffres: 2024 })).toBe("Source : non précisée, chiffres de 2024 saisis par notre équipe");
  });
});
