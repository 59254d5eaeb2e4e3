// The key under which an anonymous page is cached: the path and the query parameters that change
// what the page shows, in one order. Tracking parameters are dropped (the page is the same), empty
// fields and `page=1` too; any other parameter (a visitor's own simulation) makes the page uncacheable.
// The same goes for the public reads of the JSON API.

const PAGE_PARAMS = new Set(["ville", "type", "min", "max", "tri", "page", "onglet", "sous"]);
/** The public API reads (project list and detail, cities, districts, resources) are cached as well. */
const PUBLIC_API = /^\/api\/(projectList|projets\/\d{1,9}|villeList|quartierList|resourceList)$/;
const API_PARAMS = new Set(["ville", "type", "min", "max", "tri", "page", "parPage", "enAvant"]);
const TRACKING = new Set(["fbclid", "gclid", "dclid", "gbraid", "wbraid", "msclkid", "yclid", "igshid", "mc_cid", "mc_eid", "_ga", "_gl"]);

export interface PageKey {
  /** Path and normalised query: the cache key. */
  key: string;
  /** The key without `page`: one search, whatever the page. */
  search: string;
  /** The page asked for (1 when absent or not a number, as the search reads it). */
  page: number;
}

/** Null when the query holds a parameter that is neither shareable nor tracking, or one twice. */
export function pageKey(pathname: string, query: string): PageKey | null {
  const api = pathname.startsWith("/api/");
  if (api && !PUBLIC_API.test(pathname)) return null;
  const shareable = api ? API_PARAMS : PAGE_PARAMS;
  const kept: [string, string][] = [];
  let page = 1;
  const seen = new Set<string>();
  for (const [name, rawValue] of new URLSearchParams(query)) {
    if (TRACKING.has(name) || name.startsWith("utm_")) continue;
    if (!shareable.has(name) || seen.has(name)) return null;
    seen.add(name);
    const value = rawValue.trim();
    if (name === "page") {
      if (/^\d{1,6}$/.test(value) && Number(value) >= 1) page = Number(value);
      continue;
    }
    if (value !== "") kept.push([name, value]);
  }
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = kept.length === 0 ? pathname : `${pathname}?${new URLSearchParams(kept).toString()}`;
  return { key: withPage(search, page), search, page };
}

/** The key of page `page` of a search key. */
export function withPage(search: string, page: number): string {
  return page <= 1 ? search : `${search}${search.includes("?") ? "&" : "?"}page=${page}`;
}
