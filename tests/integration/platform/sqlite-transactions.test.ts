// SQLite transactions take the write lock first (BEGIN IMMEDIATE): a transaction that reads, then writes
// after another connection (a script, a test, a backup) committed in between must not fail with
// « database is locked ».
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "~/server/db/db.server";

describe("SQLite transactions", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sqlite-tx-"));
  const db = createDb({ dataDir });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("a read-then-write transaction completes while another connection tries to write in between", async () => {
    await sql`create table counters (id integer primary key, n integer not null)`.execute(db);
    await sql`insert into counters (id, n) values (1, 0)`.execute(db);
    const other = new SQLite(path.join(dataDir, "site.db"));
    other.pragma("busy_timeout = 0");
    let otherWrote = false;
    try {
      await db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select n from counters where id = 1`.execute(trx);
        try {
          other.prepare("update counters set n = n + 100 where id = 1").run();
          otherWrote = true;
        } catch (error) {
          // The transaction holds the write lock: the other writer is told to wait its turn.
          expect((error as { code?: string }).code).toBe("SQLITE_BUSY");
        }
        await sql`update counters set n = ${rows[0].n + 1} where id = 1`.execute(trx);
      });
    } finally {
      other.close();
    }
    expect(otherWrote).toBe(false);
    const { rows } = await sql<{ n: number }>`select n from counters where id = 1`.execute(db);
    expect(rows[0].n).toBe(1);
  });
});
