// The document templates (issue 32, item 9): made on first use, not at start. A start (migrations and
// missing content) leaves them out; the first listing draws and stores the seven PDFs once, however many
// listings ask at the same time; later listings and later starts never draw them again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentVersion } from "~/server/content/content-version.server";
import { documentTemplates } from "~/server/content/document-templates/store.server";
import { listDocuments } from "~/server/content/resources.server";
import type { DB } from "~/server/db/db.server";
import { getOriginal } from "~/server/files/media.server";
import { addMissingContent } from "~/server/http/startup.server";
import { engines } from "../engines";

describe.each(engines())("document templates on $name", (engine) => {
  let db: DB;
  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => engine.close());

  it("are not made at start, then made once on first use", async () => {
    await addMissingContent(db, { demo: false });
    expect(await listDocuments(db)).toEqual([]);

    const [first, second] = await Promise.all([documentTemplates(db, "Investir Serein"), documentTemplates(db, "Investir Serein")]);
    expect(first.map((d) => d.slug)).toEqual([
      "dossier-candidature-locataire",
      "acte-caution-solidaire",
      "bail-meuble-alur",
      "bail-vide-alur",
      "offre-achat",
      "pieces-garant",
      "pieces-locataire",
    ]);
    expect(second).toEqual(first);
    for (const doc of first) {
      const original = await getOriginal(db, doc.mediaHash);
      expect(original?.mime, doc.slug).toBe("application/pdf");
    }

    // Made: a later start and later listings leave them as they are (no new drawing, no new content version).
    const version = await contentVersion(db);
    await addMissingContent(db, { demo: false });
    expect(await documentTemplates(db, "Autre nom")).toEqual(first);
    expect(await contentVersion(db)).toBe(version);
  });
});
