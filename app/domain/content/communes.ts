// The official list of communes (INSEE, through @etalab/decoupage-administratif): search by name or
// postcode. Pure: the server loads the list and calls these.

export interface Commune {
  /** INSEE code ("87085"). */
  code: string;
  nom: string;
  departement: string;
  departementCode: string;
  codesPostaux: string[];
  population: number;
}

/** Lower case, no accents, apostrophes and hyphens as spaces, « st » as « saint »: « Saint-Étienne » = « st etienne ». */
export function searchKey(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’'\-.]/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\bste\b/g, "sainte")
    .replace(/\bst\b/g, "saint");
}

export const MIN_QUERY = 2;
export const MAX_RESULTS = 10;

/**
 * Communes matching `query`: by postcode (or INSEE code) when it is digits, by name otherwise: the exact
 * name first, then names starting with it, then names with a word starting with it; bigger towns first.
 */
export function searchCommunes(communes: readonly (Commune & { key?: string })[], query: string, limit = MAX_RESULTS): Commune[] {
  const q = searchKey(query);
  if (q.length < MIN_QUERY) return [];
  let scored: Array<[number, Commune]>;
  if (/^\d[\dab]?\d*$/.test(q.replace(/\s/g, ""))) {
    const digits = q.replace(/\s/g, "");
    scored = communes.flatMap((c): Array<[number, Commune]> =>
      c.codesPostaux.some((p) => p.startsWith(digits)) ? [[c.codesPostaux.includes(digits) ? 0 : 1, c]] : c.code.toLowerCase() === digits ? [[0, c]] : [],
    );
  } else {
    scored = communes.flatMap((c): Array<[number, Commune]> => {
      const key = c.key ?? searchKey(c.nom);
      if (key === q) return [[0, c]];
      if (key.startsWith(q)) return [[1, c]];
      if (key.includes(` ${q}`)) return [[2, c]];
      return [];
    });
  }
  return scored
    .sort(([a, x], [b, y]) => a - b || y.population - x.population || x.nom.localeCompare(y.nom, "fr"))
    .slice(0, limit)
    .map(([, c]) => ({ code: c.code, nom: c.nom, departement: c.departement, departementCode: c.departementCode, codesPostaux: c.codesPostaux, population: c.population }));
}

/** How a commune is offered in a list: « Limoges (Haute-Vienne, 87) ». */
export function communeLabel(c: Pick<Commune, "nom" | "departement" | "departementCode">): string {
  return `${c.nom} (${c.departement}, ${c.departementCode})`;
}
