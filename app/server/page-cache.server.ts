// In-memory cache of public HTML pages for anonymous visitors. An entry is served only while the
// content version in the database is the one it was rendered with, so any content write (from
// any instance) invalidates it. Each hit gets a fresh CSP nonce.
import { contentVersion } from "./content-version.server";
import type { DB } from "./db.server";
import { newNonce } from "./security-headers.server";

interface Entry {
  version: string;
  status: number;
  headers: [string, string][];
  body: string;
  nonce: string;
}

const MAX_ENTRIES = 500;
const CACHEABLE_PARAMS = new Set(["ville", "type", "min", "max", "page", "onglet", "sous"]);

export class PageCache {
  private entries = new Map<string, Entry>();

  constructor(private readonly db: () => DB) {}

  /**
   * Only anonymous GETs of documents are cached (no session cookie, no data requests, no media), and
   * only with the query parameters of shareable views (search, pages, tabs): a simulation with the
   * visitor's own numbers is rendered for them alone.
   */
  static cacheable(method: string, path: string, cookieHeader: string | undefined, query = ""): boolean {
    if (method !== "GET") return false;
    if (/session/i.test(cookieHeader ?? "")) return false;
    if ([...new URLSearchParams(query).keys()].some((key) => !CACHEABLE_PARAMS.has(key))) return false;
    return !/^\/(media|api|assets)\//.test(path) && !path.endsWith(".data");
  }

  async get(key: string): Promise<{ status: number; headers: [string, string][]; body: string } | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.version !== (await contentVersion(this.db()))) {
      this.entries.delete(key);
      return null;
    }
    // Refresh recency for the LRU order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    const nonce = newNonce();
    return {
      status: entry.status,
      headers: entry.headers.map(([k, v]) => [k, v.replaceAll(entry.nonce, nonce)]),
      body: entry.body.replaceAll(entry.nonce, nonce),
    };
  }

  async render(key: string, produce: () => Promise<Response>) {
    const version = await contentVersion(this.db());
    const response = await produce();
    const headers = [...response.headers.entries()];
    const body = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const storable =
      (response.status === 200 || response.status === 404) &&
      nonce !== undefined &&
      !response.headers.has("set-cookie") &&
      (response.headers.get("content-type") ?? "").startsWith("text/html");
    if (storable) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, { version, status: response.status, headers, body, nonce });
    }
    return { status: response.status, headers, body };
  }
}
