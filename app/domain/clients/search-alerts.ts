// Search alerts (issue 11, item 6): the filters of /projets saved as a normalised query string, so that
// filters added to the search later keep working in alerts saved before; their French description.
import { formatMoney } from "../text/format";
import { toPlace } from "../text/french";
import { type ProjectFilters, parseProjectSearch } from "../projects/project-search";

/** Parameters of /projets that are not a filter: the page, the projects ticked for comparison, tracking. */
const NOT_FILTERS = new Set(["page", "comparer", "ids", "fbclid", "gclid", "dclid", "gbraid", "wbraid", "msclkid", "yclid", "igshid", "mc_cid", "mc_eid", "_ga", "_gl"]);

export const ALERT_QUERY_MAX = 500;
/** Alerts one address may hold. */
export const ALERTS_PER_EMAIL = 20;
/** Validity of the confirmation link sent to a visitor (hours); an alert never confirmed is then deleted. */
export const ALERT_CONFIRM_HOURS = 72;
/** At most one e-mail a day per alert. */
export const ALERT_MIN_GAP_MS = 24 * 3_600_000;

/**
 * The query string of a search as it is saved: empty values, the page and tracking parameters left out,
 * one value per name (the first), names in order. "" for "every project".
 */
export function normaliseAlertQuery(params: URLSearchParams): string {
  const kept = new Map<string, string>();
  for (const [name, raw] of params) {
    const value = raw.trim();
    if (value === "" || NOT_FILTERS.has(name) || name.startsWith("utm_") || kept.has(name)) continue;
    kept.set(name, value);
  }
  return new URLSearchParams([...kept].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))).toString();
}

/** The filters an alert's query stands for (the same parser as the search page). */
export const alertFilters = (query: string): ProjectFilters => parseProjectSearch(new URLSearchParams(query)).filters;

/** The French message of the first value of the query the search cannot use, or null. */
export function alertQueryError(query: string): string | null {
  if (query.length > ALERT_QUERY_MAX) return "Cette recherche est trop longue pour une alerte.";
  const { errors } = parseProjectSearch(new URLSearchParams(query));
  return Object.values(errors)[0] ?? null;
}

/** « Tous les projets », or « à Saint-Étienne, T2, de 100 000 € à 200 000 € ». `cityName` from the city id. */
export function describeAlert(filters: ProjectFilters, cityName: (id: number) => string | undefined): string {
  const parts: string[] = [];
  if (filters.ville !== undefined) {
    const name = cityName(filters.ville);
    parts.push(name ? toPlace(name) : "dans une ville retirée du site");
  }
  if (filters.type !== undefined) parts.push(`type ${filters.type}`);
  if (filters.min !== undefined && filters.max !== undefined) parts.push(`de ${formatMoney(filters.min)} à ${formatMoney(filters.max)}`);
  else if (filters.min !== undefined) parts.push(`à partir de ${formatMoney(filters.min)}`);
  else if (filters.max !== undefined) parts.push(`jusqu’à ${formatMoney(filters.max)}`);
  return parts.length === 0 ? "Tous les projets" : `Projets ${parts.join(", ")}`;
}

export const ALERT_TOO_MANY = "Vous avez créé beaucoup d’alertes en peu de temps. Réessayez dans une heure.";
