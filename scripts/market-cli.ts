// What the two import commands share (npm run import:dvf, npm run import:loyers): the database of the
// configuration, the import's record (seen on the staff page too), progress on the terminal, the summary,
// and the exit code: 0 done, 1 refused (nothing changed), 2 bad usage.
import fs from "node:fs";
import path from "node:path";
import type { ImportProgress } from "~/server/market/imports.server";
import { beginImport, reportProgress } from "~/server/market/imports.server";
import { createDb, migrate, type DB } from "~/server/db/db.server";
import { env } from "~/server/platform/env.server";
import { ImportRefusedError } from "~/server/platform/errors.server";
import type { ImportKind } from "~/server/market/imports.server";
import { formatInteger } from "~/domain/text/format";

export function usage(message: string, help: string): never {
  console.error(message);
  console.error(help);
  process.exit(2);
}

/** The files given, each checked to exist; their paths and names. */
export function filesOf(positionals: string[], help: string) {
  if (positionals.length === 0) usage("Aucun fichier donné.", help);
  return positionals.map((file) => {
    const resolved = path.resolve(file);
    if (!fs.existsSync(resolved) || !fs.statSync(resolved).isFile()) usage(`Fichier introuvable : ${file}`, help);
    return { path: resolved, name: path.basename(file) };
  });
}

const tty = process.stdout.isTTY;

/** Prints progress: one line rewritten on a terminal, a line every few seconds otherwise. */
function progressPrinter() {
  let last = 0;
  return (p: ImportProgress) => {
    const text = `${p.phase}${p.file ? ` de ${p.file}` : ""}${p.percent !== undefined ? ` : ${p.percent} %` : ""}${p.lines ? ` (${formatInteger(p.lines)} lignes lues)` : ""}`;
    if (tty) process.stdout.write(`\r${text.padEnd(100)}`);
    else if (Date.now() - last > 3000) {
      last = Date.now();
      console.log(text);
    }
  };
}

/** Runs one import against the configured database and exits with its code. */
export async function runImport<S>(kind: ImportKind, files: Array<{ name: string }>, run: (db: DB, importId: number, onProgress: (p: ImportProgress) => void) => Promise<S>, lines: (summary: S) => string[]): Promise<never> {
  const config = env();
  const db = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  let code = 0;
  try {
    await migrate(db);
    const importId = await beginImport(db, { kind, actor: "ligne de commande", files: files.map((f) => f.name) });
    const print = progressPrinter();
    const summary = await run(db, importId, (p) => {
      print(p);
      void reportProgress(db, importId, p).catch(() => {});
    });
    if (tty) process.stdout.write(`\r${" ".repeat(100)}\r`);
    for (const line of lines(summary)) console.log(line);
    console.log("Le site montre ces chiffres dès maintenant, sans redémarrage.");
  } catch (error) {
    if (tty) process.stdout.write("\n");
    if (!(error instanceof ImportRefusedError)) throw error;
    console.error(`Import refusé : ${error.message}`);
    // A database's error or a fault of ours (import-failures.server.ts): its original text for whoever runs it.
    if (error.cause instanceof Error) console.error(`Détail technique : ${error.cause.message}`);
    console.error("Rien n’a été modifié : le site montre toujours les chiffres de l’import précédent.");
    code = 1;
  } finally {
    await db.destroy();
  }
  process.exit(code);
}
