// Open Graph preview images (issue 13, item 16): what a card shows and the URL it is served at. The URL
// carries a key of the card's content (?v=…), so a changed title or picture gets a new URL and the image
// can be cached for good; the route answers the current image whatever the key.
import { toPlace } from "../text/french";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** Which page's preview: the home page, a project, a city. `kind` is the URL segment under /og/. */
export type OgTarget = { kind: "site"; id: null } | { kind: "projets"; id: number } | { kind: "ville"; id: number };

export interface OgCard {
  /** The small line above the title (a city, the site's promise). */
  eyebrow: string;
  title: string;
  /** Media hash of the page's picture; null: the site's illustration. */
  picture: string | null;
}

/** Bumped when the drawing changes, so that cached images are asked for again. */
const DRAWING_VERSION = 1;

/** 32-bit FNV-1a of the card, in base 36: short, stable, no crypto needed. */
export function ogKey(card: OgCard): string {
  const text = JSON.stringify([DRAWING_VERSION, card.eyebrow, card.title, card.picture]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export function ogPath(target: OgTarget, card: OgCard): string {
  const file = target.kind === "site" ? "accueil" : String(target.id);
  return `/og/${target.kind}/${file}.jpg?v=${ogKey(card)}`;
}

/** `/og/:kind/:file` back to its target; null when it names none. */
export function parseOgTarget(kind: string | undefined, file: string | undefined): OgTarget | null {
  if (kind === "site") return file === "accueil.jpg" ? { kind, id: null } : null;
  if (kind !== "projets" && kind !== "ville") return null;
  const match = /^([1-9]\d{0,9})\.jpg$/.exec(file ?? "");
  return match ? { kind, id: Number(match[1]) } : null;
}

/** The home page's card: the site's promise over its illustration. */
export const SITE_OG_CARD: OgCard = {
  eyebrow: "Investir Serein",
  title: "Investissement locatif clé en main\u00a0: nous trouvons, rénovons, meublons et louons votre bien",
  picture: null,
};

/** A project's card: its city above its title, over its cover. */
export function projectOgCard(project: { title: string; cityName: string; imageCover: string | null }): OgCard {
  return { eyebrow: project.cityName, title: project.title, picture: project.imageCover };
}

/** A city's card: « Investir à Limoges » over its cover. */
export function cityOgCard(city: { nom: string; imageCover: string | null }): OgCard {
  return { eyebrow: "Investir Serein", title: `Investir ${toPlace(city.nom)}`, picture: city.imageCover };
}
