// Imports started from the staff page (decisions 0033, 0061): the uploaded files are written to a temporary
// folder as they arrive (streamed-form.server.ts), the import is recorded, and it runs in a child process of the instance that received them
// (import-child.server.ts), its progress stored so that the page (on any instance) shows it. The web
// server only waits for the child's end: a hostile file can exhaust the child's memory or crash it, never
// the server, whose requests keep their core. A child that ends without recording an outcome gets its
// import marked refused with the reason, and its folder is removed.
import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type RentSegment, isRentSegment } from "~/domain/market/rents";
import { type DB, dbOptionsOf } from "../db/db.server";
import type { ReceivedFile } from "../files/streamed-form.server";
import { ImportRefusedError } from "../platform/errors.server";
import { log } from "../platform/log.server";
import type { ImportJob } from "./import-child.server";
import { type ImportKind, beginImport, getImport, refuseImport } from "./imports.server";

export interface UploadOptions {
  actor: string;
  /** Rents: the segment for a single file whose name is not a standard one ("" : from the name). */
  segment?: string;
  /** Rents: the edition (year). */
  edition?: number;
}

/** A new temporary folder for an import's files (removed when the import ends, or by startImport's refusal). */
export const importFolder = () => fs.promises.mkdtemp(path.join(os.tmpdir(), "import-marche-"));

/**
 * Records an import of the files received in `dir` (importFolder) and starts it in a child process; its id.
 * Refused (ImportRefusedError, French message) when no file is given, the options are wrong or an import of
 * the same kind is running; the folder is then removed.
 */
export async function startImport(db: DB, kind: ImportKind, { dir, files }: { dir: string; files: readonly ReceivedFile[] }, { actor, segment = "", edition }: UploadOptions): Promise<number> {
  try {
    if (files.length === 0) throw new ImportRefusedError("Choisissez au moins un fichier.");
    if (kind === "loyers") {
      if (segment !== "" && !isRentSegment(segment)) throw new ImportRefusedError("Segment inconnu.");
      if (segment !== "" && files.length > 1) throw new ImportRefusedError("Le segment ne se choisit que pour un seul fichier : les fichiers au nom standard le donnent eux-mêmes.");
      if (edition === undefined || !Number.isInteger(edition) || edition < 2015 || edition > 2100) throw new ImportRefusedError("L’édition doit être une année, par exemple 2025.");
    }
    const stored = files.map((f) => ({ path: f.path, name: f.name }));
    const importId = await beginImport(db, { kind, actor, files: stored.map((f) => f.name) });
    runInChild(db, { database: dbOptionsOf(db), kind, importId, dir, files: stored, segment: (segment || undefined) as RentSegment | undefined, edition });
    return importId;
  } catch (error) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** The child's module: the server build's entry, or its TypeScript source (loaded with tsx). */
function childFile(): { file: string; loader: string[] } {
  const here = fileURLToPath(import.meta.url);
  return here.endsWith(".ts") ? { file: path.join(path.dirname(here), "import-child.server.ts"), loader: ["--import", "tsx"] } : { file: path.resolve("build/server/import-child.js"), loader: [] };
}

/** The imports running in a child process of this instance, by import id. */
const children = new Map<number, ChildProcess>();

/** The child process running an import of this instance, if any. */
export const importProcess = (importId: number): ChildProcess | undefined => children.get(importId);

/**
 * Runs the job in a child process with bounded memory (the same bounds as the operator's command) and a
 * lower CPU priority. When it ends, an import still recorded as running (the child crashed or was killed)
 * is marked refused with why.
 */
function runInChild(db: DB, job: ImportJob): void {
  const { file, loader } = childFile();
  const child = fork(file, [], {
    execArgv: [...loader, "--max-old-space-size=160", "--max-semi-space-size=4", "--enable-source-maps"],
    env: { ...process.env, MALLOC_ARENA_MAX: "2" },
  });
  // Below the server's priority: on a machine of two cores, requests come before the import's reading.
  if (child.pid !== undefined) os.setPriority(child.pid, 10);
  children.set(job.importId, child);
  child.send(job);
  child.once("exit", (code, signal) => {
    children.delete(job.importId);
    void (async () => {
      const record = await getImport(db, job.importId);
      if (record?.state === "en-cours" || record?.state === "interrompu") {
        log().warn({ importId: job.importId, code, signal }, "import des données du marché : le processus d’import s’est arrêté avant la fin");
        await refuseImport(db, job.importId, `Import interrompu : le processus d’import s’est arrêté avant la fin (${signal ? `signal ${signal}` : `code ${code}`}), par exemple faute de mémoire pour ce fichier. Rien n’a changé sur le site.`);
      }
    })()
      .catch((error: unknown) => log().error({ err: error, importId: job.importId }, "import des données du marché : fin non enregistrée"))
      .finally(() => fs.promises.rm(job.dir, { recursive: true, force: true }));
  });
}
