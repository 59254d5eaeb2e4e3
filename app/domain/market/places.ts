// Where the public data stops, and how places are named in it: the departments DVF does not cover, the
// arrondissements of Paris, Lyon and Marseille (DVF and the Carte des loyers give arrondissement codes,
// our cities are communes), and the cadastral sections staff give a district. Pure.

/** Departments whose sales DVF does not publish, by code. */
export const NOT_COVERED_BY_DVF: Readonly<Record<string, string>> = { "57": "Moselle", "67": "Bas-Rhin", "68": "Haut-Rhin", "976": "Mayotte" };

/** Why DVF has no sale for a commune of this department; null when it covers it. */
export function dvfGap(departmentCode: string): string | null {
  if (departmentCode === "976")
    return "La DGFiP ne publie pas de « Demandes de valeurs foncières » pour Mayotte, où le cadastre et la publicité foncière ne couvrent pas encore tout le territoire : il n’y a donc pas de ventes réelles à montrer ici.";
  if (departmentCode in NOT_COVERED_BY_DVF)
    return "En Moselle, dans le Bas-Rhin et le Haut-Rhin, les ventes sont inscrites au livre foncier (droit local d’Alsace-Moselle) et non au fichier de la DGFiP : elles ne figurent pas dans les « Demandes de valeurs foncières ». Il n’y a donc pas de ventes réelles à montrer ici.";
  return null;
}

/** The commune of a municipal arrondissement (Paris 75056, Marseille 13055, Lyon 69123); null for any other code. */
export function parentCommune(code: string): string | null {
  if (/^751(0[1-9]|1\d|20)$/.test(code)) return "75056";
  if (/^132(0[1-9]|1[0-6])$/.test(code)) return "13055";
  if (/^6938[1-9]$/.test(code)) return "69123";
  return null;
}

/** The arrondissements of Paris, Marseille or Lyon (their codes), or [] for any other commune. */
export function arrondissementsOf(code: string): string[] {
  const range = (prefix: number, count: number) => Array.from({ length: count }, (_, i) => String(prefix + i + 1));
  if (code === "75056") return range(75100, 20);
  if (code === "13055") return range(13200, 16);
  if (code === "69123") return range(69380, 9);
  return [];
}

/**
 * The cadastral sections typed by staff for a district of the commune `communeCode`, as DVF writes them at
 * the start of `id_parcelle` (10 characters: commune, prefix, section): « AB » → « 42218000AB », « 0A » or
 * « A » → « 422180000A », « 123AB » (prefix of a former commune) → « 42218123AB ». Separated by commas,
 * semicolons or spaces. A French message when one cannot be read.
 */
export function parseSections(text: string, communeCode: string): string[] | string {
  const sections = new Set<string>();
  for (const token of text.toUpperCase().split(/[\s,;]+/).filter(Boolean)) {
    let section: string | null = null;
    if (/^[0-9A-Z]{1,2}$/.test(token)) section = `${communeCode}000${token.padStart(2, "0")}`;
    else if (/^\d{3}[0-9A-Z]{2}$/.test(token)) section = `${communeCode}${token}`;
    else if (/^(\d{2}|2A|2B)\d{3}\d{3}[0-9A-Z]{2}$/.test(token) && (token.startsWith(communeCode) || parentCommune(token.slice(0, 5)) === communeCode)) section = token;
    if (!section) return `« ${token} » n’est pas une section cadastrale de cette commune (par exemple AB, 0A ou ${communeCode}000AB).`;
    sections.add(section);
  }
  return [...sections].sort();
}

/** Sections as staff read them back: « AB, AC » (the commune and the usual prefix left out). */
export function sectionsText(sections: readonly string[], communeCode: string): string {
  return sections.map((s) => (s.startsWith(`${communeCode}000`) ? s.slice(8) : s.startsWith(communeCode) ? s.slice(5) : s)).join(", ");
}
