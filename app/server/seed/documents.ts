// Generates the seven fixed document templates (PDF) offered to clients on the
// resources page. Pure pdf-lib with the standard Helvetica fonts (WinAnsi
// encoding), so no font file is needed. Output is deterministic: the same
// company name always yields the same bytes.

import {
  PDFDocument,
  PageSizes,
  StandardFonts,
  rgb,
  type Color,
  type PDFFont,
  type PDFPage,
} from "pdf-lib";

export interface GeneratedDocument {
  slug: string;
  title: string;
  description: string;
  fileName: string;
  position: number;
  bytes: Uint8Array;
}

/* ------------------------------------------------------------------------ */
/* Content model                                                            */
/* ------------------------------------------------------------------------ */

/** A run of text; bold runs are rendered with Helvetica-Bold. */
type Run = string | { text: string; bold?: boolean };
/** Rich text: a plain string or a sequence of runs (wrapped together). */
type Rich = string | Run[];

/** One fill-in cell: a label followed by a dotted line; the number is a relative width. */
type FieldCell = string | [label: string, weight: number];

type Block =
  | { kind: "heading"; text: string }
  | { kind: "para"; text: Rich; size?: number; muted?: boolean; align?: "left" | "justify" }
  | { kind: "bullets"; items: Rich[]; size?: number }
  | { kind: "fields"; cells: FieldCell[] }
  | { kind: "checks"; label?: string; options: string[] }
  | { kind: "checklist"; items: Rich[]; columns: 1 | 2; size?: number }
  | { kind: "lines"; count: number }
  | { kind: "box"; title?: string; paras: Rich[]; size?: number }
  | { kind: "signatures"; labels: string[] }
  | { kind: "space"; height: number }
  /** Starts a new page unless `height` points are left (keeps what follows together). */
  | { kind: "keep"; height: number };

interface Style {
  /** Body font size, in points. */
  size: number;
  /** Height of one fill-in row, in points. */
  fieldHeight: number;
}

interface TemplateSpec {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  fileName: string;
  keywords: string[];
  style: Style;
  blocks: (company: string) => Block[];
}

const heading = (text: string): Block => ({ kind: "heading", text });
const para = (text: Rich, opts: { size?: number; muted?: boolean; align?: "left" | "justify" } = {}): Block => ({
  kind: "para",
  text,
  ...opts,
});
const note = (text: Rich): Block => ({ kind: "para", text, muted: true, size: 7.8, align: "left" });
const bullets = (items: Rich[], size?: number): Block => ({ kind: "bullets", items, size });
const fields = (...cells: FieldCell[]): Block => ({ kind: "fields", cells });
const checks = (label: string | undefined, options: string[]): Block => ({ kind: "checks", label, options });
const checklist = (items: Rich[], columns: 1 | 2 = 1, size?: number): Block => ({ kind: "checklist", items, columns, size });
const lines = (count: number): Block => ({ kind: "lines", count });
const box = (paras: Rich[], title?: string, size?: number): Block => ({ kind: "box", paras, title, size });
const signatures = (...labels: string[]): Block => ({ kind: "signatures", labels });
const keep = (height: number): Block => ({ kind: "keep", height });
const b = (text: string): Run => ({ text, bold: true });
/** A blank to fill in by hand inside a sentence. */
const blank = (n = 24): string => ".".repeat(n);

/* ------------------------------------------------------------------------ */
/* Typography                                                               */
/* ------------------------------------------------------------------------ */

const NBSP = "\u00a0";

