// A server made with `serve` (app/server/http/lifecycle.server.ts) whose shutdown work hangs, as a dependency
// may: HANG=sync blocks the main thread, HANG=async never settles. For app/server/http/lifecycle.server.test.ts.
import type { IncomingMessage, ServerResponse } from "node:http";
import { serve } from "~/server/http/lifecycle.server";

serve((_req: IncomingMessage, res: ServerResponse) => res.end("ok"), {
  port: Number(process.env.PORT), // 0: any free port
  host: "127.0.0.1",
  ready: "prêt",
  shutdownTimeoutMs: 1_000,
  onShutdown: async () => {
    if (process.env.HANG === "sync") Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
    else await new Promise(() => {});
  },
});
