import { useSyncExternalStore } from 'react';
import { eventBus, storage } from 'shared-contracts';

const subscribe = (onChange: () => void) => eventBus.on('session/changed', onChange);
const read = () => storage.get('access');
/** The shell's server never sees a token (docs/adr/0140): it and hydration render the visitor's view. */
const readOnServer = () => null;

/**
 * The stored access token, kept current: a login or logout here, in a remote or in another tab
 * (`session/changed`) re-renders the guards that depend on it.
 */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, read, readOnServer);
}
