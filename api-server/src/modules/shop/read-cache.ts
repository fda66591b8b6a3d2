import { createHash } from 'node:crypto';

/** A cached answer: its JSON text, ready to send, and the ETag of that text. */
export interface CachedAnswer {
  body: string;
  etag: string;
}

interface Entry extends CachedAnswer {
  expiresAt: number;
}

/** Seconds browsers and proxies may reuse a catalogue answer (Cache-Control max-age). */
export const CLIENT_MAX_AGE_SECONDS = 30;

/**
 * The catalogue reads, serialised once and kept in memory: a hit costs a Map lookup instead of
 * several queries and a JSON.stringify. Any write that changes what shoppers see (stock held by a
 * cart, a sale) calls `invalidate`. Entries also expire after `ttlMs`, which bounds how stale a
 * read can be when another server instance on the same PostgreSQL made the write, and when a
 * cart's hold on stock lapses.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 500,
  ) {}

  /** The cached answer of `key`, or the one `load` makes; null (not found) is not cached. */
  async get(key: string, load: () => Promise<unknown>): Promise<CachedAnswer | null> {
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > this.now()) return hit;
    const generation = this.generation;
    const value = await load();
    if (value === null) return null;
    const body = JSON.stringify(value);
    const entry: Entry = { body, etag: etagOf(body), expiresAt: this.now() + this.ttlMs };
    // A write that landed while this was loading may have changed it: serve it, but do not keep it.
    if (generation === this.generation) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Forgets every answer: the next read of each goes to the database. */
  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }
}

/** A strong ETag of a JSON text. */
export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
