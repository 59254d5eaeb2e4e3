// The project search of spec section 5, as carried in the URL query (?ville=&type=&min=&max=&tri=&page=).
// Empty fields are ignored; city and type match exactly; min and max compare prixGlobal as numbers.
// The city is its id or its slug (?ville=limoges), the form writes slugs; `tri` picks the order.
import { readFrenchNumber } from "../text/french-number";

export const PAGE_SIZE = 12;

/** The orders of the list, by their value in the URL (?tri=); the first one is the default. */
export const PROJECT_SORTS = [
  ["recents", "Plus récents"],
  ["prix-croissant", "Prix croissant"],
  ["prix-decroissant", "Prix décroissant"],
  ["rentabilite", "Rentabilité brute"],
  ["cash-flow", "Cash-flow mensuel"],
] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number][0];
export const DEFAULT_SORT: ProjectSort = "recents";

const isSort = (value: string): value is ProjectSort => PROJECT_SORTS.some(([key]) => key === value);

export interface ProjectFilters {
  /** City id. */
  ville?: number;
  /** City slug (slugify of its name), resolved to an id by the model. */
  villeSlug?: string;
  /** The order; newest first when absent. */
  sort?: ProjectSort;
  /** Matched exactly against typeBienApres. */
  type?: string;
  min?: number;
  max?: number;
}

/** The fields of the search form, as in the URL. */
export const SEARCH_FIELDS = ["ville", "type", "min", "max", "tri"] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];
/** The fields that narrow the list (the order is not one). */
export const FILTER_FIELDS = ["ville", "type", "min", "max"] as const;

export interface ParsedSearch {
  filters: ProjectFilters;
  page: number;
  /** French messages for values that could not be used, by field. */
  errors: Partial<Record<SearchField, string>>;
  /** A remark on values that were used but read differently from how they were typed (min above max). */
  hint: string | null;
  /** The raw values, to show them back in the form. */
  raw: Record<SearchField, string>;
}

/** How many filters of a search are set (for « Filtrer (2) »). */
export function activeFilterCount(raw: Partial<Record<SearchField, string>>): number {
  return FILTER_FIELDS.filter((key) => (raw[key] ?? "") !== "").length;
}

/** The hint shown when the minimum budget exceeds the maximum (also live in the form). */
export function budgetHint(min: number, max: number): string | null {
  return min > max ? "Le budget minimum dépasse le budget maximum : nous cherchons entre les deux montants, dans l’ordre." : null;
}

/** "150 000", "150000 €", "150000,50" → number; "" → undefined; anything else → NaN. */
export function parseAmount(value: string): number | undefined {
  const read = readFrenchNumber(value);
  if (read.kind === "missing") return undefined;
  return read.kind === "number" && read.value >= 0 ? read.value : Number.NaN;
}

/** The last page number a search reads; beyond it, that page. */
export const MAX_PAGE_NUMBER = 100_000;

/**
 * The page a search shows for its `?page=` value: digits only (no sign, no space), 1 when absent or not a number,
 * at most MAX_PAGE_NUMBER. The page cache's key reads it with this very function (issue 29, item 2).
 */
export function readPageNumber(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? Math.min(page, MAX_PAGE_NUMBER) : 1;
}

export function parseProjectSearch(params: URLSearchParams): ParsedSearch {
  const raw = {
    ville: (params.get("ville") ?? "").trim(),
    type: (params.get("type") ?? "").trim(),
    min: (params.get("min") ?? "").trim(),
    max: (params.get("max") ?? "").trim(),
    tri: (params.get("tri") ?? "").trim(),
  };
  const filters: ProjectFilters = {};
  const errors: ParsedSearch["errors"] = {};

  if (raw.ville !== "") {
    if (/^\d+$/.test(raw.ville)) filters.ville = Number(raw.ville);
    else if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(raw.ville) && raw.ville.length <= 100) filters.villeSlug = raw.ville;
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
  let hint: string | null = null;
  if (filters.min !== undefined && filters.max !== undefined && filters.min > filters.max) {
    hint = budgetHint(filters.min, filters.max);
    [filters.min, filters.max] = [filters.max, filters.min];
  }
  if (raw.tri !== "" && isSort(raw.tri) && raw.tri !== DEFAULT_SORT) filters.sort = raw.tri;

  const page = readPageNumber(params.get("page"));
  return { filters, page, errors, hint, raw };
}

/** The query string of a search (empty fields left out), for links such as pagination. */
export function searchQuery(raw: Partial<Record<SearchField, string>>, page = 1): string {
  const params = new URLSearchParams();
  for (const key of SEARCH_FIELDS) {
    const v = raw[key];
    if (v) params.set(key, v);
  }
  if (page > 1) params.set("page", String(page));
  const s = params.toString();
  return s ? `?${s}` : "";
}
