// « DVF géolocalisées » (Etalab, from the DGFiP's « Demandes de valeurs foncières »): the columns of the
// published CSV (comma-separated, UTF-8, decimal point, ISO dates) and the reading of one line. A value
// that does not parse is an error naming the line and the column: the importer then refuses the whole
// file. Empty values are normal in these files (no surface on a land row, no value on some exchanges).
// Pure.
import { formatInteger } from "../text/format";

/** The 40 columns of a published file, in their order. */
export const DVF_COLUMNS = [
  "id_mutation",
  "date_mutation",
  "numero_disposition",
  "nature_mutation",
  "valeur_fonciere",
  "adresse_numero",
  "adresse_suffixe",
  "adresse_nom_voie",
  "adresse_code_voie",
  "code_postal",
  "code_commune",
  "nom_commune",
  "code_departement",
  "ancien_code_commune",
  "ancien_nom_commune",
  "id_parcelle",
  "ancien_id_parcelle",
  "numero_volume",
  "lot1_numero",
  "lot1_surface_carrez",
  "lot2_numero",
  "lot2_surface_carrez",
  "lot3_numero",
  "lot3_surface_carrez",
  "lot4_numero",
  "lot4_surface_carrez",
  "lot5_numero",
  "lot5_surface_carrez",
  "nombre_lots",
  "code_type_local",
  "type_local",
  "surface_reelle_bati",
  "nombre_pieces_principales",
  "code_nature_culture",
  "nature_culture",
  "code_nature_culture_speciale",
  "nature_culture_speciale",
  "surface_terrain",
  "longitude",
  "latitude",
] as const;

/** The columns the import reads; a file without one of them is refused. */
export const DVF_REQUIRED = [
  "id_mutation",
  "date_mutation",
  "nature_mutation",
  "valeur_fonciere",
  "code_commune",
  "nom_commune",
  "code_departement",
  "id_parcelle",
  "type_local",
  "surface_reelle_bati",
  "nombre_pieces_principales",
] as const;
type Column = (typeof DVF_REQUIRED)[number];

/** What a row describes: one local (apartment, house, dependency, commercial premises) or land (no local). */
export type LocalKind = "appartement" | "maison" | "dependance" | "local" | "terrain";

/** The `type_local` labels of the files (empty: a land row). */
export const TYPE_LOCAL: Readonly<Record<string, LocalKind>> = {
  Appartement: "appartement",
  Maison: "maison",
  "Dépendance": "dependance",
  "Local industriel. commercial ou assimilé": "local",
  "": "terrain",
};

/** The natures of mutation the files hold; only `Vente` counts for comparable sales. */
export const SALE_NATURE = "Vente";

export interface DvfRow {
  /** `id_mutation`: the rows of one sale share it. */
  mutation: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  nature: string;
  /** `valeur_fonciere` of the whole sale, repeated on each of its rows (€); null when the file gives none. */
  value: number | null;
  department: string;
  /** INSEE code of the commune (arrondissement in Paris, Lyon, Marseille). */
  commune: string;
  communeName: string;
  /** `id_parcelle`, 14 characters: commune, section prefix, section, plan number ("" when absent). */
  parcel: string;
  kind: LocalKind;
  /** `surface_reelle_bati` (m²); null when empty. */
  surface: number | null;
  /** `nombre_pieces_principales`; null when empty. */
  rooms: number | null;
  /** The line as written: two rows with the same fingerprint are exact duplicates. */
  fingerprint: string;
}

export type DvfColumn = (typeof DVF_COLUMNS)[number];

/** The header line of a published file. */
export const DVF_HEADER = DVF_COLUMNS.join(",");

/** A line in the published format from the values given (the others empty), quoted where needed: demo data, benchmarks, tests. */
export function writeDvfLine(values: Partial<Record<DvfColumn, string | number>>): string {
  return DVF_COLUMNS.map((c) => {
    const v = String(values[c] ?? "");
    return /[",]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
  }).join(",");
}

/** Positions of the columns read, from the header line. */
export type DvfHeader = Record<Column, number> & { width: number };

const quoted = (name: string) => `« ${name} »`;

/** The header's column positions, or a French message naming the missing columns. */
export function readDvfHeader(fields: readonly string[]): DvfHeader | string {
  const names = fields.map((f) => f.trim().replace(/^\uFEFF/, ""));
  const missing = DVF_REQUIRED.filter((c) => !names.includes(c));
  if (missing.length === 1) return `Colonne ${quoted(missing[0])} absente de l’en-tête : ce fichier n’est pas au format DVF géolocalisées (Etalab).`;
  if (missing.length > 1) return `Colonnes ${missing.map(quoted).join(", ")} absentes de l’en-tête : ce fichier n’est pas au format DVF géolocalisées (Etalab).`;
  const header = { width: names.length } as DvfHeader;
  for (const column of DVF_REQUIRED) header[column] = names.indexOf(column);
  return header;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DEPARTMENT = /^(\d{2}|2A|2B|97\d)$/;
const COMMUNE = /^(\d{2}|2A|2B)\d{3}$/;

/** Is `text` a real calendar date written YYYY-MM-DD? */
export function isIsoDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

/** « Ligne 1 234, colonne valeur_fonciere : … » */
export const lineMessage = (line: number, column: string | null, text: string) =>
  `Ligne ${formatInteger(line)}${column ? `, colonne ${column}` : ""} : ${text}`;

/**
 * One data line (its fields, split), or a French message naming the line and the column at fault.
 * `line` is the line number in the file, the header being line 1.
 */
export function parseDvfLine(fields: readonly string[], header: DvfHeader, line: number, raw: string): DvfRow | string {
  if (fields.length !== header.width) return lineMessage(line, null, `${formatInteger(fields.length)} champs au lieu de ${formatInteger(header.width)}.`);
  const get = (c: Column) => fields[header[c]].trim();
  const required = (c: Column) => {
    const v = get(c);
    return v === "" ? lineMessage(line, c, "valeur vide.") : null;
  };
  const number = (c: Column): number | null | string => {
    const v = get(c);
    if (v === "") return null;
    return NUMBER.test(v) ? Number(v) : lineMessage(line, c, `${quoted(v)} n’est pas un nombre (point décimal attendu).`);
  };
  for (const c of ["id_mutation", "date_mutation", "nature_mutation", "code_commune", "code_departement"] as const) {
    const error = required(c);
    if (error) return error;
  }
  const date = get("date_mutation");
  if (!isIsoDate(date)) return lineMessage(line, "date_mutation", `${quoted(date)} n’est pas une date AAAA-MM-JJ.`);
  const department = get("code_departement");
  if (!DEPARTMENT.test(department)) return lineMessage(line, "code_departement", `${quoted(department)} n’est pas un code de département.`);
  const commune = get("code_commune");
  if (!COMMUNE.test(commune)) return lineMessage(line, "code_commune", `${quoted(commune)} n’est pas un code de commune INSEE.`);
  const type = get("type_local");
  const kind = TYPE_LOCAL[type];
  if (kind === undefined) return lineMessage(line, "type_local", `valeur inconnue ${quoted(type)}.`);
  const value = number("valeur_fonciere");
  if (typeof value === "string") return value;
  const surface = number("surface_reelle_bati");
  if (typeof surface === "string") return surface;
  const rooms = number("nombre_pieces_principales");
  if (typeof rooms === "string") return rooms;
  return {
    mutation: get("id_mutation"),
    date,
    nature: get("nature_mutation"),
    value,
    department,
    commune,
    communeName: get("nom_commune"),
    parcel: get("id_parcelle"),
    kind,
    surface,
    rooms,
    fingerprint: raw,
  };
}
