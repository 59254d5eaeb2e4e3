// The PDF writer our documents share (the project dossier, the owner's receipts, tax summary and revision
// letter): A4 pages, Liberation Sans embedded as a subset through @pdf-lib/fontkit (selectable text, same
// rendering everywhere), wrapped text, tables, charts and the house colours.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fontkit from "@pdf-lib/fontkit";
import {
  type Color,
  PDFDocument,
  type PDFFont,
  type PDFHexString,
  type PDFImage,
  type PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  PageSizes,
  beginText,
  clip,
  endPath,
  endText,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingColor,
  setFontAndSize,
  setTextMatrix,
  showText,
} from "pdf-lib";
import { BRAND_COLOURS, BRAND_MARK } from "~/domain/site/brand";
import type { ChartGeometry } from "~/domain/tax/chart";

const FONT_DIR = fileURLToPath(new URL("./fonts/", import.meta.url));
let fonts: { regular: Uint8Array; bold: Uint8Array } | null = null;
export function fontBytes() {
  // Read once; the built server resolves the folder from the source tree when the bundle has no copy.
  if (!fonts) {
    const dir = [FONT_DIR, `${process.cwd()}/app/server/files/fonts/`].find((d) => {
      try {
        readFileSync(`${d}LiberationSans-Regular.ttf`);
        return true;
      } catch {
        return false;
      }
    });
    if (!dir) throw new Error("Police du dossier PDF introuvable (app/server/files/fonts).");
    fonts = { regular: readFileSync(`${dir}LiberationSans-Regular.ttf`), bold: readFileSync(`${dir}LiberationSans-Bold.ttf`) };
  }
  return fonts;
}

