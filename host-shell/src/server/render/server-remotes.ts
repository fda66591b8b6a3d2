// The shell server's remote loading (docs/adr/0140): each remote's Node container, registered at
// run time from the runtime config as in the browser (`<remote origin>/server/remoteEntry.js`,
// beside the browser's manifest). A remote is redeployed without the shell: before using a
// remote, its server manifest is read again once it is older than MANIFEST_CHECK_MS, and a
// changed manifest re-registers the container (new entry, new chunk names) and loads again, at
// once, the pages the old build had loaded: the next visitor finds them loading or loaded
// (docs/adr/0182).
import { createHash, randomUUID } from 'node:crypto';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RenderScope, RuntimeConfig } from 'shared-contracts';
import { forgetStyles } from './server-styles';

/** How old a remote's manifest may be before it is read again (a redeploy shows within this). */
export const MANIFEST_CHECK_MS = 5_000;

/**
 * A server-side fault switched for everyone (docs/recovery-testing.md "On the shell's server"):
 * the remote's server build unreachable, its page throwing while rendering, or its load late by
 * `ms`. The static server passes one only with `faultInjection: true`.
 */
export interface ServerFault {
  name: 'server-down' | 'server-throws' | 'server-slow';
  ms?: number;
}
/** After a failed manifest read, requests skip the remote this long instead of waiting on it. */
export const FAILURE_PAUSE_MS = 2_000;

/** An exposed page as its Node container gives it: the component, and the reads it renders with. */
export interface ServerPageModule {
  default: unknown;
  /** Makes the page's store in the render's scope and its reads, before the render (optional). */
  prepare?: (
    scope: RenderScope,
    props: { brand: string; pageKey: string; params: Record<string, string> },
  ) => Promise<void>;
}

/** Where a remote's server build lives: `server/` beside its browser manifest. */
export function serverFileUrl(manifestUrl: string, file: string): string {
  return new URL(`server/${file}`, manifestUrl).href;
}

interface RemoteState {
  version: string | undefined;
  checkedAt: number;
  failedAt: number;
  checking: Promise<void> | undefined;
}

export interface ServerRemotesOptions {
  fetchImpl?: typeof fetch;
  now?: () => number;
  /** Default: Module Federation's runtime (the shell server is a federation host). */
  register?: (name: RemoteName, entry: string, force: boolean) => void;
  load?: (id: string) => Promise<unknown>;
  /** How old a manifest may get (MANIFEST_CHECK_MS; the redeploy bench lowers it). */
  manifestCheckMs?: number;
}

export interface ServerRemotes {
  /**
   * The page module, or undefined when it is not there within `budgetMs` (its load goes on and
   * serves the next request) or cannot load (the page then renders the browser's placeholder).
   */
  page(
    remotes: RuntimeConfig['remotes'],
    remote: RemoteName,
    module: string,
    budgetMs: number,
    fault?: ServerFault | null,
  ): Promise<ServerPageModule | undefined>;
  /** The build of a remote's container now registered (its manifest's hash), if any. */
  version?(remote: RemoteName): string | undefined;
}

interface SharedEntry {
  from?: string;
  version?: string;
  /** The instances that loaded it (Module Federation's runtime notes each). */
  useIn?: string[];
}
interface FederationInstance {
  name?: string;
  /** What the instance itself provides, by package (its own entries of the share scopes). */
  options?: { shared?: Record<string, SharedEntry[] | undefined> };
}
interface FederationGlobal {
  __INSTANCES__?: FederationInstance[];
  __GLOBAL_PLUGIN__?: unknown[];
  moduleInfo?: Record<string, unknown>;
  __MANIFEST_LOADING__?: Record<string, unknown>;
  __PRELOADED_MAP__?: Map<unknown, unknown>;
  __PRELOADED_ASSETS__?: Set<unknown>;
  /** Share scopes by instance id, then scope, package and version. */
  __SHARE__?: Record<string, Record<string, Record<string, Record<string, SharedEntry | undefined>>>>;
}

