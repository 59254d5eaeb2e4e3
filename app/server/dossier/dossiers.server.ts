// The project dossier in PDF (/projets/{id}/dossier.pdf), served like a cached page (issue 20, item 5): the
// same project, parameters, content and day make the same bytes, so each dossier is drawn once, in a worker
// thread (at most one at a time per spare core, a bounded queue behind), kept in memory with a strong ETag,
// and sent again to everyone who asks (304 when they have it). The parameters are validated and read for
// what they mean (app/domain/dossier/dossier-query.ts): a query that means nothing draws nothing.
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import path from "node:path";
import sharp from "sharp";
import { type DossierParams, dossierDay, dossierQuery } from "~/domain/dossier/dossier-query";
import type { District, Project } from "~/domain/content/entities";
import type { CompanyInfo } from "~/domain/site/site";
import { slugify } from "~/domain/text/slug";
import { ByteLru } from "../http/byte-lru.server";
import { contentVersion } from "../content/content-version.server";
import type { DB } from "../db/db.server";
import { getDistrict } from "../content/districts.server";
import { getOriginal } from "../files/media.server";
import { getProject } from "../content/projects.server";
import { projectMarket } from "../market/market.server";
import { type ProjectMarketView, projectMarketView } from "~/domain/market/display";
import { WorkerPool } from "../platform/worker-pool.server";
import { PHOTO_BOX } from "./layout.server";

/** What the worker draws from (worker.server.ts). */
export interface DossierJob {
  project: Project;
  district: District | null;
  params: DossierParams;
  company: CompanyInfo;
  date: Date;
  cover: Uint8Array | null;
  /** The market evidence beside the project (DVF sales, reference rent), as its page shows it; null without. */
  market: ProjectMarketView | null;
}

export interface DossierFile {
  body: Uint8Array<ArrayBuffer>;
  /** A strong ETag: the hash of the bytes. */
  etag: string;
  fileName: string;
  /** Memory held. */
  bytes: number;
}

const MAX_BYTES = 32 * 1024 * 1024;
/** Dossiers of the project's own figures (the link of an untouched page) and the others apart, as the page cache keeps plain pages and searches apart: */
const own = new ByteLru<DossierFile>(Math.floor(MAX_BYTES * 0.75));
/** a flood of other parameters cannot push them out. */
const other = new ByteLru<DossierFile>(MAX_BYTES - own.maxBytes);
const drawing = new Map<string, Promise<DossierFile>>();

/** The worker's module: its TypeScript source in development and tests, else the server build's file. */
function workerFile(): string {
  const here = fileURLToPath(import.meta.url);
  return here.endsWith(".ts") ? path.join(path.dirname(here), "worker.server.ts") : path.resolve("build/server/dossier-worker.js");
}

let pool: WorkerPool<DossierJob, Uint8Array<ArrayBuffer>> | undefined;

export type DossierResult = { ok: true; file: DossierFile } | { ok: false; errors: string[] };

/**
 * The dossier of a project for the parameters of `query`, drawn or from memory; null when the project does
 * not exist, the French errors when the parameters make no simulation. BusyError when too many dossiers wait.
 */
export async function getDossier(db: DB, { projectId, query, company, now = new Date() }: { projectId: number; query: URLSearchParams; company: CompanyInfo; now?: Date }): Promise<DossierResult | null> {
  const project = await getProject(db, projectId);
  if (!project) return null;
  const read = dossierQuery(project, query);
  if (!read.ok) return read;
  const date = dossierDay(now);
  const key = `${project.id}|${await contentVersion(db)}|${date.toISOString().slice(0, 10)}|${read.params.key}`;
  const ownFigures = dossierQuery(project, new URLSearchParams());
  const part = ownFigures.ok && ownFigures.params.key === read.params.key ? own : other;
  const kept = part.get(key);
  if (kept) return { ok: true, file: kept };
  let pending = drawing.get(key);
  if (!pending) {
    pending = draw(db, { project, params: read.params, company, date });
    drawing.set(key, pending);
    pending.then((file) => part.set(key, file)).finally(() => drawing.delete(key)).catch(() => {});
  }
  return { ok: true, file: await pending };
}

async function draw(db: DB, job: Omit<DossierJob, "district" | "cover" | "market">): Promise<DossierFile> {
  const { project } = job;
  const [district, cover, market] = await Promise.all([
    project.districtId === null ? null : getDistrict(db, project.districtId),
    coverJpeg(db, project.imageCover),
    projectMarket(db, project),
  ]);
  pool ??= new WorkerPool({ file: workerFile() });
  const body = await pool.run({ ...job, district, cover, market: market && projectMarketView(project, market) });
  return {
    body,
    etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    fileName: `dossier-${slugify(project.title)}.pdf`,
    bytes: body.byteLength + 512,
  };
}

/**
 * The cover photo as a JPEG cut to the proportions of its box on the first page (around its centre, whatever
 * the photo's own: landscape, portrait, 4000 px wide), 1000 px wide at most; or null. sharp works on its own
 * threads.
 */
async function coverJpeg(db: DB, hash: string | null): Promise<Uint8Array | null> {
  if (!hash) return null;
  const original = await getOriginal(db, hash);
  if (!original || original.kind !== "image") return null;
  const width = 1000;
  return sharp(original.bytes)
    .resize({ width, height: Math.round((width * PHOTO_BOX.height) / PHOTO_BOX.width), fit: "cover", withoutEnlargement: true })
    .jpeg({ quality: 72 })
    .toBuffer();
}
