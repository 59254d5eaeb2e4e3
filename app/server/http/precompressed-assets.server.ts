// The fingerprinted assets of the build, precompressed at build time (scripts/compress-assets.mjs),
// held in memory and sent as they are: no compression per request. Files without a compressed copy,
// and clients that accept neither brotli nor gzip, fall through to the static-file middleware.
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { chooseEncoding } from "./accept-encoding.server";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".html": "text/html; charset=utf-8",
};

interface Asset {
  type: string;
  br: Buffer;
  gzip: Buffer;
}

export function precompressedAssets(dir: string, urlPrefix = "/assets/") {
  const assets = new Map<string, Asset>();
  for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    const type = TYPES[path.extname(name)];
    const br = path.join(dir, `${name}.br`);
    const gz = path.join(dir, `${name}.gz`);
    if (!type || !fs.existsSync(br) || !fs.existsSync(gz)) continue;
    assets.set(`${urlPrefix}${name}`, { type, br: fs.readFileSync(br), gzip: fs.readFileSync(gz) });
  }
  /** Sends the asset and returns true, or returns false (nothing sent). */
  return function serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    const asset = assets.get(req.url ?? "");
    if (!asset) return false;
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    if (encoding === "identity") return false;
    const body = asset[encoding];
    res.writeHead(200, {
      "content-type": asset.type,
      "content-encoding": encoding,
      "content-length": String(body.length),
      "cache-control": "public, max-age=31536000, immutable",
      vary: "Accept-Encoding",
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  };
}
