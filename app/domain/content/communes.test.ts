import { describe, expect, it } from "vitest";
import { communeLabel, searchCommunes, searchKey } from "./communes";

const commune = (nom: string, code: string, codesPostaux: string[], population: number, departement = "Haute-Vienne", departementCode = "87") => ({
  code,
  nom,
  departement,
  departementCode,
  codesPostaux,
  population,
});
const LIST = [
  commune("Saint-Just-le-Martel", "87174", ["87590"], 2700),
  commune("Limoges", "87085", ["87000", "87100", "87280"], 129937),
  commune("Limogne-en-Quercy", "46173", ["46260"], 800, "Lot", "46"),
  commune("Saint-Étienne", "42218", ["42000", "42100"], 173000, "Loire", "42"),
  commune("Panazol", "87114", ["87350"], 11000),
  commune("Isle", "87075", ["87170"], 8000),
];

describe("searchKey", () => {
  it("ignores accents, case, hyphens and apostrophes, and reads « St » as « Saint »", () => {
    expect(searchKey("Saint-Étienne")).toBe("saint etienne");
    expect(searchKey("st étienne")).toBe("saint etienne");
    expect(searchKey("L’Isle-d’Abeau")).toBe("l isle d abeau");
  });
});

describe("searchCommunes", () => {
  it("finds by the start of the name, the bigger town first", () => {
    expect(searchCommunes(LIST, "limo").map((c) => c.nom)).toEqual(["Limoges", "Limogne-en-Quercy"]);
    expect(searchCommunes(LIST, "Limoges")[0]).toEqual(LIST[1]);
    expect(searchCommunes(LIST, "st etienne").map((c) => c.nom)).toEqual(["Saint-Étienne"]);
  });

  it("finds a word inside the name after the names that start with it", () => {
    expect(searchCommunes(LIST, "martel").map((c) => c.nom)).toEqual(["Saint-Just-le-Martel"]);
    expect(searchCommunes(LIST, "isle").map((c) => c.nom)).toEqual(["Isle"]);
  });

  it("finds by postcode or INSEE code", () => {
    expect(searchCommunes(LIST, "87100").map((c) => c.nom)).toEqual(["Limoges"]);
    expect(searchCommunes(LIST, "873").map((c) => c.nom)).toEqual(["Panazol"]);
    expect(searchCommunes(LIST, "87085").map((c) => c.nom)).toEqual(["Limoges"]);
  });

  it("needs two characters and returns at most the limit", () => {
    expect(searchCommunes(LIST, "l")).toEqual([]);
    expect(searchCommunes(LIST, "87", 2)).toHaveLength(2);
  });

  it("labels a commune with its département", () => {
    expect(communeLabel(LIST[1])).toBe("Limoges (Haute-Vienne, 87)");
  });
});
