// Hostile market data files on every engine (issue 29, items 3, 4 and 9): a line over 64 KB, a file that
// expands past the limit or holds too many lines, and a NUL byte are refused in French, naming the file
// (and the line and column); an upload on the staff page of a header of 250 million commas leaves the
// process alive, the import marked refused with its reason and no temporary folder behind. An upload's
// import runs in a child process: when that process dies, the server lives on and the import says why.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "~/server/db/db.server";
import { type ImportFile, importDvf } from "~/server/market/dvf-import.server";
import { importFolder, importProcess, startImport } from "~/server/market/import-jobs.server";
import { type ImportRecord, beginImport, getImport, refuseImport } from "~/server/market/imports.server";
import { type RentFile, importRents } from "~/server/market/rents-import.server";
import { ImportRefusedError } from "~/server/platform/errors.server";
import { commaHeader, repeatedLine } from "../../support/hostile-files";
import { FIXTURES, addDemoCity } from "../../support/market-fixtures";
import { engines } from "../engines";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "market-hostile-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));
const MB = 1 << 20;

const importTemps = () => fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith("import-marche-"));

describe.each(engines())("hostile market files on $name", (engine) => {
  let db: DB;
  const dvf = async (files: ImportFile[], limits?: { maxBytes: number; maxRows: number }) =>
    importDvf(db, files, { importId: await beginImport(db, { kind: "dvf", actor: "test", files: files.map((f) => f.name) }), limits });

  /** A DVF file as the staff page receives it: written to an import's folder, then the import started. */
  const upload = async (file: string, name: string) => {
    const dir = await importFolder();
    const target = path.join(dir, `0-${name}`);
    fs.copyFileSync(file, target);
    return startImport(db, "dvf", { dir, files: [{ field: "fichiers", name, path: target, type: "application/gzip" }] }, { actor: "equipe@exemple.fr" });
  };

  /** The import's record once `done` holds (10 s at most). */
  const importWhen = async (id: number, done: (record: ImportRecord) => boolean) => {
    let record = await getImport(db, id);
    for (let i = 0; i < 200 && record && !done(record); i++) {
      await new Promise((r) => setTimeout(r, 50));
      record = await getImport(db, id);
    }
    return record;
  };

  beforeAll(async () => {
    db = await engine.open();
    await addDemoCity(db, "limoges");
  });
  afterAll(() => engine.close());

  it("refuses a line over 64 KB, naming the file and the line, without reading it whole", async () => {
    const header = { path: await commaHeader(path.join(work, "virgules.csv.gz"), 1_000_000), name: "virgules.csv.gz" };
    await expect(dvf([header])).rejects.toThrow("virgules.csv.gz — Ligne 1 : ligne trop longue (plus de 64 Ko) : ce n’est pas un fichier de données attendu.");
    const body = path.join(work, "longue.csv");
    const [head, line] = fs.readFileSync(path.join(FIXTURES, "dvf-87-2024.csv"), "utf8").split("\n");
    fs.writeFileSync(body, `${head}\n${line}\n${line.replace("Limoges", "L".repeat(70_000))}\n`);
    await expect(dvf([{ path: body, name: "longue.csv" }])).rejects.toThrow("longue.csv — Ligne 3 : ligne trop longue (plus de 64 Ko)");
    const rents: RentFile = { path: header.path, name: "pred-app-mef-dhup.csv", segment: "appartements" };
    await expect(importRents(db, [rents], { importId: await beginImport(db, { kind: "loyers", actor: "test", files: [] }), edition: 2025 })).rejects.toThrow(
      "pred-app-mef-dhup.csv — Ligne 1 : ligne trop longue",
    );
  });

  it("refuses a file that expands past the limit, or too many lines, with the figure", async () => {
    const big = { path: await repeatedLine(path.join(work, "repete.csv.gz"), 3 * MB), name: "repete.csv.gz" };
    expect(fs.statSync(big.path).size).toBeLessThan(MB / 4);
    const refusal = dvf([big], { maxBytes: 2 * MB, maxRows: 1_000_000 });
    await expect(refusal).rejects.toBeInstanceOf(ImportRefusedError);
    await expect(refusal).rejects.toThrow("repete.csv.gz — le fichier dépasse 2 Mo une fois décompressé : importez-le en plusieurs fichiers.");
    await expect(dvf([big], { maxBytes: 64 * MB, maxRows: 1000 })).rejects.toThrow("repete.csv.gz — plus de 1\u202f000 lignes dans l’import : importez-le en plusieurs fois.");
    expect(await db.selectFrom("marketSaleRows").select(({ fn }) => fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).toEqual({ n: 0 });
  });

  it("refuses a NUL byte in a field, naming the file, the line and the column (issue 29, item 9)", async () => {
    const file = path.join(work, "nul.csv");
    const lines = fs.readFileSync(path.join(FIXTURES, "dvf-87-2024.csv"), "utf8").split("\n");
    lines[2] = lines[2].replace("Limoges", "Lim\u0000oges");
    fs.writeFileSync(file, lines.join("\n"));
    const importId = await beginImport(db, { kind: "dvf", actor: "test", files: ["nul.csv"] });
    const refusal = importDvf(db, [{ path: file, name: "nul.csv" }], { importId });
    await expect(refusal).rejects.toThrow("nul.csv — Ligne 3, colonne nom_commune : caractère nul (octet 0), interdit dans un fichier de données.");
    expect(await getImport(db, importId)).toMatchObject({ state: "refuse", error: expect.stringMatching(/^nul.csv — Ligne 3, colonne nom_commune/) });
  });

  it("rows the database refuses end the import in French, naming the file and the lines, the driver's text kept as the cause (issue 29, item 9)", async () => {
    // A rule of the database's own (a trigger, as a check constraint would be) that refuses the rows of Limoges.
    const refusing =
      engine.name === "SQLite"
        ? ["create trigger refuse_limoges before insert on market_sale_rows when new.commune_name = 'Limoges' begin select raise(abort, 'refused by the test'); end"]
        : [
            "create function refuse_limoges() returns trigger language plpgsql as $$ begin if new.commune_name = 'Limoges' then raise exception 'refused by the test' using errcode = 'check_violation'; end if; return new; end $$",
            "create trigger refuse_limoges before insert on market_sale_rows for each row execute function refuse_limoges()",
          ];
    for (const statement of refusing) await sql.raw(statement).execute(db);
    try {
      const file = path.join(work, "refusee.csv");
      fs.copyFileSync(path.join(FIXTURES, "dvf-87-2024.csv"), file);
      const importId = await beginImport(db, { kind: "dvf", actor: "test", files: ["refusee.csv"] });
      const failure = await importDvf(db, [{ path: file, name: "refusee.csv" }], { importId }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(ImportRefusedError);
      const message = /^refusee\.csv — les lignes \d+ à \d+ n’ont pas pu être enregistrées : une valeur enfreint une règle de la base de données \(unicité, valeur obligatoire ou bornes\)\.$/;
      expect((failure as Error).message).toMatch(message);
      expect(((failure as Error).cause as Error).message).toContain("refused by the test");
      expect(await getImport(db, importId)).toMatchObject({ state: "refuse", error: expect.stringMatching(message) });
      expect(await db.selectFrom("marketSaleRows").select("line").where("importId", "=", importId).execute()).toEqual([]);
    } finally {
      await sql.raw("drop trigger refuse_limoges" + (engine.name === "SQLite" ? "" : " on market_sale_rows")).execute(db);
      if (engine.name !== "SQLite") await sql.raw("drop function refuse_limoges()").execute(db);
    }
  });

  it("an upload of a header of 250 million commas is refused: the import marked refused with its reason, its temporary folder removed", async () => {
    const before = importTemps();
    const hostile = await commaHeader(path.join(work, "dvf-hostile.csv.gz"), 250_000_000);
    const id = await upload(hostile, "dvf-hostile.csv.gz");
    const record = await importWhen(id, (r) => r.state !== "en-cours");
    expect(record).toMatchObject({ state: "refuse", error: "dvf-hostile.csv.gz — Ligne 1 : ligne trop longue (plus de 64 Ko) : ce n’est pas un fichier de données attendu." });
    await new Promise((r) => setTimeout(r, 100));
    expect(importTemps().filter((n) => !before.includes(n))).toEqual([]);
  }, 60_000);

  it("an upload's import runs in a child process: killed, the server lives on and the import is refused with the reason", async () => {
    const before = importTemps();
    const big = await repeatedLine(path.join(work, "dvf-long.csv.gz"), 64 * MB);
    const id = await upload(big, "dvf-long.csv.gz");
    const child = importProcess(id);
    expect(child?.pid).toBeGreaterThan(0);
    expect(child?.pid).not.toBe(process.pid);
    child!.kill("SIGKILL");
    const record = await importWhen(id, (r) => r.state !== "en-cours");
    expect(record).toMatchObject({ state: "refuse", error: expect.stringContaining("Import interrompu : le processus d’import s’est arrêté avant la fin (signal SIGKILL)") });
    await new Promise((r) => setTimeout(r, 100));
    expect(importTemps().filter((n) => !before.includes(n))).toEqual([]);
    // The next import of the kind is not refused as « déjà en cours ».
    const next = await beginImport(db, { kind: "dvf", actor: "test", files: [] });
    expect(next).toBeGreaterThan(id);
    await refuseImport(db, next, "fin du test");
  }, 60_000);

  it("an upload's import stops when its server goes: refused at once with the reason, its folder removed", async () => {
    const before = importTemps();
    const big = await repeatedLine(path.join(work, "dvf-long.csv.gz"), 64 * MB);
    const id = await upload(big, "dvf-long.csv.gz");
    await importWhen(id, (r) => r.progress.phase === "lecture");
    importProcess(id)!.disconnect();
    const record = await importWhen(id, (r) => r.state !== "en-cours");
    expect(record).toMatchObject({ state: "refuse", error: "Import interrompu : le serveur s’est arrêté pendant l’import. Rien n’a changé sur le site : relancez-le." });
    await new Promise((r) => setTimeout(r, 200));
    expect(importTemps().filter((n) => !before.includes(n))).toEqual([]);
  }, 60_000);
});
