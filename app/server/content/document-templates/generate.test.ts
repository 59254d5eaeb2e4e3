import { describe, it, expect } from "vitest";
import { PDFDocument } from "pdf-lib";
import { buildDocumentTemplates } from "./generate";

const COMPANY = "Investir Accompagné";

const EXPECTED_SLUGS = [
  "dossier-candidature-locataire",
  "acte-caution-solidaire",
  "bail-meuble-alur",
  "bail-vide-alur",
  "offre-achat",
  "pieces-garant",
  "pieces-locataire",
];

function header(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes.subarray(0, 5));
}

describe("buildDocumentTemplates", () => {
  it("builds the seven templates in order, with unique slugs and file names", async () => {
    const docs = await buildDocumentTemplates(COMPANY);
    expect(docs).toHaveLength(7);
    expect(docs.map((d) => d.slug)).toEqual(EXPECTED_SLUGS);
    expect(new Set(docs.map((d) => d.slug)).size).toBe(7);
    expect(new Set(docs.map((d) => d.fileName)).size).toBe(7);
    expect(docs.map((d) => d.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const doc of docs) {
      expect(doc.fileName).toMatch(/^[a-z0-9-]+\.pdf$/);
      expect(doc.title.length).toBeGreaterThan(0);
      expect(doc.description).toMatch(/\.$/);
    }
  });

  it("produces valid PDFs of 1 to 3 pages with the expected metadata", async () => {
    const docs = await buildDocumentTemplates(COMPANY);
    for (const doc of docs) {
      expect(header(doc.bytes)).toBe("%PDF-");
      const pdf = await PDFDocument.load(doc.bytes, { updateMetadata: false });
      const pages = pdf.getPageCount();
      expect(pages, doc.slug).toBeGreaterThanOrEqual(1);
      expect(pages, doc.slug).toBeLessThanOrEqual(3);
      expect(pdf.getTitle()).toBe(doc.title);
      expect(pdf.getAuthor()).toBe(COMPANY);
      expect(pdf.getSubject()).toBe(doc.description);
      expect(pdf.getCreationDate()?.toISOString()).toBe("2026-01-01T00:00:00.000Z");
    }
  });

  it("is deterministic: two runs give identical bytes", async () => {
    const first = await buildDocumentTemplates(COMPANY);
    const second = await buildDocumentTemplates(COMPANY);
    expect(second.map((d) => d.slug)).toEqual(first.map((d) => d.slug));
    first.forEach((doc, i) => {
      const again = second[i]?.bytes ?? new Uint8Array();
      expect(Buffer.from(again).equals(Buffer.from(doc.bytes)), doc.slug).toBe(true);
    });
  });

  it("copes with a company name containing characters outside WinAnsi", async () => {
    const name = "Société\u202fÉtoile – Conseil ✓ 🏠 very long name that will not fit in the page header at all";
    const docs = await buildDocumentTemplates(name);
    expect(docs).toHaveLength(7);
    for (const doc of docs) {
      const pdf = await PDFDocument.load(doc.bytes, { updateMetadata: false });
      expect(pdf.getAuthor()).toBe(name);
      expect(pdf.getPageCount()).toBeLessThanOrEqual(3);
    }
  });
});
