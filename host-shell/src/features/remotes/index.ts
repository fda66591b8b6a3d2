// The remotes feature's public entry: what the rest of the shell uses of it.
export { createRemoteLoader, type LoadModule, type ReloadRemote, type RemoteLoader } from './remote-loader';
export { failedChunkId, isChunkLoadError } from './load-errors';
export { RemotePage } from './remote-page';
export { RemoteLoaderProvider, useRemoteLoader } from './remote-loader-context';
export { createFederationLoader } from './federation-loader';
export { usePreloadOnIntent } from './use-preload-on-intent';
export { RenderScopeProvider, useRenderScope } from './render-scope-context';
export { PersonalPartsProvider, usePersonalPartsOpen } from './personal-parts-context';
