// French labels of the financial entries, in display order.
import type { ProjectCharges, ProjectTotal } from "../content/entities";

/** The entries of the total cost; the personal contribution is shown apart. */
export const TOTAL_LABELS: Record<Exclude<keyof ProjectTotal, "apportPersonnel">, string> = {
  priceAcqui: "Prix d’acquisition",
  works: "Travaux",
  fraisNotaire: "Frais de notaire",
  fraisAgence: "Frais d’agence",
  furnishing: "Ameublement",
  DM2AComi: "Honoraires d’accompagnement",
};

export const CHARGE_LABELS: Record<keyof ProjectCharges, string> = {
  mensualiter: "Mensualité du prêt",
  taxeFonciere: "Taxe foncière",
  chargesCopro: "Charges de copropriété",
  chargesCourantes: "Charges courantes (eau, électricité, internet)",
  pno: "Assurance propriétaire non occupant (PNO)",
  cfe: "CFE",
  rentalManage: "Gestion locative",
};

/**
 * The same entries as the subject of a sentence, with their article: the French field messages
 * agree with it (« Les frais de notaire doivent être un nombre. », french.ts).
 */
export const TOTAL_SUBJECTS: Record<keyof ProjectTotal, string> = {
  priceAcqui: "Le prix d’acquisition",
  works: "Le montant des travaux",
  fraisNotaire: "Les frais de notaire",
  fraisAgence: "Les frais d’agence",
  apportPersonnel: "L’apport personnel",
  furnishing: "L’ameublement",
  DM2AComi: "Les honoraires",
};

export const CHARGE_SUBJECTS: Record<keyof ProjectCharges, string> = {
  mensualiter: "La mensualité",
  taxeFonciere: "La taxe foncière",
  chargesCopro: "Les charges de copropriété",
  chargesCourantes: "Les charges courantes",
  pno: "L’assurance PNO",
  cfe: "La CFE",
  rentalManage: "La gestion locative",
};

/** Notes shown under some entries. */
export const CHARGE_NOTES: Partial<Record<keyof ProjectCharges, string>> = {
  cfe: "Cotisation Foncière des Entreprises",
};
