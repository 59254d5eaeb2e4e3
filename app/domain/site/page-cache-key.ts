// The key under which an anonymous page is cached: the path and the query parameters that change
// what the page shows, in one order. Tracking parameters are dropped (the page is the same), empty
// fields and `page=1` too; any other parameter (a visitor's own simulation) makes the page uncacheable.
// The same goes for the public reads of the JSON API.
//
// One reading of a query string (issue 29, item 2): each parameter is read here as the page reads it
// (`readPageNumber` is the search's own reader), and a request that spells a value otherwise than its
// reading (`page=0000002`, `page=+2`, ` lyon`, a parameter twice) is sent to its canonical address
// (`canonicalQuery`, a 301 before any cache or render), so no spelling can store a page under another's key.
import { readPageNumber } from "../projects/project-search";

const PAGE_PARAMS = new Set(["ville", "type", "min", "max", "tri", "page", "onglet", "sous"]);
/** The public API reads (project list and detail, cities, districts, resources) are cached as well. */
const PUBLIC_API = /^\/api\/(projectList|projets\/\d{1,9}|villeList|quartierList|resourceList)$/;
const API_PARAMS = new Set(["ville", "type", "min", "max", "tri", "page", "parPage", "enAvant"]);
const TRACKING = new Set(["fbclid", "gclid", "dclid", "gbraid", "wbraid", "msclkid", "yclid", "igshid", "mc_cid", "mc_eid", "_ga", "_gl"]);
/** The search fields, which the search trims (project-search.ts); the others are read as they are. */
const TRIMMED = new Set(["ville", "type", "min", "max", "tri"]);
const MAX_PAGE_SIZE = 100;

export interface PageKey {
  /** Path and normalised query: the cache key. */
  key: string;
  /** The key without `page`: one search, whatever the page. */
  search: string;
  /** The page asked for (1 when absent or not a number, as the search reads it). */
  page: number;
}

const isTracking = (name: string) => TRACKING.has(name) || name.startsWith("utm_");

/** The paths whose answers are cached, with the parameters they share; null for any other path. */
function shareableParams(pathname: string): Set<string> | null {
  if (!pathname.startsWith("/api/")) return PAGE_PARAMS;
  return PUBLIC_API.test(pathname) ? API_PARAMS : null;
}

/**
 * A value as the page reads it, spelled one way: the search fields trimmed, `page` as the search reads it
 * ("1" when it reads the first page), `parPage` as the API reads a valid size; anything else as it is.
 */
function canonicalValue(name: string, raw: string): string {
  if (name === "page") return String(readPageNumber(raw));
  if (TRIMMED.has(name)) return raw.trim();
  if (name === "parPage") {
    const size = Number(raw);
    return raw.trim() !== "" && Number.isInteger(size) && size >= 1 && size <= MAX_PAGE_SIZE ? String(size) : raw;
  }
  return raw;
}

/**
 * The query a request for a cached path should have been made with, when it differs from the one it was made
 * with (a value spelled otherwise than the page reads it, a parameter given twice: the page reads the first);
 * null when the query is canonical already, or the path is not cached. "" is the path without a query.
 */
export function canonicalQuery(pathname: string, query: string): string | null {
  const shareable = shareableParams(pathname);
  if (!shareable || query === "" || query === "?") return null;
  const kept: [string, string][] = [];
  const seen = new Set<string>();
  let changed = false;
  for (const [name, raw] of new URLSearchParams(query)) {
    if (!shareable.has(name) || isTracking(name)) {
      kept.push([name, raw]);
      continue;
    }
    if (seen.has(name)) {
      changed = true;
      continue;
    }
    seen.add(name);
    const value = canonicalValue(name, raw);
    // `page=1` is the first page as its absence is: either spelling is canonical.
    if (name === "page" && value === "1" && raw !== "1") {
      changed = true;
      continue;
    }
    if (value !== raw) changed = true;
    kept.push([name, value]);
  }
  if (!changed) return null;
  const search = new URLSearchParams(kept).toString();
  return search === "" ? "" : `?${search}`;
}

/** Null when the query holds a parameter that is neither shareable nor tracking, or one twice. */
export function pageKey(pathname: string, query: string): PageKey | null {
  const shareable = shareableParams(pathname);
  if (!shareable) return null;
  const kept: [string, string][] = [];
  let page = 1;
  const seen = new Set<string>();
  for (const [name, rawValue] of new URLSearchParams(query)) {
    if (isTracking(name)) continue;
    if (!shareable.has(name) || seen.has(name)) return null;
    seen.add(name);
    const value = canonicalValue(name, rawValue);
    if (name === "page") page = Number(value);
    // An empty search field or size is the field left out, as the page reads it; other empty values are kept apart.
    else if (value !== "" || !(TRIMMED.has(name) || name === "parPage")) kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = kept.length === 0 ? pathname : `${pathname}?${new URLSearchParams(kept).toString()}`;
  return { key: withPage(search, page), search, page };
}

/** The key of page `page` of a search key. */
export function withPage(search: string, page: number): string {
  return page <= 1 ? search : `${search}${search.includes("?") ? "&" : "?"}page=${page}`;
}
