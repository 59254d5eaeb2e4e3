// Large deletions in steps on SQLite (issue 29: /healthz within 100 ms during an import). SQLite has one writer:
// a DELETE of 300,000 staged rows holds the file's write lock for 0.3–0.4 s, and every write of the site waits
// behind it (the import runs in a child process, the site's requests do not). In steps of a few thousand rows,
// with a pause between them, the site's writes pass in between. PostgreSQL locks rows, not the database: one
// statement.
import { type RawBuilder, SqliteAdapter, sql } from "kysely";
import type { DB } from "./db.server";
import type { Database } from "./db-schema";

const STEP = 5_000;
const PAUSE_MS = 5;

/** Deletes the rows of `table` that `where` selects, in steps on SQLite. */
export async function deleteInSteps(db: DB, table: keyof Database & string, where: RawBuilder<boolean>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`delete from ${sql.table(table)} where ${where}`.execute(db);
    return;
  }
  for (;;) {
    const { numAffectedRows } = await sql`delete from ${sql.table(table)} where rowid in (select rowid from ${sql.table(table)} where ${where} limit ${sql.lit(STEP)})`.execute(db);
    if (Number(numAffectedRows ?? 0) < STEP) return;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
}
