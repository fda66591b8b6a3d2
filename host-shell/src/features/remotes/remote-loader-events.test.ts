import type { RemoteLoadEvent } from 'shared-contracts';
import { fakePage, flakyLoadModule } from '../../testing/fake-pages';
import { createRemoteLoader, type LoadModule } from './remote-loader';

const noWait = () => Promise.resolve();

/** A clock that moves 100 ms each time it is read, so every event has its own duration. */
function steppingClock() {
  let now = 0;
  return () => (now += 100);
}

function chunkError() {
  const error = new Error('Loading chunk 935 failed.\n(missing: http://127.0.0.1:3001/935.js)');
  error.name = 'ChunkLoadError';
  return error;
}

describe('the remote loader telemetry events', () => {
  it('reports a success at the first try with no error kind', async () => {
    const events: RemoteLoadEvent[] = [];
    const loader = createRemoteLoader({
      loadModule: (id) => Promise.resolve(fakePage(id)),
      onEvent: (event) => events.push(event),
      now: steppingClock(),
    });
    await loader.load('shop', 'CartPage');
    expect(events).toEqual([
      { type: 'success', remote: 'shop', module: 'CartPage', kind: null, attempt: 1, ms: 100 },
    ]);
  });

  it('reports each failed try with its kind, then the recovery with the try that worked', async () => {
    const events: RemoteLoadEvent[] = [];
    const { loadModule } = flakyLoadModule(
      2,
      () => new Error('[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003'),
    );
    const loader = createRemoteLoader({
      loadModule,
      sleep: noWait,
      onEvent: (event) => events.push(event),
      now: steppingClock(),
    });
    await loader.load('content', 'HomePage');
    expect(events).toEqual([
      { type: 'failure', remote: 'content', module: 'HomePage', kind: 'manifest', attempt: 1, ms: 100 },
      { type: 'failure', remote: 'content', module: 'HomePage', kind: 'manifest', attempt: 2, ms: 200 },
      { type: 'recovery', remote: 'content', module: 'HomePage', kind: 'manifest', attempt: 3, ms: 300 },
    ]);
  });

  it('counts the manifest reload after a stale chunk as a try of its own', async () => {
    const events: RemoteLoadEvent[] = [];
    const { loadModule } = flakyLoadModule(1, chunkError);
    const loader = createRemoteLoader({
      loadModule,
      reloadRemote: () => undefined,
      sleep: noWait,
      onEvent: (event) => events.push(event),
      now: steppingClock(),
    });
    await loader.load('shop', 'CartPage');
    expect(events.map(({ type, kind, attempt }) => ({ type, kind, attempt }))).toEqual([
      { type: 'failure', kind: 'chunk', attempt: 1 },
      { type: 'recovery', kind: 'chunk', attempt: 2 },
    ]);
  });

  it('reports every failed try of a load that gives up, and no recovery', async () => {
    const events: RemoteLoadEvent[] = [];
    const failing: LoadModule = () =>
      Promise.reject(new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008'));
    const loader = createRemoteLoader({
      loadModule: failing,
      sleep: noWait,
      onEvent: (event) => events.push(event),
    });
    await expect(loader.load('auth', 'LoginPage')).rejects.toThrow('RUNTIME-008');
    expect(events.map(({ type, kind, attempt }) => `${type} ${kind} ${attempt}`)).toEqual([
      'failure entry 1',
      'failure entry 2',
      'failure entry 3',
      'failure entry 4',
    ]);
  });

  it('names a time-out and a module that is no component by their kinds', async () => {
    const events: RemoteLoadEvent[] = [];
    const hanging = createRemoteLoader({
      loadModule: () => new Promise(() => undefined),
      sleep: noWait,
      attemptTimeoutMs: 5,
      onEvent: (event) => events.push(event),
    });
    await expect(hanging.load('chat', 'ChatPage')).rejects.toThrow('did not load');
    const empty = createRemoteLoader({
      loadModule: () => Promise.resolve({ default: 42 }),
      sleep: noWait,
      onEvent: (event) => events.push(event),
    });
    await expect(empty.load('chat', 'ChatPage')).rejects.toThrow('did not export');
    expect(events.map((event) => event.kind)).toEqual(['timeout', 'module']);
  });

  it('reports nothing for a page already loaded', async () => {
    const events: RemoteLoadEvent[] = [];
    const loader = createRemoteLoader({
      loadModule: (id) => Promise.resolve(fakePage(id)),
      onEvent: (event) => events.push(event),
    });
    await loader.load('shop', 'CartPage');
    await loader.load('shop', 'CartPage');
    expect(events).toHaveLength(1);
  });
});
