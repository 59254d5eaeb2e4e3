// The PDF writer our documents share (the project dossier, the owner's receipts, tax summary and revision
// letter): A4 pages, Liberation Sans embedded as a subset through @pdf-lib/fontkit (selectable text, same
// rendering everywhere), wrapped text, tables, charts and the house colours.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, type PDFFont, type PDFPage, PageSizes, rgb } from "pdf-lib";
import type { ChartGeometry } from "~/domain/tax/chart";

const FONT_DIR = fileURLToPath(new URL("./fonts/", import.meta.url));
let fonts: { regular: Uint8Array; bold: Uint8Array } | null = null;
export function fontBytes() {
  // Read once; the built server resolves the folder from the source tree when the bundle has no copy.
  if (!fonts) {
    const dir = [FONT_DIR, `${process.cwd()}/app/server/fonts/`].find((d) => {
      try {
        readFileSync(`${d}LiberationSans-Regular.ttf`);
        return true;
      } catch {
        return false;
      }
    });
    if (!dir) throw new Error("Police du dossier PDF introuvable (app/server/fonts).");
    fonts = { regular: readFileSync(`${dir}LiberationSans-Regular.ttf`), bold: readFileSync(`${dir}LiberationSans-Bold.ttf`) };
  }
  return fonts;
}

export const NAVY = rgb(0.118, 0.227, 0.373);
export const GREY = rgb(0.28, 0.33, 0.41);
const LIGHT = rgb(0.89, 0.91, 0.94);
const SAND = rgb(0.96, 0.93, 0.87);
export const MARGIN = 48;
export const [WIDTH, HEIGHT] = PageSizes.A4;

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
  ensure(height: number) {
    if (this.y - height < MARGIN + 40) this.newPage();
  }
  /** Wrapped text, breaking at ordinary spaces only (never inside « 620,00 € »); returns nothing, moves down. */
  text(value: string, { size = 10, bold = false, color = GREY, indent = 0, gap = 4 } = {}) {
    const font = bold ? this.bold : this.regular;
    const width = WIDTH - 2 * MARGIN - indent;
    const words = clean(value).replace(/[ \t\r\n]+/g, " ").trim().split(" ");
    let line = "";
    const lines: string[] = [];
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const l of lines) {
      this.ensure(size + 2);
      this.page.drawText(l, { x: MARGIN + indent, y: this.y - size, size, font, color });
      this.y -= size * 1.3;
    }
    this.y -= gap;
  }
  heading(value: string) {
    this.ensure(60);
    this.y -= 6;
    this.text(value, { size: 14, bold: true, color: NAVY, gap: 6 });
  }
  /** A table: first column left-aligned, the others right-aligned; widths as fractions. */
  table(columns: string[], rows: string[][], widths: number[], { size = 8.5, highlight = -1 } = {}) {
    const total = WIDTH - 2 * MARGIN;
    const xs: number[] = [];
    let x = MARGIN;
    for (const w of widths) {
      xs.push(x);
      x += w * total;
    }
    const rowHeight = size * 1.9;
    const draw = (cells: string[], font: PDFFont, fill?: typeof SAND) => {
      this.ensure(rowHeight);
      if (fill) this.page.drawRectangle({ x: MARGIN, y: this.y - rowHeight + 2, width: total, height: rowHeight, color: fill });
      cells.forEach((cell, i) => {
        const w = widths[i] * total - 6;
        let text = clean(cell);
        while (font.widthOfTextAtSize(text, size) > w && text.length > 3) text = `${text.slice(0, -2)}…`;
        const tx = i === 0 ? xs[i] + 2 : xs[i] + widths[i] * total - 4 - font.widthOfTextAtSize(text, size);
        this.page.drawText(text, { x: tx, y: this.y - size - 2, size, font, color: i === 0 ? NAVY : GREY });
      });
      this.y -= rowHeight;
    };
    draw(columns, this.bold, LIGHT);
    rows.forEach((row, i) => draw(row, i === highlight ? this.bold : this.regular, i === highlight ? SAND : undefined));
    this.y -= 8;
  }
  chart(title: string, g: ChartGeometry) {
    const scale = (WIDTH - 2 * MARGIN) / g.width;
    const height = g.height * scale;
    this.ensure(height + 60);
    this.text(title, { size: 11, bold: true, color: NAVY });
    const top = this.y;
    const px = (x: number) => MARGIN + x * scale;
    const py = (y: number) => top - y * scale;
    for (const t of g.yTicks) {
      this.page.drawLine({ start: { x: px(g.plot.left), y: py(t.y) }, end: { x: px(g.plot.right), y: py(t.y) }, thickness: 0.5, color: LIGHT });
      const w = this.regular.widthOfTextAtSize(t.label, 7);
      this.page.drawText(t.label, { x: px(g.plot.left) - w - 4, y: py(t.y) - 2.5, size: 7, font: this.regular, color: GREY });
    }
    for (const t of g.xTicks) this.page.drawText(`an ${t.year}`, { x: px(t.x) - 8, y: py(g.height - 10), size: 7, font: this.regular, color: GREY });
    this.page.drawLine({ start: { x: px(g.plot.left), y: py(g.zeroY) }, end: { x: px(g.plot.right), y: py(g.zeroY) }, thickness: 0.8, color: GREY });
    for (const line of g.lines) {
      const color = hex(line.color);
      const dash = line.dash ? line.dash.split(" ").map(Number) : undefined;
      for (let i = 1; i < line.points.length; i++) {
        const [x1, y1] = line.points[i - 1];
        const [x2, y2] = line.points[i];
        this.page.drawLine({ start: { x: px(x1), y: py(y1) }, end: { x: px(x2), y: py(y2) }, thickness: 1.6, color, dashArray: dash });
      }
    }
    this.y = top - height - 6;
    let lx = MARGIN;
    for (const line of g.lines) {
      const w = this.regular.widthOfTextAtSize(line.label, 8);
      if (lx + w + 30 > WIDTH - MARGIN) {
        lx = MARGIN;
        this.y -= 12;
      }
      this.page.drawLine({ start: { x: lx, y: this.y - 4 }, end: { x: lx + 18, y: this.y - 4 }, thickness: 2, color: hex(line.color), dashArray: line.dash ? line.dash.split(" ").map(Number) : undefined });
      this.page.drawText(line.label, { x: lx + 22, y: this.y - 7, size: 8, font: this.regular, color: GREY });
      lx += w + 40;
    }
    this.y -= 22;
  }
}

function hex(color: string) {
  const n = Number.parseInt(color.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

/** pdf-lib draws what the font has: narrow no-break spaces of Intl become plain no-break spaces. */
export const clean = (s: string) => s.replace(/\u202f/g, "\u00a0");


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

/** Small lines at the foot of every page, from the page's number and the number of pages. */
export function drawFooters(w: Writer, lines: (page: number, pages: number) => string[]) {
  w.pages.forEach((page, i) => {
    lines(i + 1, w.pages.length).forEach((line, j) => page.drawText(clean(line), { x: MARGIN, y: 32 - j * 11, size: 7.5, font: w.regular, color: GREY }));
  });
}
