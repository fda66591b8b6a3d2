import { encodeAnswer, etagOf, type EncodedAnswer } from '../../http/encoded-answer';

/**
 * A catalogue answer: its JSON text and that text encoded once (UTF-8 bytes, ETag, compressed
 * copies when kept). Sending a string makes Node encode it and count its bytes again on every
 * request, two passes over the whole answer (14 KB for a product) and the garbage of a new buffer
 * each time, which the bench's products-detail profile showed.
 */
export interface CachedAnswer extends EncodedAnswer {
  body: string;
}

/**
 * The answer of a JSON text. `kept`: it will be sent again (a cache entry), so it is compressed
 * once now; an answer made for one request is not worth compressing.
 */
export function answerOf(body: string, { kept = false }: { kept?: boolean } = {}): CachedAnswer {
  return { body, ...encodeAnswer(body, etagOf(body), { compress: kept }) };
}

interface Entry extends CachedAnswer {
  expiresAt: number;
  /** What the answer depends on (`variant:<id>`): invalidating one of them drops it. */
  tags: readonly string[];
}

/** Seconds browsers and proxies may reuse a catalogue answer (Cache-Control max-age). */
export const CLIENT_MAX_AGE_SECONDS = 30;

/**
 * The catalogue reads, serialised once and kept in memory: a hit costs a Map lookup instead of
 * several queries and a JSON.stringify. A write that changes what shoppers see drops what depends
 * on it: a cart change only the answers tagged with the variants it touched (`invalidateTags`;
 * only products-detail shows stock), a sale everything (`invalidate`). Entries also expire after
 * `ttlMs`, which bounds how stale a read can be when another server instance on the same
 * PostgreSQL made the write, and when a cart's hold on stock lapses.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  /** Counts invalidations; a load that began before one of its tags was invalidated is not kept. */
  private clock = 0;
  private clearedAt = 0;
  private readonly tagInvalidatedAt = new Map<string, number>();
  /** Loads under way, by key, with the clock they began at. */
  private readonly loading = new Map<string, { startedAt: number; answer: Promise<CachedAnswer | null> }>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 500,
  ) {}

  /**
   * The cached answer of `key`, or the one `load` makes; null (not found) is not cached. `tagsOf`
   * names what the loaded value depends on, for {@link invalidateTags}. Reads of a key that arrive
   * while it loads share that load (when an entry expires under load, one query rebuilds it, not
   * one per request in flight), unless a write landed since it began: a read after a write must
   * see the write.
   */
  get<T>(
    key: string,
    load: () => Promise<T | null>,
    tagsOf: (value: T) => readonly string[] = () => [],
  ): Promise<CachedAnswer | null> {
    const hit = this.peek(key);
    if (hit) return Promise.resolve(hit);
    const pending = this.loading.get(key);
    if (pending && pending.startedAt === this.clock) return pending.answer;
    const startedAt = this.clock;
    const answer = this.loadAndKeep(key, load, tagsOf, startedAt);
    this.loading.set(key, { startedAt, answer });
    const settled = () => {
      if (this.loading.get(key)?.answer === answer) this.loading.delete(key);
    };
    void answer.then(settled, settled);
    return answer;
  }

  private async loadAndKeep<T>(
    key: string,
    load: () => Promise<T | null>,
    tagsOf: (value: T) => readonly string[],
    startedAt: number,
  ): Promise<CachedAnswer | null> {
    const value = await load();
    if (value === null) return null;
    const body = JSON.stringify(value);
    const tags = tagsOf(value);
    const entry: Entry = { ...answerOf(body, { kept: true }), expiresAt: this.now() + this.ttlMs, tags };
    // A write that landed while this was loading may have changed it: serve it, but do not keep it.
    const stale =
      this.clearedAt > startedAt || tags.some((tag) => (this.tagInvalidatedAt.get(tag) ?? 0) > startedAt);
    if (!stale) {
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** The answer of `key` when it is kept and fresh, else null: a hit needs no promise. */
  peek(key: string): CachedAnswer | null {
    const hit = this.entries.get(key);
    return hit !== undefined && hit.expiresAt > this.now() ? hit : null;
  }

  /** Forgets every answer: the next read of each goes to the database. */
  invalidate(): void {
    this.clock += 1;
    this.clearedAt = this.clock;
    this.tagInvalidatedAt.clear();
    this.entries.clear();
  }

  /** Forgets the answers tagged with any of `tags`; the others stay. */
  invalidateTags(tags: readonly string[]): void {
    if (tags.length === 0) return;
    this.clock += 1;
    const wanted = new Set(tags);
    // One mark per tag ever invalidated: as many as there are variants, a bounded number.
    for (const tag of wanted) this.tagInvalidatedAt.set(tag, this.clock);
    for (const [key, entry] of this.entries) {
      if (entry.tags.some((tag) => wanted.has(tag))) this.entries.delete(key);
    }
  }
}

/** The tag of the answers that show a variant's stock (products-detail). */
export const variantTag = (variantId: string): string => `variant:${variantId}`;
