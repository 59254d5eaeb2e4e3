import { type Kysely, sql } from "kysely";
import { columnTypes } from "./column-types";

// fold(text): lower case without accents, for searches (see text-search.server.ts). SQLite gets it
// from the application at each connection; PostgreSQL keeps it in the database.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (columnTypes(db).sqlite) return;
  await sql`
    create or replace function fold(value text) returns text language sql immutable parallel safe as $$
      select replace(replace(translate(lower(value),
        'àáâäãåçèéêëìíîïñòóôöõùúûüýÿ', 'aaaaaaceeeeiiiinooooouuuuyy'), 'œ', 'oe'), 'æ', 'ae')
    $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (columnTypes(db).sqlite) return;
  await sql`drop function if exists fold(text)`.execute(db);
}
