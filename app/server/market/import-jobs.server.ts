// Imports started from the staff page (decision 0033): the uploaded files are written to a temporary
// folder, the import is recorded, and it runs in the background of the instance that received them, its
// progress stored so that the page (on any instance) shows it; the folder is removed when it ends.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type RentSegment, isRentSegment } from "~/domain/market/rents";
import type { DB } from "../db/db.server";
import { ImportRefusedError } from "../platform/errors.server";
import { log } from "../platform/log.server";
import { importDvf } from "./dvf-import.server";
import { UPLOAD_LIMITS } from "./file-lines.server";
import { type ImportKind, beginImport, reportProgress } from "./imports.server";
import { importRents } from "./rents-import.server";

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
    const onProgress = (p: Parameters<typeof reportProgress>[2]) => reportProgress(db, importId, p).catch(() => {});
    const job =
      kind === "dvf"
        ? importDvf(db, stored, { importId, onProgress, limits: UPLOAD_LIMITS })
        : importRents(db, stored.map((f) => ({ ...f, segment: (segment || undefined) as RentSegment | undefined })), { importId, edition: edition!, onProgress, limits: UPLOAD_LIMITS });
    void job
      .catch((error: unknown) => {
        if (!(error instanceof ImportRefusedError)) log().error({ err: error, importId }, "import des données du marché : échec");
      })
      .finally(() => fs.promises.rm(dir, { recursive: true, force: true }));
    return importId;
  } catch (error) {
    await fs.promises.rm(dir, { recursive: true, force: true });
    throw error;
  }
}
