// What the server does once before it listens: open and migrate the database, store the fixed
// documents, and seed demo content into an empty database (SEED=demo); then, in the background, the
// image variants still missing (startVariantPass).
import { createDb, initDb, migrate, type DB } from "./db.server";
import type { Env } from "./env.server";
import { log } from "./log.server";
import { makeMissingVariants } from "./media.server";
import { ensureDocuments, seedDemo } from "./seed/seed.server";

export async function prepareDatabase(config: Env): Promise<DB> {
  const db = initDb(createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }));
  await migrate(db);
  // The documents (PDF drawing, on this thread) and the demo illustrations (rasterised on sharp's
  // threads) are made at the same time.
  const [, seeded] = await Promise.all([
    ensureDocuments(db, config.COMPANY_NAME),
    config.SEED === "demo" ? seedDemo(db) : Promise.resolve(false),
  ]);
  if (seeded) log().info("contenu de démonstration ajouté");
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