/**
 * Drops what a remote's old build left in the process's federation globals (a redeploy), so the
 * new build meets them as the first one did: its instances, and the entries it put into the share
 * scopes (where the shell provides the same version, the shell's own entry is put back). Those
 * entries would keep the old build in memory for good and give the new build the old build's
 * copies of the modules the remote provides (its Redux Toolkit, `shared-contracts/page-meta`...).
 *
 * An entry another container or the shell has loaded stays: they hold that copy, and a second one
 * would split the singleton. The shell's server provides only what it imports itself, so a remote
 * may be the one providing react-final-form to the others; dropped, the redeployed login page's
 * `<Form>` and shared-ui's form adapters, loaded by another remote before, had two final-form
 * contexts and the page could no longer render on the server. Such an entry keeps the old build it
 * came from in memory: one per remote at most, as the new build uses it rather than its own.
 */
export function forgetRemoteBuild(name: string): void {
  const federation = (globalThis as { __FEDERATION__?: FederationGlobal }).__FEDERATION__;
  const instances = federation?.__INSTANCES__ ?? [];
  for (let index = instances.length - 1; index >= 0; index -= 1)
    if (instances[index]?.name === name) instances.splice(index, 1);
  const ownEntry = (pkg: string, version: string) =>
    instances
      .flatMap((instance) => instance.options?.shared?.[pkg] ?? [])
      .find((entry) => entry.version === version);
  for (const scopes of Object.values(federation?.__SHARE__ ?? {}))
    for (const packages of Object.values(scopes))
      for (const [pkg, versions] of Object.entries(packages)) {
        for (const [version, shared] of Object.entries(versions)) {
          if (shared?.from !== name) continue;
          if (shared.useIn?.some((user) => user !== name)) continue;
          const own = ownEntry(pkg, version);
          if (own) versions[version] = own;
          else delete versions[version];
        }
        // As before the remote's first load: the package unknown, not known with no version.
        if (Object.keys(versions).length === 0) delete packages[pkg];
      }
}

/**
 * This load of the renderer, in every container URL it registers: a renderer built anew and loaded
 * in the same process (the static server loads a rebuilt `render.cjs`) fetches and runs its own
 * containers, never those the previous one had set up with its shared modules.
 */
const RENDERER_LOAD = randomUUID().slice(0, 8);

/**
 * Forgets every build in the process's federation globals, as Module Federation's own
 * `resetFederationGlobalInfo` does (exported by @module-federation/runtime-core only, which the
 * shell does not depend on; `@module-federation/enhanced/runtime` does not re-export it), and the
 * preload map, which that one keeps: the instances (the shell's and every remote's), the share
 * scopes, what was loaded and is loading.
 * Called when the renderer itself is replaced (index.ts `dispose`): the new renderer's runtime
 * then registers its own shared modules, where it would otherwise find the old renderer's under
 * the same name and versions and use them (a rebuilt shared-ui rendered with the old code).
 */
export function forgetAllBuilds(): void {
  const global = globalThis as {
    __FEDERATION__?: FederationGlobal;
    __GLOBAL_LOADING_REMOTE_ENTRY__?: object;
  };
  const federation = global.__FEDERATION__;
  if (federation) {
    federation.__INSTANCES__ = [];
    federation.__GLOBAL_PLUGIN__ = [];
    federation.__SHARE__ = {};
    federation.moduleInfo = {};
    federation.__MANIFEST_LOADING__ = {};
    federation.__PRELOADED_MAP__?.clear();
    federation.__PRELOADED_ASSETS__?.clear();
  }
  const loading = global.__GLOBAL_LOADING_REMOTE_ENTRY__ as Record<string, unknown> | undefined;
  for (const key of Object.keys(loading ?? {})) delete loading?.[key];
}

function withinBudget<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** The page module with a component that throws as it renders, as a broken build's page would. */
function throwingPage(loaded: ServerPageModule): ServerPageModule {
  const ThrowingPage = () => {
    throw new Error('Fault: server-throws');
  };
  return { ...loaded, default: ThrowingPage };
}

