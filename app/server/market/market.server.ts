// The market evidence pages and the API read: a few rows of stored aggregates (market_stats), the
// reference rents of the commune, and for a project the five latest comparable sales of its commune
// (on an index), never the raw sales in bulk.
import type { AreaMarket, CommuneMarket, DistrictMarket, ProjectMarket, RecentSale, RentFigure, SalesCoverage } from "~/domain/market/views";
import type { HalfYearFigure } from "~/domain/market/stats";
import { RENT_SEGMENTS, type RentLevel, type RentSegment } from "~/domain/market/rents";
import { arrondissementsOf, dvfGap } from "~/domain/market/places";
import { rentSegmentOf } from "~/domain/market/wording";
import { fromJson } from "../db/columns.server";
import type { DB } from "../db/db.server";
import type { MarketStatsTable } from "../db/db-schema";

/** The place a figure is about: a city's commune and département. */
export interface MarketPlace {
  codeInsee: string;
  nom: string;
  departementCode: string;
}

const toArea = (row: MarketStatsTable): AreaMarket => ({
  name: row.name,
  sales: row.sales,
  median: row.median,
  q1: row.q1,
  q3: row.q3,
  window: { start: row.windowStart, end: row.windowEnd },
  halves: fromJson<HalfYearFigure[]>(row.halves, []),
});

async function coverageOf(db: DB, departementCode: string): Promise<SalesCoverage> {
  const reason = dvfGap(departementCode);
  if (reason) return { kind: "non-couverte", reason };
  const row = await db.selectFrom("marketDepartments").select(["latestSale", "importedAt"]).where("department", "=", departementCode).executeTakeFirst();
  return row ? { kind: "couverte", ...row } : { kind: "non-importee" };
}

async function communeSales(db: DB, codeInsee: string): Promise<AreaMarket | null> {
  const row = await db.selectFrom("marketStats").selectAll().where("area", "=", "commune").where("code", "=", codeInsee).executeTakeFirst();
  return row ? toArea(row) : null;
}

async function rentsOf(db: DB, codeInsee: string, segments: readonly RentSegment[] = RENT_SEGMENTS): Promise<RentFigure[]> {
  const rows = await db
    .selectFrom("marketRents")
    .innerJoin("marketRentEditions", (join) => join.onRef("marketRentEditions.segment", "=", "marketRents.segment").onRef("marketRentEditions.importId", "=", "marketRents.importId"))
    .select(["marketRents.segment", "rent", "lower", "upper", "level", "observations", "edition", "importedAt"])
    .where("marketRents.commune", "=", codeInsee)
    .where("marketRents.segment", "in", [...segments])
    .execute();
  return segments.flatMap((segment) => {
    const row = rows.find((r) => r.segment === segment);
    return row && row.rent !== null ? [{ ...row, segment, rent: row.rent, level: row.level as RentLevel }] : [];
  });
}

/** Districts with our figure and, where they have cadastral sections, the sales' figures. */
async function districtsOf(db: DB, where: { cityId: number } | { districtId: number }): Promise<DistrictMarket[]> {
  const districts = await db
    .selectFrom("districts")
    .leftJoin("marketDistrictSections", "marketDistrictSections.districtId", "districts.id")
    .select(["districts.id", "districts.nom", "districts.prixMoyenAuMetre", "marketDistrictSections.sections"])
    .$if("cityId" in where, (qb) => qb.where("districts.cityId", "=", (where as { cityId: number }).cityId))
    .$if("districtId" in where, (qb) => qb.where("districts.id", "=", (where as { districtId: number }).districtId))
    .orderBy("districts.nom")
    .execute();
  const withSections = districts.filter((d) => fromJson<string[]>(d.sections, []).length > 0);
  const stats =
    withSections.length === 0
      ? []
      : await db.selectFrom("marketStats").selectAll().where("area", "=", "district").where("code", "in", withSections.map((d) => String(d.id))).execute();
  return districts.map((d) => {
    const row = stats.find((s) => s.code === String(d.id));
    return { id: d.id, nom: d.nom, prixMoyenAuMetre: d.prixMoyenAuMetre, sales: row ? toArea(row) : null };
  });
}

/** The market evidence of a city's commune; null when the city has no INSEE code. */
export async function cityMarket(db: DB, city: MarketPlace & { id: number }): Promise<CommuneMarket | null> {
  if (!city.codeInsee) return null;
  const [coverage, sales, districts, rents] = await Promise.all([
    coverageOf(db, city.departementCode),
    communeSales(db, city.codeInsee),
    districtsOf(db, { cityId: city.id }),
    rentsOf(db, city.codeInsee),
  ]);
  return {
    codeInsee: city.codeInsee,
    commune: city.nom,
    coverage,
    sales: coverage.kind === "couverte" ? sales : null,
    districts,
    rents,
    rentsByArrondissement: rents.length === 0 && arrondissementsOf(city.codeInsee).length > 0,
  };
}

/** The five most recent comparable sales of a commune (its arrondissements for Paris, Lyon, Marseille). */
export async function recentSales(db: DB, codeInsee: string, limit = 5): Promise<RecentSale[]> {
  const communes = arrondissementsOf(codeInsee);
  const rows = await db
    .selectFrom("marketSales")
    .innerJoin("marketDepartments", (join) => join.onRef("marketDepartments.department", "=", "marketSales.department").onRef("marketDepartments.importId", "=", "marketSales.importId"))
    .select(["marketSales.date", "marketSales.surface", "marketSales.priceM2", "marketSales.rooms"])
    .where("marketSales.commune", "in", communes.length > 0 ? communes : [codeInsee])
    .orderBy("marketSales.date", "desc")
    .orderBy("marketSales.mutation", "desc")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ date: r.date, surface: r.surface, pricePerM2: r.priceM2, rooms: r.rooms }));
}

/** The market evidence beside a project: its commune, its district, the reference rent of its type, the latest sales. */
export async function projectMarket(db: DB, project: { cityId: number; districtId: number | null; typeBienApres: string }): Promise<ProjectMarket | null> {
  const city = await db.selectFrom("cities").select(["nom", "codeInsee", "departementCode"]).where("id", "=", project.cityId).executeTakeFirst();
  if (!city?.codeInsee) return null;
  const rentSegment = rentSegmentOf(project.typeBienApres);
  const [coverage, sales, districts, rents, latest] = await Promise.all([
    coverageOf(db, city.departementCode),
    communeSales(db, city.codeInsee),
    project.districtId === null ? Promise.resolve([]) : districtsOf(db, { districtId: project.districtId }),
    rentsOf(db, city.codeInsee, [rentSegment]),
    recentSales(db, city.codeInsee),
  ]);
  const covered = coverage.kind === "couverte";
  return {
    commune: city.nom,
    coverage,
    sales: covered ? sales : null,
    district: covered ? (districts[0] ?? null) : null,
    rent: rents[0] ?? null,
    rentSegment,
    recentSales: covered ? latest : [],
  };
}

/** What the staff page shows: the departments and rent segments the site shows, and from when. */
export async function marketOverview(db: DB) {
  const [departments, editions] = await Promise.all([
    db.selectFrom("marketDepartments").select(["department", "latestSale", "windowStart", "sales", "importedAt"]).orderBy("department").execute(),
    db.selectFrom("marketRentEditions").select(["segment", "edition", "communes", "importedAt"]).execute(),
  ]);
  return { departments, editions: RENT_SEGMENTS.flatMap((segment) => editions.filter((e) => e.segment === segment).map((e) => ({ ...e, segment }))) };
}
