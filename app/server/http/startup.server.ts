// What the server does once before it listens: open and migrate the database, store the fixed
// documents when they are missing, and seed demo content into an empty catalogue (SEED=demo); then, in the
// background, the image variants still missing (startVariantPass). The seed code (app/server/seed/:
// illustrations, demo data, document templates) is loaded only when there is something to add.
import { createDb, initDb, migrate, type DB } from "../db/db.server";
import type { Env } from "../platform/env.server";
import { log } from "../platform/log.server";
import { catalogueIsEmpty, demoTrustMissing } from "../content/catalogue.server";
import { makeMissingVariants } from "../files/media.server";
import { listDocuments } from "../content/resources.server";

/**
 * Adds what a database lacks: the document templates when there are none, the demo content when asked and
 * the catalogue is empty, the demo's team and testimonials when asked and never added (a database seeded
 * before they existed gets them too, decision 0044).
 */
export async function addMissingContent(db: DB, { companyName, demo }: { companyName: string; demo: boolean }): Promise<{ documents: boolean; demo: boolean }> {
  const missing = { documents: (await listDocuments(db)).length === 0, demo: demo && (await catalogueIsEmpty(db)), trust: demo && (await demoTrustMissing(db)) };
  if (!missing.documents && !missing.demo && !missing.trust) return { documents: false, demo: false };
  const seed = await import("../seed/seed.server");
  // The documents (PDF drawing, on this thread) and the demo illustrations (rasterised on sharp's threads)
  // are made at the same time; the testimonials name demo projects, so they come after them.
  const [, seeded] = await Promise.all([seed.ensureDocuments(db, companyName), missing.demo && seed.seedDemo(db)]);
  if (missing.trust) await seed.seedDemoTrust(db);
  return { documents: missing.documents, demo: seeded };
}

export async function prepareDatabase(config: Env): Promise<DB> {
  const db = initDb(createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }));
  await migrate(db);
  const added = await addMissingContent(db, { companyName: config.COMPANY_NAME, demo: config.SEED === "demo" });
  if (added.demo) log().info("contenu de démonstration ajouté");
  return db;
}

/**
 * Makes the image variants still missing (demo seed, images stored before variants were made at upload)
 * while the site already answers; a request for one of them meanwhile makes it itself (getVariant).
 * Returns a function that stops the pass and waits for it (shutdown).
 */
export function startVariantPass(db: DB): () => Promise<void> {
  const controller = new AbortController();
  const started = performance.now();
  const pass = makeMissingVariants(db, { signal: controller.signal })
    .then((made) => {
      if (made > 0) log().info({ variants: made, ms: Math.round(performance.now() - started) }, "variantes d’images créées");
    })
    .catch((error: unknown) => {
      if (!controller.signal.aborted) log().error({ err: error }, "variantes d’images : échec");
    });
  return async () => {
    controller.abort();
    await pass;
  };
}
