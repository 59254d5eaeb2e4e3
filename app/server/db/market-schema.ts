// The tables of the market evidence (see db-schema.ts).
import type { Generated } from "kysely";

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
