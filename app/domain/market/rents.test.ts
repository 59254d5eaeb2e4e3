import { describe, expect, it } from "vitest";
import { splitCsvLine } from "./csv-line";
import { type RentHeader, parseRentLine, readRentHeader, segmentOfFileName } from "./rents";

const HEADER = '"id_zone";"INSEE_C";"LIBGEO";"EPCI";"DEP";"REG";"loypredm2";"lwr.IPm2";"upr.IPm2";"TYPPRED";"nbobs_com";"nbobs_mail";"R2_adj"';
const header = readRentHeader(splitCsvLine(HEADER, ";")!) as RentHeader;
const parse = (line: string, n = 2) => parseRentLine(splitCsvLine(line, ";")!, header, n);

describe("Carte des loyers lines", () => {
  it("read quoted and bare values with a decimal comma", () => {
    expect(parse('"2889";"87085";"Limoges";"248719312";"87";"75";"11,4010917810445";"9,1";"14,2";"commune";"1523";"1523";"0,81"')).toEqual({
      commune: "87085",
      name: "Limoges",
      department: "87",
      rent: 11.4010917810445,
      lower: 9.1,
      upper: 14.2,
      level: "commune",
      observations: 1523,
      observationsArea: 1523,
    });
    expect(parse('"683";"86194";"Poitiers";"200069854";"86";"75";10,52;8,3;13,1;"maille";29;482;0,709')).toMatchObject({ rent: 10.52, level: "maille", observations: 29 });
  });

  it("read NA as missing", () => {
    expect(parse('"1";"72181";"Le Mans";"247200132";"72";"52";"9,8";"NA";"NA";"commune";"NA";"812";"NA"')).toMatchObject({ rent: 9.8, lower: null, upper: null, observations: null });
  });

  it("refuse a value that does not parse, naming the line and the column", () => {
    expect(parse('"1";"72181";"Le Mans";"x";"72";"52";"9 euros";"8";"11";"commune";"12";"812";"0,7"', 40)).toBe(
      "Ligne 40, colonne loypredm2 : « 9 euros » n’est pas un nombre (virgule décimale attendue, NA si absent).",
    );
    expect(parse('"1";"72181";"Le Mans";"x";"72";"52";"9,8";"8";"11";"zone";"12";"812";"0,7"')).toBe("Ligne 2, colonne TYPPRED : « zone » au lieu de « commune » ou « maille ».");
    expect(parse('"1";"7218";"Le Mans";"x";"72";"52";"9,8";"8";"11";"commune";"12";"812";"0,7"')).toMatch(/colonne INSEE_C/);
  });

  it("name the missing columns", () => {
    expect(readRentHeader(["INSEE_C", "LIBGEO", "DEP", "loypredm2"])).toBe(
      "Colonnes « lwr.IPm2 », « upr.IPm2 », « TYPPRED », « nbobs_com », « nbobs_mail » absentes de l’en-tête : ce fichier n’est pas au format de la Carte des loyers.",
    );
  });

  it("know the segment from the standard file names", () => {
    expect(segmentOfFileName("pred-app-mef-dhup.csv")).toBe("appartements");
    expect(segmentOfFileName("/tmp/pred-app12-mef-dhup.csv")).toBe("t1-t2");
    expect(segmentOfFileName("2025-pred-app3-mef-dhup (1).csv")).toBe("t3-plus");
    expect(segmentOfFileName("PRED-MAI-MEF-DHUP.CSV")).toBe("maisons");
    expect(segmentOfFileName("loyers.csv")).toBeNull();
  });
});
