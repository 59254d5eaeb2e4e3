// The RGPD export as a ZIP (issue 11): the JSON of exportAccountData, the investor's file (steps with
// their dates, updates, documents checklist) and every file the client sent or received.
// Issue 25, item 3: the archive is made while it is sent. Files are read from the database one
// slice at a time and stored as they are (PDF, JPEG and PNG are already compressed), each slice when the
// client has taken the previous one: memory holds about one slice per export whatever the files, and the
// event loop is given back between slices. One export at a time per account (a lease
// in the database, so across instances), MAX_EXPORTS_PER_INSTANCE open at once per instance, a few an hour.
// Issue 29, item 5: a slow reader held one of two places for minutes, and everyone else got « export
// occupé ». Now an open export holds a place only while one of its slices is read and zipped (a pool of
// SLICES_AT_ONCE that queues): between slices, while its client drains the last one, it holds nothing, so
// slow readers only slow themselves; a reader that takes nothing for STALL_MS is cut.
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import { DOCUMENT_STATE_LABELS } from "~/domain/clients/investor-file";
import { STEPS } from "~/domain/clients/steps";
import { exportAccountData } from "./account-data.server";
import { listClientDocuments } from "../clients/client-documents.server";
import { nowIso } from "../db/columns.server";
import type { DB } from "../db/db.server";
import { type PrivateFileInfo, listPrivateFiles, privateFileSlice } from "../files/private-files.server";
import { LIMITS, hit } from "../platform/rate-limit.server";
import { listStepUpdates, stepDoneDates } from "../clients/step-updates.server";
import { getUser } from "./users.server";

/** Exports open at once on one instance (each holds at most a slice or two in memory: 32 MB in all). */
export const MAX_EXPORTS_PER_INSTANCE = 16;
/** Slices read and zipped at once on one instance; the others wait their turn (FIFO). */
export const SLICES_AT_ONCE = 2;
/** An export's lease: renewed while it runs, taken over once expired (the instance died). */
const LEASE_MS = 2 * 60_000;
const RENEW_EVERY_MS = 30_000;
/** A client that takes nothing for this long is cut, and its account's place given back. */
const STALL_MS = 30_000;
/**
 * What is read from the database and handed to the response at a time: a file is never held whole
 * (SQLite reads the value for each slice, so a slice costs about as much as 1/20 of a 20 MB file).
 */
const SLICE_BYTES = 1024 * 1024;

let running = 0;

/** The slice pool: a turn is taken before a slice is made and given back right after. */
let slicing = 0;
const waiting: (() => void)[] = [];
async function withSliceTurn<T>(work: () => Promise<T>): Promise<T> {
  if (slicing >= SLICES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else slicing++;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else slicing--;
  }
}

const FOLDERS = { "update-photo": "actualites", "update-document": "actualites", "client-document": "mes-documents" } as const;
const pathOf = (f: Pick<PrivateFileInfo, "id" | "kind" | "name">) => `fichiers/${FOLDERS[f.kind]}/${f.id}-${f.name}`;

/** The JSON of the archive, with the paths of the files in it. */
async function exportJson(db: DB, userId: number, files: PrivateFileInfo[]): Promise<Uint8Array | null> {
  const [exported, user] = await Promise.all([exportAccountData(db, userId), getUser(db, userId)]);
  if (!exported || !user) return null;
  const [updates, documents] = await Promise.all([listStepUpdates(db, userId), listClientDocuments(db, userId)]);
  const dates = stepDoneDates(updates, user.steps);
  const byId = new Map(files.map((f) => [f.id, pathOf(f)]));
  const json = {
    ...exported,
    etapes: STEPS.map((step, i) => ({ numero: i + 1, titre: step.title, terminee: user.steps[i] ?? false, termineeLe: dates[i] })),
    actualites: updates.map((u) => ({
      etape: u.step,
      publieeLe: u.createdAt,
      auteur: u.authorName,
      texte: u.body,
      termineEtape: u.marksDone,
      fichiers: [...u.photos, ...u.documents].map((f) => byId.get(f.id)),
    })),
    documents: documents.map((d) => ({
      document: d.label,
      etat: DOCUMENT_STATE_LABELS[d.state],
      commentaire: d.comment,
      fichiers: d.files.map((f) => byId.get(f.id)),
    })),
  };
  return new TextEncoder().encode(`${JSON.stringify(json, null, 2)}\n`);
}

