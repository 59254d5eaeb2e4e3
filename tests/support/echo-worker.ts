// A worker module for app/server/platform/worker-pool.server.test.ts: answers with its thread id after `waitMs`, or fails when asked to.
import { threadId } from "node:worker_threads";
import { answerJobs } from "~/server/platform/worker-pool.server";

answerJobs(async ({ waitMs, fail }: { waitMs: number; fail?: boolean }) => {
  await new Promise((resolve) => setTimeout(resolve, waitMs));
  if (fail) throw new Error("échec demandé");
  return { threadId };
});
