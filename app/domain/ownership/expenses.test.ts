import { describe, expect, it } from "vitest";
import { EXPENSE_CATEGORIES, EXPENSE_CATEGORY_LABELS, type ExpenseInput, expenseErrors, expensesByCategory, sumCategories } from "./expenses";
import { EXPENSES } from "../../../tests/fixtures/books";

describe("expense categories", () => {
  it("are the issue's nine, in its order", () => {
    expect(EXPENSE_CATEGORIES.map((c) => EXPENSE_CATEGORY_LABELS[c])).toEqual([
      "Taxe foncière",
      "Assurance propriétaire non occupant",
      "Charges de copropriété non récupérables",
      "Travaux d’entretien et de réparation",
      "Travaux d’amélioration",
      "Frais de gestion",
      "Intérêts d’emprunt",
      "Assurance emprunteur",
      "Autre",
    ]);
  });

  it("sum a period by category, to the cent", () => {
    const year = expensesByCategory(EXPENSES, "2025-01-01", "2025-12-31");
    expect(year["taxe-fonciere"]).toBe(800);
    expect(year.interets).toBe(2400);
    expect(sumCategories(year)).toBe(5200);
    expect(sumCategories(year, ["interets", "assurance-emprunteur"])).toBe(2580);
    expect(expensesByCategory(EXPENSES, "2026-01-01", "2026-12-31")["taxe-fonciere"]).toBe(30);
    expect(sumCategories(expensesByCategory([{ category: "autre", date: "2025-01-01", amount: 0.1 }, { category: "autre", date: "2025-01-02", amount: 0.2 }], "2025-01-01", "2025-01-31"))).toBe(0.3);
  });
});

describe("checks of an expense as staff enter it", () => {
  const input = (over: Partial<ExpenseInput> = {}): ExpenseInput => ({ category: "taxe-fonciere", date: "2025-10-15", amount: 800, ...over });

  it("accepts a good expense", () => {
    expect(expenseErrors(input(), "2025-03-15", "2025-11-01")).toEqual({});
  });

  it("refuses a date before the lease or after today, an unknown category, a bad amount", () => {
    expect(expenseErrors(input({ category: "loisirs", date: "2025-03-14", amount: -1 }), "2025-03-15", "2025-11-01")).toEqual({
      category: "Choisissez une catégorie de la liste.",
      date: "La date de la dépense ne peut pas précéder le début du premier bail (15 mars 2025).",
      amount: "Le montant de la dépense ne peut pas être négatif.",
    });
    expect(expenseErrors(input({ date: "2025-11-02", amount: 0 }), "2025-03-15", "2025-11-01")).toEqual({
      date: "La date de la dépense ne peut pas être dans le futur.",
      amount: "Le montant de la dépense doit être supérieur à zéro.",
    });
    expect(expenseErrors(input(), null, "2025-11-01").date).toBe("Enregistrez d’abord le bail : les dépenses se comptent à partir de son début.");
    expect(expenseErrors(input({ date: "15/10/2025" }), "2025-03-15", "2025-11-01").date).toBe("La date de la dépense doit être une date.");
  });
});
