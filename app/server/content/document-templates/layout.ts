// The layout engine of the document templates: A4 pages, a vertical cursor, and French rich text wrapped
// (and justified) with the standard Helvetica fonts. The blocks are drawn on top of it (blocks.ts).
import { PageSizes, rgb, type Color, type PDFDocument, type PDFFont, type PDFPage } from "pdf-lib";
import { sanitize, typo, type Block, type Rich, type Style } from "./model";

export const [PAGE_W, PAGE_H] = PageSizes.A4;
export const MARGIN_X = 50;
export const CONTENT_W = PAGE_W - 2 * MARGIN_X;
export const CONTENT_TOP = PAGE_H - 60;
export const CONTENT_BOTTOM = 58;

export const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.38, 0.41, 0.47);
export const ACCENT = rgb(0.09, 0.25, 0.45);
export const RULE = rgb(0.72, 0.75, 0.8);
export const BOX_FILL = rgb(0.95, 0.96, 0.98);

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Piece {
  text: string;
  font: PDFFont;
  width: number;
}

/** A word (possibly made of several runs glued together): never broken across lines. */
export interface Unit {
  pieces: Piece[];
  width: number;
}

/** Cuts text to fit a width, adding an ellipsis when needed. */
export function fitText(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}\u2026`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}\u2026`;
}

/** Pages, a cursor and wrapped rich text: what the blocks (blocks.ts) are drawn with. */
export class TextLayout {
  readonly pages: PDFPage[] = [];
  protected page!: PDFPage;
  protected y = 0;
  protected previous: Block["kind"] | undefined;

  constructor(
    protected readonly doc: PDFDocument,
    protected readonly fonts: Fonts,
    protected readonly style: Style,
  ) {
    this.newPage();
  }

  protected newPage(): void {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.pages.push(this.page);
    this.y = CONTENT_TOP;
  }

  /** Starts a new page when less than `height` points are left. */
  protected ensure(height: number): void {
    if (this.y - height < CONTENT_BOTTOM) this.newPage();
  }

  clean(text: string, font: PDFFont = this.fonts.regular): string {
    return sanitize(typo(text), font);
  }

  /* --- rich text -------------------------------------------------------- */

  protected units(rich: Rich, size: number): Unit[] {
    const runs = typeof rich === "string" ? [rich] : rich;
    const units: Unit[] = [];
    let spaceBefore = true;
    for (const run of runs) {
      const text = typeof run === "string" ? run : run.text;
      const font = typeof run !== "string" && run.bold ? this.fonts.bold : this.fonts.regular;
      for (const part of this.clean(text, font).split(/( +)/)) {
        if (part === "") continue;
        if (part.trim() === "") {
          spaceBefore = true;
          continue;
        }
        const piece: Piece = { text: part, font, width: font.widthOfTextAtSize(part, size) };
        const last = units[units.length - 1];
        if (last && !spaceBefore) {
          last.pieces.push(piece);
          last.width += piece.width;
        } else {
          units.push({ pieces: [piece], width: piece.width });
        }
        spaceBefore = false;
      }
    }
    return units;
  }

  /** Greedy word wrap (widths from font.widthOfTextAtSize); over-long words are cut. */
  protected wrap(rich: Rich, size: number, maxWidth: number): Unit[][] {
    const spaceW = this.fonts.regular.widthOfTextAtSize(" ", size);
    const result: Unit[][] = [];
    let line: Unit[] = [];
    let width = 0;
    const push = (unit: Unit): void => {
      const added = (line.length > 0 ? spaceW : 0) + unit.width;
      if (line.length > 0 && width + added > maxWidth) {
        result.push(line);
        line = [unit];
        width = unit.width;
      } else {
        line.push(unit);
        width += added;
      }
    };
    for (const unit of this.units(rich, size)) {
      if (unit.width <= maxWidth) {
        push(unit);
        continue;
      }
      // Split an over-long word character by character.
      let chunk: Unit = { pieces: [], width: 0 };
      for (const piece of unit.pieces) {
        for (const ch of piece.text) {
          const w = piece.font.widthOfTextAtSize(ch, size);
          if (chunk.width + w > maxWidth && chunk.width > 0) {
            push(chunk);
            chunk = { pieces: [], width: 0 };
          }
          const last = chunk.pieces[chunk.pieces.length - 1];
          if (last && last.font === piece.font) {
            last.text += ch;
            last.width += w;
          } else {
            chunk.pieces.push({ text: ch, font: piece.font, width: w });
          }
          chunk.width += w;
        }
      }
      if (chunk.width > 0) push(chunk);
    }
    if (line.length > 0) result.push(line);
    return result;
  }

  protected drawLine(line: Unit[], x: number, baseline: number, size: number, maxWidth: number, justify: boolean, color: Color): void {
    const spaceW = this.fonts.regular.widthOfTextAtSize(" ", size);
    const natural = line.reduce((sum, u) => sum + u.width, 0) + spaceW * (line.length - 1);
    const gap = justify && line.length > 1 ? spaceW + (maxWidth - natural) / (line.length - 1) : spaceW;
    if (gap === spaceW) {
      // Merge consecutive pieces of the same font into one text operation.
      let cx = x;
      let current: { text: string; font: PDFFont; x: number } | undefined;
      const flush = (): void => {
        if (current) this.page.drawText(current.text, { x: current.x, y: baseline, size, font: current.font, color });
        current = undefined;
      };
      line.forEach((unit, i) => {
        unit.pieces.forEach((piece, j) => {
          const text = i > 0 && j === 0 ? ` ${piece.text}` : piece.text;
          if (current && current.font === piece.font) {
            current.text += text;
          } else {
            flush();
            current = { text: piece.text, font: piece.font, x: i > 0 && j === 0 ? cx + spaceW : cx };
          }
          cx += (i > 0 && j === 0 ? spaceW : 0) + piece.width;
        });
      });
      flush();
      return;
    }
    let cx = x;
    for (const unit of line) {
      for (const piece of unit.pieces) {
        this.page.drawText(piece.text, { x: cx, y: baseline, size, font: piece.font, color });
        cx += piece.width;
      }
      cx += gap;
    }
  }

  protected lineHeight(size: number): number {
    return size * 1.38;
  }

  /** Draws wrapped rich text starting at the current position; may span pages. */
  protected text(rich: Rich, opts: { size: number; x: number; width: number; color: Color; justify: boolean }): void {
    const lh = this.lineHeight(opts.size);
    const wrapped = this.wrap(rich, opts.size, opts.width);
    wrapped.forEach((line, i) => {
      this.ensure(lh);
      const isLast = i === wrapped.length - 1;
      this.drawLine(line, opts.x, this.y - opts.size, opts.size, opts.width, opts.justify && !isLast, opts.color);
      this.y -= lh;
    });
  }

  protected measure(rich: Rich, size: number, width: number): number {
    return this.wrap(rich, size, width).length * this.lineHeight(size);
  }
}
