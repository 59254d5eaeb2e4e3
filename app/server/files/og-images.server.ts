// Open Graph preview images (1200×630 JPEG): the page's picture, darkened towards the bottom, with its
// title drawn over it in Liberation Sans (Pango renders the text from the font file, so the result does
// not depend on the fonts installed on the machine). Made on first request and kept in memory by key.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { OG_HEIGHT, OG_WIDTH, type OgCard, type OgTarget, SITE_OG_CARD, cityOgCard, ogKey, projectOgCard } from "~/domain/site/og-image";
import heroSvg from "../../../public/images/hero.svg?raw";
import { getCity } from "../content/cities.server";
import type { DB } from "../db/db.server";
import { getOriginal } from "./media.server";
import { getProject } from "../content/projects.server";

const MARGIN = 72;
const TEXT_WIDTH = OG_WIDTH - 2 * MARGIN;
/** Title sizes tried in turn until the title holds in MAX_TITLE_HEIGHT. */
const TITLE_SIZES = [64, 54, 46, 40];
const MAX_TITLE_HEIGHT = 240;
const CACHE_SIZE = 64;

const FONT_DIR = fileURLToPath(new URL("./fonts/", import.meta.url));
let boldFont: string | null = null;
function boldFontFile(): string {
  // The built server resolves the folder from the source tree when the bundle has no copy.
  boldFont ??= [FONT_DIR, `${process.cwd()}/app/server/files/fonts/`].map((d) => `${d}LiberationSans-Bold.ttf`).find((f) => existsSync(f)) ?? null;
  if (!boldFont) throw new Error("Police des images Open Graph introuvable (app/server/files/fonts).");
  return boldFont;
}

/** The card of a page, or null when the page does not exist. */
export async function ogCardOf(db: DB, target: OgTarget): Promise<OgCard | null> {
  if (target.kind === "site") return SITE_OG_CARD;
  if (target.kind === "projets") {
    const project = await getProject(db, target.id);
    return project && projectOgCard(project);
  }
  const city = await getCity(db, target.id);
  return city && cityOgCard(city);
}

const escapeMarkup = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** White text wrapped at the text width, as a transparent PNG. */
async function textLayer(text: string, size: number, color: string, letterSpacing = 0) {
  const markup = `<span foreground="${color}"${letterSpacing ? ` letter_spacing="${letterSpacing * 1024}"` : ""}>${escapeMarkup(text)}</span>`;
  const { data, info } = await sharp({
    text: { text: markup, font: `Liberation Sans Bold ${size}`, fontfile: boldFontFile(), width: TEXT_WIDTH, rgba: true, wrap: "word", dpi: 72, spacing: Math.round(size * 0.18) },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

async function background(db: DB, picture: string | null): Promise<Buffer> {
  const original = picture ? await getOriginal(db, picture) : undefined;
  const source = original && original.kind !== "pdf" ? sharp(original.bytes) : sharp(Buffer.from(heroSvg), { density: 150 });
  return source.resize(OG_WIDTH, OG_HEIGHT, { fit: "cover", position: "attention" }).removeAlpha().toBuffer();
}

const SHADE = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#142943" stop-opacity="0.25"/>
      <stop offset="0.45" stop-color="#142943" stop-opacity="0.45"/>
      <stop offset="1" stop-color="#142943" stop-opacity="0.92"/>
    </linearGradient></defs>
    <rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#g)"/>
    <rect x="0" y="${OG_HEIGHT - 12}" width="${OG_WIDTH}" height="12" fill="#c8553d"/>
  </svg>`,
);

/** Draws a card: picture, shade, eyebrow and title, bottom-left. */
export async function drawOgImage(db: DB, card: OgCard): Promise<Buffer> {
  let title = await textLayer(card.title, TITLE_SIZES[0], "#ffffff");
  for (const size of TITLE_SIZES.slice(1)) {
    if (title.height <= MAX_TITLE_HEIGHT) break;
    title = await textLayer(card.title, size, "#ffffff");
  }
  const eyebrow = await textLayer(card.eyebrow.toLocaleUpperCase("fr-FR"), 28, "#f4e9d8", 2);
  const titleTop = Math.max(MARGIN, OG_HEIGHT - MARGIN - title.height);
  const eyebrowTop = Math.max(24, titleTop - 20 - eyebrow.height);
  return sharp(await background(db, card.picture))
    .composite([
      { input: SHADE },
      { input: eyebrow.data, left: MARGIN, top: eyebrowTop },
      // A title too long even at the smallest size is cut at the bottom margin rather than overflowing.
      { input: await sharp(title.data).extract({ left: 0, top: 0, width: title.width, height: Math.min(title.height, OG_HEIGHT - MARGIN - titleTop) }).toBuffer(), left: MARGIN, top: titleTop },
    ])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

const made = new Map<string, Promise<Buffer>>();

/**
 * The preview image of a page and its key (the `v` of its URL), or null when the page does not exist.
 * Kept in memory by key (the last CACHE_SIZE): a changed title or picture makes a new key.
 */
export async function ogImage(db: DB, target: OgTarget): Promise<{ key: string; bytes: Buffer } | null> {
  const card = await ogCardOf(db, target);
  if (!card) return null;
  const key = ogKey(card);
  const cacheKey = `${target.kind}/${target.id}/${key}`;
  let bytes = made.get(cacheKey);
  if (!bytes) {
    bytes = drawOgImage(db, card);
    made.set(cacheKey, bytes);
    bytes.catch(() => made.delete(cacheKey));
    if (made.size > CACHE_SIZE) made.delete(made.keys().next().value!);
  }
  return { key, bytes: await bytes };
}
