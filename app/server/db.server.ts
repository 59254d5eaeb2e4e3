// The database: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// One Kysely instance per process (kept on globalThis so that the HTTP entry and the
// server bundle share it), migrated before the server listens.
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteAdapter, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type { Database } from "./db-schema";
import { migrations } from "./migrations/index";
import { foldText } from "./text-search.server";

export type DB = Kysely<Database>;

export interface DbOptions {
  /** postgres://… ; unset for SQLite. */
  databaseUrl?: string;
  /** Directory of the SQLite file (site.db). */
  dataDir: string;
}

// PostgreSQL's COUNT and BIGINT come back as strings; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function createDb(options: DbOptions): DB {
  const plugins = [new CamelCasePlugin()];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const file = new SQLite(path.join(options.dataDir, "site.db"));
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  file.pragma("foreign_keys = ON");
  file.pragma("busy_timeout = 5000");
  file.function("fold", { deterministic: true }, (value: unknown) => (typeof value === "string" ? foldText(value) : value));
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: file }), plugins });
}

export async function migrate(db: DB): Promise<void> {
  // On PostgreSQL, keep the migration tables in the schema we work in: without it Kysely takes the
  // tables of any schema of the database for ours (several sites or test runs in one database).
  const schema =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? undefined
      : (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") console.error(`Migration ${r.migrationName} a échoué`);
  }
  if (error) throw error;
}

const KEY = Symbol.for("investir-serein.db");
type Holder = { [KEY]?: DB };

/** The process-wide database, created on first use from the configuration. */
export function db(): DB {
  const holder = globalThis as Holder;
  if (!holder[KEY]) throw new Error("La base de données n'est pas initialisée (appeler initDb au démarrage)");
  return holder[KEY];
}

export function initDb(instance: DB): DB {
  (globalThis as Holder)[KEY] = instance;
  return instance;
}
