// The company as configured: its phone as a tel: link, the call-back promise, and the legal notice's
// registration details, with the list of those the configuration still lacks (shown to admins only).
import { formatCount } from "../text/format";

/** Registration details of the legal notice, each from one configuration variable (unset: undefined). */
export interface LegalDetails {
  legalForm?: string;
  shareCapital?: string;
  rcsCity?: string;
  vatNumber?: string;
  carteT?: string;
  carteTCci?: string;
  financialGuarantee?: string;
  /** Whether the company offers credit brokerage (then its ORIAS number is required). */
  brokerage: boolean;
  orias?: string;
  hostPhone?: string;
}

export interface LegalLine {
  label: string;
  value: string;
}

export interface MissingLegalValue {
  variable: string;
  label: string;
}

/** The href of a French phone number written for people (« 04 65 71 12 34 » → « tel:+33465711234 »). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^0-9+]/g, "");
  if (digits.startsWith("+")) return `tel:${digits}`;
  if (digits.startsWith("00")) return `tel:+${digits.slice(2)}`;
  if (digits.startsWith("0") && digits.length === 10) return `tel:+33${digits.slice(1)}`;
  return `tel:${digits}`;
}

/** « 48 heures », « 1 heure »: the call-back delay as every page says it. */
export const callbackDelayText = (hours: number) => formatCount(hours, "heure", "heures");

/**
 * The lines of the legal notice that have a value, in reading order, and the values still missing.
 * RCS reads « RCS Saint-Étienne 912 345 678 » (city and SIREN); the ORIAS number only counts when
 * brokerage is offered.
 */
export function legalNotice(details: LegalDetails, siren: string): { lines: LegalLine[]; missing: MissingLegalValue[] } {
  const entries: { variable: string; label: string; value: string | undefined; required: boolean }[] = [
    { variable: "COMPANY_LEGAL_FORM", label: "Forme juridique", value: details.legalForm, required: true },
    { variable: "COMPANY_SHARE_CAPITAL", label: "Capital social", value: details.shareCapital, required: true },
    { variable: "COMPANY_RCS_CITY", label: "Immatriculation", value: details.rcsCity?.trim() && `RCS ${details.rcsCity.trim()} ${siren}`, required: true },
    { variable: "COMPANY_VAT_NUMBER", label: "N° de TVA intracommunautaire", value: details.vatNumber, required: true },
    {
      variable: "COMPANY_CARTE_T",
      label: "Carte professionnelle « Transaction sur immeubles et fonds de commerce » (loi Hoguet)",
      value: details.carteT,
      required: true,
    },
    { variable: "COMPANY_CARTE_T_CCI", label: "Délivrée par", value: details.carteTCci, required: true },
    { variable: "COMPANY_FINANCIAL_GUARANTEE", label: "Garantie financière", value: details.financialGuarantee, required: true },
    { variable: "COMPANY_ORIAS", label: "Intermédiaire en opérations de banque, n° ORIAS", value: details.orias, required: details.brokerage },
  ];
  const lines: LegalLine[] = [];
  const missing: MissingLegalValue[] = [];
  for (const entry of entries) {
    const value = entry.value?.trim();
    if (value) {
      if (entry.variable !== "COMPANY_ORIAS" || details.brokerage) lines.push({ label: entry.label, value });
    } else if (entry.required) missing.push({ variable: entry.variable, label: entry.label });
  }
  if (!details.hostPhone?.trim()) missing.push({ variable: "COMPANY_HOST_PHONE", label: "Téléphone de l’hébergeur" });
  return { lines, missing };
}
