// The comparable-sales rule on hand-made rows in the published format, one trap of the real files each.
import { describe, expect, it } from "vitest";
import { type ReasonCounts, firstLook, judgeSale } from "./comparable";
import { DVF_COLUMNS, type DvfColumn, type DvfRow, parseDvfLine, readDvfHeader, writeDvfLine } from "./dvf";

const header = readDvfHeader([...DVF_COLUMNS]);
if (typeof header === "string") throw new Error(header);

const APARTMENT = { type_local: "Appartement", code_type_local: 2 };
const HOUSE = { type_local: "Maison", code_type_local: 1 };
const DEPENDENCY = { type_local: "Dépendance", code_type_local: 3 };
const SHOP = { type_local: "Local industriel. commercial ou assimilé", code_type_local: 4 };
const LAND = { type_local: "", code_type_local: "", code_nature_culture: "S", nature_culture: "sols", surface_terrain: 120 };

let lineNo = 1;
/** One row of sale `id` (Limoges, 150 000 € unless told), read back through the file parser. */
function row(id: string, values: Partial<Record<DvfColumn, string | number>>): DvfRow {
  const line = writeDvfLine({
    id_mutation: id,
    date_mutation: "2024-05-14",
    numero_disposition: "000001",
    nature_mutation: "Vente",
    valeur_fonciere: "150000.0",
    code_postal: "87000",
    code_commune: "87085",
    nom_commune: "Limoges",
    code_departement: "87",
    id_parcelle: "87085000AB0042",
    longitude: "1.257",
    latitude: "45.834",
    ...values,
  });
  const parsed = parseDvfLine(line.split(","), header as Exclude<typeof header, string>, ++lineNo, line);
  if (typeof parsed === "string") throw new Error(parsed);
  return parsed;
}

const verdict = (rows: DvfRow[]) => judgeSale(rows);
const reasons = (rows: DvfRow[]): ReasonCounts => judgeSale(rows).setAside;

