// The « Carte des loyers » (ministry of housing with the ANIL): rents of listings, charges included,
// unfurnished, predicted per commune. One file per segment; `;`-separated, quoted values, decimal comma,
// `NA` for missing. A value that does not parse is an error naming the line and the column: the importer
// refuses the whole file. Editions are not comparable with each other, so one edition per segment is
// kept. Pure.
import { lineMessage } from "./dvf";

export const RENT_SEGMENTS = ["appartements", "t1-t2", "t3-plus", "maisons"] as const;
export type RentSegment = (typeof RENT_SEGMENTS)[number];

export const SEGMENT_LABELS: Readonly<Record<RentSegment, string>> = {
  appartements: "Appartements, toutes tailles",
  "t1-t2": "Appartements T1 et T2",
  "t3-plus": "Appartements T3 et plus",
  maisons: "Maisons",
};

/** The segment after « le loyer de référence … »: « des T1 et T2 ». */
export const SEGMENT_OF: Readonly<Record<RentSegment, string>> = {
  appartements: "des appartements",
  "t1-t2": "des T1 et T2",
  "t3-plus": "des T3 et plus",
  maisons: "des maisons",
};

/** The standard file name of each segment. */
export const SEGMENT_FILES: Readonly<Record<RentSegment, string>> = {
  appartements: "pred-app-mef-dhup.csv",
  "t1-t2": "pred-app12-mef-dhup.csv",
  "t3-plus": "pred-app3-mef-dhup.csv",
  maisons: "pred-mai-mef-dhup.csv",
};

const FILE_SEGMENT: Readonly<Record<string, RentSegment>> = { app: "appartements", app12: "t1-t2", app3: "t3-plus", mai: "maisons" };

/** The segment named by a standard file name (« pred-app12-mef-dhup.csv », also « 2025-pred-app12-mef-dhup (1).csv »); null otherwise. */
export function segmentOfFileName(name: string): RentSegment | null {
  const m = /pred-(app12|app3|app|mai)-mef-dhup/i.exec(name);
  return m ? FILE_SEGMENT[m[1].toLowerCase()] : null;
}

export const isRentSegment = (value: string): value is RentSegment => (RENT_SEGMENTS as readonly string[]).includes(value);

export const RENT_REQUIRED = ["INSEE_C", "LIBGEO", "DEP", "loypredm2", "lwr.IPm2", "upr.IPm2", "TYPPRED", "nbobs_com", "nbobs_mail"] as const;
type Column = (typeof RENT_REQUIRED)[number];
export type RentHeader = Record<Column, number> & { width: number };

export type RentLevel = "commune" | "maille";

export interface RentRow {
  commune: string;
  name: string;
  department: string;
  /** Predicted rent, €/m² a month, charges included; null when the file says NA. */
  rent: number | null;
  /** 95 % prediction interval. */
  lower: number | null;
  upper: number | null;
  /** « commune »: estimated from the commune's listings; « maille »: on a wider area of similar communes. */
  level: RentLevel;
  /** Listings observed in the commune, and in the area it was estimated on. */
  observations: number | null;
  observationsArea: number | null;
}

/** The header's column positions, or a French message naming the missing columns. */
export function readRentHeader(fields: readonly string[]): RentHeader | string {
  const names = fields.map((f) => f.trim().replace(/^\uFEFF/, ""));
  const missing = RENT_REQUIRED.filter((c) => !names.includes(c));
  if (missing.length > 0)
    return `${missing.length > 1 ? "Colonnes" : "Colonne"} ${missing.map((c) => `« ${c} »`).join(", ")} ${missing.length > 1 ? "absentes" : "absente"} de l’en-tête : ce fichier n’est pas au format de la Carte des loyers.`;
  const header = { width: names.length } as RentHeader;
  for (const column of RENT_REQUIRED) header[column] = names.indexOf(column);
  return header;
}

const DECIMAL = /^-?\d+([,.]\d+)?$/;

/** One data line (its fields, split), or a French message naming the line and the column at fault. */
export function parseRentLine(fields: readonly string[], header: RentHeader, line: number): RentRow | string {
  if (fields.length !== header.width) return lineMessage(line, null, `${fields.length} champs au lieu de ${header.width}.`);
  const get = (c: Column) => fields[header[c]].trim();
  const number = (c: Column): number | null | string => {
    const v = get(c);
    if (v === "NA" || v === "") return null;
    return DECIMAL.test(v) ? Number(v.replace(",", ".")) : lineMessage(line, c, `« ${v} » n’est pas un nombre (virgule décimale attendue, NA si absent).`);
  };
  const commune = get("INSEE_C");
  if (!/^(\d{2}|2A|2B)\d{3}$/.test(commune)) return lineMessage(line, "INSEE_C", `« ${commune} » n’est pas un code de commune INSEE.`);
  const level = get("TYPPRED");
  if (level !== "commune" && level !== "maille") return lineMessage(line, "TYPPRED", `« ${level} » au lieu de « commune » ou « maille ».`);
  const values: Partial<Record<Column, number | null>> = {};
  for (const c of ["loypredm2", "lwr.IPm2", "upr.IPm2", "nbobs_com", "nbobs_mail"] as const) {
    const v = number(c);
    if (typeof v === "string") return v;
    values[c] = v;
  }
  const count = (v: number | null | undefined) => (v === null || v === undefined ? null : Math.round(v));
  return {
    commune,
    name: get("LIBGEO"),
    department: get("DEP"),
    rent: values.loypredm2 ?? null,
    lower: values["lwr.IPm2"] ?? null,
    upper: values["upr.IPm2"] ?? null,
    level,
    observations: count(values.nbobs_com),
    observationsArea: count(values.nbobs_mail),
  };
}
