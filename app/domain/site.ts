// Public details of the company, as configured (see app/server/env.server.ts) and sent by the root loader.
export interface CompanyInfo {
  name: string;
  address: string;
  email: string;
  dpoEmail: string;
  siren: string;
  publisher: string;
  host: string;
  instagramUrl: string;
  linkedinUrl: string;
}

export interface SiteData {
  company: CompanyInfo;
  publicUrl: string;
  /** The company's presentation video, shown on every city page. */
  presentationVideoUrl: string;
  currentYear: number;
}
