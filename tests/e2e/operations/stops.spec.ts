// Stops (issue 20, item 4), on the built server (`npm start` runs build/server.js) in a child process of its
// own: every request that reached the server before SIGTERM is answered, and a reader of the log that stops
// reading or goes away never keeps the process from exiting. The log goes through a real FIFO, as in
// `npm start 2>&1 | reader`.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { E2E_DATABASE_URL, E2E_PORT } from "../support/env";

test.describe.configure({ mode: "serial" });
test.skip(Boolean(E2E_DATABASE_URL), "engine-independent: run once, on SQLite");

const port = E2E_PORT + 10;
let dataDir = "";

test.beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "stops-"));
});
test.afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Server {
  child: ChildProcess;
  /** Exit code (or signal) and the milliseconds from `since` to the exit. */
  exited: Promise<{ code: number | string | null; at: number }>;
}

/**
 * Starts the built server with its standard output and error on `output` (a file descriptor) and waits until it
 * answers; on an empty database unless `seed` says `demo` (in a folder of its own), with `nodeArgs` before the entry.
 */
async function start(output: number | "ignore", { seed = "none", nodeArgs = [] as string[] } = {}): Promise<Server> {
  const data = seed === "none" ? dataDir : fs.mkdtempSync(path.join(dataDir, `${seed}-`));
  const child = spawn(process.execPath, [...nodeArgs, "build/server.js"], {
    env: { ...process.env, DATABASE_URL: "", SMTP_URL: "", SEED: seed, LOG_LEVEL: "info", NODE_ENV: "production", DATA_DIR: data, PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: `http://localhost:${port}` },
    stdio: ["ignore", output, output],
  });
  const exited = new Promise<{ code: number | string | null; at: number }>((resolve) => child.on("exit", (code, signal) => resolve({ code: code ?? signal, at: performance.now() })));
  for (;;) {
    if (child.exitCode !== null) throw new Error("Le serveur s’est arrêté au démarrage.");
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return { child, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Waits for the exit, at most `ms`; kills a server that did not exit (and says so). */
async function exitWithin(server: Server, ms: number) {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));
  const result = await Promise.race([server.exited, timeout]);
  if (!result) {
    server.child.kill("SIGKILL");
    await server.exited;
  }
  return result;
}

/** One request on a connection of its own, written at once; its status line and headers, or how it failed. */
function request(pathname: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(`GET ${pathname} HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`));
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    socket.on("close", () => resolve(received.split("\r\n\r\n")[0] || "fermée sans réponse"));
  });
}

test("60 requests on 60 connections, SIGTERM 30 ms later: every one is answered, then the server exits 0", async () => {
  test.setTimeout(120_000);
  const server = await start("ignore");
  // Pages rendered for each request (a query the page cache keeps apart), so that the server is busy when the signal comes.
  const answers = Array.from({ length: 60 }, (_, i) => request(`/ressources?essai=${i}`));
  // (Some may be answered before the signal is handled, the others after: whichever, none is reset.)
  await new Promise((r) => setTimeout(r, 30));
  server.child.kill("SIGTERM");
  const heads = await Promise.all(answers);
  expect(heads.map((head) => head.split("\r\n")[0])).toEqual(Array(60).fill("HTTP/1.1 200 OK"));
  expect((await exitWithin(server, 25_000))?.code).toBe(0);
});

