// What the server does once before it listens: open and migrate the database, and seed demo content into
// an empty catalogue (SEED=demo); then, in the background, the image variants still missing
// (startVariantPass). The seed code (app/server/seed/: illustrations, demo data) is loaded only when there
// is something to add. The document templates are made on first use, not here (content/document-templates/).
import { createDb, initDb, migrate, type DB } from "../db/db.server";
import type { Env } from "../platform/env.server";
import { log } from "../platform/log.server";
import { catalogueIsEmpty, demoTrustMissing } from "../content/catalogue.server";
import { makeMissingVariants } from "../files/media.server";

/**
 * Adds what a database lacks: the demo content when asked and the catalogue is empty, the demo's team and
 * testimonials when asked and never added (a database seeded before they existed gets them too, decision 0044).
 */
export async function addMissingContent(db: DB, { demo }: { demo: boolean }): Promise<{ demo: boolean }> {
  const missing = { demo: demo && (await catalogueIsEmpty(db)), trust: demo && (await demoTrustMissing(db)) };
  if (!missing.demo && !missing.trust) return { demo: false };
  const seed = await import("../seed/seed.server");
  // The testimonials name demo projects, so they come after them.
  const seeded = missing.demo && (await seed.seedDemo(db));
  if (missing.trust) await seed.seedDemoTrust(db);
  return { demo: seeded };
}

export async function prepareDatabase(config: Env): Promise<DB> {
  const db = initDb(createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }));
  await migrate(db);
  const added = await addMissingContent(db, { demo: config.SEED === "demo" });
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
