// The project search of spec section 5, as carried in the URL query (?ville=&type=&min=&max=&page=).
// Empty fields are ignored; city and type match exactly; min and max compare prixGlobal as numbers.

export const PAGE_SIZE = 12;

export interface ProjectFilters {
  /** City id. */
  ville?: number;
  /** Matched exactly against typeBienApres. */
  type?: string;
  min?: number;
  max?: number;
}

export interface ParsedSearch {
  filters: ProjectFilters;
  page: number;
  /** French messages for values that could not be used, by field. */
  errors: Partial<Record<keyof ProjectFilters, string>>;
  /** The raw values, to show them back in the form. */
  raw: Record<keyof ProjectFilters, string>;
}

/** "150 000", "150000 €", "150000,50" → number; "" → undefined; anything else → NaN. */
export function parseAmount(value: string): number | undefined {
  const cleaned = value.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
  if (cleaned === "") return undefined;
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

export function parseProjectSearch(params: URLSearchParams): ParsedSearch {
  const raw = {
    ville: (params.get("ville") ?? "").trim(),
    type: (params.get("type") ?? "").trim(),
    min: (params.get("min") ?? "").trim(),
    max: (params.get("max") ?? "").trim(),
  };
  const filters: ProjectFilters = {};
  const errors: ParsedSearch["errors"] = {};

  if (raw.ville !== "") {
    if (/^\d+$/.test(raw.ville)) filters.ville = Number(raw.ville);
    else errors.ville = "Ville inconnue : choisissez une ville dans la liste.";
  }
  if (raw.type !== "") filters.type = raw.type;
  for (const key of ["min", "max"] as const) {
    const amount = parseAmount(raw[key]);
    if (amount === undefined) continue;
    if (Number.isNaN(amount))
      errors[key] = `Le budget ${key === "min" ? "minimum" : "maximum"} doit être un montant en euros, par exemple 150000.`;
    else filters[key] = amount;
  }
  if (filters.min !== undefined && filters.max !== undefined && filters.min > filters.max)
    errors.max = "Le budget maximum doit être supérieur ou égal au budget minimum.";

  const pageRaw = params.get("page") ?? "1";
  const page = /^\d+$/.test(pageRaw) && Number(pageRaw) >= 1 ? Math.min(Number(pageRaw), 100_000) : 1;
  return { filters, page, errors, raw };
}

/** The query string of a search (empty fields left out), for links such as pagination. */
export function searchQuery(raw: Partial<Record<keyof ProjectFilters, string>>, page = 1): string {
  const params = new URLSearchParams();
  for (const key of ["ville", "type", "min", "max"] as const) {
    const v = raw[key];
    if (v) params.set(key, v);
  }
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : "";
}
