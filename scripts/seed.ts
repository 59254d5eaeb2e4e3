// npm run seed: adds the demo content (cities, districts, projects, resources and their illustrations) to an
// empty catalogue, and the document templates when they are missing, in the configured database (DATA_DIR,
// or DATABASE_URL), then makes the images' variants. The server does the same at its first start when
// SEED=demo; this is for a database started with SEED=none.
import { createDb, migrate } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { makeMissingVariants } from "~/server/files/media.server";
import { addMissingContent } from "~/server/http/startup.server";

const config = env();
const db = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await migrate(db);
const added = await addMissingContent(db, { companyName: config.COMPANY_NAME, demo: true });
if (added.documents) console.log("Modèles de documents ajoutés.");
if (added.demo) {
  console.log("Contenu de démonstration ajouté ; variantes des images…");
  console.log(`${await makeMissingVariants(db)} variantes d’images créées.`);
} else console.log("Le catalogue n’est pas vide : aucun contenu de démonstration ajouté.");
await db.destroy();
