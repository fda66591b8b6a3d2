import { LRUCache } from 'lru-cache';

/** What a read found; null (no such session, no such user) is remembered as well. */
interface Found<V> {
  value: V | null;
}

/**
 * Database reads kept in this process for a short while, for the checks every authenticated call
 * makes (ADR 0170). Whoever changes what a key reads drops it (`drop`, `dropWhere`), here and, by
 * the cluster bus, on every other server; `ttlMs` bounds how long a change nobody announced (a
 * lost bus message, an update made in SQL) can go unseen.
 *
 * A read that began before a drop is not kept: it may have seen the row as it was before the
 * change, and keeping it would undo the drop.
 */
export class FreshCache<V extends object> {
  private readonly entries: LRUCache<string, Found<V>>;
  /** Counts drops; a read records it when it begins and is kept only if none happened since. */
  private drops = 0;

  constructor(ttlMs: number, max: number, now: () => number) {
    this.entries = new LRUCache<string, Found<V>>({
      max,
      ttl: Math.max(1, ttlMs),
      // Every look-up asks the clock: a cached reading could let an entry outlive its time.
      ttlResolution: 0,
      perf: { now },
    });
  }

  /** Reads under way, by key: when an entry lapses under load, one query refills it, not one per request. */
  private readonly loading = new Map<string, { drops: number; value: Promise<V | null> }>();

  get(key: string, load: () => Promise<V | null>): Promise<V | null> {
    const hit = this.entries.get(key);
    if (hit) return Promise.resolve(hit.value);
    const pending = this.loading.get(key);
    // A read that began before a drop is not shared either: it may show what the drop undid.
    if (pending && pending.drops === this.drops) return pending.value;
    const drops = this.drops;
    const value = load().then(
      (found) => {
        if (this.loading.get(key)?.value === value) this.loading.delete(key);
        if (this.drops === drops) this.entries.set(key, { value: found });
        return found;
      },
      (error: unknown) => {
        if (this.loading.get(key)?.value === value) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, { drops, value });
    return value;
  }

  drop(key: string): void {
    this.drops += 1;
    this.entries.delete(key);
  }

  /** Drops every entry whose value matches (a user's sessions); a remembered null never does. */
  dropWhere(matches: (value: V) => boolean): void {
    this.drops += 1;
    for (const [key, found] of this.entries.entries())
      if (found.value && matches(found.value)) this.entries.delete(key);
  }

  clear(): void {
    this.drops += 1;
    this.entries.clear();
  }
}
