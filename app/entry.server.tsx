import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { ActionFunctionArgs, EntryContext, LoaderFunctionArgs, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { IslandServerProvider } from "./components/layout/island";
import { NonceProvider } from "./components/layout/nonce";
import { islandServer } from "./server/http/islands.server";
import { logError, requestIdOf } from "./server/platform/log.server";
import { contentSecurityPolicy, newNonce } from "./server/http/security-headers.server";

export const streamTimeout = 5_000;

/** Unexpected errors of loaders and actions: one JSON line with the request id (aborted requests are not errors). */
export function handleError(error: unknown, { request }: LoaderFunctionArgs | ActionFunctionArgs) {
  if (request.signal.aborted) return;
  logError(error, { reqId: requestIdOf(request), method: request.method, path: new URL(request.url).pathname });
}

/**
 * Renders the whole document, then answers it as one buffer. No route streams (no Suspense boundary,
 * no deferred data), so waiting for onAllReady costs no time to first byte, and one buffer instead of
 * React's 2 KB chunks passed through a Node stream, a web stream and the compression stream spares a
 * tenth of an uncached render's CPU (issue 14, item 5). A route that starts streaming (<Await>) must
 * bring back a streamed response for it.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const nonce = newNonce();
  responseHeaders.set("Content-Security-Policy", contentSecurityPolicy(nonce, process.env.NODE_ENV === "development"));
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on("finish", () => {
      clearTimeout(timer);
      const body = Buffer.concat(chunks);
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.set("Content-Length", String(body.byteLength));
      resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
    });
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <IslandServerProvider value={islandServer}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandServerProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logError(error, { reqId: requestIdOf(request) });
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
