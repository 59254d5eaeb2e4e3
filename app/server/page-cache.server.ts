// In-memory cache of public HTML pages for anonymous visitors (decision 0011).
// - A page is stored once, already compressed (brotli and gzip), with a strong ETag per encoding;
//   a hit is answered from memory with no database round trip and no compression, and a matching
//   If-None-Match gets 304.
// - The cached bytes are identical for every visitor, so their CSP allows the page's own inline
//   scripts by hash instead of a per-response nonce.
// - Invalidation: a content write in this process clears the cache at once; writes from other
//   instances are seen by polling the content version (POLL_MS), so within one second.
// - Memory is bounded in bytes, with a separate budget for pages with a query string (searches,
//   pages of results) so that they cannot push out the plain pages.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { pageKey, withPage, type PageKey } from "~/domain/page-cache-key";
import { contentVersion, onContentChange } from "./content-version.server";
import { ByteLru } from "./byte-lru.server";
import type { DB } from "./db.server";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const POLL_MS = 500;
const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;

type Encoding = "br" | "gzip" | "identity";

interface Entry {
  status: number;
  /** Response headers per encoding, ready for writeHead. */
  headers: Record<Encoding, Record<string, string>>;
  bodies: Record<Encoding, Buffer>;
  etags: string[];
  bytes: number;
}

export interface PageCacheOptions {
  /** Headers every response carries (security headers), baked into the entries. */
  baseHeaders?: Record<string, string>;
  maxBytes?: number;
  /** The real number of pages of a paginated search (by path and query), to clamp `page`. */
  pageCount?: (pathname: string, query: string) => Promise<number | null>;
  pollMs?: number;
  /**
   * What the pages depend on besides the content, as a label that changes when they must be drawn again (the
   * track record's window, which moves with the calendar: decision 0036). Read with each poll of the version.
   */
  period?: () => string;
}

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * The policy of a rendered page with its nonce replaced by the hashes of the page's inline scripts
 * (and styles): only those exact scripts run, whoever sees the page.
 */
export function hashedPolicy(policy: string, html: string): string | null {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (!nonce) return null;
  const scripts = [...new Set([...html.matchAll(INLINE_SCRIPT)].map((m) => sha256(m[1] ?? "")))];
  const styles = [...new Set([...html.matchAll(INLINE_STYLE)].map((m) => sha256(m[1] ?? "")))];
  return policy
    .split("; ")
    .map((directive) => {
      if (!directive.includes(`'nonce-${nonce}'`)) return directive;
      const hashes = directive.startsWith("script-src") ? scripts : directive.startsWith("style-src") ? styles : [];
      return directive.replace(` 'nonce-${nonce}'`, hashes.map((h) => ` ${h}`).join(""));
    })
    .join("; ");
}

