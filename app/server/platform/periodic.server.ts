// The site's background jobs (the mailer, the search-alert digests, the storage sweep) run through one helper:
// a task every `intervalMs`, never two runs at once, a failed run logged and the next one tried, and a stop
// that waits for the run in flight, so the database is closed only after it.
import { log } from "./log.server";

export interface PeriodicOptions {
  intervalMs: number;
  /** The French line logged when a run fails (« envoi des courriels »). */
  failure: string;
  /** `warn` for a job whose failure the next run usually mends (a bucket briefly unreachable); `error` otherwise. */
  level?: "warn" | "error";
  /** Run once at once, without waiting for the first interval. */
  now?: boolean;
}

/**
 * Runs `task` every `intervalMs` in the background (the timer does not keep the process alive). The task is told
 * whether a stop was asked (`stopping()`), to end a long run early. Returns the stop function, which resolves
 * once the run in flight, if any, has ended; no run starts after it.
 */
export function runPeriodically(task: (stopping: () => boolean) => Promise<unknown>, { intervalMs, failure, level = "error", now = false }: PeriodicOptions): () => Promise<void> {
  let current: Promise<void> | null = null;
  let stopping = false;
  const isStopping = () => stopping;
  const tick = () => {
    if (current || stopping) return;
    current = (async () => {
      try {
        await task(isStopping);
      } catch (error) {
        log()[level]({ err: error }, failure);
      } finally {
        current = null;
      }
    })();
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  if (now) tick();
  return async () => {
    stopping = true;
    clearInterval(timer);
    await current;
  };
}
