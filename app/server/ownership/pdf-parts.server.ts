// Parts the owner's documents share: who issues them (the company, for the landlord), the parties' block and
// the footer. Each document is a function from a plain object to PDF bytes; none reads the database.

import type { CompanyInfo } from "~/domain/site/site";
import { type Writer, drawFooters } from "../files/pdf-writer.server";

/** The company's lines of the footer. */
export type Issuer = Pick<CompanyInfo, "name" | "address" | "email" | "siren">;

/** A person and their postal address. */
export interface Party {
  name: string;
  address: string;
}

/** Label and value lines (« Bailleur : … »), one a line, the label in bold. */
export function parties(w: Writer, rows: [string, string][]) {
  for (const [label, value] of rows) {
    w.text(label, { size: 8.5, bold: true, gap: 0 });
    w.text(value, { size: 10, gap: 6 });
  }
  w.y -= 4;
}

/** The footer of every page: the company, the page number, and what the document is. */
export function footers(w: Writer, issuer: Issuer, what: string) {
  drawFooters(w, (page, pages) => [`${issuer.name} · ${issuer.address} · ${issuer.email} · SIREN ${issuer.siren} · page ${page} sur ${pages}`, what]);
}
