import {
  loadRemote,
  preloadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName, type RuntimeConfig } from 'shared-contracts';
import { takePreloadedManifest } from '../../preload/preloaded-manifests';
import { createRemoteLoader, type RemoteLoader, type RemoteLoaderOptions } from './remote-loader';
import { storeFirst } from './store-first';

/**
 * Answers the runtime's manifest fetch with the one the inline preloader started while the
 * shell's code downloaded; a failed preload lets the runtime fetch (and report) as usual.
 */
export function preloadedManifestPlugin(take = takePreloadedManifest): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-preloaded-manifest',
    fetch(url) {
      const body = take(url);
      if (!body) return undefined;
      return body.then(
        (text) => new Response(text, { headers: { 'Content-Type': 'application/json' } }),
        () => fetch(url),
      );
    },
  };
}

/** The manifest URL to register a remote at; `reloading` after a stale chunk or a Retry. */
export type ManifestUrlFor = (remote: RemoteName, reloading: boolean) => string;

export interface FederationLoaderOptions extends Pick<RemoteLoaderOptions, 'onEvent'> {
  /** Default: the config's URL. A tab with faults passes its faulted URLs (features/faults). */
  manifestUrl?: ManifestUrlFor | undefined;
}

/**
 * The browser's remote loader: remotes are registered at run time from /config.json (the shell
 * is built with no static remotes), so a remote can move or be redeployed without a shell build.
 */
export function createFederationLoader(
  remotes: RuntimeConfig['remotes'],
  { onEvent, manifestUrl = (name) => remotes[name] }: FederationLoaderOptions = {},
): RemoteLoader {
  // The manifest (not remoteEntry.js) lets MF pick shared versions and preload chunks.
  const remoteEntry = (name: RemoteName, reloading: boolean) => ({
    name,
    entry: manifestUrl(name, reloading),
  });
  registerPlugins([preloadedManifestPlugin()]);
  registerRemotes(REMOTE_NAMES.map((name) => remoteEntry(name, false)));
  // The remote's start steps, then the page, each in a task of its own (docs/adr/0193, 0194).
  const loadModule = storeFirst((id) => loadRemote(id));
  return createRemoteLoader({
    ...(onEvent ? { onEvent } : {}),
    loadModule,
    // The manifest, remoteEntry and the page's own chunks (not its lazy ones), as a hint.
    preloadModule: (name, module) =>
      preloadRemote([{ nameOrAlias: name, exposes: [module], resourceCategory: 'sync' }]),
    // `force` drops MF's cached manifest and entry for this remote, so after a redeploy the next
    // load reads the new manifest with the new chunk names; its new container runs the steps again.
    reloadRemote: (name) => {
      loadModule.forget(name);
      registerRemotes([remoteEntry(name, true)], { force: true });
    },
  });
}
