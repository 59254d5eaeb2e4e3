// The official list of communes, read once on first use from @etalab/decoupage-administratif (INSEE data,
// current communes only) and searched in memory.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Commune, searchCommunes, searchKey } from "~/domain/content/communes";

interface RawCommune {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  codesPostaux?: string[];
  population?: number;
}

let loaded: Array<Commune & { key: string }> | null = null;

function communes() {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const read = <T>(file: string): T => JSON.parse(readFileSync(require.resolve(`@etalab/decoupage-administratif/data/${file}`), "utf8")) as T;
    const departements = new Map(read<Array<{ code: string; nom: string }>>("departements.json").map((d) => [d.code, d.nom]));
    loaded = read<RawCommune[]>("communes.json")
      .filter((c) => c.type === "commune-actuelle" && c.departement)
      .map((c) => ({
        code: c.code,
        nom: c.nom,
        key: searchKey(c.nom),
        departement: departements.get(c.departement!) ?? "",
        departementCode: c.departement!,
        codesPostaux: c.codesPostaux ?? [],
        population: c.population ?? 0,
      }));
  }
  return loaded;
}

/** Communes matching a name or a postcode (10 at most). */
export function findCommunes(query: string): Commune[] {
  return searchCommunes(communes(), query);
}

/** One commune by its INSEE code; null when the list has none. */
export function getCommune(code: string): Commune | null {
  const found = communes().find((c) => c.code === code);
  if (!found) return null;
  const { key: _key, ...commune } = found;
  return commune;
}
