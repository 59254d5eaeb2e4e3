// Importing « DVF géolocalisées » files (decision 0031). The files of one import replace all the sales of
// the departments they hold, in three steps:
// 1. reading, streamed: each line is parsed (a line that does not parse refuses the whole import, naming
//    the file, the line and the column); rows set aside on their own (not a « Vente », land, dependency)
//    are only counted; the others wait in the staging table, so that memory does not grow with the file;
// 2. judging: the staged rows are read back sale by sale (ordered by sale) and the comparable-sales rule
//    (app/domain/market/comparable.ts) keeps or sets aside each sale; kept sales are stored under this import;
// 3. publishing: the figures of each commune and district are computed, then one short transaction swaps
//    them in, points the departments at this import and bumps the content version (pages and every
//    instance's cache follow within a second). Until then visitors see the previous figures; a refused
//    import leaves them untouched.
import { createHash } from "node:crypto";
import { type Insertable, sql } from "kysely";
import { type ComparableSale, type ReasonCounts, firstLook, judgeSale } from "~/domain/market/comparable";
import { type DvfRow, type LocalKind, SALE_NATURE, parseDvfLine, readDvfHeader } from "~/domain/market/dvf";
import type { DepartmentSummary, DvfSummary } from "~/domain/market/summary";
import { saleWindow } from "~/domain/market/window";
import { writeContent } from "../content/content-version.server";
import { deleteInSteps } from "../db/batched-delete.server";
import type { DB } from "../db/db.server";
import type { MarketSaleRowsTable, MarketSalesTable } from "../db/db-schema";
import { ImportRefusedError } from "../platform/errors.server";
import { type StatsRow, departmentStats, replaceStats } from "./aggregates.server";
import { COMMAND_LIMITS, type ReadLimits, type ReadProgress, csvRecords, refuseFile } from "./file-lines.server";
import { importFailure, writeLines } from "./import-failures.server";
import { type ImportProgress, finishImport, refuseImport } from "./imports.server";

export interface ImportFile {
  path: string;
  /** The name shown in messages (the uploaded or given file name). */
  name: string;
}

export interface ImportOptions {
  importId: number;
  /** Called at most twice a second while the import runs. */
  onProgress?: (progress: ImportProgress) => unknown;
  /** What the files may expand to (default: the operator command's, COMMAND_LIMITS). */
  limits?: ReadLimits;
}

const STAGE_BATCH = 500;
const JUDGE_PAGE = 1000;
const SALES_BATCH = 1000;

/**
 * Lets the process handle its other events (its parent's messages, a stop): with SQLite every query
 * resolves at once, so without this the import would hold the event loop for the whole file.
 */
const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
/** Rows handled between two yields: a few milliseconds of work. */
const YIELD_EVERY = 200;

const fingerprint = (line: string) => createHash("sha1").update(line).digest("base64").slice(0, 22);

function throttled(report: ImportOptions["onProgress"]) {
  let last = 0;
  return (progress: ImportProgress, force = false) => {
    const now = Date.now();
    if (!report || (!force && now - last < 500)) return;
    last = now;
    void report(progress);
  };
}

