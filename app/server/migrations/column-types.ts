import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from "kysely";

/** The few column types that differ between SQLite and PostgreSQL. */
export function columnTypes(db: Kysely<unknown>) {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  return {
    sqlite,
    id: sql`integer`,
    idConstraints: (c: ColumnDefinitionBuilder) =>
      sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    blob: sqlite ? sql`blob` : sql`bytea`,
  };
}
