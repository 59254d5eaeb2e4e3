// The letter telling the tenant the rent's yearly revision by the IRL (loi n° 89-462 du 6 juillet 1989,
// art. 17-1; see app/domain/ownership/irl.ts): the current rent, both index values, the new rent and the day
// it takes effect — the anniversary when the letter is sent by then, else the day of the letter.

import { formatMoneyCents as money } from "~/domain/text/format";
import { type Day, formatDay } from "~/domain/ownership/calendar";
import { type Revision, formatIrl, quarterLabel, revisionEffectiveDay } from "~/domain/ownership/irl";
import { fromCents, toCents } from "~/domain/projects/finance";
import { NAVY, openPdf } from "../files/pdf-writer.server";
import { type Issuer, type Party, footers, parties } from "./pdf-parts.server";

export interface RentRevisionLetterInput {
  revision: Extract<Revision, { status: "proposee" }>;
  landlord: Party;
  tenant: string;
  /** Address of the home let (where the tenant receives the letter). */
  home: string;
  /** The monthly provision for charges, which the revision leaves as it is. */
  charges: number;
  /** The day of the letter. */
  sentOn: Day;
  issuer: Issuer;
}

/**
 * The letter's bytes.
 * @throws RangeError (French message) when the letter comes more than a year after the anniversary: the
 *   landlord is then deemed to have given up that year's revision.
 */
export async function rentRevisionLetterPdf(input: RentRevisionLetterInput): Promise<Uint8Array> {
  const { revision: r, landlord, tenant, home, charges, sentOn, issuer } = input;
  const effective = revisionEffectiveDay(r.anniversary, sentOn);
  if (effective === null) {
    throw new RangeError(`La révision du ${formatDay(r.anniversary)} n’a pas été demandée dans l’année qui suivait : le bailleur est réputé y avoir renoncé (loi du 6 juillet 1989, art. 17-1).`);
  }
  const { doc, w } = await openPdf({ title: "Révision annuelle du loyer", author: landlord.name, subject: `Révision du loyer de ${tenant}`, date: new Date(`${sentOn}T12:00:00Z`) });

  parties(w, [
    ["Expéditeur (le bailleur)", `${landlord.name}, ${landlord.address}`],
    ["Destinataire (le locataire)", `${tenant}, ${home}`],
  ]);
  w.text(`Le ${formatDay(sentOn)}`, { size: 10, gap: 10 });
  w.text("Objet : révision annuelle du loyer", { size: 12, bold: true, color: NAVY, gap: 10 });
  w.text("Madame, Monsieur,", { size: 10.5, gap: 8 });
  w.text(
    `Conformément à la clause de révision de votre bail et à l’article 17-1 de la loi n° 89-462 du 6 juillet 1989, le loyer hors charges du logement que vous occupez, ${home}, est révisé à la date anniversaire du bail, le ${formatDay(r.anniversary)}, selon la variation sur un an de l’indice de référence des loyers (IRL) publié par l’INSEE.`,
    { size: 10.5, gap: 10 },
  );
  w.table(
    ["Calcul", "Montant"],
    [
      ["Loyer hors charges actuel", money(r.currentRent)],
      [`IRL de référence (${quarterLabel(r.previousIrl)})`, formatIrl(r.previousIrl.value)],
      [`Nouvel IRL (${quarterLabel(r.newIrl)})`, formatIrl(r.newIrl.value)],
      [`Nouveau loyer : ${money(r.currentRent)} × ${formatIrl(r.newIrl.value)} ÷ ${formatIrl(r.previousIrl.value)}`, money(r.newRent)],
      ["Hausse mensuelle", money(r.increase)],
      ["Provision pour charges, inchangée", money(charges)],
      ["Nouveau total mensuel", money(fromCents(toCents(r.newRent) + toCents(charges)))],
    ],
    [0.7, 0.3],
    { size: 10, highlight: 3 },
  );
  w.text(
    effective === r.anniversary
      ? `Ce nouveau loyer s’applique à compter du ${formatDay(effective)}.`
      : `Demandée après la date anniversaire, la révision prend effet à la date de la présente demande : ce nouveau loyer s’applique à compter du ${formatDay(effective)}.`,
    { size: 10.5, bold: true, gap: 10 },
  );
  w.text("Je vous prie d’agréer, Madame, Monsieur, l’expression de mes salutations distinguées.", { size: 10.5, gap: 16 });
  w.text(landlord.name, { size: 10.5, bold: true });

  footers(w, issuer, "Révision du loyer en cours de bail : loi n° 89-462 du 6 juillet 1989, art. 17-1 ; indice publié par l’INSEE (série 001515333).");
  return doc.save();
}
