// The rule for comparable sales (issue 21, written for visitors on /comment-calculons-nous): a sale — the
// rows of one `id_mutation` — counts when its nature is « Vente », it holds exactly one apartment (exact
// duplicate rows count once; dependency rows and land rows are allowed; any house or commercial row
// excludes it), the apartment's `surface_reelle_bati` is at least 9 m² and the sale's `valeur_fonciere` is
// above 0. Its price per m² is the value divided by that surface. Every row read is either the apartment of
// a kept sale or set aside for one reason, so that the import can say what it left out and why. Pure.
import { type DvfRow, SALE_NATURE } from "./dvf";

export const MIN_SURFACE_M2 = 9;

/** Why a row does not make a comparable sale. */
export type RowReason =
  | "nature"
  | "terrain"
  | "dependance"
  | "maison"
  | "local"
  | "doublon"
  | "plusieurs-appartements"
  | "avec-maison-ou-local"
  | "surface"
  | "valeur";

/** The reasons in the order the import's summary lists them, with their French label. */
export const ROW_REASONS: ReadonlyArray<readonly [RowReason, string]> = [
  ["nature", "mutation autre qu’une vente (VEFA, adjudication, échange, expropriation, terrain à bâtir)"],
  ["terrain", "ligne de terrain (sans local)"],
  ["dependance", "dépendance (cave, garage, parking)"],
  ["maison", "maison"],
  ["local", "local industriel, commercial ou assimilé"],
  ["doublon", "ligne en double (identique à une autre de la même vente)"],
  ["plusieurs-appartements", "appartement vendu avec un ou plusieurs autres"],
  ["avec-maison-ou-local", "appartement vendu avec une maison ou un local"],
  ["surface", `appartement de moins de ${MIN_SURFACE_M2} m² (ou sans surface)`],
  ["valeur", "vente sans valeur foncière"],
];

export type ReasonCounts = Partial<Record<RowReason, number>>;

export interface ComparableSale {
  mutation: string;
  date: string;
  department: string;
  commune: string;
  communeName: string;
  /** The cadastral section: the first 10 characters of `id_parcelle` (commune, prefix, section); "" when unknown. */
  section: string;
  surface: number;
  value: number;
  pricePerM2: number;
  rooms: number | null;
}

/**
 * What a row says on its own, as soon as it is read: set aside (not a « Vente », land, dependency), or
 * to be judged with the other rows of its sale (apartment, house, commercial premises).
 */
export function firstLook(row: Pick<DvfRow, "nature" | "kind">): RowReason | "sale" {
  if (row.nature !== SALE_NATURE) return "nature";
  if (row.kind === "terrain") return "terrain";
  if (row.kind === "dependance") return "dependance";
  return "sale";
}

export const sectionOf = (parcel: string) => (parcel.length === 14 ? parcel.slice(0, 10) : "");

const add = (counts: ReasonCounts, reason: RowReason, n = 1) => {
  if (n > 0) counts[reason] = (counts[reason] ?? 0) + n;
};

/** The verdict on one sale (all its rows, in file order): the comparable sale or none, and why each other row was set aside. */
export function judgeSale(rows: readonly DvfRow[]): { sale: ComparableSale | null; setAside: ReasonCounts } {
  const setAside: ReasonCounts = {};
  const seen = new Set<string>();
  const apartments: DvfRow[] = [];
  const others: DvfRow[] = [];
  for (const row of rows) {
    const look = firstLook(row);
    if (look !== "sale") add(setAside, look);
    else if (seen.has(row.fingerprint)) add(setAside, "doublon");
    else {
      seen.add(row.fingerprint);
      (row.kind === "appartement" ? apartments : others).push(row);
    }
  }
  if (others.length > 0) {
    for (const row of others) add(setAside, row.kind === "maison" ? "maison" : "local");
    add(setAside, "avec-maison-ou-local", apartments.length);
    return { sale: null, setAside };
  }
  if (apartments.length !== 1) {
    add(setAside, "plusieurs-appartements", apartments.length);
    return { sale: null, setAside };
  }
  const [flat] = apartments;
  if (flat.surface === null || flat.surface < MIN_SURFACE_M2) {
    add(setAside, "surface");
    return { sale: null, setAside };
  }
  if (flat.value === null || flat.value <= 0) {
    add(setAside, "valeur");
    return { sale: null, setAside };
  }
  return {
    sale: {
      mutation: flat.mutation,
      date: flat.date,
      department: flat.department,
      commune: flat.commune,
      communeName: flat.communeName,
      section: sectionOf(flat.parcel),
      surface: flat.surface,
      value: flat.value,
      pricePerM2: flat.value / flat.surface,
      rooms: flat.rooms,
    },
    setAside,
  };
}
