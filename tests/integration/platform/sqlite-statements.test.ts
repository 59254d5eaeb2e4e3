// Kysely on better-sqlite3 prepares each SQL text once (cachingStatements), with a bounded cache.
import SQLite from "better-sqlite3";
import { type Generated, Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { cachingStatements } from "~/server/db/sqlite-statements.server";

interface Schema {
  notes: { id: Generated<number>; body: string };
}

describe("SQLite statement cache", () => {
  let db: Kysely<Schema> | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  const open = (options?: Parameters<typeof cachingStatements>[1]) => {
    const file = new SQLite(":memory:");
    const cache = cachingStatements(file, options);
    db = new Kysely<Schema>({ dialect: new SqliteDialect({ database: cache }) });
    return { db, cache, file };
  };

  it("prepares a query once and answers it again with new parameters", async () => {
    const { db, cache } = open();
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    for (const body of ["première", "deuxième", "troisième"]) await db.insertInto("notes").values({ body }).execute();
    const byId = (id: number) => db.selectFrom("notes").select("body").where("id", "=", id).executeTakeFirst();
    const before = cache.stats();
    expect(await byId(1)).toEqual({ body: "première" });
    expect(await byId(3)).toEqual({ body: "troisième" });
    expect(await byId(9)).toBeUndefined();
    expect(cache.stats().misses - before.misses).toBe(1);
    expect(cache.stats().hits - before.hits).toBe(2);
    // The insert was prepared once for three rows.
    expect(before).toMatchObject({ misses: 2, hits: 2 });
  });

  it("keeps at most `max` statements, the least recently used going first, and skips long SQL", async () => {
    const { cache, file } = open({ max: 2, maxSqlLength: 40 });
    const a = cache.prepare("select 1 as a");
    cache.prepare("select 2 as b");
    expect(cache.prepare("select 1 as a")).toBe(a); // a is now the most recent
    cache.prepare("select 3 as c"); // pushes out b
    expect(cache.stats().size).toBe(2);
    expect(cache.prepare("select 1 as a")).toBe(a);
    const misses = cache.stats().misses;
    cache.prepare("select 2 as b");
    expect(cache.stats().misses).toBe(misses + 1);
    const long = `select ${"1 + ".repeat(20)}1 as n`;
    expect(cache.prepare(long)).not.toBe(cache.prepare(long));
    expect(cache.stats().size).toBe(2);
    expect(file.open).toBe(true);
  });

  it("follows a schema change made after a statement was kept", async () => {
    const { db } = open();
    await sql`create table notes (id integer primary key, body text not null)`.execute(db);
    await db.insertInto("notes").values({ body: "avant" }).execute();
    const all = () => db.selectFrom("notes").selectAll().execute();
    expect(await all()).toEqual([{ id: 1, body: "avant" }]);
    await sql`alter table notes add column extra text not null default 'ajoutée'`.execute(db);
    expect(await all()).toEqual([{ id: 1, body: "avant", extra: "ajoutée" }]);
  });

  it("closes the file with the Kysely instance", async () => {
    const { db: instance, file } = open();
    await sql`select 1`.execute(instance);
    await instance.destroy();
    db = undefined;
    expect(file.open).toBe(false);
  });
});