/** A colour written #rrggbb, as pdf-lib wants it. */
export function hex(color: string) {
  const n = Number.parseInt(color.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

export const NAVY = hex(BRAND_COLOURS.navy);
export const TERRACOTTA = hex(BRAND_COLOURS.terracotta);
export const SAND = hex(BRAND_COLOURS.sand);
export const WHITE = rgb(1, 1, 1);
export const GREY = rgb(0.28, 0.33, 0.41);
export const LIGHT = rgb(0.89, 0.91, 0.94);
export const MARGIN = 48;
export const [WIDTH, HEIGHT] = PageSizes.A4;
/** Where the text of a page stops: the footer's lines sit below. */
const BOTTOM = MARGIN + 24;

/**
 * The narrow no-break space (U+202F) that French puts in « 12 345 € »: Liberation Sans has none, so it is
 * written as a no-break space pulled closer by this much (thousandths of the font size, a TJ adjustment):
 * 0.28 em less 0.11, about the sixth of an em of the typographers. A reader copies a no-break space.
 */
const NARROW_PULL = 110;

export interface TextStyle {
  size: number;
  font: PDFFont;
  color: Color;
}

/** The width of a text as {@link write} draws it, narrow spaces narrow. */
export function textWidth(text: string, { size, font }: Pick<TextStyle, "size" | "font">): number {
  const narrow = text.split("\u202f").length - 1;
  return font.widthOfTextAtSize(text.replace(/\u202f/g, "\u00a0"), size) - (narrow * NARROW_PULL * size) / 1000;
}

/** One line of text from (x, y), its baseline: the one place our documents draw text. */
export function write(page: PDFPage, text: string, x: number, y: number, { size, font, color }: TextStyle) {
  const key = fontKey(page, font);
  const [first, ...rest] = text.split("\u202f");
  const items: (PDFHexString | number)[] = [font.encodeText(first)];
  for (const part of rest) items.push(font.encodeText("\u00a0"), NARROW_PULL, font.encodeText(part));
  const shown = rest.length === 0 ? showText(items[0] as PDFHexString) : PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [page.doc.context.obj(items)]);
  page.pushOperators(pushGraphicsState(), beginText(), setFillingColor(color), setFontAndSize(key, size), setTextMatrix(1, 0, 0, 1, x, y), shown, endText(), popGraphicsState());
}

/** The name of a font in a page's resources, added once per page (pdf-lib's drawText adds one per call). */
const fontKeys = new WeakMap<PDFPage, Map<PDFFont, PDFName>>();
function fontKey(page: PDFPage, font: PDFFont): PDFName {
  let keys = fontKeys.get(page);
  if (!keys) fontKeys.set(page, (keys = new Map()));
  let key = keys.get(font);
  if (!key) keys.set(font, (key = page.node.newFontDictionary(font.name, font.ref)));
  return key;
}

/** A text cut into lines of at most `width`, at ordinary spaces only (never inside « 620,00 € »). */
export function wrap(value: string, width: number, style: Pick<TextStyle, "size" | "font">): string[] {
  const words = value.replace(/[ \t\r\n]+/g, " ").trim().split(" ");
  let line = "";
  const lines: string[] = [];
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (textWidth(next, style) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: Color;
  indent?: number;
  /** Space after the text. */
  gap?: number;
  /** Line height, in font sizes. */
  leading?: number;
}

const TABLE_SIZE = 8.5;
const CHART_TITLE: TextOptions = { size: 11, bold: true, color: NAVY };
/** A table of up to so many rows is never cut by a page; a longer one keeps at least KEEP_ROWS on each side. */
const KEEP_WHOLE = 8;
const KEEP_ROWS = 3;

export class Writer {
  page!: PDFPage;
  y = 0;
  pages: PDFPage[] = [];
  constructor(
    private doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.newPage();
  }
  newPage() {
    this.page = this.doc.addPage([WIDTH, HEIGHT]);
    this.pages.push(this.page);
    this.y = HEIGHT - MARGIN;
  }
  /** Room left on the page for text. */
  get room() {
    return this.y - BOTTOM;
  }
  /** A new page unless `height` still fits on this one. */
  ensure(height: number) {
    if (this.y - height < BOTTOM) this.newPage();
  }
  /**
   * Keeps a block of `height` on one page: a new page when it does not fit in what is left of this one
   * but fits on a fresh one (a longer block starts here and runs on).
   */
  keep(height: number) {
    if (height > this.room && height <= HEIGHT - MARGIN - BOTTOM) this.newPage();
  }
  style({ size = 10, bold = false, color = GREY }: TextOptions = {}): TextStyle {
    return { size, font: bold ? this.bold : this.regular, color };
  }
  /** The height {@link text} takes for this value. */
  textHeight(value: string, options: TextOptions = {}) {
    const { size = 10, indent = 0, gap = 4, leading = 1.3 } = options;
    return wrap(value, WIDTH - 2 * MARGIN - indent, this.style(options)).length * size * leading + gap;
  }
  /** Wrapped text; moves down, onto a new page when the page is full. */
  text(value: string, options: TextOptions = {}) {
    const { size = 10, indent = 0, gap = 4, leading = 1.3 } = options;
    const style = this.style(options);
    for (const line of wrap(value, WIDTH - 2 * MARGIN - indent, style)) {
      this.ensure(size * leading);
      write(this.page, line, MARGIN + indent, this.y - size, style);
      this.y -= size * leading;
    }
    this.y -= gap;
  }
  /** A section's title, on the page of what follows it (`keepWith`: the height of the block to keep with it). */
  heading(value: string, keepWith = 40) {
    this.keep(this.headingHeight(value) + keepWith);
    this.y -= 8;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 15, width: 3, height: 16, color: TERRACOTTA });
    this.text(value, { size: 14, bold: true, color: NAVY, gap: 6, indent: 10 });
  }
  /** The height {@link heading} takes for this title. */
  headingHeight(value: string) {
    return this.textHeight(value, { size: 14, bold: true, gap: 6 }) + 8;
  }
  /** A title inside a section, kept with `keepWith` of what follows. */
  subheading(value: string, keepWith = 30) {
    this.keep(this.textHeight(value, { size: 11, bold: true, gap: 3 }) + 4 + keepWith);
    this.y -= 4;
    this.text(value, { size: 11, bold: true, color: NAVY, gap: 3 });
  }
  /** The height {@link table} takes for so many rows. */
  tableHeight(rows: number, { size = TABLE_SIZE } = {}) {
    return (rows + 1) * size * 1.9 + 8;
  }
  /**
   * What of a table stays on the page where it starts: all of it when it is short, else its header and first
   * rows (a long table runs on rather than leave a page half empty). Its title keeps with as much.
   */
  tableStart(rows: number, { size = TABLE_SIZE } = {}) {
    return this.tableHeight(rows <= KEEP_WHOLE ? rows : KEEP_ROWS, { size });
  }
  /**
   * A table: first column left-aligned, the others right-aligned; widths as fractions. A short table is kept
   * on one page ({@link tableStart}); a longer one runs on with its header row again on the next page, its
   * last rows not left alone there.
   */
  table(columns: string[], rows: string[][], widths: number[], { size = TABLE_SIZE, highlight = -1 } = {}) {
    const total = WIDTH - 2 * MARGIN;
    const xs: number[] = [];
    let x = MARGIN;
    for (const w of widths) {
      xs.push(x);
      x += w * total;
    }
    const rowHeight = size * 1.9;
    const draw = (cells: string[], font: PDFFont, fill?: Color) => {
      if (fill) this.page.drawRectangle({ x: MARGIN, y: this.y - rowHeight + 2, width: total, height: rowHeight, color: fill });
      cells.forEach((cell, i) => {
        const w = widths[i] * total - 6;
        const style = { size, font, color: i === 0 ? NAVY : GREY };
        let text = cell;
        while (textWidth(text, style) > w && text.length > 3) text = `${text.slice(0, -2)}…`;
        const tx = i === 0 ? xs[i] + 2 : xs[i] + widths[i] * total - 4 - textWidth(text, style);
        write(this.page, text, tx, this.y - size - 2, style);
      });
      this.y -= rowHeight;
    };
    this.keep(this.tableStart(rows.length, { size }));
    draw(columns, this.bold, LIGHT);
    rows.forEach((row, i) => {
      const left = rows.length - i;
      if (this.y - rowHeight * (left <= KEEP_ROWS ? left : 1) < BOTTOM) {
        this.newPage();
        draw(columns, this.bold, LIGHT);
      }
      draw(row, i === highlight ? this.bold : this.regular, i === highlight ? SAND : undefined);
    });
    this.y -= 8;
  }
  /** The height {@link chart} takes: its title, its plot and the rows of its legend. */
  chartHeight(title: string, g: ChartGeometry) {
    return this.textHeight(title, CHART_TITLE) + (g.height * (WIDTH - 2 * MARGIN)) / g.width + 6 + 12 * (this.legend(g).at(-1)?.row ?? 0) + 16;
  }
  /** Where each line's key goes under a chart: its row and its x. */
  private legend(g: ChartGeometry) {
    const style = { size: 8, font: this.regular };
    let [x, row] = [MARGIN, 0];
    return g.lines.map((line) => {
      const w = textWidth(line.label, style);
      if (x + w + 30 > WIDTH - MARGIN && x > MARGIN) [x, row] = [MARGIN, row + 1];
      const at = { line, x, row };
      x += w + 40;
      return at;
    });
  }
  chart(title: string, g: ChartGeometry) {
    const scale = (WIDTH - 2 * MARGIN) / g.width;
    const height = g.height * scale;
    this.keep(this.chartHeight(title, g));
    this.text(title, CHART_TITLE);
    const top = this.y;
    const px = (x: number) => MARGIN + x * scale;
    const py = (y: number) => top - y * scale;
    const small = { size: 7, font: this.regular, color: GREY };
    const dash = (line: ChartGeometry["lines"][number]) => (line.dash ? line.dash.split(" ").map(Number) : undefined);
    for (const t of g.yTicks) {
      this.page.drawLine({ start: { x: px(g.plot.left), y: py(t.y) }, end: { x: px(g.plot.right), y: py(t.y) }, thickness: 0.5, color: LIGHT });
      write(this.page, t.label, px(g.plot.left) - textWidth(t.label, small) - 4, py(t.y) - 2.5, small);
    }
    for (const t of g.xTicks) write(this.page, `an ${t.year}`, px(t.x) - 8, py(g.height - 10), small);
    this.page.drawLine({ start: { x: px(g.plot.left), y: py(g.zeroY) }, end: { x: px(g.plot.right), y: py(g.zeroY) }, thickness: 0.8, color: GREY });
    for (const line of g.lines) {
      for (let i = 1; i < line.points.length; i++) {
        const [x1, y1] = line.points[i - 1];
        const [x2, y2] = line.points[i];
        this.page.drawLine({ start: { x: px(x1), y: py(y1) }, end: { x: px(x2), y: py(y2) }, thickness: 1.6, color: hex(line.color), dashArray: dash(line) });
      }
    }
    const legendTop = top - height - 6;
    for (const { line, x, row } of this.legend(g)) {
      const y = legendTop - 12 * row;
      this.page.drawLine({ start: { x, y: y - 4 }, end: { x: x + 18, y: y - 4 }, thickness: 2, color: hex(line.color), dashArray: dash(line) });
      write(this.page, line.label, x + 22, y - 7, { size: 8, font: this.regular, color: GREY });
    }
    this.y = legendTop - 12 * (this.legend(g).at(-1)?.row ?? 0) - 16;
  }
  /** An image filling the box (x, y: its bottom left corner), cut to the box's proportions around its centre. */
  image(image: PDFImage, box: { x: number; y: number; width: number; height: number }) {
    const scale = Math.max(box.width / image.width, box.height / image.height);
    const [width, height] = [image.width * scale, image.height * scale];
    this.page.pushOperators(pushGraphicsState(), rectangle(box.x, box.y, box.width, box.height), clip(), endPath());
    this.page.drawImage(image, { x: box.x - (width - box.width) / 2, y: box.y - (height - box.height) / 2, width, height });
    this.page.pushOperators(popGraphicsState());
  }
  /** The brand's mark, `size` points wide, its bottom left corner at (x, y); `light` on a dark ground. */
  mark(x: number, y: number, size: number, { light = false } = {}) {
    const scale = size / BRAND_MARK.size;
    // drawSvgPath's y axis points down from (x, y): the top left corner of the mark.
    const at = { x, y: y + size, scale };
    this.page.drawSvgPath(BRAND_MARK.house, { ...at, color: light ? WHITE : NAVY });
    this.page.drawSvgPath(BRAND_MARK.door, { ...at, color: TERRACOTTA });
    const { cx, cy, r } = BRAND_MARK.window;
    this.page.drawCircle({ x: x + cx * scale, y: y + size - cy * scale, size: r * scale, color: light ? NAVY : SAND });
  }
}

