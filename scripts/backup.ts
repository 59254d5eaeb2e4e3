// npm run backup -- <file>: a consistent copy of the SQLite database, made while the site runs
// (SQLite's online backup API: pages copied in steps, writers are not blocked for long). On
// PostgreSQL, use pg_dump (see the README).
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { commandEnv } from "../app/server/platform/env.server";

const target = process.argv[2];
if (!target) {
  console.error("Usage : npm run backup -- <fichier de sauvegarde>");
  process.exit(2);
}
const config = commandEnv();
if (config.DATABASE_URL) {
  console.error("DATABASE_URL désigne PostgreSQL : sauvegardez avec pg_dump (voir le README, « Sauvegarde et restauration »).");
  process.exit(2);
}
const source = path.join(config.dataDir, "site.db");
if (!fs.existsSync(source)) {
  console.error(`Aucune base à sauvegarder : ${source} n’existe pas.`);
  process.exit(1);
}
const destination = path.resolve(target);
if (fs.existsSync(destination)) {
  console.error(`${destination} existe déjà : choisissez un autre nom (une sauvegarde n’écrase rien).`);
  process.exit(1);
}
const database = new Database(source, { fileMustExist: true });
try {
  database.pragma("busy_timeout = 5000");
  await database.backup(destination);
} finally {
  database.close();
}
const copy = new Database(destination, { readonly: true });
try {
  const check = copy.pragma("integrity_check", { simple: true });
  if (check !== "ok") throw new Error(`Copie incohérente : ${String(check)}`);
  const { n } = copy.prepare("select count(*) as n from kysely_migration").get() as { n: number };
  console.log(`Sauvegarde écrite dans ${destination} (${(fs.statSync(destination).size / 1024 / 1024).toFixed(1)} Mo, ${n} migrations, intégrité vérifiée).`);
} finally {
  copy.close();
}
