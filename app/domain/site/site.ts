// Public details of the company, as configured (see app/server/platform/env.server.ts). The root loader sends what the
// header, the footer and the forms' pages show (every hydrated page carries it in its data, issue 20); the
// legal pages send the rest themselves.
import type { LegalLine } from "./company";

/** How to reach the company: the header, the footer, the contact and call-back pages. */
export interface CompanyContact {
  name: string;
  address: string;
  email: string;
  /** The company's phone, as people write it (« 04 65 71 12 34 »). */
  phone: string;
  instagramUrl: string;
  linkedinUrl: string;
  /** The footer's estate-agent mentions (loi Hoguet): registration, professional card, financial guarantee. */
  professionalMentions: string[];
}

/** Everything the company states: the legal notice, the privacy policy, the PDF dossier. */
export interface CompanyInfo extends CompanyContact {
  dpoEmail: string;
  siren: string;
  publisher: string;
  host: string;
  /** The legal notice's registration lines that are configured (missing ones are never shown). */
  legalLines: LegalLine[];
  hostPhone: string | null;
}

export const companyContact = ({ name, address, email, phone, instagramUrl, linkedinUrl, professionalMentions }: CompanyInfo): CompanyContact => ({
  professionalMentions,
  name,
  address,
  email,
  phone,
  instagramUrl,
  linkedinUrl,
});

export interface SiteData {
  company: CompanyContact;
  publicUrl: string;
  currentYear: number;
  /** The call-back promise, in hours (home page and confirmation pages). */
  callbackDelayHours: number;
}