/** French typographic niceties, all within WinAnsi: curly apostrophe, no-break spaces. */
function typo(text: string): string {
  return text
    .replace(/'/g, "\u2019")
    .replace(/ ([:;!?»€%])/g, `${NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/n° /g, `n°${NBSP}`)
    .replace(/(\d) (\d{3})(?!\d)/g, `$1${NBSP}$2`);
}

const FALLBACKS: Record<string, string> = {
  "\u202f": NBSP,
  "\u2007": NBSP,
  "\u2009": " ",
  "\u200b": "",
  "\u2010": "-",
  "\u2011": "-",
  "\u2212": "-",
};

const charsetCache = new WeakMap<PDFFont, Set<number>>();

/** Replaces every character the font cannot encode (WinAnsi) by a close equivalent. */
function sanitize(text: string, font: PDFFont): string {
  let charset = charsetCache.get(font);
  if (!charset) {
    charset = new Set(font.getCharacterSet());
    charsetCache.set(font, charset);
  }
  const known = charset;
  let out = "";
  for (const ch of text.normalize("NFC")) {
    const code = ch.codePointAt(0) ?? 63;
    if (code === 10 || code === 13 || code === 9) {
      out += " ";
    } else if (known.has(code)) {
      out += ch;
    } else if (ch in FALLBACKS) {
      out += FALLBACKS[ch];
    } else {
      const stripped = ch.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      // Symbols with no WinAnsi equivalent (emoji, dingbats...) are dropped.
      out += [...stripped].every((c) => known.has(c.codePointAt(0) ?? 63)) ? stripped : "";
    }
  }
  return out.replace(/ {2,}/g, " ");
}

/* ------------------------------------------------------------------------ */
/* Layout engine                                                            */
/* ------------------------------------------------------------------------ */

const [PAGE_W, PAGE_H] = PageSizes.A4;
const MARGIN_X = 50;
const CONTENT_W = PAGE_W - 2 * MARGIN_X;
const CONTENT_TOP = PAGE_H - 60;
const CONTENT_BOTTOM = 58;

const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.41, 0.47);
const ACCENT = rgb(0.09, 0.25, 0.45);
const RULE = rgb(0.72, 0.75, 0.8);
const BOX_FILL = rgb(0.95, 0.96, 0.98);

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Piece {
  text: string;
  font: PDFFont;
  width: number;
}

/** A word (possibly made of several runs glued together): never broken across lines. */
interface Unit {
  pieces: Piece[];
  width: number;
}

/** Cuts text to fit a width, adding an ellipsis when needed. */
function fitText(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (font.widthOfTextAtSize(text, size) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}\u2026`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}\u2026`;
}

class Layout {
  readonly pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;
  private previous: Block["kind"] | undefined;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly style: Style,
  ) {
    this.newPage();
  }

  private newPage(): void {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.pages.push(this.page);
    this.y = CONTENT_TOP;
  }

  /** Starts a new page when less than `height` points are left. */
  private ensure(height: number): void {
    if (this.y - height < CONTENT_BOTTOM) this.newPage();
  }

  clean(text: string, font: PDFFont = this.fonts.regular): string {
    return sanitize(typo(text), font);
  }

  /* --- rich text -------------------------------------------------------- */

  private units(rich: Rich, size: number): Unit[] {
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
  private wrap(rich: Rich, size: number, maxWidth: number): Unit[][] {
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

  private drawLine(line: Unit[], x: number, baseline: number, size: number, maxWidth: number, justify: boolean, color: Color): void {
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

  private lineHeight(size: number): number {
    return size * 1.38;
  }

  /** Draws wrapped rich text starting at the current position; may span pages. */
  private text(rich: Rich, opts: { size: number; x: number; width: number; color: Color; justify: boolean }): void {
    const lh = this.lineHeight(opts.size);
    const wrapped = this.wrap(rich, opts.size, opts.width);
    wrapped.forEach((line, i) => {
      this.ensure(lh);
      const isLast = i === wrapped.length - 1;
      this.drawLine(line, opts.x, this.y - opts.size, opts.size, opts.width, opts.justify && !isLast, opts.color);
      this.y -= lh;
    });
  }

  private measure(rich: Rich, size: number, width: number): number {
    return this.wrap(rich, size, width).length * this.lineHeight(size);
  }

  /* --- blocks ----------------------------------------------------------- */

  titleBlock(title: string, subtitle: string): void {
    const size = 17;
    this.page.drawRectangle({ x: MARGIN_X, y: this.y - size - 3, width: 3.5, height: size + 4, color: ACCENT });
    this.text([b(title)], { size, x: MARGIN_X + 10, width: CONTENT_W - 10, color: ACCENT, justify: false });
    this.y -= 1;
    this.text(subtitle, { size: 8.6, x: MARGIN_X + 10, width: CONTENT_W - 10, color: MUTED, justify: false });
    this.y -= 6;
  }

  render(block: Block): void {
    const s = this.style.size;
    const afterForm = this.previous === "fields" || this.previous === "checks";
    if (afterForm && (block.kind === "para" || block.kind === "bullets" || block.kind === "checklist")) this.y -= 4;
    this.previous = block.kind;
    switch (block.kind) {
      case "heading": {
        const size = s + 1.6;
        this.ensure(size + 8 + this.style.fieldHeight * 2);
        this.y -= 7;
        this.page.drawText(this.clean(block.text, this.fonts.bold), {
          x: MARGIN_X,
          y: this.y - size,
          size,
          font: this.fonts.bold,
          color: ACCENT,
        });
        this.y -= size + 3.5;
        this.page.drawLine({
          start: { x: MARGIN_X, y: this.y },
          end: { x: MARGIN_X + CONTENT_W, y: this.y },
          thickness: 0.6,
          color: ACCENT,
        });
        this.y -= 4;
        return;
      }
      case "para": {
        const size = block.size ?? s;
        this.text(block.text, {
          size,
          x: MARGIN_X,
          width: CONTENT_W,
          color: block.muted ? MUTED : INK,
          justify: (block.align ?? "justify") === "justify",
        });
        this.y -= size * 0.4;
        return;
      }
      case "bullets": {
        const size = block.size ?? s;
        const indent = 12;
        for (const item of block.items) {
          this.ensure(this.lineHeight(size));
          this.page.drawCircle({ x: MARGIN_X + 4, y: this.y - size * 0.66, size: 1.3, color: ACCENT });
          this.text(item, { size, x: MARGIN_X + indent, width: CONTENT_W - indent, color: INK, justify: true });
          this.y -= size * 0.15;
        }
        this.y -= size * 0.3;
        return;
      }
      case "fields":
        this.fieldsRow(block.cells);
        return;
      case "checks":
        this.checks(block.label, block.options);
        return;
      case "checklist":
        this.checklist(block.items, block.columns, block.size ?? s);
        return;
      case "lines": {
        const gap = this.style.fieldHeight + 1;
        for (let i = 0; i < block.count; i++) {
          this.ensure(gap);
          this.y -= gap;
          this.page.drawLine({
            start: { x: MARGIN_X, y: this.y + 3 },
            end: { x: MARGIN_X + CONTENT_W, y: this.y + 3 },
            thickness: 0.5,
            color: RULE,
          });
        }
        this.y -= 4;
        return;
      }
      case "box":
        this.box(block.paras, block.title, block.size ?? s - 0.6);
        return;
      case "signatures":
        this.signatures(block.labels);
        return;
      case "keep":
        this.ensure(block.height);
        return;
    }
  }

  private fieldsRow(cells: FieldCell[]): void {
    const size = this.style.size;
    const lh = this.lineHeight(size);
    const gutter = 12;
    const items = cells.map((c) => (typeof c === "string" ? { label: c, weight: 1 } : { label: c[0], weight: c[1] }));
    const total = items.reduce((sum, c) => sum + c.weight, 0);
    const usable = CONTENT_W - gutter * (items.length - 1);
    const minLine = 36;
    const layouts = items.map((item) => {
      const width = (usable * item.weight) / total;
      const label = this.clean(`${item.label} :`);
      const labelLines = this.wrap(label, size, width - minLine);
      return { width, labelLines };
    });
    const extraLines = Math.max(...layouts.map((l) => l.labelLines.length)) - 1;
    const height = this.style.fieldHeight + extraLines * lh;
    this.ensure(height);
    const baseline = this.y - height + 5;
    let x = MARGIN_X;
    for (const { width, labelLines } of layouts) {
      const firstBaseline = baseline + (labelLines.length - 1) * lh;
      let lastWidth = 0;
      labelLines.forEach((line, i) => {
        this.drawLine(line, x, firstBaseline - i * lh, size, width, false, MUTED);
        lastWidth = line.reduce((sum, u) => sum + u.width, 0) + this.fonts.regular.widthOfTextAtSize(" ", size) * (line.length - 1);
      });
      this.page.drawLine({
        start: { x: x + lastWidth + 4, y: baseline - 1 },
        end: { x: x + width, y: baseline - 1 },
        thickness: 0.7,
        color: RULE,
        dashArray: [1, 1.8],
      });
      x += width + gutter;
    }
    this.y -= height;
  }

  private checkbox(x: number, baseline: number, size: number): void {
    const side = size * 0.82;
    this.page.drawRectangle({
      x,
      y: baseline - 0.6,
      width: side,
      height: side,
      borderColor: INK,
      borderWidth: 0.7,
    });
  }

  private checks(label: string | undefined, options: string[]): void {
    const size = this.style.size;
    const rowH = this.lineHeight(size) + 3;
    const side = size * 0.82;
    let startX = MARGIN_X;
    const labelText = label ? this.clean(label, this.fonts.bold) : undefined;
    if (labelText) startX += this.fonts.bold.widthOfTextAtSize(labelText, size) + 8;
    let row: { x: number; text: string }[] = [];
    const rows = [row];
    let cx = startX;
    for (const option of options) {
      const text = this.clean(option);
      const w = side + 4 + this.fonts.regular.widthOfTextAtSize(text, size);
      if (cx + w > MARGIN_X + CONTENT_W && cx > startX) {
        row = [];
        rows.push(row);
        cx = startX;
      }
      row.push({ x: cx, text });
      cx += w + 14;
    }
    this.ensure(rows.length * rowH + 3);
    this.y -= 3;
    rows.forEach((row, i) => {
      const baseline = this.y - size - 1;
      if (i === 0 && labelText) {
        this.page.drawText(labelText, { x: MARGIN_X, y: baseline, size, font: this.fonts.bold, color: INK });
      }
      for (const item of row) {
        this.checkbox(item.x, baseline, size);
        this.page.drawText(item.text, { x: item.x + side + 4, y: baseline, size, font: this.fonts.regular, color: INK });
      }
      this.y -= rowH;
    });
  }

  private checklist(items: Rich[], columns: 1 | 2, size: number): void {
    const gutter = 16;
    const colW = (CONTENT_W - gutter * (columns - 1)) / columns;
    const side = size * 0.82;
    const textW = colW - side - 6;
    for (let i = 0; i < items.length; i += columns) {
      const row = items.slice(i, i + columns);
      const rowH = Math.max(...row.map((item) => this.measure(item, size, textW))) + 3;
      this.ensure(rowH);
      const top = this.y;
      row.forEach((item, col) => {
        const x = MARGIN_X + col * (colW + gutter);
        this.y = top;
        this.checkbox(x, top - size, size);
        this.text(item, { size, x: x + side + 6, width: textW, color: INK, justify: false });
      });
      this.y = top - rowH;
    }
    this.y -= 3;
  }

  private box(paras: Rich[], title: string | undefined, size: number): void {
    const pad = 8;
    const innerW = CONTENT_W - 2 * pad;
    const titleSize = size + 0.6;
    const gap = size * 0.45;
    const titleH = title ? this.lineHeight(titleSize) + 2 : 0;
    const bodyH = paras.reduce((sum, p) => sum + this.measure(p, size, innerW) + gap, -gap);
    const height = titleH + bodyH + 2 * pad;
    this.ensure(height + 6);
    this.y -= 4;
    this.page.drawRectangle({
      x: MARGIN_X,
      y: this.y - height,
      width: CONTENT_W,
      height,
      color: BOX_FILL,
      borderColor: RULE,
      borderWidth: 0.6,
    });
    const bottom = this.y - height;
    this.y -= pad;
    if (title) this.text([b(title)], { size: titleSize, x: MARGIN_X + pad, width: innerW, color: ACCENT, justify: false });
    if (title) this.y -= 2;
    paras.forEach((p, i) => {
      if (i > 0) this.y -= gap;
      this.text(p, { size, x: MARGIN_X + pad, width: innerW, color: INK, justify: true });
    });
    this.y = bottom - 4;
  }

  private signatures(labels: string[]): void {
    const size = this.style.size - 0.5;
    const gutter = 16;
    const boxH = 68;
    const width = Math.min((CONTENT_W - gutter * (labels.length - 1)) / labels.length, (CONTENT_W - gutter) / 2);
    const labelH = Math.max(...labels.map((l) => this.measure([b(l)], size, width))) + 2;
    this.ensure(labelH + boxH + 6);
    this.y -= 4;
    const top = this.y;
    labels.forEach((label, i) => {
      const x = MARGIN_X + i * (width + gutter);
      this.y = top;
      this.text([b(label)], { size, x, width, color: INK, justify: false });
      this.page.drawRectangle({
        x,
        y: top - labelH - boxH,
        width,
        height: boxH,
        borderColor: RULE,
        borderWidth: 0.7,
      });
    });
    this.y = top - labelH - boxH - 4;
  }

  /** Header and footer on every page, once the page count is known. */
  decorate(company: string, title: string): void {
    const total = this.pages.length;
    const companyText = fitText(this.clean(company, this.fonts.bold), this.fonts.bold, 9, CONTENT_W * 0.5);
    const titleText = fitText(this.clean(title), this.fonts.regular, 8, CONTENT_W * 0.46);
    const footerMax = CONTENT_W * 0.8;
    const fullFooter = this.clean(`Modèle de document fourni par ${company} – à compléter et à adapter à chaque situation.`);
    const footerText =
      this.fonts.regular.widthOfTextAtSize(fullFooter, 7.5) <= footerMax
        ? fullFooter
        : fitText(this.clean(`Modèle de document fourni par ${company}`), this.fonts.regular, 7.5, footerMax);
    this.pages.forEach((page, i) => {
      const headY = PAGE_H - 34;
      page.drawText(companyText, { x: MARGIN_X, y: headY, size: 9, font: this.fonts.bold, color: ACCENT });
      page.drawText(titleText, {
        x: MARGIN_X + CONTENT_W - this.fonts.regular.widthOfTextAtSize(titleText, 8),
        y: headY,
        size: 8,
        font: this.fonts.regular,
        color: MUTED,
      });
      page.drawLine({
        start: { x: MARGIN_X, y: headY - 7 },
        end: { x: MARGIN_X + CONTENT_W, y: headY - 7 },
        thickness: 0.6,
        color: RULE,
      });
      page.drawLine({ start: { x: MARGIN_X, y: 42 }, end: { x: MARGIN_X + CONTENT_W, y: 42 }, thickness: 0.6, color: RULE });
      page.drawText(footerText, { x: MARGIN_X, y: 30, size: 7.5, font: this.fonts.regular, color: MUTED });
      const pageText = `Page ${i + 1} / ${total}`;
      page.drawText(pageText, {
        x: MARGIN_X + CONTENT_W - this.fonts.bold.widthOfTextAtSize(pageText, 8),
        y: 30,
        size: 8,
        font: this.fonts.bold,
        color: INK,
      });
    });
  }
}

/* ------------------------------------------------------------------------ */
/* Document contents (French)                                               */
/* ------------------------------------------------------------------------ */

const IDENTITY_PIECES: Rich[] = [
  "carte nationale d’identité française ou étrangère ;",
  "passeport français ou étranger ;",
  "permis de conduire français ou étranger ;",
  "document justifiant du droit au séjour d’un ressortissant étranger : carte de séjour temporaire, carte de résident, carte de ressortissant d’un État membre de l’Union européenne ou de l’Espace économique européen.",
];

const ACTIVITY_PIECES: Rich[] = [
  "contrat de travail ou de stage ou, à défaut, attestation de l’employeur précisant l’emploi et la rémunération proposée, la date d’entrée en fonctions envisagée et, le cas échéant, la durée de la période d’essai ;",
  "pour une entreprise commerciale ou artisanale : extrait K ou K bis du registre du commerce et des sociétés, ou extrait d’immatriculation (ex-extrait D1 du répertoire des métiers), de moins de trois mois ;",
  "pour un travailleur indépendant : copie du certificat d’identification de l’INSEE comportant les numéros d’identification ;",
  "pour une profession libérale : copie de la carte professionnelle ;",
  "pour les autres professionnels : toute pièce récente attestant de l’activité ;",
  "pour un étudiant : carte d’étudiant ou certificat de scolarité de l’année en cours.",
];

const RESOURCES_PIECES: Rich[] = [
  "dernier ou avant-dernier avis d’imposition ou de non-imposition (ou avis équivalent établi par l’administration fiscale étrangère pour les revenus imposés hors de France) ;",
  "trois derniers bulletins de salaire ;",
  "justificatif de versement des indemnités de stage ;",
  "pour les non-salariés : deux derniers bilans ou, à défaut, attestation de ressources pour l’exercice en cours délivrée par un comptable ;",
  "justificatif de versement des indemnités, retraites, pensions, prestations sociales et familiales et allocations perçues lors des trois derniers mois, ou justificatif de l’ouverture des droits établi par l’organisme payeur ;",
  "avis d’attribution de bourse pour les étudiants boursiers ;",
  "titre de propriété d’un bien immobilier ou dernier avis de taxe foncière ;",
  "justificatif de revenus fonciers, de rentes viagères ou de revenus de valeurs et capitaux mobiliers.",
];

const FORBIDDEN_PIECES =
  "relevé de compte bancaire ou postal, attestation de bonne tenue de compte, attestation d’absence de crédit en cours, autorisation de prélèvement automatique, carte d’assuré social, photographie d’identité (hors celle de la pièce d’identité), contrat de mariage, certificat de concubinage, jugement de divorce (hors passage relatif à l’autorité parentale), dossier médical, extrait de casier judiciaire, chèque de réservation du logement, production de plus de deux bilans.";

const LEASE_REMINDERS: Rich[] = [
  [
    b("Révision du loyer : "),
    "elle prend effet à la date de la demande du bailleur, sans effet rétroactif ; faute de demande dans l’année qui suit la date prévue, le bailleur est réputé y avoir renoncé pour l’année écoulée (article 17-1).",
  ],
  [
    b("Performance énergétique : "),
    "en France métropolitaine, les loyers des logements classés F ou G au diagnostic de performance énergétique ne peuvent plus être augmentés (révision, majoration ou réévaluation) depuis le 24 août 2022, et un logement classé G ne répond plus aux critères de décence pour les baux conclus ou renouvelés depuis le 1er janvier 2025.",
  ],
  [
    b("Charges et réparations : "),
    "la liste des charges récupérables est fixée par le décret n° 87-713 du 26 août 1987 et celle des réparations locatives par le décret n° 87-712 du 26 août 1987.",
  ],
  [
    b("Assurance : "),
    "le locataire remet une attestation d’assurance contre les risques locatifs lors de la remise des clés, puis chaque année à la demande du bailleur.",
  ],
];

const TEMPLATES: TemplateSpec[] = [
  /* 1 ------------------------------------------------------------------- */
  {
    slug: "dossier-candidature-locataire",
    title: "Fiche de candidature locataire",
    subtitle:
      "À remplir par chaque candidat majeur (un exemplaire par colocataire ou par membre du couple) et à remettre avec les pièces justificatives. Les informations servent uniquement à l’étude de la candidature.",
    description:
      "Formulaire à remplir par chaque candidat pour présenter sa situation au propriétaire : identité, adresse, emploi, revenus et garant.",
    fileName: "fiche-candidature-locataire.pdf",
    keywords: ["location", "candidature", "locataire", "dossier"],
    style: { size: 9, fieldHeight: 20.5 },
    blocks: (company) => [
      heading("1. Logement demandé"),
      fields("Adresse du logement"),
      fields("Loyer hors charges (€)", "Charges (€)", "Date d’entrée souhaitée"),
      checks("Type de location :", ["Vide", "Meublée", "Colocation", "Bail étudiant (9 mois)"]),
      heading("2. Identité du candidat"),
      checks(undefined, ["Madame", "Monsieur"]),
      fields("Nom", "Prénom"),
      fields("Nom de naissance (si différent)", "Date de naissance"),
      fields("Lieu de naissance", "Personnes qui occuperont le logement"),
      fields("Téléphone", "Adresse électronique"),
      heading("3. Adresse actuelle"),
      fields("Adresse"),
      fields(["Code postal", 1], ["Ville", 2]),
      checks("Vous êtes :", ["Locataire", "Propriétaire", "Hébergé(e) à titre gratuit", "Autre"]),
      fields("Depuis le", "Loyer actuel charges comprises (€)"),
      fields("Motif du déménagement"),
      heading("4. Situation professionnelle"),
      checks(undefined, [
        "CDI",
        "CDD",
        "Intérim",
        "Fonctionnaire",
        "Indépendant / profession libérale",
        "Étudiant(e)",
        "Apprenti(e)",
        "Retraité(e)",
        "Sans emploi",
        "Autre",
      ]),
      fields("Profession ou poste occupé", "Employeur ou établissement"),
      fields("Adresse de l’employeur"),
      fields("Date d’embauche ou de début d’activité", "Fin de contrat (CDD, stage)"),
      checks("Période d’essai terminée :", ["Oui", "Non", "Sans objet"]),
      heading("5. Revenus mensuels nets"),
      fields("Salaires ou revenus d’activité (€)", "Pensions, retraites, rentes (€)"),
      fields("Prestations et allocations (€)", "Aide au logement estimée (€)"),
      fields("Autres revenus, à préciser (€)", "Total des revenus mensuels (€)"),
      heading("6. Garantie proposée"),
      checks(undefined, ["Caution personne physique", "Garantie Visale", "Organisme de cautionnement", "Aucune"]),
      fields("Nom et prénom du garant", "Lien avec le candidat"),
      fields("Téléphone du garant", "Adresse électronique du garant"),
      fields("Profession du garant", "Revenus mensuels nets du garant (€)"),
      heading("7. Pièces jointes"),
      checklist(
        [
          "Justificatif d’identité en cours de validité",
          "Justificatif de domicile actuel",
          "Justificatif(s) d’activité professionnelle",
          "Justificatif(s) de ressources",
          "Dernier avis d’imposition ou de non-imposition",
          "Dossier du garant ou visa Visale",
        ],
        2,
      ),
      note(
        "Seules les pièces prévues par le décret n° 2015-1437 du 5 novembre 2015 peuvent vous être demandées (voir la « Liste des pièces justificatives du locataire »). Ne joignez jamais de relevé bancaire.",
      ),
      heading("8. Observations"),
      lines(3),
      heading("9. Déclaration et signature"),
      para(
        "Je certifie sur l’honneur l’exactitude des renseignements portés sur cette fiche et l’authenticité des pièces jointes. Je suis informé(e) qu’une fausse déclaration peut entraîner le rejet de ma candidature et engager ma responsabilité.",
      ),
      fields("Fait à", "Le"),
      signatures("Signature du candidat"),
      box(
        [
          `Les informations recueillies sont destinées au seul bailleur et, le cas échéant, à son mandataire ou à ${company}, pour l’étude de votre candidature. Elles ne sont pas conservées au-delà de ce qui est nécessaire à cette étude. Vous disposez d’un droit d’accès, de rectification et d’effacement de vos données (règlement général sur la protection des données et loi « Informatique et libertés »).`,
        ],
        "Protection de vos données",
        7.8,
      ),
    ],
  },

  /* 2 ------------------------------------------------------------------- */
  {
    slug: "acte-caution-solidaire",
    title: "Acte de cautionnement solidaire",
    subtitle:
      "Cautionnement des obligations d’un locataire de logement – article 22-1 de la loi n° 89-462 du 6 juillet 1989 et articles 2288 et suivants du Code civil. Un acte par caution.",
    description:
      "Modèle d’acte par lequel un proche se porte caution solidaire d’un locataire, avec les mentions exigées par l’article 22-1 de la loi du 6 juillet 1989.",
    fileName: "acte-caution-solidaire.pdf",
    keywords: ["caution", "cautionnement solidaire", "garant", "bail", "loi du 6 juillet 1989"],
    style: { size: 8.8, fieldHeight: 18 },
    blocks: () => [
      heading("1. La caution"),
      fields("Nom", "Prénom"),
      fields("Date de naissance", "Lieu de naissance"),
      fields("Adresse"),
      fields("Téléphone", "Adresse électronique"),
      heading("2. Le bailleur (créancier)"),
      fields("Nom et prénom ou dénomination"),
      fields("Adresse"),
      fields("Mandataire, le cas échéant (nom et adresse)"),
      heading("3. Le ou les locataires cautionnés"),
      fields("Nom(s) et prénom(s)"),
      fields("En colocation : colocataire dont le congé met fin à l’engagement de la caution"),
      heading("4. Le contrat de location garanti"),
      fields("Adresse du logement loué"),
      checks("Nature du bail :", ["Location vide", "Location meublée", "Bail étudiant (9 mois)"]),
      fields("Date de signature du bail", "Date de prise d’effet", "Durée du bail"),
      fields("Loyer hors charges (€)", "Charges (€)", "Total mensuel (€)"),
      para([
        b("Révision du loyer. "),
        `Le loyer est révisé chaque année à la date anniversaire du bail ou à la date suivante : ${blank(22)}, selon la variation de l’indice de référence des loyers (IRL) publié par l’INSEE. Trimestre de référence : ${blank(18)} ; valeur de l’indice : ${blank(14)}.`,
      ]),
      heading("5. Engagement de la caution"),
      para(
        "La caution déclare se porter caution solidaire du ou des locataires désignés ci-dessus, au profit du bailleur, pour le paiement des loyers et de leurs révisions, des charges récupérables, des réparations locatives, des indemnités d’occupation éventuelles, ainsi que des intérêts, frais et accessoires dus en exécution du contrat de location.",
      ),
      para(
        "La caution renonce aux bénéfices de discussion et de division : le bailleur pourra lui réclamer les sommes dues sans poursuivre d’abord le locataire et, s’il existe plusieurs cautions, sans diviser ses poursuites entre elles.",
      ),
      para([
        b("Montant maximal garanti, en principal et accessoires : "),
        `${blank(16)} € (en chiffres), soit ${blank(60)} euros (en toutes lettres). En cas de différence, la somme écrite en toutes lettres prévaut.`,
      ]),
      para([b("Durée de l’engagement (cocher une case) :")], { align: "left" }),
      checklist([
        `Durée déterminée : jusqu’au ${blank(22)}, couvrant le bail initial ainsi que ses reconductions et renouvellements intervenant jusqu’à cette date.`,
        "Durée indéterminée : la caution peut alors résilier son engagement dans les conditions rappelées au point 6.",
      ]),
      heading("6. Reproduction de l’avant-dernier alinéa de l’article 22-1"),
      box([
        "« Lorsque le cautionnement d’obligations résultant d’un contrat de location conclu en application du présent titre ne comporte aucune indication de durée ou lorsque la durée du cautionnement est stipulée indéterminée, la caution peut le résilier unilatéralement. La résiliation prend effet au terme du contrat de location, qu’il s’agisse du contrat initial ou d’un contrat reconduit ou renouvelé, au cours duquel le bailleur reçoit notification de la résiliation. »",
      ]),
      heading("7. Mention de la caution"),
      para(
        "La caution appose ci-dessous, elle-même, une mention exprimant de façon explicite et non équivoque la connaissance qu’elle a de la nature et de l’étendue de son obligation. Depuis le 1er janvier 2022 (ordonnance n° 2021-1192 du 15 septembre 2021), la loi n’exige plus que cette mention soit manuscrite : elle peut aussi être apposée électroniquement, dans les conditions de l’article 1174 du Code civil. L’écrire de sa main reste la solution la plus sûre. Formule proposée, à compléter :",
      ),
      box([
        `« En me portant caution solidaire de ${blank(30)}, dans la limite de la somme de ${blank(12)} € (${blank(40)} euros) couvrant le paiement du principal, des intérêts, frais et accessoires, je m’engage à payer au bailleur ce que lui doit le locataire en cas de défaillance de celui-ci, pour la durée de ${blank(20)}. Je connais la nature et l’étendue de mon engagement. Renonçant aux bénéfices de discussion et de division, je reconnais ne pouvoir exiger du bailleur qu’il poursuive d’abord le locataire ou qu’il divise ses poursuites entre les cautions. Le loyer mensuel est de ${blank(12)} €, révisable chaque année selon l’indice de référence des loyers. »`,
      ]),
      lines(8),
      heading("8. Remise des documents et signatures"),
      para(
        "La caution reconnaît avoir reçu un exemplaire du contrat de location. Le présent acte est établi en autant d’exemplaires originaux que de parties.",
      ),
      fields("Fait à", "Le"),
      signatures("La caution", "Le bailleur ou son mandataire"),
      box(
        [
          "Les formalités de l’article 22-1 (montant du loyer et conditions de sa révision, mention de la caution, reproduction de l’alinéa cité au point 6, remise d’un exemplaire du bail) sont prescrites à peine de nullité du cautionnement.",
          "Un bailleur qui a souscrit une assurance garantissant les obligations locatives du locataire ne peut pas exiger de cautionnement, sauf si le logement est loué à un étudiant ou à un apprenti. Le bailleur ne peut pas refuser une caution au motif qu’elle n’a pas la nationalité française ou qu’elle ne réside pas en métropole.",
          "En colocation, l’engagement de la caution d’un colocataire qui donne congé prend fin à la date d’effet du congé si un nouveau colocataire figure au bail, et au plus tard six mois après cette date (article 8-1 de la loi du 6 juillet 1989).",
        ],
        "Rappels",
        7.8,
      ),
    ],
  },

  /* 3 ------------------------------------------------------------------- */
  {
    slug: "bail-meuble-alur",
    title: "Contrat de location meublée (loi ALUR)",
    subtitle:
      "Logement meublé loué à titre de résidence principale – titre Ier bis de la loi n° 89-462 du 6 juillet 1989 modifiée par la loi n° 2014-366 du 24 mars 2014 (ALUR) ; modèle établi d’après le contrat type du décret n° 2015-587 du 29 mai 2015.",
    description:
      "Modèle de bail d’un an, ou de neuf mois pour un étudiant, pour louer un logement meublé à titre de résidence principale.",
    fileName: "contrat-location-meublee.pdf",
    keywords: ["bail", "location meublée", "loi ALUR", "contrat de location"],
    style: { size: 8.9, fieldHeight: 18 },
    blocks: () => [
      heading("I. Désignation des parties"),
      fields("Bailleur : nom et prénom ou dénomination"),
      fields(["Adresse du bailleur", 2], ["Adresse électronique", 1]),
      checks("Le bailleur est :", ["une personne physique", "une SCI familiale", "une autre personne morale"]),
      fields("Mandataire éventuel : nom, adresse, n° et lieu de délivrance de la carte professionnelle"),
      fields("Locataire(s) : nom(s) et prénom(s)"),
      fields("Adresse électronique du ou des locataires (facultatif)"),
      heading("II. Objet du contrat"),
      fields("Adresse du logement (bâtiment, escalier, étage, porte)"),
      checks("Type d’habitat :", ["immeuble collectif", "maison individuelle"]),
      checks("Régime juridique :", ["monopropriété", "copropriété"]),
      fields("Période de construction", "Surface habitable (m²)", "Pièces principales"),
      fields("Autres parties du logement (grenier, terrasse, balcon, jardin...)"),
      checks("Chauffage :", ["individuel", "collectif"]),
      checks("Eau chaude sanitaire :", ["individuelle", "collective"]),
      fields("Locaux et équipements accessoires à usage privatif (cave, parking, garage...)"),
      fields("Parties et équipements communs (ascenseur, local vélos, espaces verts...)"),
      fields("Équipements d’accès aux technologies de l’information (fibre, câble, antenne...)"),
      checks("Destination :", ["habitation principale", "usage mixte professionnel et d’habitation"]),
      heading("III. Date de prise d’effet et durée"),
      fields("Date de prise d’effet du contrat"),
      checklist([
        [b("Un an"), ", reconduit tacitement par périodes d’un an à défaut de congé."],
        [b("Neuf mois"), " (locataire étudiant) : le contrat n’est pas reconduit et prend fin à son terme sans qu’un congé soit nécessaire."],
      ]),
      para(
        "Le locataire peut donner congé à tout moment avec un préavis d’un mois. Le bailleur peut donner congé pour le terme du contrat, avec un préavis de trois mois, pour reprendre ou vendre le logement ou pour un motif légitime et sérieux (article 25-8 de la loi du 6 juillet 1989). Le congé est notifié par lettre recommandée avec avis de réception, acte de commissaire de justice ou remise en main propre contre récépissé.",
      ),
      heading("IV. Conditions financières"),
      fields("Loyer hors charges (€)", "Charges (€)", "Total mensuel (€)"),
      checks("Charges :", ["provisions, régularisées chaque année", "forfait (non régularisable)"]),
      para(
        [
          b("Zone d’encadrement des loyers, le cas échéant : "),
          `loyer de référence ${blank(10)} €/m², loyer de référence majoré ${blank(10)} €/m², complément de loyer ${blank(10)} € justifié par ${blank(30)}.`,
        ],
        { align: "left" },
      ),
      para([
        b("Révision : "),
        `le loyer est révisé chaque année à la date anniversaire du contrat, selon la variation de l’indice de référence des loyers (IRL) publié par l’INSEE. Trimestre de référence : ${blank(16)}.`,
      ]),
      para([
        b("Paiement : "),
        `mensuel et d’avance, le ${blank(6)} de chaque mois, par ${blank(28)}. Une quittance est remise gratuitement au locataire qui en fait la demande.`,
      ]),
      fields(["Précédent locataire parti depuis moins de 18 mois : dernier loyer (€)", 2], ["versé le", 1]),
      fields("Travaux réalisés depuis le dernier contrat (nature, montant)"),
      heading("V. Garanties"),
      para([
        b("Dépôt de garantie : "),
        `${blank(14)} €, versé à la signature, dans la limite de deux mois de loyer hors charges (article 25-6). Il est restitué dans un délai d’un mois à compter de la remise des clés si l’état des lieux de sortie est conforme à l’état des lieux d’entrée, de deux mois dans le cas contraire, déduction faite des sommes restant dues au bailleur et dûment justifiées. À défaut, la somme due est majorée de 10 % du loyer mensuel hors charges par mois de retard commencé.`,
      ]),
      checks("Garantie :", ["aucune", "acte de cautionnement annexé", "garantie Visale", "autre"]),
      heading("VI. Mobilier et inventaire"),
      para(
        "Le logement est équipé d’un mobilier en nombre et en qualité suffisants pour permettre au locataire d’y dormir, manger et vivre convenablement au regard des exigences de la vie courante, comprenant au minimum (décret n° 2015-981 du 31 juillet 2015) :",
      ),
      checklist(
        [
          "literie comprenant couette ou couverture",
          "occultation des fenêtres des chambres",
          "plaques de cuisson",
          "four ou four à micro-ondes",
          "réfrigérateur avec compartiment à -6 °C au plus, ou congélateur",
          "vaisselle nécessaire à la prise des repas",
          "ustensiles de cuisine",
          "table et sièges",
          "étagères de rangement",
          "luminaires",
          "matériel d’entretien ménager adapté au logement",
        ],
        2,
      ),
      para(
        "Un inventaire et état détaillé du mobilier, établi contradictoirement lors de la remise des clés, est annexé au contrat, de même que l’état des lieux d’entrée.",
      ),
      heading("VII. Clauses"),
      para([
        b("Solidarité. "),
        "Lorsque le logement est loué à plusieurs locataires, ceux-ci sont tenus solidairement et indivisiblement de l’exécution du contrat. La solidarité d’un colocataire qui donne congé, et celle de sa caution, prennent fin à la date d’effet du congé si un nouveau colocataire figure au bail, et au plus tard six mois après cette date.",
      ]),
      para([
        b("Clause résolutoire. "),
        "Le contrat est résilié de plein droit, dans les conditions de l’article 24 de la loi du 6 juillet 1989, à défaut de paiement du loyer ou des charges aux termes convenus ou de versement du dépôt de garantie, après un commandement de payer demeuré infructueux ; à défaut d’assurance du locataire contre les risques locatifs, un mois après un commandement demeuré infructueux ; ou en cas de troubles de voisinage constatés par une décision de justice passée en force de chose jugée.",
      ]),
      para([
        b("Obligations. "),
        "Le locataire use paisiblement du logement, paie le loyer et les charges aux termes convenus, répond des dégradations survenues pendant la location, assure l’entretien courant et les menues réparations, et s’assure contre les risques locatifs. Le bailleur délivre un logement décent, en bon état d’usage et de réparation, et en assure la jouissance paisible.",
      ]),
      para([
        b("Honoraires. "),
        `Si le bail est conclu par un intermédiaire, les honoraires à la charge du locataire (visite, dossier, rédaction du bail, état des lieux) ne peuvent excéder ni ceux du bailleur ni les plafonds réglementaires : ${blank(12)} € dont ${blank(10)} € pour l’état des lieux ; à la charge du bailleur : ${blank(12)} €.`,
      ]),
      heading("VIII. Conditions particulières"),
      lines(3),
      heading("IX. Annexes"),
      checklist(
        [
          "Dossier de diagnostic technique (DPE, plomb, électricité, gaz, état des risques, amiante, bruit le cas échéant)",
          "Notice d’information relative aux droits et obligations des locataires et des bailleurs",
          "État des lieux d’entrée",
          "Inventaire et état détaillé du mobilier",
          "Extraits du règlement de copropriété (destination, usage des parties, quote-part des charges)",
          "Acte de cautionnement, le cas échéant",
        ],
        2,
      ),
      box(
        [
          ...LEASE_REMINDERS,
          [
            b("Inventaire : "),
            "un inventaire et un état détaillé du mobilier sont établis lors de la remise et de la restitution des clés, en autant d’exemplaires que de parties (article 25-5).",
          ],
        ],
        "Rappels utiles",
        7.9,
      ),
      keep(150),
      heading("X. Signatures"),
      para(
        "Chaque partie reconnaît avoir reçu un exemplaire original du présent contrat et de ses annexes. Signature de chaque partie, et de chaque locataire en cas de pluralité.",
      ),
      fields(["Fait à", 2], ["Le", 1.4], ["en (nombre) exemplaires", 1.6]),
      signatures("Le bailleur ou son mandataire", "Le ou les locataires"),
    ],
  },

  /* 4 ------------------------------------------------------------------- */
  {
    slug: "bail-vide-alur",
    title: "Contrat de location vide (loi ALUR)",
    subtitle:
      "Logement non meublé loué à titre de résidence principale – titre Ier de la loi n° 89-462 du 6 juillet 1989 modifiée par la loi n° 2014-366 du 24 mars 2014 (ALUR) ; modèle établi d’après le contrat type du décret n° 2015-587 du 29 mai 2015.",
    description:
      "Modèle de bail de trois ans pour louer un logement vide à titre de résidence principale, conforme à la loi ALUR.",
    fileName: "contrat-location-vide.pdf",
    keywords: ["bail", "location vide", "location nue", "loi ALUR", "contrat de location"],
    style: { size: 8.9, fieldHeight: 18 },
    blocks: () => [
      heading("I. Désignation des parties"),
      fields("Bailleur : nom et prénom ou dénomination"),
      fields(["Adresse du bailleur", 2], ["Adresse électronique", 1]),
      checks("Le bailleur est :", ["une personne physique", "une SCI familiale", "une autre personne morale"]),
      fields("Mandataire éventuel : nom, adresse, n° et lieu de délivrance de la carte professionnelle"),
      fields("Locataire(s) : nom(s) et prénom(s)"),
      fields("Adresse électronique du ou des locataires (facultatif)"),
      heading("II. Objet du contrat"),
      fields("Adresse du logement (bâtiment, escalier, étage, porte)"),
      checks("Type d’habitat :", ["immeuble collectif", "maison individuelle"]),
      checks("Régime juridique :", ["monopropriété", "copropriété"]),
      fields("Période de construction", "Surface habitable (m²)", "Pièces principales"),
      fields("Autres parties du logement (grenier, terrasse, balcon, jardin...)"),
      fields("Éléments d’équipement du logement (cuisine équipée, installations sanitaires...)"),
      checks("Chauffage :", ["individuel", "collectif"]),
      checks("Eau chaude sanitaire :", ["individuelle", "collective"]),
      fields("Locaux et équipements accessoires à usage privatif (cave, parking, garage...)"),
      fields("Parties et équipements communs (ascenseur, local vélos, espaces verts...)"),
      fields("Équipements d’accès aux technologies de l’information (fibre, câble, antenne...)"),
      checks("Destination :", ["habitation principale", "usage mixte professionnel et d’habitation"]),
      heading("III. Date de prise d’effet et durée"),
      fields("Date de prise d’effet du contrat"),
      checklist([
        [b("Trois ans"), " (bailleur personne physique ou SCI familiale)."],
        [b("Six ans"), " (bailleur personne morale)."],
        [
          b("Durée réduite"),
          ` d’au moins un an (bailleur personne physique, article 11), justifiée par l’événement familial ou professionnel précis suivant : ${blank(50)}`,
        ],
      ]),
      para(
        "À défaut de congé, le contrat est reconduit tacitement pour la même durée (trois ou six ans). Le locataire peut donner congé à tout moment avec un préavis de trois mois, réduit à un mois notamment en zone tendue, en cas d’obtention d’un premier emploi, de mutation, de perte d’emploi ou de nouvel emploi consécutif à une perte d’emploi, pour raison de santé ou pour les bénéficiaires du RSA ou de l’AAH (article 15). Le bailleur peut donner congé pour le terme du contrat, avec un préavis de six mois, pour reprendre ou vendre le logement ou pour un motif légitime et sérieux.",
      ),
      heading("IV. Conditions financières"),
      fields("Loyer hors charges (€)", "Provision sur charges (€)", "Total mensuel (€)"),
      para(
        "Les charges récupérables sont payées par provisions mensuelles, régularisées chaque année au vu du décompte par nature de charges ; les pièces justificatives sont tenues à la disposition du locataire.",
      ),
      para(
        [
          b("Zone d’encadrement des loyers, le cas échéant : "),
          `loyer de référence ${blank(10)} €/m², loyer de référence majoré ${blank(10)} €/m², complément de loyer ${blank(10)} € justifié par ${blank(30)}.`,
        ],
        { align: "left" },
      ),
      para([
        b("Révision : "),
        `le loyer est révisé chaque année à la date anniversaire du contrat, selon la variation de l’indice de référence des loyers (IRL) publié par l’INSEE. Trimestre de référence : ${blank(16)}.`,
      ]),
      para([
        b("Paiement : "),
        `mensuel et d’avance, le ${blank(6)} de chaque mois, par ${blank(28)}. Une quittance est remise gratuitement au locataire qui en fait la demande.`,
      ]),
      fields(["Précédent locataire parti depuis moins de 18 mois : dernier loyer (€)", 2], ["versé le", 1]),
      fields("Travaux réalisés depuis le dernier contrat (nature, montant)"),
      heading("V. Garanties"),
      para([
        b("Dépôt de garantie : "),
        `${blank(14)} €, versé à la signature, dans la limite d’un mois de loyer hors charges (article 22). Il est restitué dans un délai d’un mois à compter de la remise des clés si l’état des lieux de sortie est conforme à l’état des lieux d’entrée, de deux mois dans le cas contraire, déduction faite des sommes restant dues au bailleur et dûment justifiées. À défaut, la somme due est majorée de 10 % du loyer mensuel hors charges par mois de retard commencé.`,
      ]),
      checks("Garantie :", ["aucune", "acte de cautionnement annexé", "garantie Visale", "autre"]),
      heading("VI. Clauses"),
      para([
        b("Solidarité. "),
        "Lorsque le logement est loué à plusieurs locataires, ceux-ci sont tenus solidairement et indivisiblement de l’exécution du contrat. La solidarité d’un colocataire qui donne congé, et celle de sa caution, prennent fin à la date d’effet du congé si un nouveau colocataire figure au bail, et au plus tard six mois après cette date.",
      ]),
      para([
        b("Clause résolutoire. "),
        "Le contrat est résilié de plein droit, dans les conditions de l’article 24 de la loi du 6 juillet 1989, à défaut de paiement du loyer ou des charges aux termes convenus ou de versement du dépôt de garantie, après un commandement de payer demeuré infructueux ; à défaut d’assurance du locataire contre les risques locatifs, un mois après un commandement demeuré infructueux ; ou en cas de troubles de voisinage constatés par une décision de justice passée en force de chose jugée.",
      ]),
      para([
        b("Obligations. "),
        "Le locataire use paisiblement du logement, paie le loyer et les charges aux termes convenus, répond des dégradations survenues pendant la location, assure l’entretien courant et les menues réparations, s’assure contre les risques locatifs et en justifie chaque année. Le bailleur délivre un logement décent, en bon état d’usage et de réparation, et en assure la jouissance paisible.",
      ]),
      para([
        b("Honoraires. "),
        `Si le bail est conclu par un intermédiaire, les honoraires à la charge du locataire (visite, dossier, rédaction du bail, état des lieux) ne peuvent excéder ni ceux du bailleur ni les plafonds réglementaires : ${blank(12)} € dont ${blank(10)} € pour l’état des lieux ; à la charge du bailleur : ${blank(12)} €.`,
      ]),
      heading("VII. Conditions particulières"),
      lines(3),
      heading("VIII. Annexes"),
      checklist(
        [
          "Dossier de diagnostic technique (DPE, plomb, électricité, gaz, état des risques, amiante, bruit le cas échéant)",
          "Notice d’information relative aux droits et obligations des locataires et des bailleurs",
          "État des lieux d’entrée",
          "Extraits du règlement de copropriété (destination, usage des parties, quote-part des charges)",
          "Acte de cautionnement, le cas échéant",
          "Autre : ....................................................",
        ],
        2,
      ),
      box(LEASE_REMINDERS, "Rappels utiles", 7.9),
      keep(150),
      heading("IX. Signatures"),
      para(
        "Chaque partie reconnaît avoir reçu un exemplaire original du présent contrat et de ses annexes. Signature de chaque partie, et de chaque locataire en cas de pluralité.",
      ),
      fields(["Fait à", 2], ["Le", 1.4], ["en (nombre) exemplaires", 1.6]),
      signatures("Le bailleur ou son mandataire", "Le ou les locataires"),
    ],
  },

  /* 5 ------------------------------------------------------------------- */
  {
    slug: "offre-achat",
    title: "Offre d’achat immobilier",
    subtitle:
      "Proposition d’acquisition adressée au vendeur, directement ou par l’intermédiaire de son mandataire. À remettre en main propre contre récépissé, par courrier recommandé ou par courriel avec accusé de réception.",
    description:
      "Modèle d’offre écrite à adresser au vendeur, avec le prix proposé, les conditions suspensives de prêt et la durée de validité de l’offre.",
    fileName: "offre-achat-immobilier.pdf",
    keywords: ["offre d’achat", "achat immobilier", "condition suspensive", "prêt immobilier"],
    style: { size: 9, fieldHeight: 19 },
    blocks: () => [
      heading("1. L’acquéreur"),
      fields("Nom(s) et prénom(s)"),
      fields("Adresse"),
      fields("Téléphone", "Adresse électronique"),
      checks("Situation :", ["célibataire", "marié(e)", "pacsé(e)", "acquisition par une société (SCI...)"]),
      heading("2. Le vendeur"),
      fields("Nom(s) et prénom(s) ou dénomination"),
      fields("Adresse"),
      fields(["Agence ou mandataire, le cas échéant", 2], ["N° de mandat", 1]),
      heading("3. Le bien"),
      fields("Adresse du bien"),
      checks("Nature :", ["appartement", "maison", "immeuble", "terrain", "local", "autre"]),
      fields(["Surface (m², loi Carrez le cas échéant)", 2.2], ["Nombre de pièces", 1.3], ["N° de lots", 1.2]),
      fields("Annexes (cave, parking, jardin...)", "Prix demandé (€)"),
      heading("4. Prix proposé"),
      para(
        `Je soussigné(e) / Nous soussigné(e)s propose / proposons d’acquérir le bien ci-dessus désigné au prix de ${blank(16)} € (en chiffres), soit ${blank(64)} euros (en toutes lettres),`,
        { align: "left" },
      ),
      checks(undefined, ["net vendeur", "honoraires de négociation inclus"]),
      fields("Montant des honoraires de négociation (€)", "À la charge de"),
      para(
        "Ce prix s’entend hors frais d’acquisition (droits de mutation, émoluments et débours du notaire), qui restent à la charge de l’acquéreur.",
      ),
      heading("5. Financement"),
      checks(undefined, ["avec recours à un ou plusieurs prêts", "sans recours à un prêt"]),
      fields("Apport personnel (€)", "Montant total des prêts (€)"),
      fields("Durée maximale des prêts (années)", "Taux nominal maximal hors assurance (%)"),
      note(
        "En l’absence de prêt, l’avant-contrat devra comporter une mention de la main de l’acquéreur indiquant qu’il a été informé que, s’il recourt néanmoins à un prêt, il ne pourra pas se prévaloir de la condition suspensive (article L. 313-42 du Code de la consommation).",
      ),
      heading("6. Conditions suspensives"),
      para("La présente offre est faite sous les conditions suspensives suivantes, qui seront reprises dans l’avant-contrat :", {
        align: "left",
      }),
      checklist([
        "obtention du ou des prêts aux conditions ci-dessus (articles L. 313-40 et suivants du Code de la consommation) ; la durée de cette condition ne peut être inférieure à un mois à compter de la signature de l’avant-contrat ;",
        "non-exercice de tout droit de préemption ;",
        "absence de servitude ou de charge révélée par les documents d’urbanisme de nature à déprécier le bien ou à le rendre impropre à sa destination ;",
        `vente d’un autre bien appartenant à l’acquéreur, situé à ${blank(40)} ;`,
        `autre condition : ${blank(70)}`,
      ]),
      heading("7. Durée de validité et suite de l’offre"),
      para(
        `La présente offre est valable jusqu’au ${blank(20)} à ${blank(6)} heures. Faute d’acceptation écrite du vendeur dans ce délai, elle deviendra caduque de plein droit, sans autre formalité. Conformément à l’article 1116 du Code civil, elle ne peut être rétractée avant l’expiration de ce délai.`,
      ),
      para(
        `En cas d’acceptation, les parties s’engagent à signer un avant-contrat (promesse ou compromis de vente) dans un délai de ${blank(8)} jours, en l’étude de Maître ${blank(30)}, notaire à ${blank(24)}, l’acte authentique devant être signé au plus tard le ${blank(20)}.`,
      ),
      para(
        "L’acquéreur non professionnel disposera d’un délai de rétractation de dix jours à compter du lendemain de la première présentation de la lettre lui notifiant l’avant-contrat (article L. 271-1 du Code de la construction et de l’habitation).",
      ),
      box([
        [
          b("Aucun versement à ce stade. "),
          "Conformément à l’article 1589-1 du Code civil, aucune somme d’argent, quelle qu’en soit la forme, ne peut être exigée ni reçue de l’acquéreur en contrepartie de la présente offre.",
        ],
      ]),
      heading("8. Signature de l’acquéreur"),
      fields("Fait à", "Le"),
      signatures("L’acquéreur", "Le co-acquéreur, le cas échéant"),
      heading("9. Acceptation du vendeur"),
      para(
        "Je soussigné(e) / Nous soussigné(e)s, vendeur(s), déclare / déclarons accepter la présente offre au prix et aux conditions ci-dessus, et m’engage / nous engageons à signer l’avant-contrat dans le délai indiqué.",
      ),
      fields("Fait à", "Le"),
      signatures("Le vendeur", "Le co-vendeur, le cas échéant"),
    ],
  },

  /* 6 ------------------------------------------------------------------- */
  {
    slug: "pieces-garant",
    title: "Liste des pièces justificatives du garant",
    subtitle:
      "Pièces que le bailleur peut demander à la personne qui se porte caution d’un candidat locataire – annexe II du décret n° 2015-1437 du 5 novembre 2015, pris pour l’application de l’article 22-2 de la loi du 6 juillet 1989.",
    description:
      "Liste, avec cases à cocher, des seuls justificatifs qu’un bailleur peut demander à la personne qui se porte caution du locataire.",
    fileName: "pieces-justificatives-garant.pdf",
    keywords: ["garant", "caution", "pièces justificatives", "décret 2015-1437", "dossier de location"],
    style: { size: 9, fieldHeight: 19 },
    blocks: (company) => [
      para(
        "Cette liste est limitative : le bailleur ou son mandataire ne peut exiger aucune autre pièce de la caution. Cochez les pièces au fur et à mesure que vous les réunissez ; des copies lisibles suffisent.",
      ),
      heading("A. Garant personne physique"),
      para([b("1. Justificatif d’identité"), " – une seule pièce, en cours de validité, comportant la photographie et la signature du titulaire :"], {
        align: "left",
      }),
      checklist(IDENTITY_PIECES),
      para([b("2. Justificatif de domicile"), " – une seule pièce parmi :"], { align: "left" }),
      checklist([
        "dernière quittance de loyer ;",
        "facture d’eau, de gaz ou d’électricité de moins de trois mois ;",
        "attestation d’assurance logement de moins de trois mois ;",
        "dernier avis de taxe foncière ou, à défaut, titre de propriété de la résidence principale.",
      ]),
      para([b("3. Justificatifs d’activité professionnelle"), " – un ou plusieurs documents parmi :"], { align: "left" }),
      checklist(ACTIVITY_PIECES),
      para([b("4. Justificatifs de ressources"), " – un ou plusieurs documents parmi :"], { align: "left" }),
      checklist(RESOURCES_PIECES),
      heading("B. Garant personne morale"),
      checklist([
        "extrait K bis de moins de trois mois ou toute autre pièce justifiant de l’existence légale de la personne morale (statuts, récépissé de déclaration d’association...) ;",
        "justificatif d’identité du représentant de la personne morale (voir la liste du point A.1).",
      ]),
      heading("C. Garantie Visale"),
      para(
        "Si le locataire bénéficie de la garantie Visale d’Action Logement, il transmet le visa certifié qui lui a été délivré : aucun dossier de caution n’est alors à constituer pour cette garantie.",
      ),
      heading("D. Documents à joindre au moment du bail"),
      checklist([
        "Acte de cautionnement complété et signé (modèle « Acte de cautionnement solidaire »), accompagné d’un exemplaire du contrat de location remis à la caution.",
      ]),
      box(
        [
          `Aucune autre pièce ne peut être exigée, notamment : ${FORBIDDEN_PIECES}`,
          "Le bailleur ne peut pas refuser une caution au motif qu’elle n’a pas la nationalité française ou qu’elle ne réside pas en métropole. Le bailleur qui exige une pièce non prévue par le décret encourt une amende administrative pouvant atteindre 3 000 € pour une personne physique et 15 000 € pour une personne morale.",
        ],
        "Ce que le bailleur ne peut pas demander",
        7.9,
      ),
      heading(`E. Les conseils ${company}`),
      bullets([
        "Constituez un dossier distinct de celui du locataire, transmis avec sa candidature.",
        "Avant de signer l’acte de cautionnement, lisez le bail et vérifiez le montant maximal et la durée de votre engagement.",
        "Joignez une traduction en français des documents rédigés dans une autre langue et indiquez les montants en euros.",
        "Ne remettez jamais vos originaux : une copie suffit.",
      ]),
      fields("Dossier transmis le", "À (bailleur ou agence)"),
    ],
  },

  /* 7 ------------------------------------------------------------------- */
  {
    slug: "pieces-locataire",
    title: "Liste des pièces justificatives du locataire",
    subtitle:
      "Pièces que le bailleur peut demander au candidat à la location d’un logement vide ou meublé loué à titre de résidence principale – annexe I du décret n° 2015-1437 du 5 novembre 2015, pris pour l’application de l’article 22-2 de la loi du 6 juillet 1989.",
    description:
      "Liste, avec cases à cocher, des justificatifs autorisés par le décret n° 2015-1437 pour constituer un dossier de location complet.",
    fileName: "pieces-justificatives-locataire.pdf",
    keywords: ["locataire", "pièces justificatives", "dossier de location", "décret 2015-1437"],
    style: { size: 9, fieldHeight: 19 },
    blocks: (company) => [
      para(
        "Cette liste est limitative : le bailleur ou son mandataire ne peut exiger aucune autre pièce. Chaque candidat majeur (colocataire, conjoint, partenaire) constitue son propre dossier. Cochez les pièces au fur et à mesure que vous les réunissez ; des copies lisibles suffisent.",
      ),
      heading("1. Justificatif d’identité"),
      para("Une seule pièce, en cours de validité, comportant la photographie et la signature du titulaire :", { align: "left" }),
      checklist(IDENTITY_PIECES),
      heading("2. Justificatif de domicile"),
      para("Une seule pièce parmi :", { align: "left" }),
      checklist([
        "trois dernières quittances de loyer ou, à défaut, attestation du précédent bailleur (ou de son mandataire) indiquant que vous êtes à jour de vos loyers et charges ;",
        "attestation d’élection de domicile établissant le lien avec un organisme agréé (article L. 264-2 du Code de l’action sociale et des familles) ;",
        "attestation sur l’honneur de l’hébergeant indiquant que vous résidez à son domicile ;",
        "dernier avis de taxe foncière ou, à défaut, titre de propriété de la résidence principale.",
      ]),
      heading("3. Justificatifs d’activité professionnelle"),
      para("Un ou plusieurs documents parmi :", { align: "left" }),
      checklist(ACTIVITY_PIECES),
      heading("4. Justificatifs de ressources"),
      para("Un ou plusieurs documents parmi :", { align: "left" }),
      checklist([
        ...RESOURCES_PIECES.slice(0, 5),
        "attestation de simulation des aides au logement établie par l’organisme payeur, ou simulation établie par vous-même ;",
        ...RESOURCES_PIECES.slice(5),
      ]),
      heading("5. Garantie"),
      checklist([
        "Dossier de la personne qui se porte caution (voir la « Liste des pièces justificatives du garant »), ou visa certifié de la garantie Visale.",
      ]),
      box(
        [
          `Ne peuvent notamment pas vous être demandés : ${FORBIDDEN_PIECES} L’attestation du précédent bailleur ne peut être exigée si vous présentez vos quittances, ni l’attestation de l’employeur si vous fournissez votre contrat de travail et vos derniers bulletins de salaire.`,
          "Le bailleur qui exige une pièce non prévue par le décret encourt une amende administrative pouvant atteindre 3 000 € pour une personne physique et 15 000 € pour une personne morale.",
        ],
        "Ce que le bailleur ne peut pas vous demander",
        7.9,
      ),
      heading(`6. Les conseils ${company}`),
      bullets([
        "Classez vos pièces dans l’ordre de cette liste et regroupez-les en un seul dossier numérique lisible, par exemple avec DossierFacile, le service de l’État dédié au dossier de location.",
        "Déclarez toutes vos ressources, y compris les aides et allocations : votre solvabilité est appréciée au regard du loyer charges comprises.",
        "Joignez une traduction en français des documents rédigés dans une autre langue et indiquez les montants en euros.",
        "Ne remettez jamais vos originaux : une copie suffit.",
      ]),
      fields("Dossier transmis le", "À (bailleur ou agence)"),
    ],
  },
];

/* ------------------------------------------------------------------------ */
/* Generation                                                               */
/* ------------------------------------------------------------------------ */

/** Fixed dates so that the same inputs always produce the same bytes. */
const FIXED_DATE = new Date("2026-01-01T00:00:00Z");

async function renderTemplate(spec: TemplateSpec, companyName: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const layout = new Layout(doc, fonts, spec.style);
  layout.titleBlock(spec.title, spec.subtitle);
  for (const block of spec.blocks(companyName)) layout.render(block);
  layout.decorate(companyName, spec.title);

  doc.setTitle(spec.title, { showInWindowTitleBar: true });
  doc.setAuthor(companyName);
  doc.setSubject(spec.description);
  doc.setKeywords(spec.keywords);
  doc.setLanguage("fr-FR");
  doc.setCreator(companyName);
  doc.setProducer("pdf-lib");
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  return doc.save();
}

/** Builds the seven document templates, in display order. */
export async function buildDocumentTemplates(companyName: string): Promise<GeneratedDocument[]> {
  const company = companyName.trim();
  const documents: GeneratedDocument[] = [];
  for (const [index, spec] of TEMPLATES.entries()) {
    documents.push({
      slug: spec.slug,
      title: spec.title,
      description: spec.description,
      fileName: spec.fileName,
      position: index + 1,
      bytes: await renderTemplate(spec, company),
    });
  }
  return documents;
}
