// Imports started from the staff page (decisions 0033, 0061): the uploaded files are written to a temporary
// folder, the import is recorded, and it runs in a child process of the instance that received them
// (import-child.server.ts), its progress stored so that the page (on any instance) shows it. The web
// server only waits for the child's end: a hostile file can exhaust the child's memory or crash it, never
// the server, whose requests keep their core. A child that ends without recording an outcome gets its
// import marked refused with the reason, and its folder is removed.
import { type ChildProcess, fork } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { fileURLToPath } from "node:url";
import { type RentSegment, isRentSegment } from "~/domain/market/rents";
import { type DB, dbOptionsOf } from "../db/db.server";
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

/** A name safe to write in our folder, shown in messages as sent. */
const safeName = (name: string, i: number) => `${i}-${name.replace(/[^\w.-]+/g, "_").slice(-80)}`;

/**
 * Records an import of the uploaded files and starts it in the background; its id. Refused
 * (ImportRefusedError, French message) when no file is given, the options are wrong or an import of the
 * same kind is running.
 */
export async function startUploadedImport(db: DB, kind: ImportKind, files: readonly File[], { actor, segment = "", edition }: UploadOptions): Promise<number> {
  const sent = files.filter((f) => f.size > 0 || f.name !== "");
  if (sent.length === 0) throw new ImportRefusedError("Choisissez au moins un fichier.");
  if (kind === "loyers") {
    if (segment !== "" && !isRentSegment(segment)) throw new ImportRefusedError("Segment inconnu.");
    if (segment !== "" && sent.length > 1) throw new ImportRefusedError("Le segment ne se choisit que pour un seul fichier : les fichiers au nom standard le donnent eux-mêmes.");
    if (edition === undefined || !Number.isInteger(edition) || edition < 2015 || edition > 2100) throw new ImportRefusedError("L’édition doit être une année, par exemple 2025.");
  }
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "import-marche-"));
  try {
    const stored = [];
    for (const [i, file] of sent.entries()) {
      const target = path.join(dir, safeName(file.name, i));
      await pipeline(Readable.fromWeb(file.stream() as import("node:stream/web").ReadableStream), fs.createWriteStream(target));
      stored.push({ path: target, name: file.name || `fichier-${i + 1}` });
    }
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
