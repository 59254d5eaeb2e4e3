// Files sent with the admin forms: every file is checked and re-encoded first, and nothing is stored
// unless all of them (and the form) are valid.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type RouterContextProvider, data } from "react-router";
import type { SniffedType } from "~/domain/content/media";
import { STAFF_FILES } from "~/domain/site/request-bodies";
import { slugify } from "~/domain/text/slug";
import type { DB } from "../db/db.server";
import { MediaError } from "../platform/errors.server";
import { type PreparedMedia, prepareMedia, saveMedia } from "./media.server";
import { StorageUnavailableError } from "./storage/file-store.server";
import { afterResponse } from "../http/react-router-handler.server";
import { FormRefusal, readStreamedForm } from "./streamed-form.server";

/** Largest request an admin form may send: a few files at the per-file limit (the routes' STAFF_FILES). */
export const MAX_FORM_BYTES = STAFF_FILES.maxBytes;

export const IMAGE_TYPES: readonly SniffedType[] = ["image/jpeg", "image/png"];
export const IMAGE_OR_PDF: readonly SniffedType[] = ["image/jpeg", "image/png", "application/pdf"];

/**
 * The form data of a request whose route takes files (RouteHandle.files, streamed): a multipart body is read as it
 * arrives, each file written to a temporary folder and given back as a File read from the disk when the action
 * reads it, the folder removed once the answer is sent; never the whole body in memory. Other bodies (small,
 * read by the request guard) as React Router gives them. A refusal is thrown as React Router's `data`.
 */
export async function readUploadForm(request: Request, context: Readonly<RouterContextProvider>): Promise<FormData> {
  if (!/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) return request.formData();
  try {
    return await streamedFormData(request, context);
  } catch (error) {
    if (error instanceof FormRefusal) throw data(error.french, { status: error.status });
    throw error;
  }
}

/** A multipart body read as it arrives (readStreamedForm) as FormData, its files on disk until the answer is sent. FormRefusal. */
export async function streamedFormData(request: Request, context: Readonly<RouterContextProvider>): Promise<FormData> {
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), "envoi-"));
  context.get(afterResponse).push(() => fs.promises.rm(dir, { recursive: true, force: true }));
  const { fields, files } = await readStreamedForm(request, dir);
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  for (const file of files) form.append(file.field, new File([await fs.openAsBlob(file.path)], file.name, { type: file.type }));
  return form;
}

export interface PreparedUploads {
  /** Prepared files by form field. */
  files: Record<string, PreparedMedia[]>;
  /** French messages by form field, naming the file. */
  errors: Record<string, string[]>;
}

/** Checks the files of the given fields (a field left empty is fine). */
export async function prepareUploads(formData: FormData, fields: Record<string, readonly SniffedType[]>): Promise<PreparedUploads> {
  const result: PreparedUploads = { files: {}, errors: {} };
  for (const [field, allowed] of Object.entries(fields)) {
    result.files[field] = [];
    for (const entry of formData.getAll(field)) {
      if (typeof entry === "string") continue;
      if (entry.name === "" && entry.size === 0) continue; // no file chosen
      try {
        const bytes = new Uint8Array(await entry.arrayBuffer());
        const baseName = slugify(entry.name.replace(/\.[^.]*$/, "")).slice(0, 60);
        result.files[field].push(await prepareMedia(bytes, { baseName, allowed }));
      } catch (error) {
        if (!(error instanceof MediaError)) throw error;
        (result.errors[field] ??= []).push(`${entry.name || "Fichier"} : ${error.message}`);
      }
    }
  }
  return result;
}

export const hasUploadErrors = (uploads: PreparedUploads) => Object.keys(uploads.errors).length > 0;

/** Stores the prepared files; returns their hashes by field. */
export async function saveUploads(db: DB, uploads: PreparedUploads): Promise<Record<string, string[]>> {
  const saved: Record<string, string[]> = {};
  for (const [field, files] of Object.entries(uploads.files)) {
    saved[field] = [];
    for (const file of files) saved[field].push((await saveMedia(db, file)).hash);
  }
  return saved;
}

/**
 * For the staff's forms, as `saveUploads(…).catch(storageRefusal)`: the files' bucket not answering (issue 31)
 * comes back as the error, whose French message the form shows (nothing was stored); anything else is thrown on.
 */
export function storageRefusal(error: unknown): StorageUnavailableError {
  if (error instanceof StorageUnavailableError) return error;
  throw error;
}
