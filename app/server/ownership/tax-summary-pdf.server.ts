// « Récapitulatif fiscal {année} » of a let property: the amounts to carry to the income-tax return under the
// property's regime and the alternative one (app/domain/ownership/tax-summary.ts). It prepares the return; it
// does not file it, and says so at the top.

import { formatMoney as euros, formatInteger } from "~/domain/text/format";
import { type Day, formatDay } from "~/domain/ownership/calendar";
import type { MicroRegime, TaxLine, TaxSummary } from "~/domain/ownership/tax-summary";
import { NAVY, type Writer, openPdf } from "../files/pdf-writer.server";
import { type Issuer, footers, parties } from "./pdf-parts.server";

export interface TaxSummaryPdfInput {
  summary: TaxSummary;
  owner: string;
  /** The project's title and the home's address. */
  property: { title: string; address: string };
  issuedOn: Day;
  issuer: Issuer;
}

const PREPARES_ONLY =
  "Ce récapitulatif prépare votre déclaration de revenus : il ne la dépose pas. Reportez vous-même les montants sur votre déclaration et vérifiez-les, vous en restez responsable. Il ne remplace pas le conseil d’un professionnel.";

/** Body text sizes (issue 30, item 11): 10 pt and more, read on paper as on a screen. */
const BODY = 10;
const NOTE = 9.5;

/** A table of amounts (a form's line first when there is one), then what makes up each. */
const NOTES_TITLE = "Ce qui compose chaque montant :";
const noteText = (l: TaxLine) => `${/^\d+$/.test(l.code) ? `ligne ${l.code}` : l.label} : ${l.note}.`;

function lines(w: Writer, title: string, rows: TaxLine[]) {
  const name = (l: TaxLine) => (/^\d+$/.test(l.code) ? `Ligne ${l.code} — ${l.label}` : l.label);
  w.table([title, "Montant"], rows.map((l) => [name(l), euros(l.amount)]), [0.8, 0.2], { size: BODY });
  const notes = rows.filter((l) => l.note);
  if (notes.length > 0) w.text(NOTES_TITLE, { size: NOTE, bold: true, gap: 1 });
  for (const l of notes) w.text(noteText(l), { size: NOTE, gap: 1 });
  w.y -= 6;
}

/** The height {@link lines} takes for these rows. */
function linesHeight(w: Writer, rows: TaxLine[]) {
  const notes = rows.filter((l) => l.note);
  const text = notes.reduce((sum, l) => sum + w.textHeight(noteText(l), { size: NOTE, gap: 1 }), notes.length > 0 ? w.textHeight(NOTES_TITLE, { size: NOTE, bold: true, gap: 1 }) : 0);
  return w.tableHeight(rows.length, { size: BODY }) + text + 6;
}

function micro(w: Writer, m: MicroRegime, label: string) {
  w.heading(`${label} — déclaration n° ${m.form}, case ${m.box}`);
  w.table(
    ["Case", "Montant"],
    [
      [`Case ${m.box} : recettes brutes de l’année`, euros(m.gross)],
      [`Abattement de ${m.allowancePct} % appliqué par l’administration (ne le déduisez pas)`, euros(m.allowance)],
      ["Revenu imposable qui en résulte", euros(m.taxable)],
    ],
    [0.8, 0.2],
    { size: BODY, highlight: 0 },
  );
  w.text(
    m.withinThreshold
      ? `Régime ouvert tant que les recettes ne dépassent pas ${formatInteger(m.threshold)} € par an.`
      : `Recettes au-dessus de ${formatInteger(m.threshold)} € : ce régime n’est pas ouvert, le régime réel s’applique.`,
    { size: BODY },
  );
}

