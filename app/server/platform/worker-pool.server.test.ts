import path from "node:path";
import { describe, expect, it } from "vitest";
import { BusyError } from "./errors.server";
import { WorkerPool } from "./worker-pool.server";

const file = path.resolve("tests/support/echo-worker.ts");

describe("WorkerPool", () => {
  it("runs the jobs on threads other than the main one, at most `size` at a time", async () => {
    const pool = new WorkerPool<{ waitMs: number }, { threadId: number }>({ file, size: 2 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => pool.run({ waitMs: 50 })));
    const threads = new Set(answers.map((a) => a.threadId));
    expect(threads.has(0)).toBe(false);
    expect(threads.size).toBe(2);
  });

  it("refuses a job past its queue's bound (BusyError), and serves the next ones once it has room", async () => {
    const pool = new WorkerPool<{ waitMs: number }, { threadId: number }>({ file, size: 1, maxQueue: 2 });
    const accepted = [pool.run({ waitMs: 300 })];
    // The first job is on its way to the thread; two wait behind it, a fourth is refused.
    accepted.push(pool.run({ waitMs: 10 }), pool.run({ waitMs: 10 }));
    await expect(pool.run({ waitMs: 10 })).rejects.toBeInstanceOf(BusyError);
    await Promise.all(accepted);
    await expect(pool.run({ waitMs: 10 })).resolves.toMatchObject({ threadId: expect.any(Number) });
  });

  it("rejects a job that fails with its error, and goes on with the next", async () => {
    const pool = new WorkerPool<{ waitMs: number; fail?: boolean }, { threadId: number }>({ file, size: 1 });
    await expect(pool.run({ waitMs: 0, fail: true })).rejects.toThrow("échec demandé");
    await expect(pool.run({ waitMs: 0 })).resolves.toMatchObject({ threadId: expect.any(Number) });
  });
});
