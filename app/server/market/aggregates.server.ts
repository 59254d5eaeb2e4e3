// The stored figures of each area (commune, district), computed when data changes — an import, a
// district's sections — so that a page view reads one row instead of thousands of sales. A district has
// figures once staff have given it its cadastral sections (decision 0032).
import type { Insertable } from "kysely";
import { type AreaFigures, areaFigures } from "~/domain/market/stats";
import { parentCommune } from "~/domain/market/places";
import { type SaleWindow, saleWindow } from "~/domain/market/window";
import { fromJson, toJson } from "../db/columns.server";
import type { DB } from "../db/db.server";
import type { MarketStatsTable } from "../db/db-schema";

export type StatsRow = Insertable<MarketStatsTable>;

const PLM_NAMES: Readonly<Record<string, string>> = { "75056": "Paris", "13055": "Marseille", "69123": "Lyon" };

interface SalePoint {
  commune: string;
  communeName: string;
  section: string;
  date: string;
  priceM2: number;
}

const toRow = (area: StatsRow["area"], code: string, department: string, name: string, figures: AreaFigures): StatsRow => ({
  area,
  code,
  department,
  name,
  sales: figures.count,
  median: figures.median,
  q1: figures.q1,
  q3: figures.q3,
  windowStart: figures.window.start,
  windowEnd: figures.window.end,
  halves: toJson(figures.halves),
});

const figuresOf = (sales: readonly SalePoint[], window: SaleWindow) => areaFigures(sales.map((s) => ({ date: s.date, pricePerM2: s.priceM2 })), window);

/** The districts of a department's cities that have cadastral sections. */
async function districtsWithSections(db: DB, department: string) {
  const rows = await db
    .selectFrom("marketDistrictSections")
    .innerJoin("districts", "districts.id", "marketDistrictSections.districtId")
    .innerJoin("cities", "cities.id", "districts.cityId")
    .select(["districts.id", "districts.nom", "marketDistrictSections.sections"])
    .where("cities.departementCode", "=", department)
    .execute();
  return rows.map((r) => ({ id: r.id, nom: r.nom, sections: new Set(fromJson<string[]>(r.sections, [])) }));
}

/**
 * The figures of every commune (and commune of arrondissements) and district of a department, from the sales
 * of one import, and the number of sales in the window.
 */
export async function departmentStats(db: DB, importId: number, department: string, window: SaleWindow): Promise<{ rows: StatsRow[]; sales: number }> {
  const sales: SalePoint[] = await db
    .selectFrom("marketSales")
    .select(["commune", "communeName", "section", "date", "priceM2"])
    .where("importId", "=", importId)
    .where("department", "=", department)
    .where("date", ">=", window.start)
    .where("date", "<=", window.end)
    .execute();
  const byCommune = new Map<string, SalePoint[]>();
  const push = (code: string, sale: SalePoint) => {
    const list = byCommune.get(code);
    if (list) list.push(sale);
    else byCommune.set(code, [sale]);
  };
  for (const sale of sales) {
    push(sale.commune, sale);
    const parent = parentCommune(sale.commune);
    if (parent) push(parent, sale);
  }
  const rows = [...byCommune].map(([code, list]) => toRow("commune", code, department, PLM_NAMES[code] ?? list[list.length - 1].communeName, figuresOf(list, window)));
  for (const district of await districtsWithSections(db, department))
    rows.push(toRow("district", String(district.id), department, district.nom, figuresOf(sales.filter((s) => district.sections.has(s.section)), window)));
  return { rows, sales: sales.length };
}

/** Replaces the stored figures of an area kind (or both) of a department. */
export async function replaceStats(trx: DB, department: string, rows: readonly StatsRow[], area?: StatsRow["area"]): Promise<void> {
  await trx
    .deleteFrom("marketStats")
    .where("department", "=", department)
    .$if(area !== undefined, (qb) => qb.where("area", "=", area!))
    .execute();
  for (let i = 0; i < rows.length; i += 500) await trx.insertInto("marketStats").values(rows.slice(i, i + 500)).execute();
}

/** The figures of one district from the sales its department shows now, or null (no sections, department not imported). */
export async function districtStats(db: DB, districtId: number): Promise<StatsRow | null> {
  const row = await db
    .selectFrom("districts")
    .innerJoin("cities", "cities.id", "districts.cityId")
    .innerJoin("marketDistrictSections", "marketDistrictSections.districtId", "districts.id")
    .innerJoin("marketDepartments", "marketDepartments.department", "cities.departementCode")
    .select(["districts.nom", "cities.departementCode", "marketDistrictSections.sections", "marketDepartments.importId", "marketDepartments.latestSale"])
    .where("districts.id", "=", districtId)
    .executeTakeFirst();
  const sections = fromJson<string[]>(row?.sections, []);
  if (!row || sections.length === 0) return null;
  const window = saleWindow(row.latestSale);
  const sales: SalePoint[] = await db
    .selectFrom("marketSales")
    .select(["commune", "communeName", "section", "date", "priceM2"])
    .where("importId", "=", row.importId)
    .where("section", "in", sections)
    .where("date", ">=", window.start)
    .where("date", "<=", window.end)
    .execute();
  return toRow("district", String(districtId), row.departementCode, row.nom, figuresOf(sales, window));
}
