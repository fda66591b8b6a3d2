import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on the shell's server and during hydration (the browser's first render must be the
 * server's, docs/adr/0140), true in the browser from the render after. For what only a browser
 * has: a portal into <body>, the visitor's own data.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, inBrowser, onServer);
}
