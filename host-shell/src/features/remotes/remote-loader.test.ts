import { fakePage, flakyLoadModule } from '../../testing/fake-pages';
import { failedChunkId, isChunkLoadError } from './load-errors';
import { createRemoteLoader, type LoadModule } from './remote-loader';

const noWait = () => Promise.resolve();

function chunkError() {
  const error = new Error('Loading chunk 342 failed.\n(error: http://127.0.0.1:3001/342.a1b2.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('createRemoteLoader', () => {
  it('retries with back-off and succeeds when the remote comes back on the third try', async () => {
    const { loadModule, calls } = flakyLoadModule(2);
    const waits: number[] = [];
    const loader = createRemoteLoader({
      loadModule,
      sleep: (ms) => {
        waits.push(ms);
        return Promise.resolve();
      },
    });

    const Page = await loader.load('shop', 'CartPage');

    expect(typeof Page).toBe('function');
    expect(calls).toEqual(['shop/CartPage', 'shop/CartPage', 'shop/CartPage']);
    expect(waits).toEqual([500, 1000]);
  });

  it('gives up after three retries (0.5 s, 1 s, 2 s) and rejects with the last error', async () => {
    const { loadModule, calls } = flakyLoadModule(99);
    const waits: number[] = [];
    const loader = createRemoteLoader({ loadModule, sleep: (ms) => (waits.push(ms), Promise.resolve()) });

    await expect(loader.load('auth', 'LoginPage')).rejects.toThrow('RUNTIME-008');
    expect(calls).toHaveLength(4);
    expect(waits).toEqual([500, 1000, 2000]);
  });

  it('gives up after one script time-out instead of waiting another 120 s per retry', async () => {
    const calls: string[] = [];
    const hanging: LoadModule = (id) => {
      calls.push(id);
      return new Promise(() => undefined);
    };
    const reloadRemote = jest.fn();
    const loader = createRemoteLoader({
      loadModule: hanging,
      reloadRemote,
      sleep: noWait,
      attemptTimeoutMs: 5,
    });

    await expect(loader.load('chat', 'ChatPage')).rejects.toThrow('chat/ChatPage did not load within 0 s.');
    expect(calls).toHaveLength(1);
    expect(reloadRemote).not.toHaveBeenCalled();
  });

  it('drops the hung manifest before the next load after a time-out (the Retry)', async () => {
    const order: string[] = [];
    let hang = true;
    const loadModule: LoadModule = (id) => {
      order.push(`load ${id}`);
      return hang ? new Promise(() => undefined) : Promise.resolve(fakePage(id));
    };
    const reloadRemote = jest.fn((remote: string) => {
      order.push(`reload ${remote}`);
    });
    const loader = createRemoteLoader({ loadModule, reloadRemote, sleep: noWait, attemptTimeoutMs: 5 });
    await expect(loader.load('chat', 'ChatPage')).rejects.toThrow('did not load');

    hang = false;
    await expect(loader.load('chat', 'ChatPage')).resolves.toBeDefined();
    await loader.load('chat', 'ChatPage');

    expect(order).toEqual(['load chat/ChatPage', 'reload chat', 'load chat/ChatPage']);
  });

  it('stops at a time-out of the load that follows a manifest reload', async () => {
    let calls = 0;
    const loadModule: LoadModule = () => {
      calls += 1;
      return calls === 1 ? Promise.reject(chunkError()) : new Promise(() => undefined);
    };
    const loader = createRemoteLoader({
      loadModule,
      reloadRemote: jest.fn(),
      sleep: noWait,
      attemptTimeoutMs: 5,
    });

    await expect(loader.load('shop', 'CartPage')).rejects.toThrow('did not load');
    expect(calls).toBe(2);
  });

  it('reports each attempt so the page can show the progress', async () => {
    const { loadModule } = flakyLoadModule(1);
    const seen: string[] = [];
    const loader = createRemoteLoader({ loadModule, sleep: noWait });

    await loader.load('shop', 'CartPage', ({ attempt, attempts }) => seen.push(`${attempt}/${attempts}`));

    expect(seen).toEqual(['1/4', '2/4']);
  });

  it('caches a loaded module, so navigating back does not fetch it again', async () => {
    const loadModule = jest.fn<ReturnType<LoadModule>, Parameters<LoadModule>>((id) =>
      Promise.resolve(fakePage(id)),
    );
    const loader = createRemoteLoader({ loadModule, sleep: noWait });

    const first = await loader.load('content', 'HomePage');
    const second = await loader.load('content', 'HomePage');

    expect(second).toBe(first);
    expect(loader.peek('content', 'HomePage')).toBe(first);
    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('shares one load between callers that ask at the same time', async () => {
    const loadModule = jest.fn((id: string) => Promise.resolve(fakePage(id)));
    const loader = createRemoteLoader({ loadModule, sleep: noWait });

    await Promise.all([loader.load('chat', 'ChatPage'), loader.load('chat', 'ChatPage')]);

    expect(loadModule).toHaveBeenCalledTimes(1);
  });

  it('does not cache a failure: a later load tries the remote again', async () => {
    const { loadModule, calls } = flakyLoadModule(4);
    const loader = createRemoteLoader({ loadModule, sleep: noWait });

    await expect(loader.load('shop', 'CartPage')).rejects.toThrow();
    expect(loader.peek('shop', 'CartPage')).toBeUndefined();
    await expect(loader.load('shop', 'CartPage')).resolves.toBeDefined();
    expect(calls).toHaveLength(5);
  });

  it('reloads the manifest exactly once after a chunk error, then loads the module', async () => {
    const { loadModule, calls } = flakyLoadModule(1, chunkError);
    const reloadRemote = jest.fn();
    const loader = createRemoteLoader({ loadModule, reloadRemote, sleep: noWait });

    await expect(loader.load('checkout', 'CheckoutPage')).resolves.toBeDefined();

    expect(reloadRemote).toHaveBeenCalledTimes(1);
    expect(reloadRemote).toHaveBeenCalledWith('checkout');
    expect(calls).toHaveLength(2);
  });

  it('never reloads the manifest twice in one load when chunks keep failing', async () => {
    const { loadModule } = flakyLoadModule(99, chunkError);
    const reloadRemote = jest.fn();
    const loader = createRemoteLoader({ loadModule, reloadRemote, sleep: noWait });

    await expect(loader.load('checkout', 'CheckoutPage')).rejects.toThrow('Loading chunk 342 failed');

    expect(reloadRemote).toHaveBeenCalledTimes(1);
  });

  it('does not reload the manifest for a remote that is simply down', async () => {
    const { loadModule } = flakyLoadModule(2);
    const reloadRemote = jest.fn();
    const loader = createRemoteLoader({ loadModule, reloadRemote, sleep: noWait });

    await loader.load('shop', 'CatalogPage');

    expect(reloadRemote).not.toHaveBeenCalled();
  });

  it('loads a page module of a redeployed remote afresh after reload()', async () => {
    const loadModule = jest.fn((id: string) => Promise.resolve(fakePage(id)));
    const reloadRemote = jest.fn();
    const loader = createRemoteLoader({ loadModule, reloadRemote, sleep: noWait });
    const before = await loader.load('shop', 'CartPage');
    await loader.load('chat', 'ChatPage');

    await loader.reload('shop');

    expect(reloadRemote).toHaveBeenCalledWith('shop');
    expect(loader.peek('shop', 'CartPage')).toBeUndefined();
    expect(loader.peek('chat', 'ChatPage')).toBeDefined();
    expect(await loader.load('shop', 'CartPage')).not.toBe(before);
  });

  it('rejects a module without a component at once instead of retrying it', async () => {
    const loadModule = jest.fn(() => Promise.resolve({ default: 42 }));
    const loader = createRemoteLoader({ loadModule, sleep: noWait });

    await expect(loader.load('shop', 'CartPage')).rejects.toThrow('did not export a React component');
    expect(loadModule).toHaveBeenCalledTimes(1);
  });
  describe('loadAtOnce (hydration)', () => {
    it('tries once, with no retry and no manifest reload, and leaves those to the next load', async () => {
      const calls: string[] = [];
      let failing = true;
      const loadModule: LoadModule = (id) => {
        calls.push(id);
        return failing ? Promise.reject(chunkError()) : Promise.resolve(fakePage(id));
      };
      const reloadRemote = jest.fn();
      const onEvent = jest.fn();
      const loader = createRemoteLoader({ loadModule, reloadRemote, sleep: noWait, onEvent });

      expect(await loader.loadAtOnce('shop', 'CatalogPage')).toBeNull();
      expect(calls).toEqual(['shop/CatalogPage']);
      expect(reloadRemote).not.toHaveBeenCalled();
      expect(onEvent).not.toHaveBeenCalled();

      // The page's own load then reloads the manifest once, as it would have without a server.
      await expect(loader.load('shop', 'CatalogPage')).rejects.toThrow('Loading chunk 342 failed');
      expect(reloadRemote).toHaveBeenCalledTimes(1);

      failing = false;
      const Page = await loader.loadAtOnce('shop', 'CatalogPage');
      expect(Page).not.toBeNull();
      expect(loader.peek('shop', 'CatalogPage')).toBe(Page);
    });
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['a ChunkLoadError', chunkError()],
    ['the documented message', new Error('Loading chunk vendors-node_modules failed')],
    ['a CSS chunk', new Error('Loading CSS chunk 12 failed.')],
    ['a wrapped cause', new Error('load failed', { cause: chunkError() })],
  ])('recognises %s', (_name, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a remote that is down', new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest.')],
    ['nothing', undefined],
    ['a string', 'Loading chunk 1 failed'],
  ])('does not mistake %s for one', (_name, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });
});

describe('failedChunkId', () => {
  it.each([
    ['a ChunkLoadError', chunkError(), '342'],
    [
      'the documented message',
      new Error('Loading chunk vendors-node_modules failed'),
      'vendors-node_modules',
    ],
    ['a CSS chunk', new Error('Loading CSS chunk 12 failed.'), '12'],
    [
      'a dotted id',
      new Error('Loading chunk __federation_expose_Page.a failed.'),
      '__federation_expose_Page.a',
    ],
    ['a wrapped cause', new Error('load failed', { cause: chunkError() }), '342'],
    [
      'a ChunkLoadError without an id, by its request',
      Object.assign(new Error('x'), { name: 'ChunkLoadError', request: 'http://h/a/77.c3.js?v=1' }),
      '77.c3.js',
    ],
  ])('reads the chunk of %s', (_name, error, id) => {
    expect(failedChunkId(error)).toBe(id);
  });

  it('is null for errors that are not about a chunk', () => {
    expect(failedChunkId(new Error('RUNTIME-003 Failed to get manifest.'))).toBeNull();
    expect(failedChunkId(undefined)).toBeNull();
  });
});
