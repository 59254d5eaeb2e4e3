import { data, redirect } from "react-router";

/** A positive integer id from a URL parameter, or a 404. */
export function idParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) < 1) throw data(null, { status: 404 });
  return Number(value);
}

export function notFoundUnless<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw data(null, { status: 404 });
  return value;
}

/**
 * Redirects (301) to the canonical path when the slug in the URL is not the canonical one (wrong or
 * missing). Compares the route parameter, not the path: client navigations request `….data` URLs.
 */
export function ensureCanonical(request: Request, slug: string | undefined, canonicalPath: string): void {
  if (slug === canonicalPath.slice(canonicalPath.lastIndexOf("/") + 1)) return;
  const search = new URLSearchParams(new URL(request.url).search);
  search.delete("_routes");
  const query = search.toString();
  throw redirect(`${canonicalPath}${query ? `?${query}` : ""}`, 301);
}
