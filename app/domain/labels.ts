// French labels of the financial entries, in display order.
import type { ProjectCharges, ProjectTotal } from "./entities";

/** The entries of the total cost; the personal contribution is shown apart. */
export const TOTAL_LABELS: Record<Exclude<keyof ProjectTotal, "apportPersonnel">, string> = {
  priceAcqui: "Prix d'acquisition",
  works: "Travaux",
  fraisNotaire: "Frais de notaire",
  fraisAgence: "Frais d'agence",
  furnishing: "Ameublement",
  DM2AComi: "Honoraires d'accompagnement",
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

/** Notes shown under some entries. */
export const CHARGE_NOTES: Partial<Record<keyof ProjectCharges, string>> = {
  cfe: "Cotisation Foncière des Entreprises",
};
