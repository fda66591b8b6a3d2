/**
 * @jest-environment node
 */
// The renderer runs in Node: fetch, Response and crypto as there.
import { createServerRemotes, forgetAllBuilds, forgetRemoteBuild, MANIFEST_CHECK_MS } from './server-remotes';

const REMOTES = { content: 'http://content.test/mf-manifest.json' } as never;
const PAGE = { default: () => null };

function harness({ manifest = 'v1', load = () => Promise.resolve(PAGE as unknown) } = {}) {
  let clock = 0;
  let manifestText: string | null = manifest;
  const registered: { entry: string; force: boolean }[] = [];
  const fetched: string[] = [];
  const loads = jest.fn((_id: string) => load());
  const remotes = createServerRemotes({
    now: () => clock,
    fetchImpl: ((url: string) => {
      fetched.push(url);
      return Promise.resolve(
        manifestText === null ? new Response('down', { status: 503 }) : new Response(manifestText),
      );
    }) as typeof fetch,
    register: (_name, entry, force) => registered.push({ entry, force }),
    load: loads,
  });
  return {
    remotes,
    loads,
    registered,
    fetched,
    tick: (ms: number) => {
      clock += ms;
    },
    redeploy: (text: string | null) => {
      manifestText = text;
    },
  };
}

describe('the server renderer remotes', () => {
  it("registers the remote's Node container beside its browser manifest and gives the page", async () => {
    const { remotes, registered, fetched } = harness();
    await expect(remotes.page(REMOTES, 'content', 'HomePage', 1000)).resolves.toBe(PAGE);
    expect(fetched).toEqual(['http://content.test/server/mf-manifest.json']);
    expect(registered).toHaveLength(1);
    expect(registered[0]?.entry).toMatch(
      /^http:\/\/content\.test\/server\/remoteEntry\.js\?v=[0-9a-f]{16}&r=[0-9a-f]{8}$/,
    );
  });

  it('gives nothing (the placeholder) when the remote is down or its page throws', async () => {
    const down = harness();
    down.redeploy(null);
    await expect(down.remotes.page(REMOTES, 'content', 'HomePage', 1000)).resolves.toBeUndefined();

    const throwing = harness({ load: () => Promise.reject(new Error('boom')) });
    await expect(throwing.remotes.page(REMOTES, 'content', 'HomePage', 1000)).resolves.toBeUndefined();
  });

  it('gives nothing past the budget, and the late page to the next request', async () => {
    let finish: (value: unknown) => void = () => undefined;
    const slow = harness({ load: () => new Promise((resolve) => (finish = resolve)) });
    await expect(slow.remotes.page(REMOTES, 'content', 'HomePage', 5)).resolves.toBeUndefined();
    finish(PAGE);
    await expect(slow.remotes.page(REMOTES, 'content', 'HomePage', 5)).resolves.toBe(PAGE);
  });

  it('keeps serving a known build while its manifest cannot be read (a redeploy under way)', async () => {
    const { remotes, tick, redeploy } = harness();
    await remotes.page(REMOTES, 'content', 'HomePage', 1000);
    redeploy(null);
    tick(MANIFEST_CHECK_MS + 1);
    // An unhandled rejection here would fail the test (and stop a server).
    await expect(remotes.page(REMOTES, 'content', 'HomePage', 1000)).resolves.toBe(PAGE);
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  it('picks a redeployed remote up from its changed manifest, and keeps an unchanged one', async () => {
    const { remotes, registered, tick, redeploy } = harness();
    await remotes.page(REMOTES, 'content', 'HomePage', 1000);
    tick(MANIFEST_CHECK_MS + 1);
    await remotes.page(REMOTES, 'content', 'HomePage', 1000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(registered).toHaveLength(1);

    redeploy('v2');
    tick(MANIFEST_CHECK_MS + 1);
    await remotes.page(REMOTES, 'content', 'HomePage', 1000);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(registered).toHaveLength(2);
    expect(registered[1]?.force).toBe(true);
    expect(registered[1]?.entry).not.toBe(registered[0]?.entry);
  });

  it('loads again, once its manifest changed, the pages the old build had loaded, before anyone asks', async () => {
    const { remotes, loads, tick, redeploy } = harness();
    await remotes.page(REMOTES, 'content', 'HomePage', 1000);
    await remotes.page(REMOTES, 'content', 'TermsPage', 1000);
    expect(loads.mock.calls.map(([id]) => id)).toEqual(['content/HomePage', 'content/TermsPage']);

    const NEW_PAGE = { default: () => 'v2' };
    loads.mockImplementation(() => Promise.resolve(NEW_PAGE));
    redeploy('v2');
    tick(MANIFEST_CHECK_MS + 1);
    // This request is served the old build while the manifest is read again in the background.
    await expect(remotes.page(REMOTES, 'content', 'HomePage', 1000)).resolves.toBe(PAGE);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loads.mock.calls.slice(2).map(([id]) => id)).toEqual(['content/HomePage', 'content/TermsPage']);

    // The next requests get the new build without another load.
    await expect(remotes.page(REMOTES, 'content', 'TermsPage', 1000)).resolves.toBe(NEW_PAGE);
    await expect(remotes.page(REMOTES, 'content', 'HomePage', 1000)).resolves.toBe(NEW_PAGE);
    expect(loads).toHaveBeenCalledTimes(4);
  });

  describe('server-side faults (docs/recovery-testing.md "On the shell\'s server")', () => {
    it('server-down gives the placeholder without touching the remote, and its clearing the page', async () => {
      const { remotes, fetched } = harness();
      await expect(
        remotes.page(REMOTES, 'content', 'HomePage', 1000, { name: 'server-down' }),
      ).resolves.toBeUndefined();
      expect(fetched).toEqual([]);
      await expect(remotes.page(REMOTES, 'content', 'HomePage', 1000, null)).resolves.toBe(PAGE);
    });

    it('server-throws gives the page module with a component that throws as it renders', async () => {
      const prepare = jest.fn();
      const { remotes } = harness({ load: () => Promise.resolve({ default: () => null, prepare }) });
      const faulted = await remotes.page(REMOTES, 'content', 'HomePage', 1000, { name: 'server-throws' });
      expect(faulted?.prepare).toBe(prepare);
      expect(() => (faulted?.default as () => unknown)()).toThrow('Fault: server-throws');
      // The loaded module itself is untouched: the next request without the fault renders it.
      const clean = await remotes.page(REMOTES, 'content', 'HomePage', 1000);
      expect((clean?.default as () => unknown)()).toBeNull();
    });

    it('server-slow past the budget gives the placeholder; within it, the page', async () => {
      const { remotes } = harness();
      await expect(
        remotes.page(REMOTES, 'content', 'HomePage', 20, { name: 'server-slow', ms: 200 }),
      ).resolves.toBeUndefined();
      await expect(
        remotes.page(REMOTES, 'content', 'HomePage', 500, { name: 'server-slow', ms: 5 }),
      ).resolves.toBe(PAGE);
    });
  });

  it('reads the manifest again after the interval it is given', async () => {
    let clock = 0;
    const fetched: string[] = [];
    const remotes = createServerRemotes({
      now: () => clock,
      manifestCheckMs: 100,
      fetchImpl: ((url: string) => {
        fetched.push(url);
        return Promise.resolve(new Response('v1'));
      }) as typeof fetch,
      register: () => undefined,
      load: () => Promise.resolve(PAGE),
    });
    await remotes.page(REMOTES, 'content', 'HomePage', 1000);
    clock += 101;
    await remotes.page(REMOTES, 'content', 'HomePage', 1000);
    expect(fetched).toHaveLength(2);
  });
});

describe("forgetting a remote's old build", () => {
  it("drops its instances and share entries, putting back the shell's own where it provides the version", () => {
    const global = globalThis as { __FEDERATION__?: unknown };
    const before = global.__FEDERATION__;
    const shellDompurify = { from: 'shell_server', version: '0.0.0-server' };
    const shellReact = { from: 'shell_server', version: '19.0.0' };
    const contentDompurify = { from: 'content', version: '0.0.0-server' };
    const contentAssessments = { from: 'content', version: '0.1.0' };
    const shell = {
      name: 'shell_server',
      options: { shared: { dompurify: [shellDompurify], react: [shellReact] } },
    };
    const scope = () => ({
      default: {
        react: { '19.0.0': shellReact },
        dompurify: { '0.0.0-server': contentDompurify },
        'shared-contracts/assessments': { '0.1.0': contentAssessments },
      },
    });
    global.__FEDERATION__ = {
      __INSTANCES__: [shell, { name: 'content' }, { name: 'shop' }],
      __SHARE__: { 'shell_server:0.1.0': scope(), 'content:0.1.0': scope() },
    };
    try {
      forgetRemoteBuild('content');
      const after = {
        default: { react: { '19.0.0': shellReact }, dompurify: { '0.0.0-server': shellDompurify } },
      };
      expect(global.__FEDERATION__).toEqual({
        __INSTANCES__: [shell, { name: 'shop' }],
        __SHARE__: { 'shell_server:0.1.0': after, 'content:0.1.0': after },
      });
    } finally {
      global.__FEDERATION__ = before;
    }
  });

  it('keeps an entry another container or the shell has loaded: a second copy would split the singleton', () => {
    const global = globalThis as { __FEDERATION__?: unknown };
    const before = global.__FEDERATION__;
    const usedByShop = { from: 'auth', version: '7.0.1', useIn: ['auth', 'shop'] };
    const usedByShell = { from: 'auth', version: '5.0.1', useIn: ['shell_server'] };
    const ownOnly = { from: 'auth', version: '2.14.0', useIn: ['auth'] };
    global.__FEDERATION__ = {
      __INSTANCES__: [{ name: 'shell_server' }, { name: 'auth' }, { name: 'shop' }],
      __SHARE__: {
        'shell_server:0.1.0': {
          default: {
            'react-final-form': { '7.0.1': usedByShop },
            'final-form': { '5.0.1': usedByShell },
            '@reduxjs/toolkit': { '2.14.0': ownOnly },
          },
        },
      },
    };
    try {
      forgetRemoteBuild('auth');
      expect(global.__FEDERATION__).toEqual({
        __INSTANCES__: [{ name: 'shell_server' }, { name: 'shop' }],
        __SHARE__: {
          'shell_server:0.1.0': {
            default: {
              'react-final-form': { '7.0.1': usedByShop },
              'final-form': { '5.0.1': usedByShell },
            },
          },
        },
      });
    } finally {
      global.__FEDERATION__ = before;
    }
  });
});

describe('forgetting every build (the renderer replaced by a new build)', () => {
  it('empties the instances, share scopes and loads, keeping the globals themselves', () => {
    const global = globalThis as { __FEDERATION__?: unknown; __GLOBAL_LOADING_REMOTE_ENTRY__?: unknown };
    const before = { federation: global.__FEDERATION__, loading: global.__GLOBAL_LOADING_REMOTE_ENTRY__ };
    const federation = {
      __INSTANCES__: [{ name: 'shell_server' }, { name: 'auth' }],
      __GLOBAL_PLUGIN__: [{ name: 'plugin' }],
      __SHARE__: { 'shell_server:0.1.0': { default: { react: {} } } },
      moduleInfo: { auth: {} },
      __MANIFEST_LOADING__: { auth: Promise.resolve() },
      __PRELOADED_MAP__: new Map([['auth', true]]),
      __PRELOADED_ASSETS__: new Set(['x.js']),
    };
    const loading = { 'auth:remoteEntry.js?v=1': Promise.resolve() };
    global.__FEDERATION__ = federation;
    global.__GLOBAL_LOADING_REMOTE_ENTRY__ = loading;
    try {
      forgetAllBuilds();
      expect(global.__FEDERATION__).toBe(federation);
      expect(federation).toEqual({
        __INSTANCES__: [],
        __GLOBAL_PLUGIN__: [],
        __SHARE__: {},
        moduleInfo: {},
        __MANIFEST_LOADING__: {},
        __PRELOADED_MAP__: new Map(),
        __PRELOADED_ASSETS__: new Set(),
      });
      expect(loading).toEqual({});
    } finally {
      global.__FEDERATION__ = before.federation;
      global.__GLOBAL_LOADING_REMOTE_ENTRY__ = before.loading;
    }
  });
});
