// The database: SQLite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// One Kysely instance per process, migrated before the server listens.
import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CamelCasePlugin, CompiledQuery, type DatabaseConnection, Kysely, PostgresDialect, SqliteAdapter, SqliteDialect, SqliteDriver, sql } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import type { Database } from "./db-schema";
import { migrations } from "./migrations/index";
import { log } from "../platform/log.server";
import { cachingStatements } from "./sqlite-statements.server";
import { foldText } from "~/domain/text/fold";

export type DB = Kysely<Database>;

export interface DbOptions {
  /** postgres://… ; unset for SQLite. */
  databaseUrl?: string;
  /** Directory of the SQLite file (site.db). */
  dataDir: string;
}

// PostgreSQL's COUNT and BIGINT come back as strings; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/**
 * SQLite transactions start with BEGIN IMMEDIATE: a deferred transaction that reads, then writes after
 * another process (a script, a backup, a second connection) committed meanwhile fails at once with
 * « database is locked » (SQLITE_BUSY_SNAPSHOT, which busy_timeout does not wait for). Taking the write
 * lock first makes it wait its turn instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver() {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** How each database was opened: a child process (an import) opens the same one. */
const opened = new WeakMap<DB, DbOptions>();

/** The options `db` was created with (for a child process to open the same database). */
export function dbOptionsOf(db: DB): DbOptions {
  const options = opened.get(db);
  if (!options) throw new Error("Base de données ouverte hors de createDb");
  return options;
}

export function createDb(options: DbOptions): DB {
  const instance = openDb(options);
  opened.set(instance, { databaseUrl: options.databaseUrl, dataDir: options.dataDir });
  return instance;
}

function openDb(options: DbOptions): DB {
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
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: cachingStatements(file) }), plugins });
}

async function migrator(db: DB): Promise<Migrator> {
  // On PostgreSQL, keep the migration tables in the schema we work in: without it Kysely takes the
  // tables of any schema of the database for ours (several sites or test runs in one database).
  const schema =
    db.getExecutor().adapter instanceof SqliteAdapter
      ? undefined
      : (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema;
  return new Migrator({ db, provider: { getMigrations: async () => migrations }, migrationTableSchema: schema });
}

export async function migrate(db: DB): Promise<void> {
  const { error, results } = await (await migrator(db)).migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") log().error({ migration: r.migrationName }, "migration échouée");
  }
  if (error) throw error;
}

/** Names of the migrations not yet applied (empty when the database is up to date). */
export async function pendingMigrations(db: DB): Promise<string[]> {
  const all = await (await migrator(db)).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

let processDb: DB | undefined;

/** The process-wide database, set once at start-up by initDb. */
export function db(): DB {
  if (!processDb) throw new Error("La base de données n’est pas initialisée (appeler initDb au démarrage)");
  return processDb;
}

export function initDb(instance: DB): DB {
  processDb = instance;
  return instance;
}

/**
 * Reads a row by id and, on PostgreSQL, locks it until the transaction ends, so that a check made
 * after it (is this city still used?) holds until the write: a concurrent insert referring to the
 * row waits for the foreign-key lock. SQLite has no row locks and needs none: one connection per
 * process serialises the transactions, and its database lock those of other processes.
 */
export function lockRow(trx: DB, table: "cities" | "districts" | "users" | "leases" | "projects", id: number): Promise<{ id: number } | undefined> {
  const rowLocks = !(trx.getExecutor().adapter instanceof SqliteAdapter);
  return trx
    .selectFrom(table)
    .select("id")
    .where("id", "=", id)
    .$if(rowLocks, (qb) => qb.forUpdate())
    .executeTakeFirst();
}