/** The encoding to send: brotli, else gzip, else none (a q=0 refuses one). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  let br = false;
  let gz = false;
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === "br") br = true;
    else if (name === "gzip" || name === "*") gz = true;
  }
  return br ? "br" : gz ? "gzip" : "identity";
}

function notModified(ifNoneMatch: string | undefined, etags: string[]): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const t = tag.trim().replace(/^W\//, "");
    return t === "*" || etags.includes(t);
  });
}

export class PageCache {
  private readonly plain: ByteLru<Entry>;
  private readonly queried: ByteLru<Entry>;
  /** Known page counts of searches (key without `page`), valid for the current version. */
  private readonly pageCounts = new Map<string, number>();
  private readonly inFlight = new Map<string, Promise<Entry | null>>();
  private version: string | undefined;
  private timer: NodeJS.Timeout | undefined;
  private unsubscribe: (() => void) | undefined;
  private readonly baseHeaders: Record<string, string>;

  constructor(
    private readonly db: () => DB,
    private readonly options: PageCacheOptions = {},
  ) {
    const max = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.plain = new ByteLru<Entry>(Math.floor(max * 0.75));
    this.queried = new ByteLru<Entry>(max - this.plain.maxBytes);
    this.baseHeaders = Object.fromEntries(Object.entries(options.baseHeaders ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  }

  /** Reads the content version and starts following it. Until then nothing is served from memory. */
  async start(): Promise<this> {
    this.unsubscribe = onContentChange((version) => this.setVersion(this.withPeriod(version)));
    this.setVersion(this.withPeriod(await contentVersion(this.db())));
    this.timer = setInterval(() => {
      contentVersion(this.db()).then(
        (version) => this.setVersion(this.withPeriod(version)),
        () => this.setVersion(undefined),
      );
    }, this.options.pollMs ?? POLL_MS);
    this.timer.unref();
    return this;
  }

  stop() {
    clearInterval(this.timer);
    this.unsubscribe?.();
    this.clear();
  }

  /** The content version and the period: a change of either empties the cache. */
  private withPeriod(version: string): string {
    return this.options.period ? `${version}|${this.options.period()}` : version;
  }

  private setVersion(version: string | undefined) {
    if (version === this.version) return;
    this.version = version;
    this.clear();
  }

  private clear() {
    this.plain.clear();
    this.queried.clear();
    this.pageCounts.clear();
  }

  /** Bytes held (both segments). */
  get bytes() {
    return this.plain.bytes + this.queried.bytes;
  }

  /**
   * The cache key of a request, or null when it is not cacheable: only anonymous GETs of documents
   * (no session cookie; no file, data request or media), and the public API reads with shareable query parameters.
   */
  keyOf(method: string | undefined, url: string, cookie: string | undefined): PageKey | null {
    if (method !== "GET") return null;
    if (cookie !== undefined && /session/i.test(cookie)) return null;
    const q = url.indexOf("?");
    const pathname = q === -1 ? url : url.slice(0, q);
    // Paths with an extension are files (static files, .data requests, sitemap.xml…), not pages.
    if (pathname.startsWith("/media/") || pathname.lastIndexOf(".") > pathname.lastIndexOf("/")) return null;
    const key = pageKey(pathname, q === -1 ? "" : url.slice(q));
    if (!key || key.page === 1) return key;
    const count = this.pageCounts.get(key.search);
    return count !== undefined && key.page > count ? { ...key, page: count, key: withPage(key.search, count) } : key;
  }

  /** Pages without a query go to the main budget; searches, pages of results and 404s to the other. */
  private segment(key: string, status = 200) {
    return key.includes("?") || status !== 200 ? this.queried : this.plain;
  }

  /** Answers a request from memory when its page is cached; false otherwise (nothing sent). */
  serve(req: IncomingMessage, res: ServerResponse, key: PageKey | null = this.keyOf(req.method, req.url ?? "/", req.headers.cookie)): boolean {
    if (!key || this.version === undefined) return false;
    const entry = this.plain.get(key.key) ?? this.queried.get(key.key);
    if (!entry) return false;
    this.send(req, res, entry);
    return true;
  }

  private send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const headers = entry.headers[encoding];
    if (notModified(req.headers["if-none-match"], entry.etags)) {
      res.writeHead(304, { etag: headers.etag, vary: "Accept-Encoding" });
      res.end();
      return;
    }
    res.writeHead(entry.status, headers);
    res.end(entry.bodies[encoding]);
  }

  /**
   * A miss: renders the page (one render for concurrent requests of the same key), stores it when it
   * can be shared, and sends it. Responses that cannot be shared are sent as rendered.
   */
  async renderAndServe(req: IncomingMessage, res: ServerResponse, key: PageKey, produce: () => Promise<Response>): Promise<void> {
    if (key.page > 1 && this.options.pageCount && !this.pageCounts.has(key.search)) {
      const q = key.search.indexOf("?");
      const count = await this.options.pageCount(q === -1 ? key.search : key.search.slice(0, q), q === -1 ? "" : key.search.slice(q));
      if (count !== null) {
        this.pageCounts.set(key.search, count);
        key = this.keyOf(req.method, req.url ?? "/", req.headers.cookie) ?? key;
        if (this.serve(req, res, key)) return;
      }
    }
    let pending = this.inFlight.get(key.key);
    let unshared: { response: Response; body: Buffer } | undefined;
    if (!pending) {
      const version = this.version;
      pending = (async () => {
        const response = await produce();
        const body = Buffer.from(await response.arrayBuffer());
        const entry = await this.entryOf(response, body);
        if (!entry) {
          unshared = { response, body };
          return null;
        }
        if (version !== undefined && version === this.version) this.segment(key.key, entry.status).set(key.key, entry);
        return entry;
      })();
      this.inFlight.set(key.key, pending);
      pending.finally(() => this.inFlight.delete(key.key)).catch(() => {});
    }
    const entry = await pending;
    if (entry) return this.send(req, res, entry);
    // Not shareable (an error, a cookie): this request's own response, or render it again for a waiter.
    const own = unshared ?? (await (async () => {
      const response = await produce();
      return { response, body: Buffer.from(await response.arrayBuffer()) };
    })());
    res.statusCode = own.response.status;
    for (const [name, value] of own.response.headers) if (name !== "content-length") res.appendHeader(name, value);
    res.end(own.body);
  }

  /** The cache entry of a rendered page, or null when the page must not be shared. */
  private async entryOf(response: Response, body: Buffer): Promise<Entry | null> {
    const type = response.headers.get("content-type") ?? "";
    const html = type.startsWith("text/html");
    const storable =
      (response.status === 200 || response.status === 404) &&
      !response.headers.has("set-cookie") &&
      // HTML pages that change with the clock (the call-back slots) say so. (The API's JSON says no-store
      // to browsers only: this cache is invalidated by content writes, browsers are not.)
      !(html && /no-store/.test(response.headers.get("cache-control") ?? "")) &&
      (html || type.startsWith("application/json"));
    if (!storable) return null;
    // A page's scripts are allowed by hash; JSON has no script and no policy of its own.
    const policy = html ? hashedPolicy(response.headers.get("content-security-policy") ?? "", body.toString("utf8")) : undefined;
    if (policy === null) return null;
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip(body, { level: 9 }),
    ]);
    const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    const common: Record<string, string> = { ...this.baseHeaders };
    for (const [name, value] of response.headers) if (name !== "content-length" && name !== "date") common[name] = value;
    if (policy) common["content-security-policy"] = policy;
    common.vary = "Accept-Encoding";
    const variant = (encoding: Encoding, bytes: Buffer, etag: string) => ({
      ...common,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": String(bytes.length),
      etag,
    });
    const etags = { identity: `"${tag}"`, br: `"${tag}-br"`, gzip: `"${tag}-gz"` };
    return {
      status: response.status,
      headers: { identity: variant("identity", body, etags.identity), br: variant("br", br, etags.br), gzip: variant("gzip", gz, etags.gzip) },
      bodies: { identity: body, br, gzip: gz },
      etags: Object.values(etags),
      bytes: body.length + br.length + gz.length + 2048,
    };
  }
}
