// The owner's PDFs read back as a person reads them: their text, through the fonts' ToUnicode maps
// (tests/e2e/support/pdf-text.ts). No database: each document is a function from plain data to bytes.
import { describe, expect, it } from "vitest";
import { IRL_SEED, proposeRevision } from "~/domain/ownership/irl";
import { rentReceipt } from "~/domain/ownership/receipts";
import { yearResult } from "~/domain/ownership/results";
import { taxSummary } from "~/domain/ownership/tax-summary";
import { EXPENSES, PAYMENTS, TERMS, TOTAL, lease } from "../../fixtures/books";
import { rentReceiptPdf } from "~/server/ownership/rent-receipt-pdf.server";
import { rentRevisionLetterPdf } from "~/server/ownership/rent-revision-letter.server";
import { taxSummaryPdf } from "~/server/ownership/tax-summary-pdf.server";
import { embeddedFonts, pdfPagesText } from "../../e2e/support/pdf-text";

const issuer = { name: "Investir Serein", address: "12 rue de la République, 69002 Lyon", email: "contact@example.fr", siren: "812 345 678" };
const landlord = { name: "Claire Dubois", address: "4 allée des Tilleuls, 69005 Lyon" };
const home = "18 rue Paul-Bert, appartement 3, 42000 Saint-Étienne";

/** All the text of a PDF on one line, spaces of every kind made plain, as a reader's search sees it. */
async function text(bytes: Uint8Array): Promise<string> {
  return (await pdfPagesText(bytes)).join("\n").replace(/[\u00a0\u202f]/g, " ").replace(/\s+/g, " ");
}

describe("quittance de loyer", () => {
  it("names the parties, the home, the period, rent and charges apart, and the day of payment", async () => {
    const receipt = rentReceipt(lease(), "2025-03", PAYMENTS, "2025-04-01");
    const bytes = await rentReceiptPdf({ receipt: receipt!, landlord, tenant: "Camille Roux", home, issuedOn: "2025-04-02", issuer });
    const t = await text(bytes);
    expect(t).toContain("Quittance de loyer — mars 2025");
    expect(t).toContain("Claire Dubois, 4 allée des Tilleuls, 69005 Lyon");
    expect(t).toContain("Camille Roux");
    expect(t).toContain(home);
    expect(t).toContain("déclare avoir reçu de Camille Roux la somme de 361,94 € au titre du loyer et des charges pour la période du 15 au 31 mars 2025, et lui en donne quittance");
    expect(t).toMatch(/Loyer hors charges 340,00 €/);
    expect(t).toMatch(/Provision pour charges 21,94 €/);
    expect(t).toContain("Paiement reçu le 20 mars 2025.");
    expect(t).toContain("loi n° 89-462 du 6 juillet 1989, art. 21");
    expect(t).not.toContain("Reçu partiel");
    expect(await embeddedFonts(bytes)).toHaveLength(2);
  });

  it("is a « reçu partiel » that states what is still due for a partial payment", async () => {
    const receipt = rentReceipt(lease(), "2025-09", PAYMENTS, "2025-11-01");
    const t = await text(await rentReceiptPdf({ receipt: receipt!, landlord, tenant: "Camille Roux", home, issuedOn: "2025-11-01", issuer }));
    expect(t).toContain("Reçu partiel — septembre 2025");
    expect(t).toContain("la somme de 300,00 € en paiement partiel du loyer et des charges de la période de septembre 2025, qui s’élèvent à 660,00 €");
    expect(t).toMatch(/Loyer hors charges 620,00 € 281,82 €/);
    expect(t).toMatch(/Provision pour charges 40,00 € 18,18 €/);
    expect(t).toContain("Reste dû : 360,00 €. Ce reçu ne vaut pas quittance.");
    expect(t).toContain("Paiement reçu le 2 octobre 2025.");
    expect(t).not.toContain("lui en donne quittance");
  });

  it("lists every day of payment of a month paid in several goes", async () => {
    const receipt = rentReceipt(lease(), "2025-05", PAYMENTS, "2025-07-01");
    const t = await text(await rentReceiptPdf({ receipt: receipt!, landlord, tenant: "Camille Roux", home, issuedOn: "2025-07-01", issuer }));
    expect(t).toContain("Paiements reçus les 6 mai 2025 et 20 juin 2025.");
    expect(t).toContain("pour la période de mai 2025");
  });
});

