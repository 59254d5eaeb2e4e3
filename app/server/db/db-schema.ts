// Database tables as Kysely sees them (camelCase; columns are snake_case, converted by CamelCasePlugin).
// Booleans are integers 0/1 and timestamps ISO-8601 UTC strings on both engines; JSON columns are
// text. Conversions happen once: for the content, in the kinds of its fields (app/domain/content/fields.ts),
// applied by the models; for the rest, in the model modules.
import type { Generated } from "kysely";
import type { AmenityKey } from "~/domain/content/content-choices";
import type { cityFields, districtFields, projectFields, resourceFields, teamMemberFields, testimonialFields } from "~/domain/content/content-forms";
import type { ColumnsOf } from "~/domain/content/fields";

// The content's tables: their columns are derived from the fields' tables (app/domain/content/content-forms.ts),
// plus the columns no form holds. tests/integration/db-schema.test.ts checks every table here against
// the migrated database, on both engines.

export type ProjectsTable = ColumnsOf<typeof projectFields> & {
  id: Generated<number>;
  createdAt: string;
  updatedAt: string;
  /** Copies of rentabilite.profitabilityBrut and rentabilite.cashflowNet, for the list's orders. */
  grossYield: Generated<number>;
  monthlyCashflow: Generated<number>;
};

export type CitiesTable = ColumnsOf<typeof cityFields> & {
  id: Generated<number>;
  createdAt: string;
  updatedAt: string;
};

export type DistrictsTable = ColumnsOf<Omit<typeof districtFields, AmenityKey>> & {
  id: Generated<number>;
  /** JSON: Record<AmenityKey, string>. */
  amenities: string;
  createdAt: string;
  updatedAt: string;
};

export type ResourcesTable = ColumnsOf<typeof resourceFields> & {
  id: Generated<number>;
  createdAt: string;
};

/** Issue 23: the team page's members and the clients' testimonials, managed by the staff (decision 0044). */
export type TeamMembersTable = ColumnsOf<typeof teamMemberFields> & {
  id: Generated<number>;
  createdAt: string;
  updatedAt: string;
};

export type TestimonialsTable = ColumnsOf<typeof testimonialFields> & {
  id: Generated<number>;
  createdAt: string;
  updatedAt: string;
};

export interface DocumentsTable {
  slug: string;
  title: string;
  description: string;
  mediaHash: string;
  fileName: string;
  position: number;
}

export interface MediaTable {
  hash: string;
  kind: "image" | "pdf";
  mime: string;
  width: number | null;
  height: number | null;
  /** Server-generated file name, used for downloads. */
  name: string;
  size: number;
  bytes: Buffer;
  createdAt: string;
}

export interface MediaVariantsTable {
  hash: string;
  format: "avif" | "webp";
  width: number;
  bytes: Buffer;
}

export interface SiteStateTable {
  key: string;
  value: string;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  passwordHash: string;
  role: Generated<"client" | "admin">;
  emailVerifiedAt: string | null;
  nom: Generated<string>;
  prenom: Generated<string>;
  age: number | null;
  telephone: Generated<string>;
  ville: Generated<string>;
  /** JSON: QuestionnaireAnswers. */
  formulaire: Generated<string>;
  formulaireValid: Generated<number>;
  consentAt: string | null;
  consentVersion: string | null;
  /** Sign-up: acceptance of the terms of use and of the privacy policy, with their versions. */
  termsAcceptedAt: string | null;
  termsVersion: string | null;
  termsPrivacyVersion: string | null;
  etape1: Generated<number>;
  etape2: Generated<number>;
  etape3: Generated<number>;
  etape4: Generated<number>;
  etape5: Generated<number>;
  etape6: Generated<number>;
  etape7: Generated<number>;
  etape8: Generated<number>;
  etape9: Generated<number>;
  /** The staff member who follows the client (an admin), null until one is chosen. */
  adviserId: number | null;
  createdAt: string;
  updatedAt: string;
}

