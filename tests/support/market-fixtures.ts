// The market data fixtures (tests/fixtures/market/, written in the published formats) and the demo cities
// and districts without their pictures, for the integration tests of the market evidence.
import path from "node:path";
import { createCity } from "~/server/content/cities.server";
import type { DB } from "~/server/db/db.server";
import { createDistrict } from "~/server/content/districts.server";
import { demoCities, demoDistricts } from "~/server/seed/demo-data";

export const FIXTURES = path.resolve("tests/fixtures/market");
export const fixture = (name: string) => ({ path: path.join(FIXTURES, name), name });

/** The demo city of `key` (« limoges », « saint-etienne », « mulhouse »…) and its districts, without pictures; their ids. */
export async function addDemoCity(db: DB, key: string): Promise<{ cityId: number; districtIds: Record<string, number> }> {
  const demo = demoCities.find((c) => c.key === key);
  if (!demo) throw new Error(`ville de démonstration inconnue : ${key}`);
  const { key: _k, cover: _c, images: _i, ...city } = demo;
  const cityId = await createCity(db, { ...city, imageCover: null, images: [] });
  const districtIds: Record<string, number> = {};
  for (const { key: districtKey, cityKey: _ck, map: _m, ...district } of demoDistricts.filter((d) => d.cityKey === key))
    districtIds[districtKey] = await createDistrict(db, { ...district, cityId, imageCover: null, imageAnalyse: null });
  return { cityId, districtIds };
}
