import type { Database } from '../../db/database';
import { createContentCache } from './content-cache';

/** A database whose content query answers one block row, counting the loads. */
function fakeDb() {
  const db = {
    loads: 0,
    query: () => {
      db.loads += 1;
      return Promise.resolve({
        rows: [
          {
            identifier: 'stud-home-hero',
            name: 'Hero',
            brand: 'stud',
            page: 'home',
            position: 0,
            project_type: null,
            content_type: null,
            edit_url: null,
            variant: 1,
            content: '<p>1</p>',
            script: null,
          },
        ],
      });
    },
  };
  return db;
}

describe('the content cache', () => {
  it('peeks at the loaded snapshot only while it is fresh, and not after an invalidation', async () => {
    let clock = 1_000;
    const db = fakeDb();
    const cache = createContentCache(db as unknown as Database, 30_000, () => clock);
    expect(cache.peek()).toBeNull();
    const loading = cache.get();
    expect(cache.peek()).toBeNull();
    const snapshot = await loading;
    expect(cache.peek()).toBe(snapshot);
    expect(snapshot.byPage.get('stud\u0000home')?.map((each) => each.identifier)).toEqual(['stud-home-hero']);

    clock += 30_001;
    expect(cache.peek()).toBeNull();
    const reloaded = await cache.get();
    expect(reloaded).not.toBe(snapshot);
    expect(cache.peek()).toBe(reloaded);

    cache.invalidate();
    expect(cache.peek()).toBeNull();
    expect(db.loads).toBe(2);
  });
});
