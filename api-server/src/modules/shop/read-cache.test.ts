import { ReadCache, variantTag } from './read-cache';

/** A load that waits until the test lets it finish, so a write can land while it runs. */
function heldLoad<T>(value: T) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { load: async () => (await done, value), finish };
}

describe('the read cache', () => {
  const product = { id: 'p1', variants: ['v1', 'v2'] };
  const tags = (value: typeof product) => value.variants.map(variantTag);

  it('serves a second read from memory until one of its tags is invalidated', async () => {
    const cache = new ReadCache(() => 0);
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(product);
    };
    await cache.get('product:p1', load, tags);
    await cache.get('product:p1', load, tags);
    expect(loads).toBe(1);
    cache.invalidateTags([variantTag('other')]);
    await cache.get('product:p1', load, tags);
    expect(loads).toBe(1);
    cache.invalidateTags([variantTag('v2')]);
    await cache.get('product:p1', load, tags);
    expect(loads).toBe(2);
  });

  it('answers reads that arrive while a key loads from that one load', async () => {
    const cache = new ReadCache(() => 0);
    let loads = 0;
    const held = heldLoad(product);
    const load = () => {
      loads += 1;
      return held.load();
    };
    const reads = [cache.get('product:p1', load, tags), cache.get('product:p1', load, tags)];
    held.finish();
    const [first, second] = await Promise.all(reads);
    expect(loads).toBe(1);
    expect(second).toBe(first);
  });

  it('does not hand a read that follows a write the load that began before it', async () => {
    const cache = new ReadCache(() => 0);
    const before = heldLoad({ ...product, stock: 1 });
    const reading = cache.get('product:p1', before.load, tags);
    cache.invalidateTags([variantTag('v1')]);
    const after = heldLoad({ ...product, stock: 0 });
    const readingAfter = cache.get('product:p1', after.load, tags);
    before.finish();
    after.finish();
    expect(JSON.parse((await reading)?.body ?? 'null')).toMatchObject({ stock: 1 });
    expect(JSON.parse((await readingAfter)?.body ?? 'null')).toMatchObject({ stock: 0 });
  });

  it('does not keep an answer whose tag was invalidated while it loaded, but keeps one whose was not', async () => {
    const cache = new ReadCache(() => 0);
    const moved = heldLoad(product);
    const reading = cache.get('product:p1', moved.load, tags);
    cache.invalidateTags([variantTag('v1')]);
    moved.finish();
    expect((await reading)?.body).toBe(JSON.stringify(product));
    const untouched = heldLoad(product);
    const other = cache.get('product:p2', untouched.load, tags);
    cache.invalidateTags([variantTag('elsewhere')]);
    untouched.finish();
    await other;

    let loads = 0;
    const count = () => {
      loads += 1;
      return Promise.resolve(product);
    };
    await cache.get('product:p1', count, tags);
    await cache.get('product:p2', count, tags);
    expect(loads).toBe(1);
  });

  it('drops everything on invalidate, an answer loading meanwhile included', async () => {
    const cache = new ReadCache(() => 0);
    await cache.get('catalogue:c', () => Promise.resolve([1]));
    const loading = heldLoad(product);
    const reading = cache.get('product:p1', loading.load, tags);
    cache.invalidate();
    loading.finish();
    await reading;
    let loads = 0;
    const count = () => {
      loads += 1;
      return Promise.resolve([1]);
    };
    await cache.get('catalogue:c', count);
    await cache.get('product:p1', count);
    expect(loads).toBe(2);
  });

  it('peeks at a kept answer only until it expires or is invalidated', async () => {
    let clock = 0;
    const cache = new ReadCache(() => clock, 1_000);
    expect(cache.peek('product:p1')).toBeNull();
    const kept = await cache.get('product:p1', () => Promise.resolve(product), tags);
    expect(cache.peek('product:p1')).toBe(kept);
    clock = 1_000;
    expect(cache.peek('product:p1')).toBeNull();
    await cache.get('product:p1', () => Promise.resolve(product), tags);
    cache.invalidateTags([variantTag('v1')]);
    expect(cache.peek('product:p1')).toBeNull();
  });
});
