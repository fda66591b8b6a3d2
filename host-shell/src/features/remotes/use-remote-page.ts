import { useCallback, useEffect, useState } from 'react';
import type { RemoteName } from 'shared-contracts';
import type { LoadProgress, PageComponent } from './remote-loader';
import { useRemoteLoader } from './remote-loader-context';

/**
 * - loading, no error: first load (skeleton)
 * - error, not loading: failed (error page with Retry)
 * - error and loading: the visitor pressed Retry (error page stays, Retry shows progress)
 */
export interface RemotePageState {
  Component: PageComponent | undefined;
  error: unknown;
  loading: boolean;
  progress: LoadProgress | undefined;
  retry: () => void;
}

interface LoadState {
  /** Module the state belongs to: an error of another page must not show as this one retrying. */
  id: string;
  Component: PageComponent | undefined;
  error: unknown;
  loading: boolean;
  progress: LoadProgress | undefined;
}

/** Loads one page module, with the loader's automatic retries and a manual Retry. */
export function useRemotePage(remote: RemoteName, module: string): RemotePageState {
  const loader = useRemoteLoader();
  const id = `${remote}/${module}`;
  // A cached module renders on the first paint: going back to a page never shows a skeleton.
  const [state, setState] = useState<LoadState>(() => {
    const Component = loader.peek(remote, module);
    return { id, Component, error: undefined, loading: !Component, progress: undefined };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const cached = loader.peek(remote, module);
    if (cached) {
      setState({ id, Component: cached, error: undefined, loading: false, progress: undefined });
      return undefined;
    }
    let current = true;
    setState((previous) => ({
      id,
      Component: undefined,
      error: previous.id === id ? previous.error : undefined,
      loading: true,
      progress: undefined,
    }));
    loader
      .load(remote, module, (progress) => {
        if (current) setState((previous) => ({ ...previous, progress }));
      })
      .then(
        (Component) => {
          if (current) setState({ id, Component, error: undefined, loading: false, progress: undefined });
        },
        (error: unknown) => {
          if (current) setState({ id, Component: undefined, error, loading: false, progress: undefined });
        },
      );
    return () => {
      current = false;
    };
  }, [loader, remote, module, id, attempt]);

  // Retry reloads just this module: state and the rest of the page stay as they are.
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // Until the effect runs for a new module, the state still describes the previous one.
  if (state.id !== id) return { Component: undefined, error: undefined, loading: true, progress: undefined, retry };
  const { Component, error, loading, progress } = state;
  return { Component, error, loading, progress, retry };
}
