// Where the log lines go (standard output), without ever blocking the process (issue 20, item 4).
// pino's default destination writes synchronously: when the process reading our output stops reading
// (a full pipe) or goes away during a stop, a write blocked the main thread — or retried forever — and
// neither the graceful stop nor the forced one could run. Here lines are queued in memory, within a
// bound, and written one chunk at a time by asynchronous writes (libuv's thread pool); a line that does
// not fit is dropped and counted, and the count is written as soon as writing resumes.
import fs from "node:fs";

/**
 * Lines are written in chunks of at most PIPE_BUF (4 KiB on Linux), which a pipe takes whole or not at all:
 * a reader that stops never gets half a line (a longer line is written alone).
 */
const MAX_CHUNK_BYTES = 4096;
/** Wait before writing again when a non-blocking output is full (EAGAIN). */
const RETRY_MS = 25;

export class LogDestination {
  private queue: string[] = [];
  private queuedBytes = 0;
  private queuedLines = 0;
  /** The chunk being written (what is left of it after a partial write), and its lines. */
  private pending: Buffer | null = null;
  private pendingLines = 0;
  private writing = false;
  private broken = false;
  /** Lines dropped since the last report of them. */
  private unreported = 0;
  private waiters: (() => void)[] = [];
  /** Lines dropped in all (a full queue, or an output that is gone). */
  dropped = 0;

  constructor(
    private readonly fd: number,
    private readonly maxBytes = 1024 * 1024,
  ) {}

  /** pino's destination interface: one line, "\n" included. Never blocks, never throws. */
  write(line: string): boolean {
    const bytes = Buffer.byteLength(line);
    if (this.broken || this.queuedBytes + bytes > this.maxBytes) {
      this.dropped++;
      this.unreported++;
      return true;
    }
    this.queue.push(line);
    this.queuedBytes += bytes;
    this.queuedLines++;
    if (!this.writing) this.next();
    return true;
  }

  /** Resolves once every queued line is written, or after `timeoutMs` (the output may never drain). */
  flush(timeoutMs: number): Promise<void> {
    if (!this.writing) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  private next() {
    if (!this.pending) {
      if (this.queue.length === 0) {
        this.writing = false;
        for (const waiter of this.waiters.splice(0)) waiter();
        return;
      }
      if (this.unreported > 0) {
        const report = droppedLine(this.unreported);
        this.queue.unshift(report);
        this.queuedBytes += Buffer.byteLength(report);
        this.queuedLines++;
        this.unreported = 0;
      }
      let size = 0;
      let count = 0;
      while (count < this.queue.length && (count === 0 || size + Buffer.byteLength(this.queue[count]) <= MAX_CHUNK_BYTES)) size += Buffer.byteLength(this.queue[count++]);
      this.pending = Buffer.from(this.queue.splice(0, count).join(""));
      this.pendingLines = count;
    }
    this.writing = true;
    fs.write(this.fd, this.pending, (error, written) => {
      if (error) return this.failed(error);
      const chunk = this.pending!;
      this.queuedBytes -= written;
      if (written < chunk.length) this.pending = chunk.subarray(written);
      else {
        this.queuedLines -= this.pendingLines;
        this.pending = null;
      }
      this.next();
    });
  }

  private failed(error: NodeJS.ErrnoException) {
    if (error.code === "EAGAIN") {
      setTimeout(() => this.next(), RETRY_MS).unref();
      return;
    }
    // The reader is gone (EPIPE) or the output closed: nothing more can be written.
    this.broken = true;
    this.dropped += this.queuedLines;
    this.queue = [];
    this.queuedBytes = 0;
    this.queuedLines = 0;
    this.pending = null;
    this.writing = false;
    for (const waiter of this.waiters.splice(0)) waiter();
  }
}

function droppedLine(count: number): string {
  return `${JSON.stringify({ level: "warn", time: new Date().toISOString(), dropped: count, msg: "journal : lignes perdues (sortie standard bloquée)" })}\n`;
}