const leaseEnd = () => new Date(Date.now() + LEASE_MS).toISOString();

/** Takes the account's export lease; false while another export of the account runs. */
async function takeLease(db: DB, userId: number): Promise<boolean> {
  const row = await db
    .insertInto("exportLeases")
    .values({ userId, expiresAt: leaseEnd() })
    .onConflict((oc) => oc.column("userId").doUpdateSet({ expiresAt: leaseEnd() }).where("exportLeases.expiresAt", "<", nowIso()))
    .returning("userId")
    .executeTakeFirst();
  return row !== undefined;
}

export type ExportStart = { ok: true; stream: ReadableStream<Uint8Array> } | { ok: false; reason: "busy-account" | "busy-instance" | "too-many" | "not-found" };

/**
 * Starts the account's export: the ZIP as a stream, or why not now. The account's lease and this
 * instance's place are given back when the stream ends, is cancelled (the client went away) or stalls.
 */
export async function startAccountExport(db: DB, userId: number): Promise<ExportStart> {
  if (running >= MAX_EXPORTS_PER_INSTANCE) return { ok: false, reason: "busy-instance" };
  running++;
  let held = false;
  const release = async () => {
    running--;
    if (held) await db.deleteFrom("exportLeases").where("userId", "=", userId).execute();
  };
  try {
    if (!(await hit(db, `export:user:${userId}`, LIMITS.dataExportPerUser))) {
      await release();
      return { ok: false, reason: "too-many" };
    }
    held = await takeLease(db, userId);
    if (!held) {
      await release();
      return { ok: false, reason: "busy-account" };
    }
    const files = await listPrivateFiles(db, userId);
    const json = await exportJson(db, userId, files);
    if (!json) {
      await release();
      return { ok: false, reason: "not-found" };
    }
    return { ok: true, stream: zipStream(db, userId, json, files, release) };
  } catch (error) {
    await release();
    throw error;
  }
}

function zipStream(db: DB, userId: number, json: Uint8Array, files: PrivateFileInfo[], release: () => Promise<void>): ReadableStream<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  // Each step adds at most one chunk of one file to the archive.
  const steps = (async function* () {
    const data = new ZipDeflate("mes-donnees.json", { level: 6 });
    zip.add(data);
    data.push(json, true);
    yield;
    for (const file of files) {
      const entry = new ZipPassThrough(pathOf(file));
      entry.mtime = new Date(file.createdAt);
      zip.add(entry);
      if (file.size === 0) entry.push(new Uint8Array(0), true);
      for (let at = 0; at < file.size; at += SLICE_BYTES) {
        // A file deleted since the listing ends where it is (the archive stays readable).
        const slice = (await privateFileSlice(db, { id: file.id, ownerId: userId, offset: at, length: SLICE_BYTES })) ?? new Uint8Array(0);
        entry.push(slice, slice.length < SLICE_BYTES || at + SLICE_BYTES >= file.size);
        if (slice.length < SLICE_BYTES) break;
        yield;
      }
    }
    zip.end();
  })();

  let finished = false;
  const finish = async () => {
    if (finished) return;
    finished = true;
    clearTimeout(stall);
    zip.terminate();
    await release();
  };
  let renewedAt = Date.now();
  let stall: NodeJS.Timeout;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        stall = setTimeout(() => {
          void finish();
          controller.error(new Error("data export stalled"));
        }, STALL_MS);
        stall.unref();
      },
      async pull(controller) {
        try {
          stall.refresh();
          // A client on a fast link takes every chunk at once and SQLite answers synchronously: without
          // this turn of the event loop, the whole archive would be made in one go, blocking every other
          // request (and the collection of the files already sent).
          await new Promise((resolve) => setImmediate(resolve));
          let done = false;
          await withSliceTurn(async () => {
            while (out.length === 0 && !done) done = (await steps.next()).done === true;
          });
          if (failure) throw failure;
          for (const chunk of out.splice(0)) controller.enqueue(chunk);
          if (done) {
            await finish();
            controller.close();
          } else if (Date.now() - renewedAt > RENEW_EVERY_MS) {
            renewedAt = Date.now();
            await db.updateTable("exportLeases").set({ expiresAt: leaseEnd() }).where("userId", "=", userId).execute();
          }
        } catch (error) {
          await finish();
          controller.error(error);
        }
      },
      cancel: finish,
    },
    { highWaterMark: 0 },
  );
}