/** Step 1: reads the files, stages the rows to judge; the latest sale date of each department. */
async function readFiles(db: DB, files: readonly ImportFile[], importId: number, progress: ReturnType<typeof throttled>, limits: ReadLimits) {
  const latest = new Map<string, string>();
  const latestAny = new Map<string, string>();
  const setAside: ReasonCounts = {};
  let rowsRead = 0;
  let batch: Insertable<MarketSaleRowsTable>[] = [];
  // The file lines of the batch, from its first to its last (a batch holds one file's rows).
  let lines = { from: 0, to: 0 };
  let fileName = "";
  const flush = async () => {
    const rows = batch;
    batch = [];
    if (rows.length > 0) await writeLines(fileName, lines, () => db.insertInto("marketSaleRows").values(rows).execute());
  };
  for (const file of files) {
    fileName = file.name;
    const progressOf = ({ bytes, totalBytes }: ReadProgress) =>
      progress({ phase: "lecture", file: file.name, lines: rowsRead, percent: totalBytes ? Math.floor((bytes / totalBytes) * 100) : 100 });
    for await (const { header, records } of csvRecords(file, { encoding: "utf-8", separator: ",", readHeader: readDvfHeader, onProgress: progressOf, limits, rowsBefore: rowsRead })) {
      for (const { line, fields, text } of records) {
        const row = parseDvfLine(fields, header, line, text);
        if (typeof row === "string") return refuseFile(file.name, row);
        rowsRead++;
        if (rowsRead % YIELD_EVERY === 0) await yieldToLoop();
        if ((latestAny.get(row.department) ?? "") < row.date) latestAny.set(row.department, row.date);
        if (row.nature === SALE_NATURE && (latest.get(row.department) ?? "") < row.date) latest.set(row.department, row.date);
        const look = firstLook(row);
        if (look !== "sale") {
          setAside[look] = (setAside[look] ?? 0) + 1;
          continue;
        }
        if (batch.length === 0) lines = { from: line, to: line };
        lines.to = line;
        batch.push({
          importId,
          department: row.department,
          mutation: row.mutation,
          // Unique across the files: the order in which rows are judged, and the paging key.
          line: rowsRead,
          kind: row.kind,
          fingerprint: fingerprint(text),
          date: row.date,
          value: row.value,
          surface: row.surface,
          rooms: row.rooms,
          commune: row.commune,
          communeName: row.communeName,
          parcel: row.parcel,
        });
        if (batch.length >= STAGE_BATCH) await flush();
      }
    }
    await flush();
  }
  if (rowsRead === 0) throw new ImportRefusedError("Aucune ligne de mutation dans ces fichiers : rien n’a été remplacé.");
  for (const [department, date] of latestAny) if (!latest.has(department)) latest.set(department, date);
  return { latest, setAside, rowsRead };
}

/** Step 2: reads the staged rows back sale by sale, keeps the comparable sales. */
async function judgeSales(db: DB, importId: number, setAside: ReasonCounts, progress: ReturnType<typeof throttled>, rowsRead: number) {
  let kept = 0;
  let sales: Insertable<MarketSalesTable>[] = [];
  const flush = async () => {
    if (sales.length > 0) await db.insertInto("marketSales").values(sales).execute();
    sales = [];
  };
  const store = async (sale: ComparableSale) => {
    kept++;
    sales.push({
      importId,
      department: sale.department,
      mutation: sale.mutation,
      date: sale.date,
      commune: sale.commune,
      communeName: sale.communeName,
      section: sale.section,
      surface: sale.surface,
      value: sale.value,
      priceM2: sale.pricePerM2,
      rooms: sale.rooms,
    });
    if (sales.length >= SALES_BATCH) await flush();
  };
  let group: DvfRow[] = [];
  const judge = async () => {
    if (group.length === 0) return;
    const verdict = judgeSale(group);
    for (const [reason, n] of Object.entries(verdict.setAside) as Array<[keyof ReasonCounts, number]>) setAside[reason] = (setAside[reason] ?? 0) + n;
    if (verdict.sale) await store(verdict.sale);
    group = [];
  };
  type Key = { department: string; mutation: string; line: number };
  let after: Key | null = null;
  let judged = 0;
  for (;;) {
    const from: Key | null = after;
    const page = await db
      .selectFrom("marketSaleRows")
      .selectAll()
      .where("importId", "=", importId)
      .$if(from !== null, (qb) => qb.where(sql<boolean>`(department, mutation, line) > (${from!.department}, ${from!.mutation}, ${from!.line})`))
      .orderBy("department")
      .orderBy("mutation")
      .orderBy("line")
      .limit(JUDGE_PAGE)
      .execute();
    for (const [i, r] of page.entries()) {
      if (group.length > 0 && (group[0].department !== r.department || group[0].mutation !== r.mutation)) await judge();
      group.push({ ...r, nature: SALE_NATURE, kind: r.kind as LocalKind });
      if (i % YIELD_EVERY === 0) await yieldToLoop();
    }
    judged += page.length;
    progress({ phase: "tri des ventes", lines: rowsRead, percent: Math.min(99, Math.floor((judged / Math.max(rowsRead, 1)) * 100)) });
    if (page.length < JUDGE_PAGE) break;
    const last: Key = page[page.length - 1];
    after = { department: last.department, mutation: last.mutation, line: last.line };
  }
  await judge();
  await flush();
  return kept;
}

