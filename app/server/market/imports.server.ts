// The record of each market data import (who, which files, progress, summary or refusal), shared by
// the command line and the staff pages: one import of a kind at a time; a running import touches its
// heartbeat, so that one whose process died shows as interrupted instead of running for ever.
import { nowIso, toJson, fromJson } from "../db/columns.server";
import type { DB } from "../db/db.server";
import type { MarketImportsTable } from "../db/db-schema";
import { ImportRefusedError } from "../platform/errors.server";
import { formatDate } from "~/domain/text/format";

export type ImportKind = MarketImportsTable["kind"];

/** A running import silent for this long was interrupted (its process stopped). */
export const STALE_MS = 2 * 60_000;

export interface ImportProgress {
  /** What the import is doing, in French: « lecture », « tri des ventes », « calcul des médianes », « publication ». */
  phase: string;
  file?: string;
  /** Lines read so far (all files). */
  lines?: number;
  /** Percentage of the current file read. */
  percent?: number;
}

export type ImportState = "en-cours" | "termine" | "refuse" | "interrompu";

export interface ImportRecord<S = unknown> {
  id: number;
  kind: ImportKind;
  state: ImportState;
  actor: string;
  files: string[];
  startedAt: string;
  finishedAt: string | null;
  progress: ImportProgress;
  summary: S | null;
  error: string | null;
}

type Row = Omit<MarketImportsTable, "id" | "progress"> & { id: number; progress: string };

function toRecord<S>(row: Row, now = Date.now()): ImportRecord<S> {
  const stale = row.status === "en-cours" && now - Date.parse(row.heartbeatAt) > STALE_MS;
  return {
    id: row.id,
    kind: row.kind,
    state: stale ? "interrompu" : row.status,
    actor: row.actor,
    files: fromJson<string[]>(row.files, []),
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    progress: fromJson<ImportProgress>(row.progress, { phase: "" }),
    summary: fromJson<S | null>(row.summary, null),
    error: row.error,
  };
}

/** Records a new import; refused while another import of the same kind runs. */
export async function beginImport(db: DB, { kind, actor, files }: { kind: ImportKind; actor: string; files: string[] }): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const running = await trx.selectFrom("marketImports").selectAll().where("kind", "=", kind).where("status", "=", "en-cours").execute();
    const live = running.map((r) => toRecord(r)).find((r) => r.state === "en-cours");
    if (live)
      throw new ImportRefusedError(`Un import ${kind === "dvf" ? "DVF" : "de loyers"} est déjà en cours (lancé par ${live.actor} le ${formatDate(live.startedAt)}) : attendez qu’il se termine.`);
    const now = nowIso();
    const { id } = await trx
      .insertInto("marketImports")
      .values({ kind, status: "en-cours", actor, files: toJson(files), startedAt: now, heartbeatAt: now, progress: toJson({ phase: "lecture" }) })
      .returning("id")
      .executeTakeFirstOrThrow();
    return id;
  });
}

export async function reportProgress(db: DB, id: number, progress: ImportProgress): Promise<void> {
  await db.updateTable("marketImports").set({ progress: toJson(progress), heartbeatAt: nowIso() }).where("id", "=", id).execute();
}

/** Marks an import done with its summary (inside the transaction that makes its figures visible). */
export async function finishImport(trx: DB, id: number, summary: unknown): Promise<void> {
  const now = nowIso();
  await trx.updateTable("marketImports").set({ status: "termine", summary: toJson(summary), finishedAt: now, heartbeatAt: now, progress: toJson({ phase: "terminé" }) }).where("id", "=", id).execute();
}

export async function refuseImport(db: DB, id: number, message: string): Promise<void> {
  const now = nowIso();
  await db.updateTable("marketImports").set({ status: "refuse", error: message, finishedAt: now, heartbeatAt: now }).where("id", "=", id).execute();
}

export async function getImport<S = unknown>(db: DB, id: number): Promise<ImportRecord<S> | null> {
  const row = await db.selectFrom("marketImports").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecord<S>(row) : null;
}

/** The latest imports, newest first. */
export async function listImports(db: DB, limit = 20): Promise<ImportRecord[]> {
  const rows = await db.selectFrom("marketImports").selectAll().orderBy("startedAt", "desc").orderBy("id", "desc").limit(limit).execute();
  return rows.map((r) => toRecord(r));
}
