// The content model of the document templates: blocks of French text and fill-in fields, drawn by
// layout.ts and blocks.ts into a PDF (generate.ts).
import type { PDFFont } from "pdf-lib";

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
export type Run = string | { text: string; bold?: boolean };
/** Rich text: a plain string or a sequence of runs (wrapped together). */
export type Rich = string | Run[];

/** One fill-in cell: a label followed by a dotted line; the number is a relative width. */
export type FieldCell = string | [label: string, weight: number];

export type Block =
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

export interface Style {
  /** Body font size, in points. */
  size: number;
  /** Height of one fill-in row, in points. */
  fieldHeight: number;
}

export interface TemplateSpec {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  fileName: string;
  keywords: string[];
  style: Style;
  blocks: (company: string) => Block[];
}

export const heading = (text: string): Block => ({ kind: "heading", text });
export const para = (text: Rich, opts: { size?: number; muted?: boolean; align?: "left" | "justify" } = {}): Block => ({
  kind: "para",
  text,
  ...opts,
});
export const note = (text: Rich): Block => ({ kind: "para", text, muted: true, size: 7.8, align: "left" });
export const bullets = (items: Rich[], size?: number): Block => ({ kind: "bullets", items, size });
export const fields = (...cells: FieldCell[]): Block => ({ kind: "fields", cells });
export const checks = (label: string | undefined, options: string[]): Block => ({ kind: "checks", label, options });
export const checklist = (items: Rich[], columns: 1 | 2 = 1, size?: number): Block => ({ kind: "checklist", items, columns, size });
export const lines = (count: number): Block => ({ kind: "lines", count });
export const box = (paras: Rich[], title?: string, size?: number): Block => ({ kind: "box", paras, title, size });
export const signatures = (...labels: string[]): Block => ({ kind: "signatures", labels });
export const keep = (height: number): Block => ({ kind: "keep", height });
export const b = (text: string): Run => ({ text, bold: true });
/** A blank to fill in by hand inside a sentence. */
export const blank = (n = 24): string => ".".repeat(n);

/* ------------------------------------------------------------------------ */
/* Typography                                                               */
/* ------------------------------------------------------------------------ */

export const NBSP = "\u00a0";

/** French typographic niceties, all within WinAnsi: curly apostrophe, no-break spaces. */
export function typo(text: string): string {
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
export function sanitize(text: string, font: PDFFont): string {
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
