// What the server does once before it listens: open and migrate the database, store the fixed
// documents, and seed demo content into an empty database (SEED=demo).
import { createDb, initDb, migrate, type DB } from "./db.server";
import type { Env } from "./env.server";
import { ensureDocuments, seedDemo } from "./seed/seed.server";

export async function prepareDatabase(config: Env): Promise<DB> {
  const db = initDb(createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir }));
  await migrate(db);
  await ensureDocuments(db, config.COMPANY_NAME);
  if (config.SEED === "demo" && (await seedDemo(db))) console.log("Contenu de démonstration ajouté.");
  return db;
}
