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
const importFolders = () => new Set(fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith("import-marche-")));
const adminHeaders = () => ({ cookie: staff.admin.map((c) => `${c.name}=${c.value}`).join("; "), origin: BASE_URL });

test.beforeAll(async ({ browser }) => {
  await prepareStaff(browser);
});

test("the market import form writes a file to disk while it is still arriving, and removes it when the import is refused", async () => {
  const boundary = "----limite-du-test";
  const part = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(`${part("intent", "loyers")}${part("edition", "1900")}--${boundary}\r\nContent-Disposition: form-data; name="fichiers"; filename="loyers.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.alloc(4 * MB, "a"),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const before = importFolders();
  const arrived = () =>
    [...importFolders()]
      .filter((n) => !before.has(n))
      .flatMap((n) => fs.readdirSync(path.join(os.tmpdir(), n)).map((f) => fs.statSync(path.join(os.tmpdir(), n, f)).size))
      .some((size) => size >= MB);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Half the body is sent, the rest held back: the first two megabytes of the file are on disk already.
  const answer = raw(E2E_PORT, { path: "/creer/marche", headers: { ...adminHeaders(), "content-type": `multipart/form-data; boundary=${boundary}` }, body, holdUntil: held });
  await expect.poll(arrived, { timeout: 15_000, message: "the file's first megabytes written to the import's folder before the body ends" }).toBe(true);
  release();
  const { status, body: page } = await answer;
  expect(status).toBe(400);
  expect(page).toContain("L’édition doit être une année, par exemple 2025.");
  await expect.poll(() => [...importFolders()].filter((n) => !before.has(n))).toEqual([]);
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
