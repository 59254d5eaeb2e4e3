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
// - Signed-in visitors (decision 0025): a page is always rendered for the cache without any cookie. When it
//   shows nothing of its visitor but the header's account items, its HTML marks the slots where a visitor's parts
//   go (visitor-slots.ts) and the entry keeps the page cut there. A signed-in visitor gets the pieces with their
//   own parts in between, compressed once per page and state of the visitor (admin or not, unread counts, income)
//   and kept in a budget of their own.
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { pageKey, withPage, type PageKey } from "~/domain/site/page-cache-key";
import { type SlottedPage, cutAtSlots, fillSlots } from "~/domain/accounts/visitor-slots";
import { contentVersion, onContentChange } from "../content/content-version.server";
import { keyInScope, onPagesChange, scopeVersions } from "../content/page-scopes.server";
import { type Encoding, chooseEncoding } from "./accept-encoding.server";
import { ByteLru } from "./byte-lru.server";
import type { DB } from "../db/db.server";
import { hashedPolicy } from "./inline-hashes.server";
import type { SharedPage, VisitorBlock } from "~/domain/accounts/visitor";
import { accountItemsHtml } from "../accounts/account-items.server";
import { visitorParts } from "./personal-page.server";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const POLL_MS = 500;
/** Each encoding's mark in an ETag. */
const ETAG_SUFFIX: Record<Encoding, string> = { identity: "", br: "-br", gzip: "-gz" };
/** A signed-in visitor's copy is compressed at its first request: brotli's quality 5, a few milliseconds for a page. */
const PERSONAL_BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } };
const DEFAULT_MAX_BYTES = 48 * 1024 * 1024;


export interface Entry {
  status: number;
  /** Response headers per encoding, ready for writeHead. */
  headers: Record<Encoding, Record<string, string>>;
  bodies: Record<Encoding, Buffer>;
  /** The identity body's hash, the root of every ETag. */
  tag: string;
  etags: string[];
  bytes: number;
  /** Set when the page may go to signed-in visitors with their own account items (decision 0025): the page cut at its slots. */
  personal?: SlottedPage;
}

/** Where a page comes from when it is not in memory, and who its signed-in visitor is (PageCache.answer). */
export interface PageSources {
  /** The page as everyone gets it: rendered without any cookie. */
  render: () => Promise<Response>;
  /** The signed-in visitor of the request, as a page shared with them shows them; null when the cookie opens no session. */
  visitorOf: (shared: SharedPage) => Promise<VisitorBlock | null>;
}

export interface PageCacheOptions {
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
  /** The versions of the scopes (page-scopes.server.ts) as last read; a change empties that scope's pages only. */
  private scopes = new Map<string, string>();
  /** Counts the scoped evictions: a render started before one is not stored (it may show what was evicted). */
  private evictions = 0;
  /** Signed-in visitors' copies of pages, by page, visitor's parts and encoding. */
  private readonly personalCopies: ByteLru<{ body: Buffer; bytes: number }>;

  constructor(
    private readonly db: () => DB,
    private readonly options: PageCacheOptions = {},
  ) {
    const max = options.maxBytes ?? DEFAULT_MAX_BYTES;
    this.plain = new ByteLru<Entry>(Math.floor(max * 0.75));
    this.queried = new ByteLru<Entry>(max - this.plain.maxBytes);
    this.personalCopies = new ByteLru(Math.floor(max / 8));
  }

