// Limits declared by the routes, and a body read as it arrives (issue 32, item 7): a route's handle says which
// files it takes (RouteHandle.files); the market import form writes its files to disk while they are still
// arriving, within the same counted limit; a route that takes no files keeps the text or JSON limit, even for staff.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BASE_URL, E2E_PORT } from "../support/env";
import { prepareStaff, staff } from "../support/content-staff";
import { raw } from "../support/faults";

const MB = 1024 * 1024;
const foldersOf = (prefix: string) => () => new Set(fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(prefix)));
const importFolders = foldersOf("import-marche-");
const uploadFolders = foldersOf("envoi-");

/** A multipart body: text fields, then one file of `bytes` bytes. */
function multipart(boundary: string, fields: Record<string, string>, file: { field: string; name: string; type: string; bytes: number }): Buffer {
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return Buffer.concat([
    Buffer.from(`${parts.join("")}--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    Buffer.alloc(file.bytes, "a"),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

/** Whether a new folder of `folders` holds a file of at least a megabyte. */
const megabyteArrived = (folders: () => Set<string>, before: Set<string>) => () =>
  [...folders()]
    .filter((n) => !before.has(n))
    .flatMap((n) => fs.readdirSync(path.join(os.tmpdir(), n)).map((f) => fs.statSync(path.join(os.tmpdir(), n, f)).size))
    .some((size) => size >= MB);
const adminHeaders = () => ({ cookie: staff.admin.map((c) => `${c.name}=${c.value}`).join("; "), origin: BASE_URL });

/**
 * Sends half of a multipart body to `pathname` as staff and holds the rest back until a megabyte of the file is in a
 * new folder of `folders` (the test fails otherwise); then the rest, and the answer.
 */
async function heldUpload(pathname: string, body: Buffer, boundary: string, folders: () => Set<string>) {
  const before = folders();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const answer = raw(E2E_PORT, { path: pathname, headers: { ...adminHeaders(), "content-type": `multipart/form-data; boundary=${boundary}` }, body, holdUntil: held });
  await expect.poll(megabyteArrived(folders, before), { timeout: 15_000, message: "the file's first megabytes on disk before the body ends" }).toBe(true);
  release();
  return { answer: await answer, left: () => [...folders()].filter((n) => !before.has(n)) };
}

test.beforeAll(async ({ browser }) => {
  await prepareStaff(browser);
});

test("the market import form writes a file to disk while it is still arriving, and removes it when the import is refused", async () => {
  const boundary = "----limite-du-test";
  const body = multipart(boundary, { intent: "loyers", edition: "1900" }, { field: "fichiers", name: "loyers.csv", type: "text/csv", bytes: 4 * MB });
  // Half the body is sent, the rest held back: the first two megabytes of the file are on disk already.
  const { answer, left } = await heldUpload("/creer/marche", body, boundary, importFolders);
  expect(answer.status).toBe(400);
  expect(answer.body).toContain("L’édition doit être une année, par exemple 2025.");
  await expect.poll(left).toEqual([]);
});

test("a staff content form's files are written to a temporary folder as they arrive, removed once the answer is sent", async () => {
  const boundary = "----limite-du-contenu";
  const body = multipart(boundary, { nom: "Essai" }, { field: "photo", name: "portrait.jpg", type: "image/jpeg", bytes: 4 * MB });
  const { answer, left } = await heldUpload("/creer-membre", body, boundary, uploadFolders);
  expect(answer.status).toBeLessThan(500);
  await expect.poll(left).toEqual([]);
});

test("the market import form's limit is counted on the bytes received: 413 in French past 60 MB, the connection closed, nothing left behind", async () => {
  const before = importFolders();
  const answer = await raw(E2E_PORT, { path: "/creer/marche", headers: { ...adminHeaders(), "content-type": "multipart/form-data; boundary=x" }, chunkedBytes: 61 * MB });
  expect(answer.status).toBe(413);
  expect(answer.body).toContain("L’envoi dépasse la taille permise pour ce formulaire (60 Mo)");
  expect(answer.headers.connection).toBe("close");
  await expect.poll(() => [...importFolders()].filter((n) => !before.has(n))).toEqual([]);
});

test("a route that takes no files keeps the JSON API's limit, even for staff sending multipart", async () => {
  const answer = await raw(E2E_PORT, { method: "PATCH", path: "/api/projets/1", headers: { ...adminHeaders(), "content-type": "multipart/form-data; boundary=x" }, chunkedBytes: 3 * MB });
  expect(answer.status).toBe(413);
  expect(JSON.parse(answer.body)).toEqual({ errorMessage: "Le corps de la requête dépasse 1 Mo." });
});
