// A prepared-statement cache for Kysely on better-sqlite3: Kysely prepares every query afresh
// (17.7 % of the API's self time, issue 14), although our queries are a few hundred fixed SQL texts.
// Statements are kept by SQL text, least recently used out first (decision 0014).
import type { Database, Statement } from "better-sqlite3";
import type { SqliteDatabase } from "kysely";

export interface StatementCacheOptions {
  /** Most statements kept (a statement is a few KB of SQLite memory). */
  max?: number;
  /** Longer SQL (a long `in (?, ?, …)` list) is prepared each time and not kept. */
  maxSqlLength?: number;
}

export interface CachingDatabase extends SqliteDatabase {
  /** How many statements are kept now, and how many prepares were avoided and made (tests, profiling). */
  stats(): { size: number; hits: number; misses: number };
}

/** The database as Kysely's SqliteDialect wants it, preparing each SQL text once. */
export function cachingStatements(database: Database, { max = 500, maxSqlLength = 8_000 }: StatementCacheOptions = {}): CachingDatabase {
  const statements = new Map<string, Statement>();
  let hits = 0;
  let misses = 0;
  return {
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept) {
        hits += 1;
        // Most recently used last: re-insert.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      misses += 1;
      const statement = database.prepare(sql);
      if (sql.length <= maxSqlLength) {
        statements.set(sql, statement);
        if (statements.size > max) statements.delete(statements.keys().next().value!);
      }
      return statement;
    },
    close() {
      statements.clear();
      database.close();
    },
    stats: () => ({ size: statements.size, hits, misses }),
  };
}
