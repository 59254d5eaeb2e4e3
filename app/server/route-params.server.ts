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

/** Redirects (301) to the canonical path when the requested one differs (wrong or missing slug). */
export function ensureCanonical(request: Request, canonicalPath: string): void {
  const url = new URL(request.url);
  if (decodeURIComponent(url.pathname) !== canonicalPath) throw redirect(`${canonicalPath}${url.search}`, 301);
}