export function createServerRemotes({
  fetchImpl = fetch,
  now = Date.now,
  register = (name, entry, force) => {
    // The old build's federation instance goes too: a new container of the same name would
    // otherwise join it, and its chunks would load through the old build's runtime. So do the
    // shared modules it provided.
    if (force) forgetRemoteBuild(name);
    registerRemotes([{ name, entry }], { force });
  },
  load = (id) => loadRemote(id),
  manifestCheckMs = MANIFEST_CHECK_MS,
}: ServerRemotesOptions = {}): ServerRemotes {
  const states = new Map<RemoteName, RemoteState>();
  const modules = new Map<string, Promise<ServerPageModule>>();

  /** Loads a page module once; a failed load is not kept, so the next request tries again. */
  const loadPage = (id: string): Promise<ServerPageModule> => {
    let pending = modules.get(id);
    if (!pending) {
      pending = load(id).then((loaded) => {
        if (!loaded || typeof loaded !== 'object' || !('default' in loaded))
          throw new Error(`${id} is no page module`);
        return loaded;
      });
      pending.catch(() => modules.delete(id));
      modules.set(id, pending);
    }
    return pending;
  };

  const stateOf = (remote: RemoteName): RemoteState => {
    let state = states.get(remote);
    if (!state) {
      state = { version: undefined, checkedAt: 0, failedAt: -Infinity, checking: undefined };
      states.set(remote, state);
    }
    return state;
  };

  async function checkManifest(remote: RemoteName, manifestUrl: string, state: RemoteState): Promise<void> {
    const response = await fetchImpl(serverFileUrl(manifestUrl, 'mf-manifest.json'), {
      headers: { 'Cache-Control': 'no-cache' },
    });
    if (!response.ok) throw new Error(`${remote}: server manifest answered ${response.status}`);
    const version = createHash('sha256')
      .update(await response.text())
      .digest('hex')
      .slice(0, 16);
    if (version !== state.version) {
      // The version in the entry's URL: Module Federation keys a container by it, so the new
      // build is fetched and run; the old one is dropped with the modules that came from it.
      register(
        remote,
        `${serverFileUrl(manifestUrl, 'remoteEntry.js')}?v=${version}&r=${RENDERER_LOAD}`,
        state.version !== undefined,
      );
      const loadedBefore = [...modules.keys()].filter((id) => id.startsWith(`${remote}/`));
      for (const id of loadedBefore) modules.delete(id);
      forgetStyles(remote);
      state.version = version;
      // The new build's pages, loaded now rather than by their next visitors (who would wait for
      // the container's chunks, past the budget on a cold start: the placeholder).
      for (const id of loadedBefore) loadPage(id).catch(() => undefined);
    }
    state.checkedAt = now();
  }

  /** Resolves once the remote is registered with a manifest no older than MANIFEST_CHECK_MS. */
  function ready(remote: RemoteName, manifestUrl: string): Promise<void> {
    const state = stateOf(remote);
    if (state.version !== undefined && now() - state.checkedAt < manifestCheckMs) return Promise.resolve();
    if (now() - state.failedAt < FAILURE_PAUSE_MS) return Promise.reject(new Error(`${remote}: down`));
    state.checking ??= checkManifest(remote, manifestUrl, state)
      .catch((error: unknown) => {
        state.failedAt = now();
        throw error;
      })
      .finally(() => {
        state.checking = undefined;
      });
    // A known build keeps serving while its manifest is read again; a failed read (a redeploy
    // under way, the remote down) leaves it serving and must not go unhandled.
    if (state.version === undefined) return state.checking;
    state.checking.catch(() => undefined);
    return Promise.resolve();
  }

  return {
    async page(remotes, remote, module, budgetMs, fault) {
      const manifestUrl = remotes[remote];
      if (!manifestUrl) return undefined;
      // A down server build gives what a failed manifest read gives; the known build is kept, so
      // clearing the switch renders the page again at once (nothing is dropped or reloaded).
      if (fault?.name === 'server-down') return undefined;
      const id = `${remote}/${module}`;
      const start = fault?.name === 'server-slow' ? delay(fault.ms ?? 0) : Promise.resolve();
      const loading = start.then(() => ready(remote, manifestUrl)).then(() => loadPage(id));
      // Never unhandled: a late failure only means the next request tries again.
      loading.catch(() => undefined);
      const page = withinBudget(loading, budgetMs).catch(() => undefined);
      return fault?.name === 'server-throws' ? page.then((loaded) => loaded && throwingPage(loaded)) : page;
    },
    version: (remote) => states.get(remote)?.version,
  };
}
