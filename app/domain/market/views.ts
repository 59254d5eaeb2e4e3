// What the pages and the API get to show the market evidence of a commune and of a project: read by
// the server from the stored aggregates, shown by app/components/market/. Pure types.
import type { RentLevel, RentSegment } from "./rents";
import type { HalfYearFigure } from "./stats";
import type { SaleWindow } from "./window";

/** The figures of an area (commune or district) over its department's window. */
export interface AreaMarket {
  name: string;
  sales: number;
  /** Null below 5 sales. */
  median: number | null;
  q1: number | null;
  q3: number | null;
  window: SaleWindow;
  halves: HalfYearFigure[];
}

export interface RentFigure {
  segment: RentSegment;
  /** €/m² a month, charges included, unfurnished. */
  rent: number;
  lower: number | null;
  upper: number | null;
  level: RentLevel;
  observations: number | null;
  edition: number;
  importedAt: string;
}

/** Whether DVF covers the commune, and when its department's sales were imported. */
export type SalesCoverage =
  | { kind: "couverte"; latestSale: string; importedAt: string }
  | { kind: "non-couverte"; reason: string }
  | { kind: "non-importee" };

export interface DistrictMarket {
  id: number;
  nom: string;
  /** Our own figure, typed by staff (€/m²). */
  prixMoyenAuMetre: number;
  /** Null: the district has no cadastral sections yet. */
  sales: AreaMarket | null;
}

export interface CommuneMarket {
  codeInsee: string;
  commune: string;
  coverage: SalesCoverage;
  /** Null when no comparable sale falls in the window (or the department is not imported). */
  sales: AreaMarket | null;
  districts: DistrictMarket[];
  rents: RentFigure[];
  /** Paris, Lyon, Marseille: the Carte des loyers gives arrondissements only. */
  rentsByArrondissement: boolean;
}

export interface RecentSale {
  date: string;
  surface: number;
  pricePerM2: number;
  rooms: number | null;
}

export interface ProjectMarket {
  commune: string;
  coverage: SalesCoverage;
  sales: AreaMarket | null;
  district: DistrictMarket | null;
  /** The reference rent of the project's segment (null when not imported for the commune). */
  rent: RentFigure | null;
  rentSegment: RentSegment;
  recentSales: RecentSale[];
}
