// Unknown methods and overload answers in the request log (issue 29, item 9): a PROPFIND, LOCK or PURGE is
// answered 405 and logged at info; a 503 of the dossier queue at warn; a real fault (500) still at error.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { log, requestLog } from "../platform/log.server";
import { refuseUnknownMethod } from "./methods.server";

let server: http.Server;
let base = "";

beforeAll(async () => {
  server = http.createServer((req, res) => {
    requestLog(req, res);
    if (refuseUnknownMethod(req, res)) return;
    res.statusCode = req.url === "/dossier" ? 503 : req.url === "/panne" ? 500 : 200;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The level of the request's log line. */
async function levelOf(method: string, path: string): Promise<{ status: number; allow: string | null; level: string }> {
  const spies = (["info", "warn", "error"] as const).map((level) => [level, vi.spyOn(log(), level)] as const);
  try {
    const response = await fetch(`${base}${path}`, { method });
    await response.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const used = spies.filter(([, spy]) => spy.mock.calls.some((call) => call[1] === "requête")).map(([level]) => level);
    expect(used).toHaveLength(1);
    return { status: response.status, allow: response.headers.get("allow"), level: used[0]! };
  } finally {
    for (const [, spy] of spies) spy.mockRestore();
  }
}

describe("methods and levels of the request log", () => {
  it("answers PROPFIND, LOCK and PURGE 405 with the allowed methods, logged at info", async () => {
    for (const method of ["PROPFIND", "LOCK", "PURGE"]) {
      const { status, allow, level } = await levelOf(method, "/");
      expect([method, status, level]).toEqual([method, 405, "info"]);
      expect(allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
    }
  });

  it("logs an overload 503 at warn and a 500 at error", async () => {
    expect(await levelOf("GET", "/dossier")).toMatchObject({ status: 503, level: "warn" });
    expect(await levelOf("GET", "/panne")).toMatchObject({ status: 500, level: "error" });
    expect(await levelOf("GET", "/")).toMatchObject({ status: 200, level: "info" });
  });
});
