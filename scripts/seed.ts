// npm run seed: adds the demo content (cities, districts, projects, resources and their illustrations) to an
// empty catalogue, and the document templates when they are missing, in the configured database (DATA_DIR,
// or DATABASE_URL), then makes the images' variants. The server does the same at its first start when
// SEED=demo; this is for a database started with SEED=none.
import { createDb, migrate } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { makeMissingVariants } from "~/server/files/media.server";
import { addMissingContent } from "~/server/http/startup.server";
import { listDocuments } from "~/server/content/resources.server";
import { documentTemplates } from "~/server/content/document-templates/store.server";

const config = env();
const db = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
await migrate(db);
// The server makes the document templates on first use; this command makes them at once when missing.
const documentsMissing = (await listDocuments(db)).length === 0;
await documentTemplates(db, config.COMPANY_NAME);
if (documentsMissing) console.log("Modèles de documents ajoutés.");
const added = await addMissingContent(db, { demo: true });
if (added.demo) {
  console.log("Contenu de démonstration ajouté ; variantes des images…");
  console.log(`${await makeMissingVariants(db)} variantes d’images créées.`);
} else console.log("Le catalogue n’est pas vide : aucun contenu de démonstration ajouté.");
await db.destroy();