describe("the comparable-sales rule", () => {
  it("keeps a sale of one apartment, at its value divided by its surface", () => {
    const { sale, setAside } = verdict([row("2024-1", { ...APARTMENT, surface_reelle_bati: 50, nombre_pieces_principales: 2 })]);
    expect(sale).toMatchObject({ mutation: "2024-1", commune: "87085", section: "87085000AB", surface: 50, value: 150_000, pricePerM2: 3_000, rooms: 2 });
    expect(setAside).toEqual({});
  });

  it("counts the whole sale's value once when it spans an apartment, its cellar and its parking (the value repeated on each row)", () => {
    const rows = [
      row("2024-2", { ...APARTMENT, surface_reelle_bati: 60, lot1_numero: 12, lot1_surface_carrez: "58.40" }),
      row("2024-2", { ...DEPENDENCY, lot1_numero: 48 }),
      row("2024-2", { ...DEPENDENCY, lot1_numero: 103 }),
    ];
    const { sale, setAside } = verdict(rows);
    expect(sale?.pricePerM2).toBe(2_500); // 150 000 / 60, not 450 000 / 60
    expect(setAside).toEqual({ dependance: 2 });
  });

  it("allows land rows in the sale (the building's plot)", () => {
    const { sale, setAside } = verdict([row("2024-3", LAND), row("2024-3", { ...APARTMENT, surface_reelle_bati: 40 }), row("2024-3", { ...LAND, id_parcelle: "87085000AB0043" })]);
    expect(sale?.pricePerM2).toBe(3_750);
    expect(setAside).toEqual({ terrain: 2 });
  });

  it("counts exact duplicate rows once", () => {
    const flat = { ...APARTMENT, surface_reelle_bati: 30, lot1_numero: 7 };
    const { sale, setAside } = verdict([row("2024-4", flat), row("2024-4", flat)]);
    expect(sale?.pricePerM2).toBe(5_000);
    expect(setAside).toEqual({ doublon: 1 });
  });

  it("excludes a sale of two apartments (two lots, rows that differ)", () => {
    const rows = [row("2024-5", { ...APARTMENT, surface_reelle_bati: 30, lot1_numero: 7 }), row("2024-5", { ...APARTMENT, surface_reelle_bati: 45, lot1_numero: 8 })];
    expect(verdict(rows).sale).toBeNull();
    expect(reasons(rows)).toEqual({ "plusieurs-appartements": 2 });
  });

  it("excludes an apartment sold with a house, or with commercial premises", () => {
    const withHouse = [row("2024-6", { ...APARTMENT, surface_reelle_bati: 50 }), row("2024-6", { ...HOUSE, surface_reelle_bati: 90 })];
    expect(verdict(withHouse).sale).toBeNull();
    expect(reasons(withHouse)).toEqual({ maison: 1, "avec-maison-ou-local": 1 });
    const withShop = [row("2024-7", { ...SHOP, surface_reelle_bati: 80 }), row("2024-7", { ...APARTMENT, surface_reelle_bati: 50 }), row("2024-7", DEPENDENCY)];
    expect(verdict(withShop).sale).toBeNull();
    expect(reasons(withShop)).toEqual({ local: 1, "avec-maison-ou-local": 1, dependance: 1 });
  });

  it("keeps only « Vente »: VEFA, adjudication, exchange, expropriation and building land are set aside", () => {
    for (const nature of ["Vente en l'état futur d'achèvement", "Adjudication", "Echange", "Expropriation", "Vente terrain à bâtir"]) {
      const rows = [row("2024-8", { ...APARTMENT, surface_reelle_bati: 50, nature_mutation: nature }), row("2024-8", { ...DEPENDENCY, nature_mutation: nature })];
      expect(verdict(rows).sale).toBeNull();
      expect(reasons(rows)).toEqual({ nature: 2 });
    }
  });

  it("needs at least 9 m² of built surface", () => {
    expect(verdict([row("2024-9", { ...APARTMENT, surface_reelle_bati: 9 })]).sale?.pricePerM2).toBeCloseTo(16_666.67, 2);
    expect(reasons([row("2024-10", { ...APARTMENT, surface_reelle_bati: 8 })])).toEqual({ surface: 1 });
    expect(reasons([row("2024-11", { ...APARTMENT, surface_reelle_bati: "" })])).toEqual({ surface: 1 });
  });

  it("needs a value above 0", () => {
    expect(reasons([row("2024-12", { ...APARTMENT, surface_reelle_bati: 50, valeur_fonciere: "0" })])).toEqual({ valeur: 1 });
    expect(reasons([row("2024-13", { ...APARTMENT, surface_reelle_bati: 50, valeur_fonciere: "" })])).toEqual({ valeur: 1 });
  });

  it("makes no sale of a house, of land or of a parking space alone", () => {
    expect(verdict([row("2024-14", { ...HOUSE, surface_reelle_bati: 100 }), row("2024-14", LAND)])).toEqual({ sale: null, setAside: { maison: 1, terrain: 1 } });
    expect(verdict([row("2024-15", LAND)])).toEqual({ sale: null, setAside: { terrain: 1 } });
    expect(verdict([row("2024-16", DEPENDENCY)])).toEqual({ sale: null, setAside: { dependance: 1 } });
  });

  it("says at first look which rows need the rest of their sale", () => {
    expect(firstLook({ nature: "Vente", kind: "appartement" })).toBe("sale");
    expect(firstLook({ nature: "Vente", kind: "maison" })).toBe("sale");
    expect(firstLook({ nature: "Vente", kind: "local" })).toBe("sale");
    expect(firstLook({ nature: "Vente", kind: "dependance" })).toBe("dependance");
    expect(firstLook({ nature: "Vente", kind: "terrain" })).toBe("terrain");
    expect(firstLook({ nature: "Adjudication", kind: "appartement" })).toBe("nature");
  });
});
