// The types the code queries with (app/server/db/db-schema.ts, the content's tables derived from the fields'
// tables) against the migrated database, on every engine: the same tables, the same columns, each of the
// same type family (text, number, bytes) and nullability, and no column the types let an insert leave
// out that the database requires. A migration without its type, or a type without its migration, fails here.
import { CamelCasePlugin, SqliteAdapter, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/server/db/db.server";
import { type ColumnType, type Family, databaseTypes } from "../../support/db-types";
import { engines } from "../engines";

/** The column names Kysely's CamelCasePlugin writes (imageCover → image_cover). */
class Names extends CamelCasePlugin {
  column = (name: string) => this.snakeCase(name);
}
const names = new Names();

const FAMILIES: Record<string, Family> = {
  text: "text",
  integer: "number",
  int4: "number",
  int8: "number",
  real: "number",
  float8: "number",
  "double precision": "number",
  blob: "bytes",
  bytea: "bytes",
};

interface Stored {
  family: string;
  nullable: boolean;
  /** A default value, or an identity: an insert may leave it out. */
  filled: boolean;
}

/** Table → column → what the migrated database says. SQLite reports a primary key nullable unless declared not null: a key is not. */
async function storedColumns(db: DB): Promise<Map<string, Map<string, Stored>>> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const tables = new Map<string, Map<string, Stored>>();
  for (const table of await db.introspection.getTables()) {
    const keys = sqlite ? (await sql<{ name: string }>`select name from pragma_table_info(${table.name}) where pk > 0`.execute(db)).rows.map((r) => r.name) : [];
    tables.set(
      table.name,
      new Map(
        table.columns.map((c) => [
          c.name,
          { family: FAMILIES[c.dataType.toLowerCase()] ?? c.dataType, nullable: c.isNullable && !keys.includes(c.name), filled: c.hasDefaultValue || c.isAutoIncrementing },
        ]),
      ),
    );
  }
  return tables;
}

/** Every disagreement, one line each, for the developer who reads the failure. */
function disagreements(types: Map<string, Map<string, ColumnType>>, stored: Map<string, Map<string, Stored>>): string[] {
  const found: string[] = [];
  const typed = new Map([...types].map(([table, columns]) => [names.column(table), new Map([...columns].map(([c, t]) => [names.column(c), t]))]));
  for (const table of new Set([...typed.keys(), ...stored.keys()])) {
    const t = typed.get(table);
    const s = stored.get(table);
    if (!t || !s) {
      found.push(`${table}: ${t ? "typed in db-schema.ts, absent from the database" : "in the database, not typed in db-schema.ts"}`);
      continue;
    }
    for (const column of new Set([...t.keys(), ...s.keys()])) {
      const type = t.get(column);
      const col = s.get(column);
      if (!type || !col) found.push(`${table}.${column}: ${type ? "typed, absent from the database" : "in the database, not typed"}`);
      else {
        if (type.family !== col.family) found.push(`${table}.${column}: typed ${type.family}, stored ${col.family}`);
        if (type.nullable !== col.nullable) found.push(`${table}.${column}: typed ${type.nullable ? "nullable" : "not null"}, stored ${col.nullable ? "nullable" : "not null"}`);
        if (type.generated && !col.nullable && !col.filled) found.push(`${table}.${column}: Generated<…> (an insert may leave it out) but the database has no default`);
      }
    }
  }
  return found;
}

const types = databaseTypes();

describe.each(engines())("db-schema.ts against the migrated database on $name", (engine) => {
  let db: DB;
  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => engine.close());

  it("has the same tables and columns, of the same type family and nullability", async () => {
    const stored = await storedColumns(db);
    expect(stored.has("projects")).toBe(true);
    expect(disagreements(types, stored)).toEqual([]);
  });

  it("sees a column whose type disagrees, one missing on either side, and a Generated without a default", async () => {
    const stored = await storedColumns(db);
    const changed = new Map([...types].map(([table, columns]) => [table, new Map(columns)]));
    changed.get("projects")!.set("surface", { family: "text", nullable: false, generated: false });
    changed.get("projects")!.set("title", { family: "text", nullable: true, generated: false });
    changed.get("projects")!.delete("dpeAfter");
    changed.get("projects")!.set("absentColumn", { family: "number", nullable: false, generated: false });
    changed.get("cities")!.set("nom", { family: "text", nullable: false, generated: true });
    expect(disagreements(changed, stored).sort()).toEqual([
      "cities.nom: Generated<…> (an insert may leave it out) but the database has no default",
      "projects.absent_column: typed, absent from the database",
      "projects.dpe_after: in the database, not typed",
      "projects.surface: typed text, stored number",
      "projects.title: typed nullable, stored not null",
    ]);
  });
});
