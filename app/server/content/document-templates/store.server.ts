// The seven document templates as stored rows, made on first use: the first listing of a database that has
// none draws them (generate.ts, loaded only then) and stores each PDF as media. A start never draws them;
// concurrent first listings in one process share one drawing, two processes writing at once upsert the same rows
// (same slugs, same bytes), and the rows are written in one statement, so no listing sees some of them only.
import type { DocumentTemplate } from "~/domain/content/entities";
import type { DB } from "../../db/db.server";
import { storeMedia } from "../../files/media.server";
import { listDocuments, saveDocuments } from "../resources.server";

const drawing = new WeakMap<DB, Promise<void>>();

async function storeTemplates(db: DB, companyName: string): Promise<void> {
  const { buildDocumentTemplates } = await import("./generate");
  const docs: DocumentTemplate[] = [];
  for (const doc of await buildDocumentTemplates(companyName)) {
    const baseName = doc.fileName.replace(/\.pdf$/, "");
    const media = await storeMedia(db, doc.bytes, { baseName, allowed: ["application/pdf"] });
    docs.push({ slug: doc.slug, title: doc.title, description: doc.description, fileName: doc.fileName, position: doc.position, mediaHash: media.hash });
  }
  // The rows last and together: a listing meanwhile finds none (and waits or draws the same), never some.
  await saveDocuments(db, docs);
}

/** The document templates in display order, drawn and stored first when the database has none. */
export async function documentTemplates(db: DB, companyName: string): Promise<DocumentTemplate[]> {
  const stored = await listDocuments(db);
  if (stored.length > 0) return stored;
  let pending = drawing.get(db);
  if (!pending) {
    pending = storeTemplates(db, companyName).finally(() => drawing.delete(db));
    drawing.set(db, pending);
  }
  await pending;
  return listDocuments(db);
}
