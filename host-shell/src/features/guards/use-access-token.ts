import { useSyncExternalStore } from 'react';
import { eventBus, storage } from 'shared-contracts';

const subscribe = (onChange: () => void) => eventBus.on('session/changed', onChange);
const read = () => storage.get('access');

/**
 * The stored access token, kept current: a login or logout here, in a remote or in another tab
 * (`session/changed`) re-renders the guards that depend on it.
 */
export function useAccessToken(): string | null {
  return useSyncExternalStore(subscribe, read, read);
}
