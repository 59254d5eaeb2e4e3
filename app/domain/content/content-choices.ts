// The fixed choices of the content's fields (a project's status, a city's transport, a district's
// amenities): plain lists with their French labels, shared by the field tables (content-forms.ts),
// the pages and the cards. No zod here: public pages import it.

export const TRANSPORT_TYPES = ["avion", "train", "bus"] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

/** Where a project stands, set by the admins; the first one is the default. */
export const PROJECT_STATUSES = ["disponible", "travaux", "loue"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export const PROJECT_STATUS_LABELS: Record<ProjectStatus, string> = {
  disponible: "Disponible",
  travaux: "En travaux",
  loue: "Loué",
};

/** Nearby amenities of a district: free text each ("Carrefour City à 200 m"), empty when none. */
export const AMENITIES = [
  ["supermarche", "Supermarché"],
  ["post", "Bureau de poste"],
  ["gareRoutiere", "Gare routière"],
  ["docks", "Docks"],
  ["parc", "Parc"],
  ["universite", "Université"],
  ["garage", "Garage"],
  ["cinema", "Cinéma"],
  ["restaurant", "Restaurants"],
  ["centreCmrcl", "Centre commercial"],
  ["plage", "Plage"],
  ["ecole", "École"],
  ["boulangerie", "Boulangerie"],
  ["piscine", "Piscine"],
  ["centreSportif", "Centre sportif"],
  ["chateau", "Château"],
  ["musee", "Musée"],
] as const;
export type AmenityKey = (typeof AMENITIES)[number][0];
