// What a route module's `handle` may declare, read by the root route.
import type { UIMatch } from "react-router";
import type { SharedPage } from "~/domain/accounts/visitor";
import type { FilesRule, WritesRule } from "~/domain/site/request-bodies";

export interface RouteHandle {
  /** A detail page whose data failed to load shows the maintenance animation (spec). */
  maintenanceOnError?: boolean;
  /**
   * `false`: a page served without React Router's scripts (decision 0012). Every page works without
   * JavaScript; these have nothing to enhance but their islands (decision 0046), whose own small scripts
   * are all the browser loads for them.
   */
  hydrate?: false;
  /**
   * The page shows nothing of its visitor but the header's account links: the page cache keeps one copy for
   * everyone and splices a signed-in visitor's links into it (decision 0025). Leave it out on a page whose
   * loader reads the visitor. `with-income`: the visitor's block also carries the income of their questionnaire.
   */
  sharedPage?: SharedPage;
  /** The page uses the screen's width up to 90rem (the project page, decision 0041): the header and the footer follow, so that the left edges line up. */
  wide?: true;
  /** The files its form (or API call) takes, who may send them and the request's limit (the request guard reads it). */
  files?: FilesRule;
  /** How many POSTs an account may send it in a window (the request guard answers 429 past it, before the action). */
  writes?: WritesRule;
}

export const NO_SCRIPTS: RouteHandle = { hydrate: false };

/** A content page without scripts, the same for every visitor (decisions 0012 and 0025). */
export const SHARED_CONTENT: RouteHandle = { hydrate: false, sharedPage: "always" };

const handleOf = (match: UIMatch) => (match.handle ?? {}) as RouteHandle;

/** The `sharedPage` of the page's own route (the last match). */
export const sharedPageOf = (handle: unknown): SharedPage | undefined => (handle as RouteHandle | undefined)?.sharedPage;

export const maintenanceOnError = (matches: UIMatch[]) => matches.some((m) => handleOf(m).maintenanceOnError);

/** The container of the header and the footer: as wide as the page's own (`wide`), else the site's usual 72rem. */
export const frameClass = (matches: UIMatch[]) => (matches.some((m) => handleOf(m).wide) ? "max-w-[90rem] px-4 sm:px-6 lg:px-8" : "max-w-6xl px-4");

/**
 * Whether the document carries React Router's scripts. On the server, not when a matched route declares
 * `hydrate: false`. In the browser always: a page reached by a client navigation from a hydrated page
 * is rendered by the running app, and the root must render what the server rendered.
 */
export const withScripts = (matches: UIMatch[]) => typeof document !== "undefined" || !matches.some((m) => handleOf(m).hydrate === false);