/** Staged rows and unpublished sales left by an import that stopped (crash, refusal), other than `importId`'s. */
async function sweep(db: DB, importId: number): Promise<void> {
  await deleteInSteps(db, "marketSaleRows", sql<boolean>`${sql.ref("importId")} <> ${importId}`);
  await deleteInSteps(db, "marketSales", sql<boolean>`${sql.ref("importId")} <> ${importId} and ${sql.ref("importId")} not in (select ${sql.ref("importId")} from ${sql.table("marketDepartments")})`);
}

/** Imports DVF files (see the top of this module); the summary, or ImportRefusedError with the French reason. */
export async function importDvf(db: DB, files: readonly ImportFile[], { importId, onProgress, limits = COMMAND_LIMITS }: ImportOptions): Promise<DvfSummary> {
  const started = performance.now();
  const progress = throttled(onProgress);
  try {
    await sweep(db, importId);
    const { latest, setAside, rowsRead } = await readFiles(db, files, importId, progress, limits);
    const salesKept = await judgeSales(db, importId, setAside, progress, rowsRead);
    progress({ phase: "calcul des médianes", lines: rowsRead }, true);
    const departments: DepartmentSummary[] = [];
    const stats = new Map<string, StatsRow[]>();
    for (const [code, latestSale] of [...latest].sort(([a], [b]) => a.localeCompare(b))) {
      const window = saleWindow(latestSale);
      const { rows, sales } = await departmentStats(db, importId, code, window);
      stats.set(code, rows);
      departments.push({ code, latestSale, windowStart: window.start, sales, communes: rows.filter((r) => r.area === "commune").length });
    }
    const summary: DvfSummary = { files: files.map((f) => f.name), rowsRead, salesKept, setAside, departments, seconds: 0 };
    progress({ phase: "publication", lines: rowsRead }, true);
    const importedAt = new Date().toISOString();
    await writeContent(db, async (trx) => {
      for (const d of departments) {
        await replaceStats(trx, d.code, stats.get(d.code) ?? []);
        const values = { importId, latestSale: d.latestSale, windowStart: d.windowStart, sales: d.sales, importedAt };
        await trx
          .insertInto("marketDepartments")
          .values({ department: d.code, ...values })
          .onConflict((oc) => oc.column("department").doUpdateSet(values))
          .execute();
      }
      summary.seconds = Math.round((performance.now() - started) / 100) / 10;
      await finishImport(trx, importId, summary);
      return true;
    });
    // The previous sales of these departments are no longer shown: drop them, and the staged rows.
    await deleteInSteps(db, "marketSales", sql<boolean>`${sql.ref("department")} in (${sql.join(departments.map((d) => d.code))}) and ${sql.ref("importId")} <> ${importId}`);
    await deleteInSteps(db, "marketSaleRows", sql<boolean>`${sql.ref("importId")} = ${importId}`);
    return summary;
  } catch (error) {
    await deleteInSteps(db, "marketSaleRows", sql<boolean>`${sql.ref("importId")} = ${importId}`);
    await deleteInSteps(db, "marketSales", sql<boolean>`${sql.ref("importId")} = ${importId}`);
    const failure = importFailure(error);
    await refuseImport(db, importId, failure.message);
    throw failure;
  }
}
