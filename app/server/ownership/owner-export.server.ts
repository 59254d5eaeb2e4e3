// The owner's books in their RGPD export (issue 22, item 5): each property's leases (the tenant's name, which
// the owner already knows, and nothing else of the tenant), rent received, expenses, and the consent to the
// anonymous publication. Amounts in euros, days as ISO text, keys in French as the rest of the export.
import { EXPENSE_CATEGORY_LABELS } from "~/domain/ownership/expenses";
import type { DB } from "../db/db.server";
import { getProjects } from "../content/projects.server";
import { clientBooks } from "./books.server";
import { publicationConsent } from "./consent.server";

export interface OwnershipExport {
  biens: {
    projet: { id: number; titre: string };
    baux: {
      locataire: string;
      debut: string;
      fin: string | null;
      meuble: boolean;
      loyerHorsCharges: number;
      provisionPourCharges: number;
      depotDeGarantie: number;
      adresseDuLogement: string;
      adresseDuBailleur: string;
      revisions: { aPartirDu: string; loyerHorsCharges: number }[];
    }[];
    loyersEncaisses: { mois: string; montant: number; encaisseLe: string }[];
    depenses: { categorie: string; date: string; montant: number }[];
  }[];
  publicationDesResultats: { accepteeLe: string; versionDuTexte: string } | null;
}

export async function ownershipExport(db: DB, clientId: number): Promise<OwnershipExport> {
  const [books, consent] = await Promise.all([clientBooks(db, clientId), publicationConsent(db, clientId)]);
  const projects = await getProjects(db, books.map((b) => b.projectId));
  return {
    biens: books.map((b) => ({
      projet: { id: b.projectId, titre: projects.find((p) => p.id === b.projectId)?.title ?? "" },
      baux: b.leases.map((l) => ({
        locataire: l.tenant,
        debut: l.start,
        fin: l.end,
        meuble: l.furnished,
        loyerHorsCharges: l.rent,
        provisionPourCharges: l.charges,
        depotDeGarantie: l.deposit,
        adresseDuLogement: l.homeAddress,
        adresseDuBailleur: l.landlordAddress,
        revisions: l.revisions.map((r) => ({ aPartirDu: r.from, loyerHorsCharges: r.rent })),
      })),
      loyersEncaisses: b.payments.map((p) => ({ mois: p.month, montant: p.amount, encaisseLe: p.paidOn })),
      depenses: b.expenses.map((e) => ({ categorie: EXPENSE_CATEGORY_LABELS[e.category], date: e.date, montant: e.amount })),
    })),
    publicationDesResultats: consent && { accepteeLe: consent.acceptedAt, versionDuTexte: consent.textVersion },
  };
}
