import type { ComponentType } from 'react';
import {
  CONSTANTS,
  type RemoteLoadErrorKind,
  type RemoteLoadEvent,
  type RemoteName,
  type RemotePageProps,
} from 'shared-contracts';
import { isChunkLoadError, NotAComponentError, remoteLoadErrorKind, RemoteTimeoutError } from './load-errors';

/** A page component exposed by a remote. */
export type PageComponent = ComponentType<RemotePageProps>;

/** Loads one exposed module by id ('shop/CartPage'); in the browser this is MF's loadRemote. */
export type LoadModule = (id: string) => Promise<unknown>;

/** Forgets a remote's manifest and entry so the next load fetches them again. */
export type ReloadRemote = (remote: RemoteName) => void | Promise<void>;

/** Starts downloading a page's files without running them (a link the user is about to follow). */
export type PreloadModule = (remote: RemoteName, module: string) => void | Promise<void>;

/** Progress of one load, for the loading state: attempt 1 is the first try. */
export interface LoadProgress {
  attempt: number;
  attempts: number;
}

export interface RemoteLoaderOptions {
  loadModule: LoadModule;
  reloadRemote?: ReloadRemote;
  preloadModule?: PreloadModule;
  /** Waits before each automatic retry; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
  /**
   * Longest wait for one attempt. webpack's chunkLoadTimeout covers chunks only; a manifest fetch
   * or remoteEntry script that never answers would otherwise leave the page loading forever.
   */
  attemptTimeoutMs?: number;
  /**
   * Hears every try's outcome (telemetry): each failed try, then a success at once or a recovery
   * after failures. Called synchronously; it must not throw or block.
   */
  onEvent?: (event: RemoteLoadEvent) => void;
  /** Milliseconds clock for the events' durations (default performance.now). */
  now?: () => number;
}

export interface RemoteLoader {
  /** The component if it already loaded, so navigating back renders without a loading flash. */
  peek(remote: RemoteName, module: string): PageComponent | undefined;
  /**
   * Forgets the remote's loaded modules and its manifest, so the next load fetches both afresh
   * (a chunk of a page that already rendered failed: the remote was redeployed).
   */
  reload(remote: RemoteName): Promise<void>;
  /**
   * Fetches a page's files ahead of a likely navigation, once per page and never for one that is
   * loading or loaded; a failure is ignored (the real load retries and reports).
   */
  preload(remote: RemoteName, module: string): void;
  /**
   * One try, without retries, manifest reload or telemetry: the page component if it loads at
   * once, else null. For hydration, which must not wait for retries: a failure is left to the
   * page's own load, which then retries and reports as without a server (docs/adr/0140).
   */
  loadAtOnce(remote: RemoteName, module: string): Promise<PageComponent | null>;
  /** Loads a page component, retrying with back-off (a time-out is final); rejects with the last error. */
  load(
    remote: RemoteName,
    module: string,
    onProgress?: (progress: LoadProgress) => void,
  ): Promise<PageComponent>;
}

/** Back-off of the automatic retries: a remote restarting is usually back within a few seconds. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000];

/** Fans one load's progress out to every caller waiting on it; late joiners get the latest. */
class ProgressCast {
  private readonly listeners = new Set<(progress: LoadProgress) => void>();
  private last: LoadProgress | undefined;

  join(listener: (progress: LoadProgress) => void): void {
    this.listeners.add(listener);
    if (this.last) listener(this.last);
  }

