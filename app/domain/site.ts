// Public details of the company, as configured (see app/server/env.server.ts) and sent by the root loader.
import type { LegalLine } from "./company";

export interface CompanyInfo {
  name: string;
  address: string;
  email: string;
  dpoEmail: string;
  siren: string;
  publisher: string;
  host: string;
  /** The company's phone, as people write it (« 04 65 71 12 34 »). */
  phone: string;
  /** The legal notice's registration lines that are configured (missing ones are never shown). */
  legalLines: LegalLine[];
  hostPhone: string | null;
  instagramUrl: string;
  linkedinUrl: string;
}

export interface SiteData {
  company: CompanyInfo;
  publicUrl: string;
  /** The company's presentation video, shown on every city page. */
  presentationVideoUrl: string;
  currentYear: number;
  /** The home page's key figures; only those with a source (which says when) are shown. */
  homeFigures: { value: string; label: string; source: string | null }[];
  /** The call-back promise, in hours (home page and confirmation pages). */
  callbackDelayHours: number;
}
