// Heavy work off the main thread (issue 20, item 5): a few worker threads running one module, and a
// bounded queue. The site keeps answering while a PDF is drawn; past the queue's bound, BusyError.
import os from "node:os";
import { pathToFileURL } from "node:url";
import { type TransferListItem, Worker, parentPort } from "node:worker_threads";
import { BusyError } from "./errors.server";

type Reply<Out> = { id: number; output: Out } | { id: number; error: string };

export interface WorkerPoolOptions {
  /** The worker's module: JavaScript (the server build), or TypeScript (sources, loaded with tsx). */
  file: string;
  /** Threads (one less than the cores, at least one: a core stays with the site). */
  size?: number;
  /** Jobs that may wait for a thread; one more is refused with BusyError. */
  maxQueue?: number;
}

interface Job<In, Out> {
  id: number;
  input: In;
  resolve: (output: Out) => void;
  reject: (error: Error) => void;
}

export class WorkerPool<In, Out> {
  private readonly idle: Worker[] = [];
  private readonly busy = new Map<Worker, Job<In, Out>>();
  private readonly queue: Job<In, Out>[] = [];
  private readonly size: number;
  private readonly maxQueue: number;
  private nextId = 1;

  constructor(private readonly options: WorkerPoolOptions) {
    this.size = options.size ?? Math.max(1, os.availableParallelism() - 1);
    this.maxQueue = options.maxQueue ?? 16;
  }

  /** Runs one job on a thread; BusyError when the queue is full. */
  run(input: In): Promise<Out> {
    if (this.queue.length >= this.maxQueue) return Promise.reject(new BusyError());
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject });
      this.dispatch();
    });
  }

  private dispatch() {
    while (this.queue.length > 0) {
      const worker = this.idle.pop() ?? (this.busy.size < this.size ? this.spawn() : undefined);
      if (!worker) return;
      const job = this.queue.shift()!;
      this.busy.set(worker, job);
      worker.postMessage({ id: job.id, input: job.input });
    }
  }

  private spawn(): Worker {
    const { file } = this.options;
    // A worker registers tsx itself: loader hooks registered by `--import tsx` belong to the main thread.
    const worker = file.endsWith(".ts")
      ? new Worker(`import("tsx/esm/api").then((tsx) => { tsx.register(); return import(${JSON.stringify(pathToFileURL(file).href)}); });`, { eval: true })
      : new Worker(file);
    // Threads never keep the process alive (a stop must not wait for them).
    worker.unref();
    worker.on("message", (reply: Reply<Out>) => {
      const job = this.busy.get(worker);
      this.busy.delete(worker);
      this.idle.push(worker);
      if (job) {
        if ("error" in reply) job.reject(new Error(reply.error));
        else job.resolve(reply.output);
      }
      this.dispatch();
    });
    // A thread that dies takes its job with it; the next job gets a new thread.
    worker.on("error", (error) => this.busy.get(worker)?.reject(error));
    worker.on("exit", (code) => {
      this.busy.get(worker)?.reject(new Error(`Le fil de travail s’est arrêté (code ${code}).`));
      this.busy.delete(worker);
      const at = this.idle.indexOf(worker);
      if (at !== -1) this.idle.splice(at, 1);
      this.dispatch();
    });
    return worker;
  }
}

/**
 * The worker's side: answers each job with `work`'s result; the result's buffers (the `transfer` of it)
 * are moved to the main thread, not copied.
 */
export function answerJobs<In, Out>(work: (input: In) => Promise<Out>, transfer: (output: Out) => TransferListItem[] = () => []): void {
  if (!parentPort) throw new Error("answerJobs runs in a worker thread");
  const port = parentPort;
  port.on("message", async ({ id, input }: { id: number; input: In }) => {
    try {
      const output = await work(input);
      port.postMessage({ id, output } satisfies Reply<Out>, transfer(output));
    } catch (error) {
      port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies Reply<Out>);
    }
  });
}
