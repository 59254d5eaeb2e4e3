// Raw HTTP for the fault suite: bodies streamed in chunks (no Content-Length), any Host header, and
// an answer read even when the server closes the connection before the whole body was sent.
import http from "node:http";
import net from "node:net";

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent as is (Content-Length) unless `chunkedBytes` is given. */
  body?: string | Buffer;
  /** Streams this many bytes of "a" in 64 KiB chunks (Transfer-Encoding: chunked). */
  chunkedBytes?: number;
  /** Called once the headers and the first part of the body are out (requests in flight). */
  onStarted?: () => void;
  /** Waits for this before sending the end of the body. */
  holdUntil?: Promise<void>;
}

export function raw(port: number, request: RawRequest): Promise<RawAnswer> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.body !== undefined && request.chunkedBytes === undefined) headers["content-length"] ??= String(Buffer.byteLength(request.body));
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = http.request({ host: "127.0.0.1", port, method: request.method ?? "POST", path: request.path, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    void (async () => {
      try {
        if (request.chunkedBytes !== undefined) {
          const chunk = Buffer.alloc(64 * 1024, "a");
          for (let sent = 0; sent < request.chunkedBytes && !answered && !req.destroyed; sent += chunk.length) {
            if (!req.write(chunk)) await new Promise<void>((r) => {
              const go = () => {
                req.off("drain", go).off("close", go);
                r();
              };
              req.on("drain", go).on("close", go);
            });
          }
          if (!req.destroyed) req.end();
          return;
        }
        const body = request.body === undefined ? undefined : Buffer.from(request.body);
        if (request.holdUntil && body) {
          const half = Math.floor(body.length / 2);
          req.write(body.subarray(0, half));
          request.onStarted?.();
          await request.holdUntil;
          req.end(body.subarray(half));
          return;
        }
        req.end(body);
      } catch {
        // The server closed the connection: the answer (if any) is what counts.
      }
    })();
  });
}

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

export interface Dribbled {
  /** Seconds from the first byte sent to the server closing the connection (or to `maxSeconds`). */
  seconds: number;
  /** What the server sent. */
  answer: string;
  closed: boolean;
}

/**
 * A slow client on a raw socket: sends `start`, then one byte of `drip` a second (over and over) until
 * the server closes the connection or `maxSeconds` pass.
 */
export function dribble(port: number, { start, drip = "", maxSeconds = 40 }: { start: string; drip?: string; maxSeconds?: number }): Promise<Dribbled> {
  return new Promise((resolve) => {
    const begun = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    let sent = 0;
    const finish = (closed: boolean) => {
      clearInterval(timer);
      socket.destroy();
      resolve({ seconds: (Date.now() - begun) / 1000, answer, closed });
    };
    const timer = setInterval(() => {
      if ((Date.now() - begun) / 1000 > maxSeconds) return finish(false);
      if (drip) socket.write(drip[sent++ % drip.length]);
    }, 1000);
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
    socket.on("close", () => finish(true));
    socket.on("error", () => {});
    socket.write(start);
  });
}
