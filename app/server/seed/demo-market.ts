// Demo market evidence (issue 21): small files in the published formats — « DVF géolocalisées » for the four
// demo cities DVF covers (Mulhouse, in Alsace-Moselle, has none: its page explains why), and the four
// segments of the Carte des loyers for all five — drawn here with a fixed seed, written to a temporary
// folder and imported through the same importers as the real files. The demo districts get cadastral
// sections, so that they have figures of their own. The figures are plausible, not real, like the rest of
// the demo content.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { DVF_HEADER, type DvfColumn, writeDvfLine } from "~/domain/market/dvf";
import { SEGMENT_FILES, type RentSegment } from "~/domain/market/rents";
import { toJson, nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";
import { importDvf } from "../market/dvf-import.server";
import { beginImport } from "../market/imports.server";
import { importRents } from "../market/rents-import.server";
import { mulberry32 } from "./illustrations";

interface DemoMarketCity {
  code: string;
  name: string;
  postcode: string;
  street: string;
  /** Median €/m² of the city's apartment sales, and of each district's (with its two sections). */
  median: number;
  districts: Array<{ nom: string; sections: [string, string]; median: number }>;
  /** Rents €/m² (appartements, T1–T2, T3+, maisons); a negative value: estimated on a wider area (« maille »). */
  rents: [number, number, number, number];
}

const CITIES: DemoMarketCity[] = [
  {
    code: "42218",
    name: "Saint-Étienne",
    postcode: "42000",
    street: "RUE DE LA REPUBLIQUE",
    median: 1260,
    districts: [
      { nom: "Jacquard", sections: ["KC", "KD"], median: 1380 },
      { nom: "Bellevue", sections: ["BV", "BW"], median: 1090 },
    ],
    rents: [9.87, 11.2, 8.3, 9.55],
  },
  {
    code: "87085",
    name: "Limoges",
    postcode: "87000",
    street: "AV DU GENERAL DE GAULLE",
    median: 1610,
    districts: [
      { nom: "Carnot-Marceau", sections: ["CM", "CN"], median: 1720 },
      { nom: "Les Bénédictins", sections: ["BE", "BF"], median: 1480 },
    ],
    rents: [11.4, 12.8, 9.6, 9.9],
  },
  {
    code: "72181",
    name: "Le Mans",
    postcode: "72000",
    street: "RUE NATIONALE",
    median: 1930,
    districts: [
      { nom: "Gare Nord", sections: ["GN", "GO"], median: 1850 },
      { nom: "Jacobins", sections: ["JA", "JB"], median: 2240 },
    ],
    rents: [10.93, 12.4, 9.2, 9.6],
  },
  {
    code: "86194",
    name: "Poitiers",
    postcode: "86000",
    street: "GRAND RUE",
    median: 2080,
    districts: [
      { nom: "Centre-Ville / Plateau", sections: ["CV", "CW"], median: 2310 },
      { nom: "Gibauderie", sections: ["GI", "GJ"], median: 1760 },
    ],
    rents: [11.72, 13.3, 10.1, 10.4],
  },
];

/** Mulhouse: rents only (DVF does not cover the Haut-Rhin); its houses' rent is estimated on a wider area. */
const MULHOUSE = { code: "68224", name: "Mulhouse", department: "68", rents: [10.66, 12.1, 9.05, -10.3] as const };

/** The demo window: the departments' latest sale is 30 June 2025, so the figures cover July 2022 to June 2025. */
const FIRST_DAY = Date.UTC(2022, 6, 1);
const LAST_DAY = Date.UTC(2025, 5, 30);

function dvfFile(city: DemoMarketCity, seed: number): string {
  const rnd = mulberry32(seed);
  const department = city.code.slice(0, 2);
  const lines: string[] = [DVF_HEADER];
  let n = 0;
  const row = (values: Partial<Record<DvfColumn, string | number>>) =>
    lines.push(
      writeDvfLine({
        numero_disposition: "000001",
        nature_mutation: "Vente",
        adresse_numero: 1 + Math.floor(rnd() * 90),
        adresse_nom_voie: city.street,
        adresse_code_voie: "0410",
        code_postal: city.postcode,
        code_commune: city.code,
        nom_commune: city.name,
        code_departement: department,
        longitude: "",
        latitude: "",
        ...values,
      }),
    );
  const sale = (date: string, median: number, section: string, extra: Array<Partial<Record<DvfColumn, string | number>>> = []) => {
    const id = `${date.slice(0, 4)}-${department}${String(++n).padStart(4, "0")}`;
    const surface = 18 + Math.floor(rnd() * 70);
    // Over three years, prices drift up a little; each sale is within about ±30 % of its area's median.
    const years = (Date.parse(date) - FIRST_DAY) / (365 * 86_400_000);
    const price = median * (0.97 + 0.02 * years) * (0.7 + 0.6 * rnd());
    const base = { id_mutation: id, date_mutation: date, valeur_fonciere: `${Math.round((price * surface) / 100) * 100}.0`, id_parcelle: `${city.code}000${section}${String(1 + Math.floor(rnd() * 400)).padStart(4, "0")}` };
    row({ ...base, code_type_local: 2, type_local: "Appartement", surface_reelle_bati: surface, nombre_pieces_principales: Math.max(1, Math.round(surface / 22)), lot1_numero: 1 + Math.floor(rnd() * 60), nombre_lots: 1 });
    for (const values of extra) row({ ...base, ...values });
  };
  const day = () => new Date(FIRST_DAY + Math.floor(rnd() * ((LAST_DAY - FIRST_DAY) / 86_400_000)) * 86_400_000).toISOString().slice(0, 10);
  const OTHER_SECTIONS = ["AB", "AC", "AD", "AE", "AH", "AK"];
  for (let i = 0; i < 150; i++) {
    const district = i % 3 === 0 ? city.districts[0] : i % 3 === 1 ? city.districts[1] : null;
    const section = district ? district.sections[i % 2] : OTHER_SECTIONS[i % OTHER_SECTIONS.length];
    // Some sales take a cellar and a parking space with the apartment: the whole value on each row.
    const extra = i % 7 === 0 ? [{ code_type_local: 3, type_local: "Dépendance", lot1_numero: 100 + i }, { code_type_local: 3, type_local: "Dépendance", lot1_numero: 300 + i }] : [];
    sale(day(), district?.median ?? city.median, section, extra);
  }
  sale("2025-06-30", city.median, "AB");
  // What the real files hold besides: a house with its land, building land, an off-plan sale, an exact duplicate row.
  row({ id_mutation: `2024-${department}9001`, date_mutation: "2024-03-12", valeur_fonciere: "189000.0", id_parcelle: `${city.code}000AZ0012`, code_type_local: 1, type_local: "Maison", surface_reelle_bati: 104, nombre_pieces_principales: 5 });
  row({ id_mutation: `2024-${department}9001`, date_mutation: "2024-03-12", valeur_fonciere: "189000.0", id_parcelle: `${city.code}000AZ0012`, code_nature_culture: "S", nature_culture: "sols", surface_terrain: 540 });
  row({ id_mutation: `2023-${department}9002`, date_mutation: "2023-10-05", nature_mutation: "Vente terrain à bâtir", valeur_fonciere: "54000.0", id_parcelle: `${city.code}000ZB0140`, code_nature_culture: "AB", nature_culture: "terrains a bâtir", surface_terrain: 610 });
  row({ id_mutation: `2024-${department}9003`, date_mutation: "2024-09-18", nature_mutation: "Vente en l'état futur d'achèvement", valeur_fonciere: "214000.0", id_parcelle: `${city.code}000AH0301`, code_type_local: 2, type_local: "Appartement", surface_reelle_bati: 63, nombre_pieces_principales: 3 });
  lines.push(lines[lines.length - 5]);
  return `${lines.join("\n")}\n`;
}

/** One segment's file, in the published layout (quoted text, decimal comma, CRLF). */
function rentFile(segment: number): string {
  const header = '"id_zone";"INSEE_C";"LIBGEO";"EPCI";"DEP";"REG";"loypredm2";"lwr.IPm2";"upr.IPm2";"TYPPRED";"nbobs_com";"nbobs_mail";"R2_adj"';
  const comma = (n: number) => n.toFixed(2).replace(".", ",");
  const places = [...CITIES.map((c) => ({ code: c.code, name: c.name, department: c.code.slice(0, 2), rents: c.rents })), MULHOUSE];
  const lines = places.map((p, i) => {
    const value = p.rents[segment];
    const rent = Math.abs(value);
    const observed = value > 0 ? 300 + 211 * i + 97 * segment : 23;
    return [`"${1000 + i}"`, `"${p.code}"`, `"${p.name}"`, `"2${p.code}0"`, `"${p.department}"`, '"75"', comma(rent), comma(rent * 0.79), comma(rent * 1.27), value > 0 ? '"commune"' : '"maille"', observed, value > 0 ? observed : 412, "0,78"].join(";");
  });
  return `${[header, ...lines].join("\r\n")}\r\n`;
}

/** Writes the demo files, gives the demo districts their sections and imports everything. */
export async function seedDemoMarket(db: DB): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-marche-"));
  try {
    const dvf = CITIES.map((city, i) => {
      const name = `dvf-${city.code.slice(0, 2)}-demo.csv.gz`;
      fs.writeFileSync(path.join(dir, name), zlib.gzipSync(dvfFile(city, 2100 + i)));
      return { path: path.join(dir, name), name };
    });
    const rents = (Object.entries(SEGMENT_FILES) as Array<[RentSegment, string]>).map(([, name], i) => {
      fs.writeFileSync(path.join(dir, name), rentFile(i));
      return { path: path.join(dir, name), name };
    });
    for (const city of CITIES)
      for (const district of city.districts) {
        const row = await db.selectFrom("districts").innerJoin("cities", "cities.id", "districts.cityId").select("districts.id").where("districts.nom", "=", district.nom).where("cities.codeInsee", "=", city.code).executeTakeFirst();
        if (row) await db.insertInto("marketDistrictSections").values({ districtId: row.id, sections: toJson(district.sections.map((s) => `${city.code}000${s}`)), updatedAt: nowIso() }).execute();
      }
    const actor = "contenu de démonstration";
    await importDvf(db, dvf, { importId: await beginImport(db, { kind: "dvf", actor, files: dvf.map((f) => f.name) }) });
    await importRents(db, rents, { importId: await beginImport(db, { kind: "loyers", actor, files: rents.map((f) => f.name) }), edition: 2025 });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