  tell(progress: LoadProgress): void {
    this.last = progress;
    for (const listener of this.listeners) listener(progress);
  }
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function withTimeout<T>(id: string, promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(id, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function toComponent(id: string, loaded: unknown): PageComponent {
  const candidate = loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded;
  // React components are functions, or objects for memo/forwardRef/lazy wrappers.
  if (
    typeof candidate === 'function' ||
    (typeof candidate === 'object' && candidate !== null && '$$typeof' in candidate)
  ) {
    return candidate as PageComponent;
  }
  throw new NotAComponentError(id);
}

/**
 * Loads page modules from remotes. Successes are cached per module id for the life of the page;
 * a failure caches nothing (MF does not cache it either), so a later Retry starts afresh.
 */
export function createRemoteLoader(options: RemoteLoaderOptions): RemoteLoader {
  const {
    loadModule,
    reloadRemote,
    preloadModule,
    retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
    sleep = wait,
    attemptTimeoutMs = CONSTANTS.scriptChunkTimeoutMs,
    onEvent,
    now = () => performance.now(),
  } = options;
  const loadOnce = (id: string) => withTimeout(id, loadModule(id), attemptTimeoutMs);
  const loaded = new Map<string, PageComponent>();
  // Remotes whose last attempt timed out. MF keeps the hung manifest request and would hand it
  // to the next load as well, so that load first drops it.
  const hung = new Set<RemoteName>();
  // Loads under way, shared by every caller; each caller hears the progress (React's strict
  // mode, or two views of one page, join the same load instead of starting another).
  const inFlight = new Map<string, { promise: Promise<PageComponent>; progress: ProgressCast }>();
  const preloaded = new Set<string>();

  async function loadWithRetries(
    remote: RemoteName,
    id: string,
    onProgress?: (progress: LoadProgress) => void,
  ): Promise<PageComponent> {
    const attempts = retryDelaysMs.length + 1;
    // One manifest reload per load: if the fresh manifest still points at missing chunks,
    // reloading again would loop; the normal retries and then the error page take over.
    let manifestReloaded = false;
    if (hung.has(remote) && reloadRemote) {
      await reloadRemote(remote);
      hung.delete(remote);
      manifestReloaded = true;
    }
    const module = id.slice(remote.length + 1);
    const started = now();
    // Every call of loadOnce is a try, a manifest reload's included; telemetry numbers them.
    let tries = 0;
    let lastKind: RemoteLoadErrorKind | null = null;
    const tryOnce = async (): Promise<PageComponent> => {
      tries += 1;
      try {
        const component = toComponent(id, await loadOnce(id));
        const ms = Math.round(now() - started);
        onEvent?.(
          lastKind === null
            ? { type: 'success', remote, module, kind: null, attempt: tries, ms }
            : { type: 'recovery', remote, module, kind: lastKind, attempt: tries, ms },
        );
        return component;
      } catch (error) {
        lastKind = remoteLoadErrorKind(error);
        onEvent?.({
          type: 'failure',
          remote,
          module,
          kind: lastKind,
          attempt: tries,
          ms: Math.round(now() - started),
        });
        throw error;
      }
    };
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      if (attempt > 1) await sleep(retryDelaysMs[attempt - 2] ?? 0);
      onProgress?.({ attempt, attempts });
      try {
        return await tryOnce();
      } catch (error) {
        lastError = error;
      }
      if (isChunkLoadError(lastError) && reloadRemote && !manifestReloaded) {
        manifestReloaded = true;
        await reloadRemote(remote);
        try {
          return await tryOnce();
        } catch (error) {
          lastError = error;
        }
      }
      if (lastError instanceof NotAComponentError) break; // the same module would come back again
      if (lastError instanceof RemoteTimeoutError) {
        // Final for this load: another attempt would wait on the same hung request for another
        // 120 s. The error page's Retry starts a new load, which drops that request first.
        hung.add(remote);
        break;
      }
    }
    throw lastError;
  }

  return {
    peek: (remote, module) => loaded.get(`${remote}/${module}`),
    preload(remote, module) {
      const id = `${remote}/${module}`;
      if (!preloadModule || preloaded.has(id) || loaded.has(id) || inFlight.has(id)) return;
      preloaded.add(id);
      try {
        Promise.resolve(preloadModule(remote, module)).catch(() => undefined);
      } catch {
        // A preload is a hint: the load itself fetches what is missing.
      }
    },
    async reload(remote) {
      for (const id of [...loaded.keys()]) if (id.startsWith(`${remote}/`)) loaded.delete(id);
      hung.delete(remote);
      await reloadRemote?.(remote);
    },
    async loadAtOnce(remote, module) {
      const id = `${remote}/${module}`;
      const done = loaded.get(id);
      if (done) return done;
      try {
        const component = toComponent(id, await loadOnce(id));
        loaded.set(id, component);
        return component;
      } catch {
        return null;
      }
    },
    load(remote, module, onProgress) {
      const id = `${remote}/${module}`;
      const done = loaded.get(id);
      if (done) return Promise.resolve(done);
      const pending = inFlight.get(id);
      if (pending) {
        if (onProgress) pending.progress.join(onProgress);
        return pending.promise;
      }
      const progress = new ProgressCast();
      if (onProgress) progress.join(onProgress);
      const promise = loadWithRetries(remote, id, (value) => progress.tell(value)).then(
        (component) => {
          loaded.set(id, component);
          inFlight.delete(id);
          return component;
        },
        (error: unknown) => {
          inFlight.delete(id);
          throw error;
        },
      );
      inFlight.set(id, { promise, progress });
      return promise;
    },
  };
}
