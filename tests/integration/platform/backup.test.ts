// npm run backup: an online copy of the SQLite database while the site holds it open (WAL, data not
// yet checkpointed into site.db), readable as a complete site database.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveContactMessage } from "~/server/clients/contact.server";
import { type DB, createDb, migrate } from "~/server/db/db.server";

const MAIL_TO = { companyEmail: "contact@investir-serein.fr", publicUrl: "http://localhost:3000" };

const run = promisify(execFile);

describe("npm run backup", () => {
  let dir: string;
  let db: DB;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-backup-"));
    db = createDb({ dataDir: path.join(dir, "data") });
    await migrate(db);
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("copies a running database, including what is still in the write-ahead log", async () => {
    for (let i = 1; i <= 30; i++) await saveContactMessage(db, { nom: `Visiteur ${i}`, email: `v${i}@exemple.fr`, message: `Message numéro ${i}.` }, MAIL_TO);
    expect(fs.statSync(path.join(dir, "data", "site.db-wal")).size).toBeGreaterThan(0);

    const target = path.join(dir, "copie.db");
    const { stdout } = await run("npx", ["tsx", "scripts/backup.ts", target], { env: { ...process.env, DATA_DIR: path.join(dir, "data"), DATABASE_URL: "" } });
    expect(stdout).toMatch(/Sauvegarde écrite dans .*copie\.db .*intégrité vérifiée/);

    // The site keeps writing while the copy is used elsewhere.
    await saveContactMessage(db, { nom: "Après", email: "apres@exemple.fr", message: "Écrit après la sauvegarde." }, MAIL_TO);
    const copy = new Database(target, { readonly: true });
    try {
      expect(copy.prepare("select count(*) as n from contact_messages").get()).toEqual({ n: 30 });
      expect(copy.prepare("select count(*) as n from outbox").get()).toEqual({ n: 30 });
      expect(copy.prepare("select name from kysely_migration order by name").all().length).toBeGreaterThanOrEqual(5);
    } finally {
      copy.close();
    }
  });

  it("refuses to overwrite a file, and sends PostgreSQL users to pg_dump", async () => {
    const existing = path.join(dir, "deja.db");
    fs.writeFileSync(existing, "ne pas écraser");
    await expect(run("npx", ["tsx", "scripts/backup.ts", existing], { env: { ...process.env, DATA_DIR: path.join(dir, "data"), DATABASE_URL: "" } })).rejects.toMatchObject({ stderr: expect.stringMatching(/existe déjà/) });
    expect(fs.readFileSync(existing, "utf8")).toBe("ne pas écraser");
    await expect(run("npx", ["tsx", "scripts/backup.ts", path.join(dir, "pg.db")], { env: { ...process.env, DATABASE_URL: "postgres://x@127.0.0.1/y" } })).rejects.toMatchObject({ stderr: expect.stringMatching(/pg_dump/) });
  });
});
