// Generates the seven fixed document templates (PDF) offered to clients on the resources page. Pure
// pdf-lib with the standard Helvetica fonts (WinAnsi encoding), so no font file is needed. Output is
// deterministic: the same company name always yields the same bytes. Made on first use, not at start
// (store.server.ts).
import { PDFDocument, StandardFonts } from "pdf-lib";
import { APPLICATION_TEMPLATES } from "./applications";
import { Layout } from "./blocks";
import type { Fonts } from "./layout";
import { LEASE_TEMPLATES } from "./leases";
import type { GeneratedDocument, TemplateSpec } from "./model";
import { OFFER_TEMPLATES } from "./offer";
import { PIECES_TEMPLATES } from "./pieces";

export type { GeneratedDocument } from "./model";

/** The templates in display order. */
const TEMPLATES: TemplateSpec[] = [...APPLICATION_TEMPLATES, ...LEASE_TEMPLATES, ...OFFER_TEMPLATES, ...PIECES_TEMPLATES];

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
