// The forced stop works even when a dependency hangs during the shutdown (issue 20, item 4): a real child
// process (tests/support/stopping-server.ts) with a one-second limit.
import { spawn } from "node:child_process";
import { describe, expect, it } from "vitest";

async function stopHanging(hang: "sync" | "async") {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/stopping-server.ts"], { env: { ...process.env, HANG: hang, PORT: "0", LOG_LEVEL: "info" }, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (c: Buffer) => (output += c.toString()));
  child.stderr.on("data", (c: Buffer) => (output += c.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null; at: number }>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal, at: performance.now() })));
  await expect.poll(() => output.includes("prêt"), { timeout: 20_000 }).toBe(true);
  const signalled = performance.now();
  child.kill("SIGTERM");
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), 15_000));
  const exit = await Promise.race([exited, timeout]);
  if (!exit) child.kill("SIGKILL");
  return { exit, seconds: exit ? (exit.at - signalled) / 1000 : Infinity, output };
}

describe("the forced stop", () => {
  it("ends the process with code 1 at the limit when the shutdown never finishes", async () => {
    const { exit, seconds, output } = await stopHanging("async");
    expect(exit?.code).toBe(1);
    expect(seconds).toBeLessThan(4);
    expect(output).toContain("arrêt forcé : des requêtes n’ont pas fini à temps");
  });

  it("kills the process a few seconds past the limit when its main thread is stuck", async () => {
    const { exit, seconds } = await stopHanging("sync");
    expect(exit?.signal).toBe("SIGKILL");
    expect(seconds).toBeLessThan(10);
  });
});
