import { describe, expect, it } from "vitest";
import { runPeriodically } from "./periodic.server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("runPeriodically", () => {
  it("never runs two at once, and runs again after a failed run", async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const stop = runPeriodically(
      async () => {
        running++;
        most = Math.max(most, running);
        runs++;
        await sleep(35);
        running--;
        if (runs === 1) throw new Error("première exécution en échec");
      },
      { intervalMs: 5, failure: "tâche de test", now: true },
    );
    await sleep(200);
    await stop();
    expect(most).toBe(1);
    expect(runs).toBeGreaterThanOrEqual(3);
  });

  it("stops only once the run in flight has ended, tells it a stop was asked, and starts none after", async () => {
    const seen: string[] = [];
    const stop = runPeriodically(
      async (stopping) => {
        seen.push("début");
        while (!stopping()) await sleep(5);
        await sleep(30);
        seen.push("fin");
      },
      { intervalMs: 5, failure: "tâche de test", now: true },
    );
    await sleep(20);
    await stop();
    expect(seen).toEqual(["début", "fin"]);
    await sleep(40);
    expect(seen).toEqual(["début", "fin"]);
  });

  it("waits for the first interval unless asked to run at once", async () => {
    let runs = 0;
    const stop = runPeriodically(
      async () => {
        runs++;
      },
      { intervalMs: 10_000, failure: "tâche de test" },
    );
    await sleep(30);
    await stop();
    expect(runs).toBe(0);
  });
});
