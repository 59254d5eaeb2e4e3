// Database tables as Kysely sees them (camelCase; columns are snake_case, converted by CamelCasePlugin).
// Booleans are integers 0/1 and timestamps ISO-8601 UTC strings on both engines; JSON columns are
// text. Conversions happen once: for the content, in the kinds of its fields (app/domain/content/fields.ts),
// applied by the models; for the rest, in the model modules.
import type { Generated } from "kysely";
import type { AmenityKey } from "~/domain/content/content-choices";
import type { cityFields, districtFields, projectFields, resourceFields, teamMemberFields, testimonialFields } from "~/domain/content/content-forms";
import type { ColumnsOf } from "~/domain/content/fields";
import type { UsersTable, SessionsTable, EmailTokensTable, LeadsTable, ContactMessagesTable, CallbackRequestsTable, OutboxTable, KnownSigninAddressesTable, RateLimitsTable, LoginFailuresTable, AuditLogTable, ClientMessagesTable, SearchAlertsTable, SearchAlertTokensTable, SearchAlertMatchesTable, StepUpdatesTable, PrivateFilesTable, ClientDocumentsTable, ExportLeasesTable, StepDatesTable } from "./accounts-schema";
import type { MarketImportsTable, MarketSaleRowsTable, MarketSalesTable, MarketDepartmentsTable, MarketStatsTable, MarketDistrictSectionsTable, MarketRentsTable, MarketRentEditionsTable } from "./market-schema";
import type { LeasesTable, RentChangesTable, RentPaymentsTable, PropertyExpensesTable, IrlQuartersTable, PublicationConsentsTable } from "./ownership-schema";

// The other tables, by subject; importers take every table type from here.
export type * from "./accounts-schema";
export type * from "./market-schema";
export type * from "./ownership-schema";

// The content's tables: their columns are derived from the fields' tables (app/domain/content/content-forms.ts),
// plus the columns no form holds. tests/integration/platform/db-schema.test.ts checks every table here against
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
