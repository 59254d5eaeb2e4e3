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

/**
 * The demo's registration details (SEED=demo, decision 0056): made-up values, listed as such in the README,
 * so that the demo's legal notice and footer are complete. A value set in the configuration wins.
 */
export const DEMO_LEGAL_DETAILS: Readonly<Omit<LegalDetails, "brokerage" | "orias">> = {
  legalForm: "SAS",
  shareCapital: "15\u202f000\u00a0€",
  rcsCity: "Saint-Étienne",
  vatNumber: "FR74912345678",
  carteT: "CPI 4202 2025 000 000 123",
  carteTCci: "CCI Lyon Métropole Saint-Étienne Roanne",
  financialGuarantee: "Galian Assurances, 89 rue La Boétie, 75008 Paris, 120\u202f000\u00a0€",
  hostPhone: "09 72 10 10 07",
};

/** The configured details, completed by the demo's where the configuration has none. */
export function withDemoLegalDetails(details: LegalDetails): LegalDetails {
  const pick = (value: string | undefined, demo: string | undefined) => (value?.trim() ? value : demo);
  return {
    ...details,
    legalForm: pick(details.legalForm, DEMO_LEGAL_DETAILS.legalForm),
    shareCapital: pick(details.shareCapital, DEMO_LEGAL_DETAILS.shareCapital),
    rcsCity: pick(details.rcsCity, DEMO_LEGAL_DETAILS.rcsCity),
    vatNumber: pick(details.vatNumber, DEMO_LEGAL_DETAILS.vatNumber),
    carteT: pick(details.carteT, DEMO_LEGAL_DETAILS.carteT),
    carteTCci: pick(details.carteTCci, DEMO_LEGAL_DETAILS.carteTCci),
    financialGuarantee: pick(details.financialGuarantee, DEMO_LEGAL_DETAILS.financialGuarantee),
    hostPhone: pick(details.hostPhone, DEMO_LEGAL_DETAILS.hostPhone),
  };
}

/**
 * What every page's footer states for an estate agent (loi Hoguet, décret n° 72-678 art. 92): the company,
 * its capital and registration, the professional card with the chamber that issued it, and the financial
 * guarantor. Only configured values; nothing when none is.
 */
export function professionalMentions(details: LegalDetails, siren: string): string[] {
  const value = (v: string | undefined) => v?.trim() || undefined;
  const company = [
    value(details.legalForm) && value(details.shareCapital) ? `${value(details.legalForm)} au capital de ${value(details.shareCapital)}` : value(details.legalForm),
    value(details.rcsCity) && `RCS ${value(details.rcsCity)} ${siren}`,
  ].filter(Boolean);
  const card = value(details.carteT);
  const cci = value(details.carteTCci);
  const guarantee = value(details.financialGuarantee);
  return [
    company.length > 0 ? company.join(", ") : undefined,
    card && `Carte professionnelle «\u00a0Transaction sur immeubles et fonds de commerce\u00a0» n°\u00a0${card}${cci ? `, délivrée par ${/^CCI\b/.test(cci) ? "la " : ""}${cci}` : ""}`,
    guarantee && `Garantie financière\u202f: ${guarantee}`,
  ].filter((line): line is string => Boolean(line));
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
