import { useSyncExternalStore } from 'react';
import { eventBus, storage } from 'shared-contracts';

const subscribe = (changed: () => void) => eventBus.on('session/changed', changed);
const hasAccess = () => storage.get('access') !== null;

/**
 * Whether this tab holds an access token, following logins and logouts in this tab and in others
 * (the session event). For pages the shell does not guard but whose calls need a session.
 */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, hasAccess, hasAccess);
}
