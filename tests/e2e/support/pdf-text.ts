// Text of a PDF made by pdf-lib with embedded (Type0, Identity-H) fonts: each font's ToUnicode map turns the
// glyph ids of the `<hex> Tj` and `[<hex> … ] TJ` operators back into characters. Enough to check what a
// reader can select and search in our own dossiers, and where it stands, without a PDF reader dependency.
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, decodePDFRawStream } from "pdf-lib";

function streamText(doc: PDFDocument, ref: unknown): string {
  const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
  if (!(stream instanceof PDFRawStream)) return "";
  return Buffer.from(decodePDFRawStream(stream).decode()).toString("latin1");
}

function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexToText = (hex: string) => String.fromCodePoint(...(hex.match(/.{4}/g) ?? []).map((h) => Number.parseInt(h, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, src, dst] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) map.set(src.toUpperCase(), hexToText(dst));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, lo, hi, dst] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const start = Number.parseInt(lo, 16);
      const base = Number.parseInt(dst, 16);
      for (let code = start; code <= Number.parseInt(hi, 16); code++) {
        map.set(code.toString(16).toUpperCase().padStart(lo.length, "0"), String.fromCodePoint(base + code - start));
      }
    }
  }
  return map;
}

/** A piece of text as drawn: its characters and where its baseline starts (points from the bottom left). */
export interface PdfTextRun {
  text: string;
  x: number;
  y: number;
}

/**
 * The text of each page as drawn, run by run (a `Tj`, or a `TJ` whose adjustments, such as our narrow
 * spaces, are left out), with the position its text matrix (`Tm`) gives it.
 */
export async function pdfPagesRuns(bytes: Uint8Array): Promise<PdfTextRun[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const fontDict = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      fonts.set(name.asString(), toUnicodeMap(streamText(doc, font.get(PDFName.of("ToUnicode")))));
    }
    const contents = page.node.get(PDFName.of("Contents"));
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    const ops = parts.map((p) => streamText(doc, p)).join("\n");
    let current = new Map<string, string>();
    let [x, y] = [0, 0];
    const runs: PdfTextRun[] = [];
    const decode = (hex: string) => (hex.toUpperCase().match(/.{4}/g) ?? []).map((g) => current.get(g) ?? "").join("");
    for (const m of ops.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|([-\d.]+)\s+([-\d.]+)\s+Tm|<([0-9a-fA-F]*)>\s*Tj|\[([^\]]*)\]\s*TJ/g)) {
      if (m[1]) current = fonts.get(m[1]) ?? new Map();
      else if (m[2]) [x, y] = [Number(m[2]), Number(m[3])];
      else if (m[4] !== undefined) runs.push({ text: decode(m[4]), x, y });
      else runs.push({ text: [...m[5].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => decode(h[1])).join(""), x, y });
    }
    return runs;
  });
}

/** The text of each page, runs joined by "\n". */
export async function pdfPagesText(bytes: Uint8Array): Promise<string[]> {
  return (await pdfPagesRuns(bytes)).map((runs) => runs.map((r) => r.text).join("\n"));
}

/** Names of the fonts whose program is embedded in the file (FontFile, FontFile2 or FontFile3). */
export async function embeddedFonts(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const names: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("FontDescriptor")) continue;
    if (["FontFile", "FontFile2", "FontFile3"].some((key) => object.has(PDFName.of(key)))) {
      names.push(String(object.get(PDFName.of("FontName"))));
    }
  }
  return names;
}
