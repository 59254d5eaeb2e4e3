// The owner's side of the let property (issue 22, item 2): their page /profile/location and their documents,
// the « quittance de loyer » (or « reçu partiel ») of a month and the « Récapitulatif fiscal » of a year. A
// document is drawn for the lease's owner or for staff, and for no one else: anyone else gets null (the route's
// 404), so that a lease's existence is not told either. The figures are those of clientFigures (the domain's
// yearResult), so the page and the tax summary show the same year.
import type { SessionUser } from "~/domain/accounts/account";
import type { Day, Month } from "~/domain/ownership/calendar";
import { booksStart } from "~/domain/ownership/leases";
import { type OwnerPropertyView, chosenYear, leaseOfYear, ownerPropertyView } from "~/domain/ownership/owner-view";
import { rentReceipt } from "~/domain/ownership/receipts";
import { taxSummary } from "~/domain/ownership/tax-summary";
import { projectPath } from "~/domain/text/slug";
import type { DB } from "../db/db.server";
import { getProject } from "../content/projects.server";
import { getUser } from "../accounts/users.server";
import { type StoredLease, getLease, propertyBooks, today } from "./books.server";
import { clientFigures } from "./figures.server";
import { publicationConsent } from "./consent.server";
import type { Issuer } from "./pdf-parts.server";
import { rentReceiptPdf } from "./rent-receipt-pdf.server";
import { taxSummaryPdf } from "./tax-summary-pdf.server";

/** Whether the client has a lease on any property (the profile then links to /profile/location). */
export async function ownsLetProperty(db: DB, clientId: number): Promise<boolean> {
  return (await db.selectFrom("leases").select("id").where("clientId", "=", clientId).limit(1).executeTakeFirst()) !== undefined;
}

export interface OwnerLocationPage {
  /** The year shown and the years of the books, latest first (empty without a lease). */
  year: number | null;
  years: number[];
  properties: OwnerPropertyView[];
  /** The day the consent to the anonymous publication was given, null when not given. */
  consentSince: string | null;
}

/** The owner's page for the year asked (`?annee=`; the latest year of the books when absent or unknown). */
export async function ownerLocationPage(db: DB, clientId: number, { asked, on = today() }: { asked: string | null; on?: Day }): Promise<OwnerLocationPage> {
  const [figures, consent] = await Promise.all([clientFigures(db, clientId, { on }), publicationConsent(db, clientId)]);
  const years = [...new Set(figures.flatMap((f) => f.years.map((y) => y.year)))].sort((a, b) => b - a);
  const year = chosenYear(asked, years);
  return {
    year,
    years,
    properties: figures.map((f) => ownerPropertyView({ project: f.project, projectHref: projectPath(f.project), leases: f.books.leases, years: f.years }, year, on)),
    consentSince: consent?.acceptedAt ?? null,
  };
}

/** A PDF to send: its bytes and its file name. */
export interface OwnerDocument {
  bytes: Uint8Array;
  fileName: string;
}

type Viewer = Pick<SessionUser, "id" | "role">;

/** The lease when `viewer` may see its documents (its owner, or staff), else null. */
async function leaseFor(db: DB, viewer: Viewer | null, leaseId: number): Promise<StoredLease | null> {
  if (!viewer) return null;
  const lease = await getLease(db, leaseId);
  return lease && (lease.clientId === viewer.id || viewer.role === "admin") ? lease : null;
}

/** « Claire Dubois », or the account's user name when no name was given. */
async function ownerName(db: DB, clientId: number): Promise<string> {
  const user = await getUser(db, clientId);
  return user ? `${user.prenom} ${user.nom}`.trim() || user.username : "";
}

const NO_ADDRESS = "adresse non renseignée";

/** The receipt of `month` of a lease (quittance, or reçu partiel), or null: no such lease, not theirs, nothing paid that month. */
export async function rentReceiptDocument(
  db: DB,
  viewer: Viewer | null,
  { leaseId, month, issuer, on = today() }: { leaseId: number; month: Month; issuer: Issuer; on?: Day },
): Promise<OwnerDocument | null> {
  const lease = await leaseFor(db, viewer, leaseId);
  if (!lease) return null;
  const books = await propertyBooks(db, lease.clientId, lease.projectId);
  const receipt = books && rentReceipt(lease, month, books.payments, on);
  if (!receipt) return null;
  const [owner, project] = await Promise.all([ownerName(db, lease.clientId), getProject(db, lease.projectId)]);
  const bytes = await rentReceiptPdf({
    receipt,
    landlord: { name: owner, address: lease.landlordAddress || NO_ADDRESS },
    tenant: lease.tenant,
    home: lease.homeAddress || (project ? `${project.title}, ${project.cityName}` : NO_ADDRESS),
    issuedOn: on,
    issuer,
  });
  return { bytes, fileName: `${receipt.kind === "quittance" ? "quittance" : "recu-partiel"}-${month}.pdf` };
}

/**
 * The « Récapitulatif fiscal {year} » of the property of a lease (any lease of that property), under the
 * letting of that year (the last lease begun by its end) and the alternative regime; null: no such lease, not
 * theirs, or no month of the books in that year.
 */
export async function taxSummaryDocument(
  db: DB,
  viewer: Viewer | null,
  { leaseId, year, issuer, on = today() }: { leaseId: number; year: number; issuer: Issuer; on?: Day },
): Promise<OwnerDocument | null> {
  const lease = await leaseFor(db, viewer, leaseId);
  if (!lease) return null;
  const [figures, owner] = await Promise.all([clientFigures(db, lease.clientId, { on }), ownerName(db, lease.clientId)]);
  const property = figures.find((f) => f.project.id === lease.projectId);
  const result = property?.years.find((y) => y.year === year && y.months.length > 0);
  const letting = property && leaseOfYear(property.books.leases, year);
  if (!property || !result || !letting) return null;
  const furnishedStart = booksStart(property.books.leases.filter((l) => l.furnished));
  const summary = taxSummary({ year, furnished: letting.furnished, result, total: property.terms.total, serviceStart: furnishedStart ?? booksStart(property.books.leases) ?? letting.start });
  const bytes = await taxSummaryPdf({
    summary,
    owner,
    property: { title: property.project.title, address: letting.homeAddress || property.project.cityName },
    issuedOn: on,
    issuer,
  });
  return { bytes, fileName: `recapitulatif-fiscal-${year}.pdf` };
}
