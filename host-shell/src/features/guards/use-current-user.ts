import { useCallback, useEffect, useState } from 'react';
import { clearSession, errorStatus, normaliseUser, storage, type User } from 'shared-contracts';
import { createShellCalls } from '../../api/shell-calls';
import { useApiClient } from './api-client-context';

export type CurrentUser =
  | { status: 'loading' }
  | { status: 'ready'; user: User }
  /** The server does not accept the token: the visitor is effectively signed out. */
  | { status: 'unauthorized' }
  /** No answer or a server error: worth a Retry. */
  | { status: 'error'; error: unknown; retry: () => void };

function isUnauthorized(error: unknown): boolean {
  const status = errorStatus(error);
  return status === 401 || status === 403;
}

interface Outcome {
  request: string;
  user?: User;
  error?: unknown;
}

/**
 * Fetches the signed-in user (GET /api/users/me/) for a guarded page, again for every page load
 * and whenever the access token changes, so a verification or a logout is seen at once.
 */
export function useCurrentUser(access: string | null): CurrentUser {
  const client = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const request = `${access ?? ''}#${attempt}`;
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!access) return undefined;
    let current = true;
    createShellCalls(client)
      .me()
      .then(
        (answer) => {
          if (!current) return;
          const user = normaliseUser(answer);
          // Keep the stored copy fresh for the remotes that read it (emits user/changed on change).
          storage.set('user', user);
          setOutcome({ request, user });
        },
        (error: unknown) => {
          // A token the server refuses is worthless: dropping it (session/changed) sends this and
          // every other tab to login, and keeps the login page's guard from bouncing back here.
          // Only while it is still the stored one: another tab may have signed in or refreshed
          // meanwhile, and its new tokens must survive this old answer.
          if (isUnauthorized(error) && storage.get('access') === access) clearSession();
          if (current) setOutcome({ request, error });
        },
      );
    return () => {
      current = false;
    };
  }, [client, access, request]);

  const answered = outcome?.request === request ? outcome : undefined;
  if (!access) return { status: 'unauthorized' };
  if (!answered) return { status: 'loading' };
  if (answered.user) return { status: 'ready', user: answered.user };
  if (isUnauthorized(answered.error)) return { status: 'unauthorized' };
  return { status: 'error', error: answered.error, retry };
}