/** What a document says about itself (its properties in a PDF reader). */
export interface PdfMeta {
  title: string;
  author: string;
  subject: string;
  date: Date;
}

/** A new document with the fonts embedded and its properties set, and the writer of its pages. */
export async function openPdf(meta: PdfMeta): Promise<{ doc: PDFDocument; w: Writer }> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const { regular, bold } = fontBytes();
  const w = new Writer(doc, await doc.embedFont(regular, { subset: true }), await doc.embedFont(bold, { subset: true }));
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author);
  doc.setSubject(meta.subject);
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  return { doc, w };
}

/**
 * Small lines at the foot of every page under a thin rule, from the page's number and the number of pages;
 * `corner`, when given, is written at the right of the first line (« Page 2 sur 5 »).
 */
export function drawFooters(w: Writer, lines: (page: number, pages: number) => string[], corner?: (page: number, pages: number) => string) {
  const style = { size: 7.5, font: w.regular, color: GREY };
  w.pages.forEach((page, i) => {
    const [n, pages] = [i + 1, w.pages.length];
    page.drawLine({ start: { x: MARGIN, y: 46 }, end: { x: WIDTH - MARGIN, y: 46 }, thickness: 0.5, color: LIGHT });
    lines(n, pages).forEach((line, j) => write(page, line, MARGIN, 34 - j * 11, style));
    if (corner) {
      const text = corner(n, pages);
      write(page, text, WIDTH - MARGIN - textWidth(text, { ...style, font: w.bold }), 34, { ...style, font: w.bold, color: NAVY });
    }
  });
}
