// Case- and accent-insensitive text search, the same on both engines: « helene » finds « Hélène ».
// Both engines have a SQL function fold(text): registered on each SQLite connection (db.server.ts),
// created by a migration on PostgreSQL (0004-fold-function.ts).
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { foldText } from "~/domain/text/fold";

/** Any of `columns` contains `query`, ignoring case and accents. */
export function matchesText<DB, TB extends keyof DB>(_eb: ExpressionBuilder<DB, TB>, columns: string[], query: string): Expression<SqlBool> {
  const pattern = `%${foldText(query).replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const parts = columns.map((column) => sql`fold(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}
