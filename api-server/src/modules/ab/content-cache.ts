import type { Database } from '../../db/database';
import type { EncodedAnswer } from '../../http/encoded-answer';
import { loadAllBlocks, type StoredBlock } from './content.repository';

/** The whole content set, indexed the ways the A/B calls read it. */
export interface ContentSnapshot {
  /** Names one load (a new one after each invalidation); ETags are digests of the answers. */
  version: string;
  byIdentifier: ReadonlyMap<string, StoredBlock>;
  /** Key `${brand}\u0000${page}`. */
  byPage: ReadonlyMap<string, readonly StoredBlock[]>;
  /** Blocks with no page: shown on every page of the brand. */
  globalByBrand: ReadonlyMap<string, readonly StoredBlock[]>;
  /** Key `${project_type}\u0000${content_type}`. */
  bySpecific: ReadonlyMap<string, StoredBlock>;
  /**
   * Answers encoded once with their ETags, kept until the next reload, per scope and variant
   * assignment, and an anonymous viewer's also per scope alone (see ab.routes.ts).
   */
  answers: Map<string, EncodedAnswer>;
}

export interface ContentCache {
  get(): Promise<ContentSnapshot>;
  /**
   * The snapshot `get` would give, when it is loaded and still fresh (nearly always), else null:
   * a read served from it needs no promise.
   */
  peek(): ContentSnapshot | null;
  /** Call after any write to ab_blocks or ab_variants. */
  invalidate(): void;
}

export const pageKey = (brand: string, page: string) => `${brand}\u0000${page}`;

/**
 * Content is read on every page view and written rarely, so it is served from memory. A write in
 * this process drops the snapshot at once; `maxAgeMs` bounds how long a write made by another
 * server on the same PostgreSQL can stay unseen here.
 */
export function createContentCache(
  db: Database,
  maxAgeMs: number,
  now: () => number = Date.now,
): ContentCache {
  let current: {
    snapshot: Promise<ContentSnapshot>;
    loadedAt: number;
    /** The snapshot, once loaded. */
    loaded?: ContentSnapshot;
  } | null = null;
  const fresh = () => current !== null && now() - current.loadedAt <= maxAgeMs;
  let generation = 0;
  return {
    get() {
      if (!current || !fresh()) {
        generation += 1;
        const loading = load(db, `${now().toString(36)}.${generation}`);
        const entry: NonNullable<typeof current> = { snapshot: loading, loadedAt: now() };
        current = entry;
        loading.then(
          (snapshot) => {
            entry.loaded = snapshot;
          },
          // A failed load is not kept: the next request tries again.
          () => {
            if (current === entry) current = null;
          },
        );
      }
      return current.snapshot;
    },
    peek() {
      return current?.loaded !== undefined && fresh() ? current.loaded : null;
    },
    invalidate() {
      current = null;
    },
  };
}

async function load(db: Database, version: string): Promise<ContentSnapshot> {
  const blocks = await loadAllBlocks(db);
  const byIdentifier = new Map<string, StoredBlock>();
  const byPage = new Map<string, StoredBlock[]>();
  const globalByBrand = new Map<string, StoredBlock[]>();
  const bySpecific = new Map<string, StoredBlock>();
  for (const block of blocks) {
    byIdentifier.set(block.identifier, block);
    if (block.page === null) push(globalByBrand, block.brand, block);
    else push(byPage, pageKey(block.brand, block.page), block);
    if (block.project_type && block.content_type)
      bySpecific.set(`${block.project_type}\u0000${block.content_type}`, block);
  }
  return { version, byIdentifier, byPage, globalByBrand, bySpecific, answers: new Map() };
}

function push<T>(map: Map<string, T[]>, key: string, value: T): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
