// npm run storage:migrate: moves every file still in the database (pictures, variants, clients' files)
// to the bucket named by S3_BUCKET, each verified by hash, then clears its bytes in the database (and,
// on SQLite, gives the space back with VACUUM). Idempotent and resumable: run it again after a stop.
// npm run storage:check: lists the objects no row points to and the rows whose object is missing
// (exit 1 when some are missing).
import { createDb, migrate } from "../app/server/db/db.server";
import { fileStore } from "../app/server/files/storage/file-store.server";
import { checkStorage, migrateToBucket } from "../app/server/files/storage/storage-tasks.server";
import { commandEnv } from "../app/server/platform/env.server";
import { sql } from "kysely";

const command = process.argv[2];
if (command !== "migrate" && command !== "check") {
  console.error("Usage : npm run storage:migrate | npm run storage:check");
  process.exit(2);
}
const config = commandEnv();
if (!process.env.S3_BUCKET?.trim()) {
  console.error("S3_BUCKET n’est pas défini : les fichiers sont dans la base de données, il n’y a pas de stockage à migrer ni à vérifier.");
  process.exit(2);
}
const db = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
const store = await fileStore();
let status = 0;
try {
  await migrate(db);
  if (!(await store.ping())) throw new Error(`Le stockage (seau ${process.env.S3_BUCKET}) ne répond pas : vérifiez S3_ENDPOINT, S3_REGION et les identifiants.`);
  if (command === "migrate") {
    let last = "";
    const moved = await migrateToBucket(db, store, ({ kind, done, total }) => {
      if (done === total || done % 25 === 0 || kind !== last) console.log(`${kind} : ${done}/${total}`);
      last = kind;
    });
    console.log(`Migration terminée : ${moved.media} fichiers publics, ${moved.variants} variantes, ${moved.privateFiles} fichiers privés déplacés vers le stockage.`);
    if (!config.DATABASE_URL) {
      await sql`vacuum`.execute(db);
      console.log("Base SQLite compactée (VACUUM).");
    } else console.log("PostgreSQL : l’espace libéré est réutilisé par la base ; VACUUM FULL media, media_variants, private_files le rend au système.");
  } else {
    const report = await checkStorage(db, store);
    for (const o of report.orphans) console.log(`orphelin (aucune ligne) : ${o.key} (${o.lastModified.toISOString()})`);
    for (const key of report.missing) console.log(`manquant (ligne sans objet) : ${key}`);
    console.log(`${report.orphans.length} objet(s) orphelin(s), ${report.missing.length} fichier(s) manquant(s).`);
    if (report.missing.length > 0) status = 1;
  }
} catch (error) {
  console.error((error as Error).message);
  status = 1;
} finally {
  await db.destroy();
}
process.exit(status);