describe("Récapitulatif fiscal", () => {
  const result = yearResult({ leases: [lease()], payments: PAYMENTS, expenses: EXPENSES }, TERMS, 2025, "2026-02-15");
  const property = { title: "Deux-pièces Jacquard", address: home };

  it("gives the 2044 lines and box 4BE for a location nue, and says it does not file the return", async () => {
    const summary = taxSummary({ year: 2025, furnished: false, result, total: TOTAL, serviceStart: "2025-03-15" });
    const t = await text(await taxSummaryPdf({ summary, owner: "Claire Dubois", property, issuedOn: "2026-04-10", issuer }));
    expect(t).toContain("Récapitulatif fiscal 2025");
    expect(t).toContain("Ce récapitulatif prépare votre déclaration de revenus : il ne la dépose pas.");
    expect(t).toContain("Régime réel — déclaration n° 2044");
    for (const line of ["221 — Frais d’administration", "222 — Autres frais de gestion", "223 — Primes d’assurance", "224 — Dépenses de réparation", "227 — Taxes foncières", "229 — Provisions pour charges", "230 — Régularisation"]) {
      expect(t).toContain(`Ligne ${line}`);
    }
    expect(t).toContain("Ligne 211 — Loyers bruts encaissés 4 342 €");
    expect(t).toContain("Ligne 224 — Dépenses de réparation, d’entretien et d’amélioration 1 150 €");
    expect(t).toContain("Ligne 250 — Intérêts d’emprunt et frais d’emprunt (dont l’assurance emprunteur) 2 580 €");
    expect(t).toContain("ligne 224 : Travaux d’entretien et de réparation + Travaux d’amélioration.");
    expect(t).toContain("ligne 250 : Intérêts d’emprunt + Assurance emprunteur.");
    expect(t).toMatch(/Déficit foncier du logement −828 €/);
    expect(t).toContain("Micro-foncier — déclaration n° 2042, case 4BE");
    expect(t).toMatch(/Case 4BE : recettes brutes de l’année 4 342 €/);
    expect(t).toMatch(/Abattement de 30 % appliqué par l’administration \(ne le déduisez pas\) 1 303 €/);
    expect(t).toContain("Location Nue (revenus fonciers)");
    expect(t).not.toContain("5ND");
  });

  it("gives box 5ND and the LMNP au réel amounts for a location meublée", async () => {
    const summary = taxSummary({ year: 2025, furnished: true, result, total: TOTAL, serviceStart: "2025-03-15" });
    const t = await text(await taxSummaryPdf({ summary, owner: "Claire Dubois", property, issuedOn: "2026-04-10", issuer }));
    expect(t).toContain("Micro-BIC — déclaration n° 2042-C-PRO, case 5ND");
    expect(t).toMatch(/Case 5ND : recettes brutes de l’année 4 622 €/);
    expect(t).toMatch(/Abattement de 50 % appliqué par l’administration \(ne le déduisez pas\) 2 311 €/);
    expect(t).toContain("LMNP au réel — éléments pour votre expert-comptable (liasse n° 2031 et n° 2033)");
    expect(t).toMatch(/Total des recettes 4 622 €/);
    expect(t).toMatch(/Total des charges 19 480 €/);
    expect(t).toMatch(/Amortissements de l’année \(bâti hors terrain, travaux, mobilier\) 4 067 €/);
    expect(t).toMatch(/dont reportés sur les années suivantes 4 067 €/);
    expect(t).toContain("Travaux d’amélioration 1 000 €");
    expect(t).toContain("Travaux d’amélioration : Immobilisation à amortir, pas une charge de l’année.");
    expect(t).toContain("il ne la dépose pas");
    expect(t).not.toContain("2044");
  });
});

describe("lettre de révision du loyer", () => {
  const signed = lease({ start: "2024-11-01" });
  const revision = proposeRevision({ lease: signed, dpe: "C", series: IRL_SEED, anniversary: "2025-11-01" });
  if (revision.status !== "proposee") throw new Error("expected a proposed revision");

  it("shows both indices, the new rent and the day it takes effect", async () => {
    const t = await text(await rentRevisionLetterPdf({ revision, landlord, tenant: "Camille Roux", home, charges: 40, sentOn: "2025-10-10", issuer }));
    expect(t).toContain("Objet : révision annuelle du loyer");
    expect(t).toContain("Camille Roux, 18 rue Paul-Bert");
    expect(t).toContain("l’article 17-1 de la loi n° 89-462 du 6 juillet 1989");
    expect(t).toMatch(/IRL de référence \(3e trimestre 2024\) 144,51/);
    expect(t).toMatch(/Nouvel IRL \(3e trimestre 2025\) 145,77/);
    expect(t).toMatch(/Nouveau loyer : 620,00 € × 145,77 ÷ 144,51 625,41 €/);
    expect(t).toMatch(/Hausse mensuelle 5,41 €/);
    expect(t).toMatch(/Nouveau total mensuel 665,41 €/);
    expect(t).toContain("Ce nouveau loyer s’applique à compter du 1er novembre 2025.");
  });

  it("takes effect on the day of a letter sent after the anniversary, and is refused a year after", async () => {
    const late = await text(await rentRevisionLetterPdf({ revision, landlord, tenant: "Camille Roux", home, charges: 40, sentOn: "2026-01-15", issuer }));
    expect(late).toContain("la révision prend effet à la date de la présente demande : ce nouveau loyer s’applique à compter du 15 janvier 2026.");
    await expect(rentRevisionLetterPdf({ revision, landlord, tenant: "Camille Roux", home, charges: 40, sentOn: "2026-11-01", issuer })).rejects.toThrow(
      "La révision du 1er novembre 2025 n’a pas été demandée dans l’année qui suivait : le bailleur est réputé y avoir renoncé (loi du 6 juillet 1989, art. 17-1).",
    );
  });
});
