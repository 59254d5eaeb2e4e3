// The database engines the integration suite runs on: SQLite always, PostgreSQL when
// TEST_POSTGRES_URL is set (each run in a schema of its own, dropped at the end).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createDb, migrate, type DB } from "~/server/db/db.server";

export interface Engine {
  name: string;
  open(): Promise<DB>;
  close(): Promise<void>;
}

function sqlite(): Engine {
  let dir = "";
  let instance: DB | undefined;
  return {
    name: "SQLite",
    async open() {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
      instance = createDb({ dataDir: dir });
      await migrate(instance);
      return instance;
    },
    async close() {
      await instance?.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgres(url: string): Engine {
  const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let instance: DB | undefined;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  return {
    name: "PostgreSQL",
    async open() {
      await admin(`create schema ${schema}`);
      const separator = url.includes("?") ? "&" : "?";
      instance = createDb({ databaseUrl: `${url}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`, dataDir: "" });
      await migrate(instance);
      return instance;
    },
    async close() {
      await instance?.destroy();
      await admin(`drop schema ${schema} cascade`);
    },
  };
}

export function engines(): Engine[] {
  const url = process.env.TEST_POSTGRES_URL;
  return url ? [sqlite(), postgres(url)] : [sqlite()];
}
