// Reading DVF lines: every value that does not parse names its line and column.
import { describe, expect, it } from "vitest";
import { splitCsvLine } from "./csv-line";
import { DVF_COLUMNS, DVF_HEADER, type DvfHeader, parseDvfLine, readDvfHeader, writeDvfLine } from "./dvf";

const header = readDvfHeader(DVF_HEADER.split(",")) as DvfHeader;
const base = {
  id_mutation: "2024-77",
  date_mutation: "2024-02-29",
  nature_mutation: "Vente",
  valeur_fonciere: "98500.5",
  code_commune: "42218",
  nom_commune: "Saint-Étienne",
  code_departement: "42",
  id_parcelle: "42218000KC0101",
  type_local: "Appartement",
  surface_reelle_bati: "47",
  nombre_pieces_principales: "2",
};
const parse = (values: Record<string, string>, line = 2) => {
  const text = writeDvfLine({ ...base, ...values });
  return parseDvfLine(splitCsvLine(text, ",")!, header, line, text);
};

describe("DVF lines", () => {
  it("reads a published line", () => {
    expect(parse({})).toMatchObject({ mutation: "2024-77", date: "2024-02-29", value: 98_500.5, commune: "42218", department: "42", kind: "appartement", surface: 47, rooms: 2 });
  });

  it("reads an address with a comma, quoted as the files quote it", () => {
    expect(parse({ adresse_nom_voie: "RUE DU 8 MAI 1945, BAT A" })).toMatchObject({ communeName: "Saint-Étienne" });
  });

  it("takes empty values as absent, and an empty type as a land row", () => {
    expect(parse({ valeur_fonciere: "", surface_reelle_bati: "", nombre_pieces_principales: "", type_local: "" })).toMatchObject({ value: null, surface: null, rooms: null, kind: "terrain" });
  });

  it("refuses a value that does not parse, naming the line and the column", () => {
    expect(parse({ valeur_fonciere: "98500,50" }, 1234)).toBe("Ligne 1\u202f234, colonne valeur_fonciere : « 98500,50 » n’est pas un nombre (point décimal attendu).");
    expect(parse({ date_mutation: "29/02/2024" })).toBe("Ligne 2, colonne date_mutation : « 29/02/2024 » n’est pas une date AAAA-MM-JJ.");
    expect(parse({ date_mutation: "2023-02-29" })).toMatch(/colonne date_mutation/);
    expect(parse({ type_local: "Appart" })).toBe("Ligne 2, colonne type_local : valeur inconnue « Appart ».");
    expect(parse({ surface_reelle_bati: "47 m2" })).toMatch(/^Ligne 2, colonne surface_reelle_bati/);
    expect(parse({ code_departement: "7" })).toMatch(/colonne code_departement : « 7 » n’est pas un code de département/);
    expect(parse({ id_mutation: "" })).toBe("Ligne 2, colonne id_mutation : valeur vide.");
  });

  it("refuses a line with a missing field", () => {
    const text = writeDvfLine(base).replace(/,[^,]*$/, "");
    expect(parseDvfLine(text.split(","), header, 9, text)).toBe("Ligne 9 : 39 champs au lieu de 40.");
  });

  it("names the missing columns of a header", () => {
    expect(readDvfHeader(DVF_COLUMNS.filter((c) => c !== "valeur_fonciere"))).toBe(
      "Colonne « valeur_fonciere » absente de l’en-tête : ce fichier n’est pas au format DVF géolocalisées (Etalab).",
    );
    expect(readDvfHeader(["id_zone", "INSEE_C"])).toMatch(/^Colonnes « id_mutation », « date_mutation », /);
    expect(readDvfHeader([`\uFEFF${DVF_COLUMNS[0]}`, ...DVF_COLUMNS.slice(1)])).not.toBeTypeOf("string");
  });
});

describe("splitCsvLine", () => {
  it("splits quoted fields, doubled quotes and separators inside quotes", () => {
    expect(splitCsvLine('"1";"75111";"Paris 11e Arrondissement";31,2;"a ""b"";c"', ";")).toEqual(["1", "75111", "Paris 11e Arrondissement", "31,2", 'a "b";c']);
    expect(splitCsvLine("a,,c,", ",")).toEqual(["a", "", "c", ""]);
    expect(splitCsvLine('"open;x', ";")).toBeNull();
  });
});
