// The child process that runs an import started on the staff page (issue 29, decision 0061): it opens the
// site's database itself, reads the uploaded files from their temporary folder, records progress and the
// outcome in the import's row, removes the folder and exits. A file that exhausts its memory or crashes
// it stops this process, never the web server (import-jobs.server.ts marks the import refused then).
// Built as build/server/import-child.js; run from its TypeScript source (with tsx) under `npm run dev`
// and the tests.
import fs from "node:fs";
import type { RentSegment } from "~/domain/market/rents";
import { createDb, type DbOptions } from "../db/db.server";
import { ImportRefusedError } from "../platform/errors.server";
import { log } from "../platform/log.server";
import { importDvf } from "./dvf-import.server";
import { UPLOAD_LIMITS } from "./file-lines.server";
import { type ImportKind, type ImportProgress, refuseImport, reportProgress } from "./imports.server";
import { importRents } from "./rents-import.server";

export interface ImportJob {
  database: DbOptions;
  kind: ImportKind;
  importId: number;
  /** The temporary folder holding the files; removed at the end. */
  dir: string;
  files: Array<{ path: string; name: string }>;
  segment?: RentSegment;
  edition?: number;
}

async function run(job: ImportJob): Promise<number> {
  const db = createDb(job.database);
  const { importId } = job;
  // The server stopped (or died), or this process is asked to stop: the import cannot finish; say so at
  // once rather than after the heartbeat's silence.
  const stop = () => {
    void refuseImport(db, importId, "Import interrompu : le serveur s’est arrêté pendant l’import. Rien n’a changé sur le site : relancez-le.")
      .catch(() => {})
      .finally(() => {
        fs.rmSync(job.dir, { recursive: true, force: true });
        process.exit(1);
      });
  };
  process.once("disconnect", stop);
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  const onProgress = (p: ImportProgress) => reportProgress(db, importId, p).catch(() => {});
  try {
    if (job.kind === "dvf") await importDvf(db, job.files, { importId, onProgress, limits: UPLOAD_LIMITS });
    else await importRents(db, job.files.map((f) => ({ ...f, segment: job.segment })), { importId, edition: job.edition!, onProgress, limits: UPLOAD_LIMITS });
    return 0;
  } catch (error) {
    // A refusal is the import's answer (already recorded, in French); a database's error or a fault of ours, said
    // in French too (import-failures.server.ts), is logged with the original.
    const cause = error instanceof ImportRefusedError ? error.cause : error;
    if (cause === undefined) return 0;
    log().error({ err: cause, importId }, "import des données du marché : échec");
    return 1;
  } finally {
    fs.rmSync(job.dir, { recursive: true, force: true });
    await db.destroy();
  }
}

if (process.send) process.once("message", (job: ImportJob) => void run(job).then((code) => process.exit(code)));
