import { describe, expect, it } from "vitest";
import { fromColumns, toColumns } from "../content/fields";
import { expenseFields, expenseFormSchema, irlQuarterFormSchema, leaseFields, leaseFormSchema, paymentFields, paymentFormSchema } from "./ownership-forms";

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("the staff's forms of a let property", () => {
  it("reads a lease as typed in French, with the IRL quarter optional", () => {
    const lease = leaseFormSchema.parse({ projectId: "3", tenant: " Camille Roux ", start: "2025-03-15", furnished: "on", rent: "620,50", charges: "40", deposit: "1 241 €", referenceQuarter: "" });
    expect(lease).toEqual({ projectId: 3, tenant: "Camille Roux", start: "2025-03-15", furnished: true, rent: 620.5, charges: 40, deposit: 1241, referenceQuarter: null, homeAddress: "", landlordAddress: "" });
    expect(leaseFormSchema.parse({ projectId: "3", tenant: "A", start: "2025-03-15", rent: "500", referenceQuarter: "3" }).referenceQuarter).toBe(3);
  });

  it("stores a form's fields in the table's columns: money in cents, days in their `…On` column", () => {
    const lease = leaseFormSchema.parse({ projectId: "3", tenant: "Camille Roux", start: "2025-03-15", furnished: "on", rent: "620,50", charges: "40", deposit: "1 240,07 €", referenceQuarter: "2" });
    const row = toColumns(leaseFields, lease);
    expect(row).toEqual({ projectId: 3, tenant: "Camille Roux", startOn: "2025-03-15", furnished: 1, rentCents: 62050, chargesCents: 4000, depositCents: 124007, referenceQuarter: 2, homeAddress: "", landlordAddress: "" });
    expect(fromColumns(leaseFields, row)).toEqual(lease);
    expect(toColumns(paymentFields, paymentFormSchema.parse({ leaseId: "7", month: "2025-03", amount: "0,1", paidOn: "2025-03-05" }))).toEqual({ leaseId: 7, month: "2025-03", amountCents: 10, paidOn: "2025-03-05" });
    expect(toColumns(expenseFields, expenseFormSchema.parse({ projectId: "2", category: "travaux-entretien", date: "2025-04-01", amount: "1 200,33" }))).toEqual({ projectId: 2, category: "travaux-entretien", spentOn: "2025-04-01", amountCents: 120033 });
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
