// The « quittance de loyer » of a month paid in full, or the « reçu partiel » of a month paid in part (loi
// n° 89-462 du 6 juillet 1989, art. 21; see app/domain/ownership/receipts.ts): landlord, tenant, address of the
// home, period, rent and charges apart, days of payment.

import { type Day, formatDay, formatMonth } from "~/domain/ownership/calendar";
import type { RentReceipt } from "~/domain/ownership/receipts";
import { formatMoneyCents as money } from "~/domain/text/format";
import { NAVY, openPdf } from "../files/pdf-writer.server";
import { type Issuer, type Party, footers, parties } from "./pdf-parts.server";

export interface RentReceiptPdfInput {
  receipt: RentReceipt;
  landlord: Party;
  tenant: string;
  /** Address of the home let. */
  home: string;
  /** The day the document is drawn up. */
  issuedOn: Day;
  issuer: Issuer;
}

const days = (list: Day[]) => list.map(formatDay).join(", ").replace(/, ([^,]*)$/, " et $1");

/** The receipt's bytes. */
export async function rentReceiptPdf(input: RentReceiptPdfInput): Promise<Uint8Array> {
  const { receipt: r, landlord, tenant, home, issuedOn, issuer } = input;
  const title = `${r.title} — ${formatMonth(r.month)}`;
  const { doc, w } = await openPdf({ title, author: landlord.name, subject: `${r.title} de ${tenant}`, date: new Date(`${issuedOn}T12:00:00Z`) });

  w.text(title, { size: 18, bold: true, color: NAVY, gap: 12 });
  parties(w, [
    ["Bailleur", `${landlord.name}, ${landlord.address}`],
    ["Locataire", tenant],
    ["Logement loué", home],
    ["Période", r.period],
  ]);
  const paidOn = `${r.paidOn.length > 1 ? "Paiements reçus les" : "Paiement reçu le"} ${days(r.paidOn)}.`;
  if (r.kind === "quittance") {
    w.text(
      `Le bailleur, ${landlord.name}, déclare avoir reçu de ${tenant} la somme de ${money(r.paid)} au titre du loyer et des charges pour la période ${r.period.startsWith("du ") ? r.period : `de ${r.period}`}, et lui en donne quittance, sous réserve de tous ses droits.`,
      { size: 10.5, gap: 10 },
    );
    w.table(["Détail des sommes versées", "Montant"], [["Loyer hors charges", money(r.paidRent)], ["Provision pour charges", money(r.paidCharges)], ["Total", money(r.paid)]], [0.7, 0.3], { size: 10, highlight: 2 });
  } else {
    w.text(
      `Le bailleur, ${landlord.name}, déclare avoir reçu de ${tenant} la somme de ${money(r.paid)} en paiement partiel du loyer et des charges de la période ${r.period.startsWith("du ") ? r.period : `de ${r.period}`}, qui s’élèvent à ${money(r.dueTotal)}.`,
      { size: 10.5, gap: 10 },
    );
    w.table(
      ["Détail", "Dû", "Reçu"],
      [["Loyer hors charges", money(r.dueRent), money(r.paidRent)], ["Provision pour charges", money(r.dueCharges), money(r.paidCharges)], ["Total", money(r.dueTotal), money(r.paid)]],
      [0.5, 0.25, 0.25],
      { size: 10, highlight: 2 },
    );
    w.text(`Reste dû : ${money(r.remaining)}. Ce reçu ne vaut pas quittance.`, { size: 10.5, bold: true, color: NAVY, gap: 4 });
    w.text("La somme reçue est répartie entre le loyer et les charges dans la proportion de ce qui est dû.", { size: 9 });
  }
  w.text(paidOn, { size: 10, gap: 16 });
  w.text(`Fait le ${formatDay(issuedOn)}.`, { size: 10, gap: 4 });
  w.text(`Le bailleur : ${landlord.name}`, { size: 10, bold: true });

  footers(
    w,
    issuer,
    r.kind === "quittance"
      ? "Quittance délivrée gratuitement au locataire (loi n° 89-462 du 6 juillet 1989, art. 21). Elle ne libère pas des sommes dues pour d’autres périodes."
      : "Reçu délivré au locataire pour un paiement partiel (loi n° 89-462 du 6 juillet 1989, art. 21).",
  );
  return doc.save();
}
