// The cadastral sections of a district (decision 0032): typed by staff on the market page, they give the
// district its own figures, computed at once from the sales its department shows and stored like a
// commune's. A district without sections has none.
import type { SessionUser } from "~/domain/accounts/account";
import { parseSections, sectionsText } from "~/domain/market/places";
import { audit } from "../platform/audit.server";
import { fromJson, nowIso, toJson } from "../db/columns.server";
import { writeContent } from "../content/content-version.server";
import { lockRow, type DB } from "../db/db.server";
import { districtStats } from "./aggregates.server";

export interface DistrictSectionsRow {
  id: number;
  nom: string;
  cityName: string;
  codeInsee: string;
  /** As staff read them back: « AB, AC ». */
  sections: string;
  /** When they were last saved ("" : never). */
  savedAt: string;
  /** Comparable sales counted for the district; null when it has no figures. */
  sales: number | null;
}

/** Every district with its city's commune, its sections and how many sales they hold. */
export async function listDistrictSections(db: DB): Promise<DistrictSectionsRow[]> {
  const rows = await db
    .selectFrom("districts")
    .innerJoin("cities", "cities.id", "districts.cityId")
    .leftJoin("marketDistrictSections", "marketDistrictSections.districtId", "districts.id")
    .select(["districts.id", "districts.nom", "cities.nom as cityName", "cities.codeInsee", "marketDistrictSections.sections", "marketDistrictSections.updatedAt"])
    .orderBy("cities.nom")
    .orderBy("districts.nom")
    .execute();
  const stats = await db.selectFrom("marketStats").select(["code", "sales"]).where("area", "=", "district").execute();
  return rows.map((r) => ({
    id: r.id,
    nom: r.nom,
    cityName: r.cityName,
    codeInsee: r.codeInsee,
    sections: sectionsText(fromJson<string[]>(r.sections, []), r.codeInsee),
    savedAt: r.updatedAt ?? "",
    sales: stats.find((s) => s.code === String(r.id))?.sales ?? null,
  }));
}

/**
 * Replaces a district's sections (an empty text removes them) and its figures, with its audit row, in one
 * transaction; null when there is no such district, `{ error }` when a section cannot be read.
 */
export async function saveDistrictSections(db: DB, districtId: number, text: string, actor: Pick<SessionUser, "id" | "email">): Promise<{ sections: string[] } | { error: string } | null> {
  const district = await db
    .selectFrom("districts")
    .innerJoin("cities", "cities.id", "districts.cityId")
    .select(["districts.nom", "cities.codeInsee"])
    .where("districts.id", "=", districtId)
    .executeTakeFirst();
  if (!district) return null;
  if (!district.codeInsee) return { error: "La ville de ce quartier n’a pas de code INSEE : choisissez d’abord sa commune sur la fiche de la ville." };
  const sections = parseSections(text, district.codeInsee);
  if (typeof sections === "string") return { error: sections };
  return writeContent(db, async (trx) => {
    if (!(await lockRow(trx, "districts", districtId))) return null;
    await trx.deleteFrom("marketDistrictSections").where("districtId", "=", districtId).execute();
    await trx.deleteFrom("marketStats").where("area", "=", "district").where("code", "=", String(districtId)).execute();
    if (sections.length > 0) {
      await trx.insertInto("marketDistrictSections").values({ districtId, sections: toJson(sections), updatedAt: nowIso() }).execute();
      const stats = await districtStats(trx, districtId);
      if (stats) await trx.insertInto("marketStats").values(stats).execute();
    }
    await audit(trx, actor, "update", "district", districtId, `${district.nom} : sections cadastrales ${sectionsText(sections, district.codeInsee) || "retirées"}`);
    return { sections };
  });
}