/** The summary's bytes. */
export async function taxSummaryPdf(input: TaxSummaryPdfInput): Promise<Uint8Array> {
  const { summary: s, owner, property, issuedOn, issuer } = input;
  const title = `Récapitulatif fiscal ${s.year}`;
  const { doc, w } = await openPdf({ title: `${title} — ${property.title}`, author: issuer.name, subject: "Revenus locatifs de l’année, à reporter sur la déclaration", date: new Date(`${issuedOn}T12:00:00Z`) });

  w.text(title, { size: 20, bold: true, color: NAVY, gap: 8 });
  w.text(PREPARES_ONLY, { size: 10, bold: true, color: NAVY, gap: 10 });
  parties(w, [
    ["Propriétaire", owner],
    ["Logement", `${property.title}, ${property.address}`],
    ["Location", s.furnished ? "Meublée (loueur en meublé non professionnel, revenus BIC)" : "Nue (revenus fonciers)"],
  ]);
  w.text(`Établi le ${formatDay(issuedOn)} d’après les loyers encaissés et les dépenses enregistrées en ${s.year} pour ce logement, arrondis à l’euro.`, { size: BODY, gap: 8 });

  // What to know before the figures (how each regime counts): first, so that each regime's section below stands
  // whole on its page (issue 30, item 11: the result table and these notes were left alone on a second page).
  const notes = s.notes.map((note) => `• ${note}`);
  w.heading("À savoir", notes.reduce((sum, note) => sum + w.textHeight(note, { size: BODY }), 0));
  for (const note of notes) w.text(note, { size: BODY });

  if (!s.furnished) {
    w.heading("Régime réel — déclaration n° 2044");
    lines(w, "Recettes, frais et charges", s.lines);
    w.table(
      ["Résultat", "Montant"],
      [
        ["Recettes (ligne 211)", euros(s.receipts)],
        ["Frais et charges (lignes 221 à 229, moins 230)", euros(s.charges)],
        ["Intérêts et frais d’emprunt (ligne 250)", euros(s.interest)],
        [s.result < 0 ? "Déficit foncier du logement" : "Revenu foncier du logement", euros(s.result)],
      ],
      [0.8, 0.2],
      { size: BODY, highlight: 3 },
    );
    if (s.unplaced.length > 0) lines(w, "Dépenses reportées sur aucune ligne", s.unplaced);
    micro(w, s.micro, "Micro-foncier");
  } else {
    micro(w, s.micro, "Micro-BIC");
    const receipts = [...s.reel.receipts, { code: "", label: "Total des recettes", amount: s.reel.receiptsTotal }];
    const charges = [...s.reel.charges, { code: "", label: "Total des charges", amount: s.reel.chargesTotal }];
    const reelTitle = "LMNP au réel — éléments pour votre expert-comptable (liasse n° 2031 et n° 2033)";
    // The section on one page when it fits on one (its result table was left alone on a second page, item 11).
    w.keep(w.headingHeight(reelTitle) + linesHeight(w, receipts) + linesHeight(w, charges) + (s.reel.capitalised.length > 0 ? linesHeight(w, s.reel.capitalised) : 0) + w.tableHeight(5, { size: BODY }));
    w.heading(reelTitle);
    lines(w, "Recettes", receipts);
    lines(w, "Charges déductibles", charges);
    if (s.reel.capitalised.length > 0) lines(w, "Dépenses à immobiliser", s.reel.capitalised);
    w.table(
      ["Résultat", "Montant"],
      [
        ["Résultat avant amortissements", euros(s.reel.resultBeforeDepreciation)],
        ["Amortissements de l’année (bâti hors terrain, travaux, mobilier)", euros(s.reel.depreciation)],
        ["dont déduits cette année", euros(s.reel.depreciationDeducted)],
        ["dont reportés sur les années suivantes", euros(s.reel.depreciationCarried)],
        ["Résultat fiscal estimé", euros(s.reel.result)],
      ],
      [0.8, 0.2],
      { size: BODY, highlight: 4 },
    );
  }

  footers(w, issuer, `${title} : document préparatoire, pas une déclaration ; il ne vaut ni dépôt ni conseil fiscal.`);
  return doc.save();
}
