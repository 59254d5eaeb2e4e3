import { type ColumnDefinitionBuilder, type Kysely, SqliteAdapter, sql } from "kysely";
import type { Migration } from "kysely/migration";

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

/** The type of a plain column, and its default for the rows already there (null: none, the column is nullable). */
type PlainColumn = readonly ["text", string | null] | readonly ["integer" | "double precision", number | null];

/**
 * The whole migration of new plain fields: columns added to `table` (snake_case names), each with the
 * default the existing rows take, or nullable; dropped again, last first, on the way down. Written as
 * one line of migrations/index.ts.
 */
export function addColumns(table: string, columns: Record<string, PlainColumn>): Migration {
  return {
    async up(db) {
      for (const [name, [type, value]] of Object.entries(columns))
        await db.schema.alterTable(table).addColumn(name, type, (c) => (value === null ? c : c.notNull().defaultTo(value))).execute();
    },
    async down(db) {
      for (const name of Object.keys(columns).reverse()) await db.schema.alterTable(table).dropColumn(name).execute();
    },
  };
}
