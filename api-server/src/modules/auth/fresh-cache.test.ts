import { FreshCache } from './fresh-cache';

/** A read whose answer the test gives when it wants. */
function controlledRead<V>() {
  const calls: ((value: V | null) => void)[] = [];
  const load = () => new Promise<V | null>((resolve) => calls.push(resolve));
  return { load, calls };
}

describe('FreshCache', () => {
  it('keeps a read until its time is up, then reads again', async () => {
    let now = 10_000;
    const cache = new FreshCache<{ n: number }>(1_000, 10, () => now);
    let reads = 0;
    const load = () => Promise.resolve({ n: ++reads });
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    now = 11_000;
    expect(await cache.get('a', load)).toEqual({ n: 1 });
    now = 11_001;
    expect(await cache.get('a', load)).toEqual({ n: 2 });
  });

  it('remembers that nothing was found', async () => {
    const cache = new FreshCache<{ n: number }>(1_000, 10, () => 0);
    let reads = 0;
    const load = () => Promise.resolve((reads++, null));
    expect(await cache.get('a', load)).toBeNull();
    expect(await cache.get('a', load)).toBeNull();
    expect(reads).toBe(1);
  });

  it('shares one read between callers, and keeps no read that began before a drop', async () => {
    const cache = new FreshCache<{ live: boolean }>(60_000, 10, () => 0);
    const read = controlledRead<{ live: boolean }>();
    const first = cache.get('s', read.load);
    const second = cache.get('s', read.load);
    expect(read.calls).toHaveLength(1);
    cache.drop('s');
    // After the drop a caller does not share the stale read: it starts its own.
    const third = cache.get('s', read.load);
    expect(read.calls).toHaveLength(2);
    read.calls[0]?.({ live: true });
    read.calls[1]?.({ live: false });
    expect(await first).toEqual({ live: true });
    expect(await second).toEqual({ live: true });
    expect(await third).toEqual({ live: false });
    // The read begun after the drop is kept; the one begun before it is not.
    expect(await cache.get('s', () => Promise.resolve({ live: true }))).toEqual({ live: false });
  });

  it('drops the entries that match, and only those', async () => {
    const cache = new FreshCache<{ user: string }>(60_000, 10, () => 0);
    await cache.get('s1', () => Promise.resolve({ user: 'u1' }));
    await cache.get('s2', () => Promise.resolve({ user: 'u2' }));
    cache.dropWhere((session) => session.user === 'u1');
    expect(await cache.get('s1', () => Promise.resolve({ user: 'reread' }))).toEqual({ user: 'reread' });
    expect(await cache.get('s2', () => Promise.resolve({ user: 'reread' }))).toEqual({ user: 'u2' });
  });
});