test("a server that drew a dossier in a worker thread and collected its garbage stops with code 0 (issue 33)", async () => {
  // better-sqlite3 12 aborted on Node 24 when a statement was collected after its environment was gone (exit 134):
  // the statements of the pages and of the dossier are dropped and collected before the stop.
  test.setTimeout(180_000);
  const logFile = path.join(dataDir, "gc.log");
  const log = fs.openSync(logFile, "w");
  const server = await start(log, { seed: "demo", nodeArgs: ["--expose-gc", "--import", "./tests/support/gc-on-signal.mjs"] });
  const dossier = await fetch(`http://127.0.0.1:${port}/projets/1/dossier.pdf?loyer=640`);
  expect(dossier.status).toBe(200);
  expect(Buffer.from(await dossier.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
  const pages = ["/", "/projets", "/projets/1", "/ville", "/ressources", "/resultats"];
  expect(await Promise.all(pages.map((page) => fetch(`http://127.0.0.1:${port}${page}?gc=1`).then((r) => r.status)))).toEqual(pages.map(() => 200));
  server.child.kill("SIGUSR2");
  await expect.poll(() => fs.readFileSync(logFile, "utf8")).toContain("ramasse-miettes passé");
  expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
  server.child.kill("SIGUSR2");
  await expect.poll(() => fs.readFileSync(logFile, "utf8").split("ramasse-miettes passé").length).toBe(3);
  server.child.kill("SIGTERM");
  const exit = await exitWithin(server, 25_000);
  fs.closeSync(log);
  expect(exit?.code, fs.readFileSync(logFile, "utf8").slice(-2_000)).toBe(0);
});

test("a keep-alive client's next request, sent just after SIGTERM, is answered with Connection: close", async () => {
  test.setTimeout(120_000);
  const server = await start("ignore");
  const socket = net.connect(port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  const ask = () => socket.write(`GET /healthz HTTP/1.1\r\nHost: localhost:${port}\r\n\r\n`);
  ask();
  await expect.poll(() => received.includes('{"statut":"ok"}')).toBe(true);
  expect(received).toMatch(/Connection: keep-alive/i);
  received = "";
  const closed = new Promise((resolve) => socket.once("close", resolve));
  server.child.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 100));
  // The connection was idle when the signal came: it is not closed before a short grace, so this request is read.
  ask();
  await closed;
  expect(received).toMatch(/^HTTP\/1\.1 200 OK/);
  expect(received).toMatch(/\r\nConnection: close\r\n/i);
  expect((await exitWithin(server, 25_000))?.code).toBe(0);
});

/** A FIFO as in `npm start 2>&1 | reader`: its read end (non-blocking) and its write end for the server. */
function fifo(name: string) {
  const file = path.join(dataDir, name);
  execFileSync("mkfifo", [file]);
  const reader = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  const writer = fs.openSync(file, "w");
  const chunk = Buffer.alloc(64 * 1024);
  let text = "";
  /** Reads what is in the pipe now. */
  const read = () => {
    for (;;) {
      try {
        const n = fs.readSync(reader, chunk);
        if (n <= 0) return text;
        text += chunk.toString("utf8", 0, n);
      } catch {
        return text; // EAGAIN: nothing more for now
      }
    }
  };
  return { reader, writer, read };
}

test("the log's reader stops reading: the server still answers, then exits 0 on SIGTERM", async () => {
  test.setTimeout(120_000);
  const pipe = fifo("stuck");
  const server = await start(pipe.writer);
  fs.closeSync(pipe.writer);
  expect(pipe.read()).toContain("Site prêt");
  // Nobody reads any more: a thousand request lines (about 150 KB) fill the pipe (64 KB) and more.
  for (let i = 0; i < 10; i++) {
    const statuses = await Promise.all(Array.from({ length: 100 }, () => fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.status)));
    expect(statuses).toEqual(Array(100).fill(200));
  }
  const signalled = performance.now();
  server.child.kill("SIGTERM");
  const exit = await exitWithin(server, 25_000);
  expect(exit?.code).toBe(0);
  expect(exit!.at - signalled).toBeLessThan(10_000);
  // What the pipe held is intact JSON lines.
  for (const line of pipe.read().split("\n").filter(Boolean)) expect(() => JSON.parse(line)).not.toThrow();
  fs.closeSync(pipe.reader);
});

test("the log's reader goes away during the stop: the server exits 0, every time", async () => {
  test.setTimeout(180_000);
  for (let round = 1; round <= 4; round++) {
    const pipe = fifo(`gone-${round}`);
    const server = await start(pipe.writer);
    fs.closeSync(pipe.writer);
    const statuses = await Promise.all(Array.from({ length: 50 }, () => fetch(`http://127.0.0.1:${port}/ressources`).then((r) => r.status)));
    expect(statuses).toEqual(Array(50).fill(200));
    pipe.read();
    const signalled = performance.now();
    server.child.kill("SIGTERM");
    fs.closeSync(pipe.reader);
    // Requests during the stop write more lines to the closed pipe.
    await Promise.allSettled(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/healthz`)));
    const exit = await exitWithin(server, 25_000);
    expect(exit?.code, `départ ${round}`).toBe(0);
    expect(exit!.at - signalled).toBeLessThan(10_000);
  }
});