  /** Reads the content version and starts following it. Until then nothing is served from memory. */
  async start(): Promise<this> {
    const offContent = onContentChange((version) => this.setVersion(this.withPeriod(version)));
    const offPages = onPagesChange((scopes, value) => {
      for (const scope of scopes) this.scopes.set(scope, value);
      this.evict(scopes);
    });
    this.unsubscribe = () => {
      offContent();
      offPages();
    };
    const [version, scopes] = await Promise.all([contentVersion(this.db()), scopeVersions(this.db())]);
    this.scopes = scopes;
    this.setVersion(this.withPeriod(version));
    this.timer = setInterval(() => {
      Promise.all([contentVersion(this.db()), scopeVersions(this.db())]).then(
        ([version, scopes]) => {
          this.followScopes(scopes);
          this.setVersion(this.withPeriod(version));
        },
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

  /** Empties the pages of the scopes whose version changed since the last poll (another instance's writes). */
  private followScopes(scopes: Map<string, string>) {
    const changed = [...scopes].filter(([scope, value]) => this.scopes.get(scope) !== value).map(([scope]) => scope);
    this.scopes = scopes;
    if (changed.length > 0) this.evict(changed);
  }

  /** Empties the cached pages of `scopes` only (issue 29, item 1). */
  private evict(scopes: string[]) {
    this.evictions++;
    const inScope = (key: string) => scopes.some((scope) => keyInScope(key, scope));
    this.plain.deleteWhere(inScope);
    this.queried.deleteWhere(inScope);
  }

  private clear() {
    this.plain.clear();
    this.queried.clear();
    this.personalCopies.clear();
    this.pageCounts.clear();
  }

  /** Bytes held (both segments). */
  get bytes() {
    return this.plain.bytes + this.queried.bytes + this.personalCopies.bytes;
  }

  /**
   * The cache key of a request, or null when it is not cacheable: only anonymous GETs of documents
   * (no session cookie; no file, data request or media), and the public API reads with shareable query parameters.
   */
  keyOf(method: string | undefined, url: string, cookie: string | undefined): PageKey | null {
    return hasSessionCookie(cookie) ? null : this.documentKey(method, url);
  }

  /** The key of a request's page whatever its cookies: a signed-in visitor's page is a cached page too (decision 0025). */
  documentKey(method: string | undefined, url: string): PageKey | null {
    if (method !== "GET") return null;
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

  /** The stored entry of a key, while the content version is known. */
  private lookup(key: PageKey): Entry | undefined {
    if (this.version === undefined) return undefined;
    return this.plain.get(key.key) ?? this.queried.get(key.key);
  }

  /** Answers a request from memory when its page is cached; false otherwise (nothing sent). */
  serve(req: IncomingMessage, res: ServerResponse, key: PageKey | null = this.keyOf(req.method, req.url ?? "/", req.headers.cookie)): boolean {
    const entry = key && this.lookup(key);
    if (!entry) return false;
    this.send(req, res, entry);
    return true;
  }

  /**
   * Answers a request for a page from the cache, whoever asks: from memory, or rendered by `render` (without any
   * cookie), stored when it can be shared, and sent. A signed-in visitor (a session cookie) gets the page with their
   * own parts in its slots when the page marks it shared (`visitorOf` reads their session once; null: the cookie
   * opens none, and they get the page as everyone does). False, with nothing sent, when the request is not for a
   * cacheable page or the page must be rendered for its visitor.
   */
  async answer(req: IncomingMessage, res: ServerResponse, { render, visitorOf }: PageSources): Promise<boolean> {
    const key = this.documentKey(req.method, req.url ?? "/");
    if (!key) return false;
    if (!hasSessionCookie(req.headers.cookie)) {
      await this.renderAndServe(req, res, key, render);
      return true;
    }
    // A signed-in visitor whose page is not cached yet: cached first (as everyone gets it), then theirs.
    const { entry } = await this.load(req, key, render);
    if (!entry?.personal) return false;
    const visitor = await visitorOf(entry.personal.shared);
    if (visitor === null) this.send(req, res, entry);
    else await this.sendPersonal(req, res, entry, visitor);
    return true;
  }

  /**
   * Answers a signed-in visitor with a cached page and their own parts in its slots, compressed once per page and
   * parts. Private to the visitor; its ETag is the page's and their parts', so a revisit costs a 304.
   */
  private async sendPersonal(req: IncomingMessage, res: ServerResponse, entry: Entry, visitor: VisitorBlock): Promise<void> {
    const page = entry.personal;
    if (!page) throw new Error("sendPersonal: the page is not shared with signed-in visitors");
    const parts = visitorParts(visitor, await accountItemsHtml(visitor));
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    const etag = `"${entry.tag}.${parts.tag}${ETAG_SUFFIX[encoding]}"`;
    const { etag: _etag, "content-length": _length, "content-encoding": _encoding, ...headers } = entry.headers.identity;
    headers["cache-control"] = "private, no-cache";
    headers.vary = "Accept-Encoding, Cookie";
    headers.etag = etag;
    if (notModified(req.headers["if-none-match"], [etag])) {
      res.writeHead(304, { etag, vary: headers.vary, "cache-control": headers["cache-control"] });
      res.end();
      return;
    }
    const key = `${entry.tag}.${parts.tag}.${encoding}`;
    let copy = this.personalCopies.get(key);
    if (!copy) {
      const html = Buffer.from(fillSlots(page, parts.html));
      const body = encoding === "br" ? await brotli(html, PERSONAL_BROTLI) : encoding === "gzip" ? await gzip(html) : html;
      copy = { body, bytes: body.length + 256 };
      this.personalCopies.set(key, copy);
    }
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    headers["content-length"] = String(copy.body.length);
    res.writeHead(entry.status, headers);
    res.end(copy.body);
  }

  /** Answers with a cached page as everyone gets it (304 when the request has it already). */
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
   * The entry of a page: from memory, or rendered (one render for concurrent requests of the same key) and
   * stored when it can be shared. `unshared`: the response of a page that cannot be stored, for the request
   * that rendered it (a request that waited on it gets neither and renders its own).
   */
  private async load(req: IncomingMessage, key: PageKey, produce: () => Promise<Response>): Promise<{ entry: Entry | null; unshared?: { response: Response; body: Buffer } }> {
    if (key.page > 1 && this.options.pageCount && !this.pageCounts.has(key.search)) {
      const q = key.search.indexOf("?");
      const count = await this.options.pageCount(q === -1 ? key.search : key.search.slice(0, q), q === -1 ? "" : key.search.slice(q));
      if (count !== null) {
        this.pageCounts.set(key.search, count);
        key = this.documentKey(req.method, req.url ?? "/") ?? key;
      }
    }
    const cached = this.lookup(key);
    if (cached) return { entry: cached };
    let pending = this.inFlight.get(key.key);
    let unshared: { response: Response; body: Buffer } | undefined;
    if (!pending) {
      const version = this.version;
      const evictions = this.evictions;
      pending = (async () => {
        const response = await produce();
        const body = Buffer.from(await response.arrayBuffer());
        const entry = await this.entryOf(response, body);
        if (!entry) {
          unshared = { response, body };
          return null;
        }
        if (version !== undefined && version === this.version && evictions === this.evictions) this.segment(key.key, entry.status).set(key.key, entry);
        return entry;
      })();
      this.inFlight.set(key.key, pending);
      pending.finally(() => this.inFlight.delete(key.key)).catch(() => {});
    }
    const entry = await pending;
    return { entry, unshared };
  }

  /**
   * A miss of a visitor who is not signed in: renders the page, stores it when it can be shared, and sends
   * it. Responses that cannot be shared are sent as rendered.
   */
  private async renderAndServe(req: IncomingMessage, res: ServerResponse, key: PageKey, produce: () => Promise<Response>): Promise<void> {
    const { entry, unshared } = await this.load(req, key, produce);
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
    const text = html ? body.toString("utf8") : "";
    // A page's scripts are allowed by hash; JSON has no script and no policy of its own.
    const policy = html ? hashedPolicy(response.headers.get("content-security-policy") ?? "", text) : undefined;
    if (policy === null) return null;
    const [br, gz] = await Promise.all([
      brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzip(body, { level: 9 }),
    ]);
    const personal = html ? (cutAtSlots(text) ?? undefined) : undefined;
    const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    const common: Record<string, string> = {};
    for (const [name, value] of response.headers) if (name !== "content-length" && name !== "date") common[name] = value;
    if (policy) common["content-security-policy"] = policy;
    common.vary = "Accept-Encoding";
    const variant = (encoding: Encoding, bytes: Buffer, etag: string) => ({
      ...common,
      ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
      "content-length": String(bytes.length),
      etag,
    });
    const etags = { identity: `"${tag}${ETAG_SUFFIX.identity}"`, br: `"${tag}${ETAG_SUFFIX.br}"`, gzip: `"${tag}${ETAG_SUFFIX.gzip}"` };
    return {
      status: response.status,
      headers: { identity: variant("identity", body, etags.identity), br: variant("br", br, etags.br), gzip: variant("gzip", gz, etags.gzip) },
      bodies: { identity: body, br, gzip: gz },
      tag,
      etags: Object.values(etags),
      bytes: body.length + br.length + gz.length + (personal ? body.length : 0) + 2048,
      ...(personal ? { personal } : {}),
    };
  }
}

/** Whether a request may be a signed-in visitor's: it carries a session cookie (valid or not). */
export const hasSessionCookie = (cookie: string | undefined) => cookie !== undefined && /session/i.test(cookie);
