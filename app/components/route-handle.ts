// What a route module's `handle` may declare, read by the root route.
import type { UIMatch } from "react-router";

export interface RouteHandle {
  /** A detail page whose data failed to load shows the maintenance animation (spec). */
  maintenanceOnError?: boolean;
  /**
   * `false`: a content-only page, served without client scripts (decision 0012). Every page works without
   * JavaScript; these have nothing to enhance, so the browser loads no script at all for them.
   */
  hydrate?: false;
}

export const NO_SCRIPTS: RouteHandle = { hydrate: false };

const handleOf = (match: UIMatch) => (match.handle ?? {}) as RouteHandle;

export const maintenanceOnError = (matches: UIMatch[]) => matches.some((m) => handleOf(m).maintenanceOnError);

/**
 * Whether the document carries React Router's scripts. On the server, not when a matched route declares
 * `hydrate: false`. In the browser always: a page reached by a client navigation from a hydrated page
 * is rendered by the running app, and the root must render what the server rendered.
 */
export const withScripts = (matches: UIMatch[]) => typeof document !== "undefined" || !matches.some((m) => handleOf(m).hydrate === false);
