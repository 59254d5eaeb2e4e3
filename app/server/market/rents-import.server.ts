// Importing « Carte des loyers » files (decision 0031): each file is one segment (from its standard name,
// or given), of one edition. All files are read and checked first (a value that does not parse refuses
// the whole import, naming the file, the line and the column); their rows are stored under this import;
// then one short transaction points each segment at this import and bumps the content version. Editions
// are not comparable with each other, so a segment shows one edition: the last imported.
import { stat } from "node:fs/promises";
import type { Insertable } from "kysely";
import { type RentSegment, SEGMENT_FILES, parseRentLine, readRentHeader, segmentOfFileName } from "~/domain/market/rents";
import type { RentFileSummary, RentSummary } from "~/domain/market/summary";
import { writeContent } from "../content/content-version.server";
import type { DB } from "../db/db.server";
import type { MarketRentsTable } from "../db/db-schema";
import { ImportRefusedError } from "../platform/errors.server";
import type { ImportFile, ImportOptions } from "./dvf-import.server";
import { COMMAND_LIMITS, type ReadLimits, type ReadProgress, csvRecords, detectEncoding, refuseFile } from "./file-lines.server";
import { importFailure, writeLines } from "./import-failures.server";
import { finishImport, refuseImport } from "./imports.server";

export interface RentFile extends ImportFile {
  /** The segment when the file name is not a standard one. */
  segment?: RentSegment;
}

const BATCH = 2000;

/** The edition of a file when none is given: the year of the file's date (modification time). */
export async function editionFromFile(path: string): Promise<number> {
  return (await stat(path)).mtime.getFullYear();
}

async function readRentFile(
  db: DB,
  file: RentFile,
  segment: RentSegment,
  importId: number,
  report: (percent: number) => void,
  limits: ReadLimits,
  rowsBefore: number,
): Promise<RentFileSummary> {
  const encoding = await detectEncoding(file.path, file.name, limits.maxBytes);
  const summary: RentFileSummary = { name: file.name, segment, encoding, rows: 0, communes: 0, withoutRent: 0, repeated: 0 };
  const seen = new Set<string>();
  let batch: Insertable<MarketRentsTable>[] = [];
  let lines = { from: 0, to: 0 };
  const flush = async () => {
    const rows = batch;
    batch = [];
    if (rows.length > 0) await writeLines(file.name, lines, () => db.insertInto("marketRents").values(rows).execute());
  };
  const onProgress = ({ bytes, totalBytes }: ReadProgress) => report(totalBytes ? Math.floor((bytes / totalBytes) * 100) : 100);
  for await (const { header, records } of csvRecords(file, { encoding, separator: ";", readHeader: readRentHeader, onProgress, limits, rowsBefore })) {
    for (const { line, fields } of records) {
      const row = parseRentLine(fields, header, line);
      if (typeof row === "string") return refuseFile(file.name, row);
      summary.rows++;
      if (row.rent === null) summary.withoutRent++;
      else if (seen.has(row.commune)) summary.repeated++;
      else {
        seen.add(row.commune);
        summary.communes++;
        if (batch.length === 0) lines = { from: line, to: line };
        lines.to = line;
        batch.push({ importId, segment, ...row });
        if (batch.length >= BATCH) await flush();
      }
    }
  }
  await flush();
  if (summary.communes === 0) refuseFile(file.name, "aucun loyer dans ce fichier.");
  return summary;
}

/** Imports Carte des loyers files of one edition; the summary, or ImportRefusedError with the French reason. */
export async function importRents(db: DB, files: readonly RentFile[], { importId, edition, onProgress, limits = COMMAND_LIMITS }: ImportOptions & { edition: number }): Promise<RentSummary> {
  const started = performance.now();
  try {
    if (!Number.isInteger(edition) || edition < 2015 || edition > 2100) throw new ImportRefusedError(`Édition ${edition} impossible : donnez une année (par exemple 2025).`);
    // Rows of imports that stopped before publishing (crash, refusal) are no longer needed.
    await db
      .deleteFrom("marketRents")
      .where("importId", "<>", importId)
      .where("importId", "not in", db.selectFrom("marketRentEditions").select("importId"))
      .execute();
    const segments = files.map((f) => {
      const segment = f.segment ?? segmentOfFileName(f.name);
      if (!segment)
        throw new ImportRefusedError(
          `${f.name} — nom de fichier non standard : précisez le segment (appartements, t1-t2, t3-plus ou maisons). Noms standard : ${Object.values(SEGMENT_FILES).join(", ")}.`,
        );
      return segment;
    });
    const twice = segments.find((s, i) => segments.indexOf(s) !== i);
    if (twice) throw new ImportRefusedError(`Deux fichiers pour le segment « ${twice} » : un seul fichier par segment et par import.`);
    const summaries: RentFileSummary[] = [];
    let last = 0;
    for (const [i, file] of files.entries())
      summaries.push(
        await readRentFile(db, file, segments[i], importId, (percent) => {
          if (Date.now() - last < 500) return;
          last = Date.now();
          void onProgress?.({ phase: "lecture", file: file.name, percent });
        }, limits, summaries.reduce((n, f) => n + f.rows, 0)),
      );
    const summary: RentSummary = { edition, files: summaries, seconds: 0 };
    const importedAt = new Date().toISOString();
    await writeContent(db, async (trx) => {
      for (const file of summaries) {
        const values = { importId, edition, communes: file.communes, importedAt };
        await trx
          .insertInto("marketRentEditions")
          .values({ segment: file.segment, ...values })
          .onConflict((oc) => oc.column("segment").doUpdateSet(values))
          .execute();
      }
      summary.seconds = Math.round((performance.now() - started) / 100) / 10;
      await finishImport(trx, importId, summary);
      return true;
    });
    await db.deleteFrom("marketRents").where("segment", "in", segments).where("importId", "<>", importId).execute();
    return summary;
  } catch (error) {
    await db.deleteFrom("marketRents").where("importId", "=", importId).execute();
    const failure = importFailure(error);
    await refuseImport(db, importId, failure.message);
    throw failure;
  }
}