export interface SessionsTable {
  tokenHash: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

export interface EmailTokensTable {
  tokenHash: string;
  userId: number;
  purpose: "verify-email" | "reset-password" | "change-email" | "undo-email-change" | "signin-link";
  expiresAt: string;
  /**
   * change-email: the address that replaces the account's once the link is opened; undo-email-change:
   * the old address that the link gives back to the account.
   */
  newEmail: string | null;
}

export interface LeadsTable {
  id: Generated<number>;
  nom: string;
  prenom: string;
  email: string;
  ville: string;
  telephone: Generated<string>;
  age: number | null;
  formulaire: Generated<string>;
  consentAt: string;
  consentVersion: string;
  userId: number | null;
  /** The project of « Ce projet m’intéresse »; null when none or deleted since. */
  projectId: Generated<number | null>;
  createdAt: string;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  nom: string;
  email: string;
  message: string;
  /** The project of « Ce projet m’intéresse »; null when none or deleted since. */
  projectId: Generated<number | null>;
  createdAt: string;
}

export interface CallbackRequestsTable {
  id: Generated<number>;
  nom: string;
  telephone: string;
  /** YYYY-MM-DD */
  slotDate: string;
  slotHalf: "matin" | "apres-midi";
  projectId: number | null;
  createdAt: string;
  doneAt: string | null;
  /** E-mail of the staff member who marked it done. */
  doneBy: string | null;
}

export interface OutboxTable {
  id: Generated<number>;
  recipient: string;
  replyTo: string | null;
  subject: string;
  body: string;
  status: Generated<"pending" | "sending" | "sent" | "failed">;
  attempts: Generated<number>;
  lastError: string | null;
  nextAttemptAt: string;
  createdAt: string;
  sentAt: string | null;
  /** When a sender took the row (status "sending"); null before the first claim. */
  claimedAt: string | null;
  /** JSON object of extra headers (List-Unsubscribe…); null: none. */
  headers: string | null;
}

export interface KnownSigninAddressesTable {
  /** "e-mail|address" (address as counted by the rate limits: IPv4, or IPv6 /64). */
  key: string;
  lastSigninAt: string;
}

export interface RateLimitsTable {
  key: string;
  windowStart: string;
  hits: number;
}

export interface LoginFailuresTable {
  key: string;
  failures: number;
  lastFailedAt: string;
}

export interface AuditLogTable {
  id: Generated<number>;
  userId: number | null;
  userEmail: string;
  action: "create" | "update" | "delete" | "duplicate" | "grant" | "revoke" | "step";
  /** The ownership's entries (lease, rent-payment, expense) carry the id of the client whose books changed; irl none. */
  entity: "project" | "city" | "district" | "resource" | "user" | "lease" | "rent-payment" | "expense" | "irl" | "team-member" | "testimonial";
  entityId: number | null;
  summary: string;
  createdAt: string;
}

/** Issue 11, item 4: the conversation on a client's file. */
export interface ClientMessagesTable {
  id: Generated<number>;
  clientId: number;
  /** The writer (the client, or a staff member); null once that account is deleted. */
  authorId: number | null;
  /** 1: written by the staff, to the client; 0: written by the client. */
  fromStaff: number;
  body: string;
  createdAt: string;
  /** When the other side first saw it; null: unread. */
  readAt: string | null;
}

/** Issue 11, item 6: a saved /projets search and the address told of new matching projects. */
export interface SearchAlertsTable {
  id: Generated<number>;
  email: string;
  /** The client's account; null: a visitor's alert. */
  userId: number | null;
  /** The normalised query string of /projets ("" = every project). */
  query: string;
  /** Null until a visitor opens the confirmation link (clients' alerts are confirmed at once). */
  confirmedAt: string | null;
  createdAt: string;
  lastSentAt: string | null;
}

export interface SearchAlertTokensTable {
  /** SHA-256 of the token sent by e-mail. */
  tokenHash: string;
  alertId: number;
  purpose: "confirm" | "unsubscribe";
  /** Confirmation links expire; unsubscribe links last as long as the alert. */
  expiresAt: string | null;
}

export interface SearchAlertMatchesTable {
  alertId: number;
  projectId: number;
  /** When the project became a match: its updated_at as the digest job saw it (decision 0028). */
  matchedAt: string;
  /** When the digest e-mail listing it was queued, or when the alert became active for a project it matched then (never announced); null: waiting. */
  sentAt: string | null;
}

export interface StepUpdatesTable {
  id: Generated<number>;
  userId: number;
  /** 1 to 9. */
  step: number;
  body: string;
  /** 1 when this update marks the step done. */
  marksDone: Generated<number>;
  authorId: number | null;
  authorName: string;
  createdAt: string;
}

export interface PrivateFilesTable {
  id: Generated<number>;
  /** The client the file belongs to. */
  userId: number;
  kind: "update-photo" | "update-document" | "client-document";
  updateId: number | null;
  /** The checklist item of a client document (app/domain/clients/investor-file.ts). */
  documentItem: string | null;
  mime: string;
  name: string;
  size: number;
  width: number | null;
  height: number | null;
  /** The file, or empty when it is in the bucket (issue 31) under objectKey. */
  bytes: Buffer;
  objectKey: Generated<string | null>;
  createdAt: string;
}

export interface ClientDocumentsTable {
  userId: number;
  item: string;
  state: "manquant" | "envoye" | "valide" | "a-refaire";
  comment: Generated<string>;
  updatedAt: string;
}

/** Issue 25: the lease of an account's running data export (one at a time per account). */
export interface ExportLeasesTable {
  userId: number;
  expiresAt: string;
}

/* ---- Market evidence (issue 21, migration 0030, decisions 0031 to 0033) ---- */

export interface MarketImportsTable {
  id: Generated<number>;
  kind: "dvf" | "loyers";
  status: "en-cours" | "termine" | "refuse";
  /** Who started it: a staff e-mail, or « ligne de commande ». */
  actor: string;
  /** JSON: string[] of file names. */
  files: string;
  startedAt: string;
  /** Touched while the import runs: a running import without a recent heartbeat was interrupted. */
  heartbeatAt: string;
  finishedAt: string | null;
  /** JSON: ImportProgress. */
  progress: Generated<string>;
  /** JSON: DvfSummary or RentSummary, once done. */
  summary: string | null;
  /** The French message of a refused import. */
  error: string | null;
}

/** Staging: the rows of a DVF import that need the rest of their sale (apartments, houses, premises of a « Vente »). */
export interface MarketSaleRowsTable {
  importId: number;
  department: string;
  mutation: string;
  line: number;
  kind: string;
  fingerprint: string;
  date: string;
  value: number | null;
  surface: number | null;
  rooms: number | null;
  commune: string;
  communeName: string;
  parcel: string;
}

/** Comparable sales, per import; only the import named by market_departments is shown. */
export interface MarketSalesTable {
  importId: number;
  department: string;
  mutation: string;
  date: string;
  commune: string;
  communeName: string;
  section: string;
  surface: number;
  value: number;
  priceM2: number;
  rooms: number | null;
}

export interface MarketDepartmentsTable {
  department: string;
  importId: number;
  latestSale: string;
  windowStart: string;
  /** Comparable sales in the window. */
  sales: number;
  importedAt: string;
}

/** Figures of an area over its department's window: a commune (INSEE code) or a district (its id). */
export interface MarketStatsTable {
  area: "commune" | "district";
  code: string;
  department: string;
  name: string;
  sales: number;
  median: number | null;
  q1: number | null;
  q3: number | null;
  windowStart: string;
  windowEnd: string;
  /** JSON: HalfYearFigure[]. */
  halves: string;
}

export interface MarketDistrictSectionsTable {
  districtId: number;
  /** JSON: string[] of 10-character sections (commune, prefix, section). */
  sections: string;
  updatedAt: string;
}

export interface MarketRentsTable {
  importId: number;
  segment: string;
  commune: string;
  name: string;
  department: string;
  rent: number | null;
  lower: number | null;
  upper: number | null;
  level: string;
  observations: number | null;
  observationsArea: number | null;
}

export interface MarketRentEditionsTable {
  segment: string;
  importId: number;
  edition: number;
  communes: number;
  importedAt: string;
}

/** The done and planned day ("YYYY-MM-DD") of one of a client's nine steps (migration 0050). */
export interface StepDatesTable {
  userId: number;
  step: number;
  doneOn: string | null;
  plannedOn: string | null;
}

/* ---- After the keys (issue 22, migration 0040, decisions 0034 and 0035) ---- */

/** A lease of a client's property (the client, the project bought). Money in cents, days "YYYY-MM-DD". */
export interface LeasesTable {
  id: Generated<number>;
  clientId: number;
  projectId: number;
  tenant: string;
  startOn: string;
  /** Last day of the lease (included); null while it runs. */
  endOn: string | null;
  furnished: Generated<number>;
  rentCents: number;
  chargesCents: number;
  depositCents: number;
  /** The IRL quarter the lease names (1 to 4); null: the one in force at signing. */
  referenceQuarter: number | null;
  /** « Adresse du logement » and « Adresse du bailleur » (migration 0041), "" when not given. */
  homeAddress: Generated<string>;
  landlordAddress: Generated<string>;
  createdAt: string;
  updatedAt: string;
}

/** A change of a lease's rent excluding charges from a day on (an IRL revision). */
export interface RentChangesTable {
  id: Generated<number>;
  leaseId: number;
  fromOn: string;
  rentCents: number;
  /** The IRL of an IRL revision: quarter, year of the new index and of the previous one; null otherwise. */
  previousIrlYear: number | null;
  newIrlYear: number | null;
  irlQuarter: number | null;
  createdAt: string;
}

/** Rent received for a month ("YYYY-MM") of a lease, on the day `paidOn`. */
export interface RentPaymentsTable {
  id: Generated<number>;
  leaseId: number;
  month: string;
  amountCents: number;
  paidOn: string;
  createdAt: string;
}

export interface PropertyExpensesTable {
  id: Generated<number>;
  clientId: number;
  projectId: number;
  /** ExpenseCategory (app/domain/ownership/expenses.ts). */
  category: string;
  spentOn: string;
  amountCents: number;
  createdAt: string;
}

/** The INSEE IRL series (001515333), seeded, then kept by staff. */
export interface IrlQuartersTable {
  year: number;
  quarter: number;
  value: number;
  publishedOn: string | null;
  source: string;
  createdAt: string;
}

/** An owner's consent to the anonymous publication of their results (no row: not given). */
export interface PublicationConsentsTable {
  userId: number;
  acceptedAt: string;
  textVersion: string;
}

export interface Database {
  projects: ProjectsTable;
  cities: CitiesTable;
  districts: DistrictsTable;
  resources: ResourcesTable;
  teamMembers: TeamMembersTable;
  testimonials: TestimonialsTable;
  documents: DocumentsTable;
  media: MediaTable;
  mediaVariants: MediaVariantsTable;
  siteState: SiteStateTable;
  users: UsersTable;
  sessions: SessionsTable;
  emailTokens: EmailTokensTable;
  leads: LeadsTable;
  contactMessages: ContactMessagesTable;
  outbox: OutboxTable;
  callbackRequests: CallbackRequestsTable;
  rateLimits: RateLimitsTable;
  loginFailures: LoginFailuresTable;
  knownSigninAddresses: KnownSigninAddressesTable;
  auditLog: AuditLogTable;
  clientMessages: ClientMessagesTable;
  searchAlerts: SearchAlertsTable;
  searchAlertTokens: SearchAlertTokensTable;
  searchAlertMatches: SearchAlertMatchesTable;
  stepUpdates: StepUpdatesTable;
  privateFiles: PrivateFilesTable;
  clientDocuments: ClientDocumentsTable;
  exportLeases: ExportLeasesTable;
  marketImports: MarketImportsTable;
  marketSaleRows: MarketSaleRowsTable;
  marketSales: MarketSalesTable;
  marketDepartments: MarketDepartmentsTable;
  marketStats: MarketStatsTable;
  marketDistrictSections: MarketDistrictSectionsTable;
  marketRents: MarketRentsTable;
  marketRentEditions: MarketRentEditionsTable;
  stepDates: StepDatesTable;
  leases: LeasesTable;
  rentChanges: RentChangesTable;
  rentPayments: RentPaymentsTable;
  propertyExpenses: PropertyExpensesTable;
  irlQuarters: IrlQuartersTable;
  publicationConsents: PublicationConsentsTable;
}
