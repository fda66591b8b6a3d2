// Public entry of remote-kit. Test helpers live apart in 'remote-kit/testing' (they need Node and
// jest), so nothing of them reaches a remote's bundle.
export { renderStandalone } from './standalone/render-standalone';
export type { StandaloneOptions } from './standalone/render-standalone';
export { StandaloneApp } from './standalone/standalone-app';
export type { StandaloneAppProps } from './standalone/standalone-app';
export { standalonePageKey, standalonePages } from './standalone/standalone-pages';
export type { PageLoader, PageLoaders, StandalonePage } from './standalone/standalone-pages';
