// A map bounded in bytes that forgets its least recently used entries first (the page cache's parts, the
// generated files). An entry larger than an eighth of the budget is not kept.

export class ByteLru<T extends { bytes: number }> {
  private entries = new Map<string, T>();
  private used = 0;
  constructor(readonly maxBytes: number) {}
  get(key: string) {
    const entry = this.entries.get(key);
    if (entry) {
      // Refresh recency for the LRU order.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }
  set(key: string, entry: T) {
    if (entry.bytes > this.maxBytes / 8) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.used += entry.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.used <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.used -= old.bytes;
    }
  }
  delete(key: string) {
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.used -= old.bytes;
    }
  }
  /** Forgets the entries whose key passes `test`. */
  deleteWhere(test: (key: string) => boolean) {
    for (const key of [...this.entries.keys()]) if (test(key)) this.delete(key);
  }
  clear() {
    this.entries.clear();
    this.used = 0;
  }
  get bytes() {
    return this.used;
  }
}
