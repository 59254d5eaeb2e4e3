import { describe, expect, it } from "vitest";
import { expenseFormSchema, irlQuarterFormSchema, leaseFormSchema, paymentFormSchema } from "./ownership-forms";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the staff's forms of a let property", () => {
  it("reads a lease as typed in French, with the IRL quarter optional", () => {
    const lease = leaseFormSchema.parse({ projectId: "3", tenant: " Camille Roux ", start: "2025-03-15", furnished: "on", rent: "620,50", charges: "40", deposit: "1 241 €", referenceQuarter: "" });
    expect(lease).toEqual({ projectId: 3, tenant: "Camille Roux", start: "2025-03-15", furnished: true, rent: 620.5, charges: 40, deposit: 1241, referenceQuarter: null, homeAddress: "", landlordAddress: "" });
    expect(leaseFormSchema.parse({ projectId: "3", tenant: "A", start: "2025-03-15", rent: "500", referenceQuarter: "3" }).referenceQuarter).toBe(3);
  });

  it("refuses a lease with the domain's messages at the fields", () => {
    expect(messages(leaseFormSchema.safeParse({ projectId: "", tenant: "", start: "2025-02-30", rent: "-620", charges: "abc", deposit: "0" }))).toEqual({
      projectId: "Choisissez le projet loué.",
      tenant: "Le nom du locataire est obligatoire.",
      start: "Le début du bail doit être une date.",
      rent: "Le loyer hors charges ne peut pas être négatif.",
      charges: "La provision pour charges doit être un montant en euros.",
    });
    const deposit = messages(leaseFormSchema.safeParse({ projectId: "1", tenant: "A", start: "2025-03-15", rent: "600", deposit: "700" }));
    expect(Object.keys(deposit)).toEqual(["deposit"]);
    expect(deposit.deposit.replace(/[\u00a0\u202f]/g, " ")).toBe("Le dépôt de garantie ne peut pas dépasser un mois de loyer hors charges pour une location nue (600,00 € au plus).");
  });

  it("leaves the payment's rules that need the lease to the model, and refuses an expense out of the list", () => {
    expect(paymentFormSchema.parse({ leaseId: "7", month: "2025-03", amount: "-50", paidOn: "" })).toEqual({ leaseId: 7, month: "2025-03", amount: -50, paidOn: "" });
    expect(messages(expenseFormSchema.safeParse({ category: "voyage", date: "hier", amount: "-80" }))).toEqual({
      projectId: "Choisissez le bien.",
      category: "Choisissez une catégorie de la liste.",
      date: "La date de la dépense doit être une date.",
      amount: "Le montant de la dépense ne peut pas être négatif.",
    });
  });

  it("checks an IRL quarter's shape, the series and today being the server's", () => {
    expect(irlQuarterFormSchema.parse({ year: "2025", quarter: "4", value: "146,02", published: "2026-01-15", source: "INSEE" })).toEqual({ year: 2025, quarter: 4, value: 146.02, published: "2026-01-15", source: "INSEE" });
    expect(Object.keys(messages(irlQuarterFormSchema.safeParse({ year: "1999", quarter: "5", value: "145,777", published: "", source: "" }))).sort()).toEqual(["published", "quarter", "source", "value", "year"]);
  });
});
