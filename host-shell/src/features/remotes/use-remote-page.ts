import { startTransition, useCallback, useEffect, useState } from 'react';
import type { RemoteName } from 'shared-contracts';
import type { LoadProgress, PageComponent } from './remote-loader';
import { useRemoteLoader } from './remote-loader-context';

/**
 * - Component set: ready
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

/** The outcome of one load request; `request` ties it to the module and attempt it answers. */
interface Outcome {
  request: string;
  Component?: PageComponent;
  error?: unknown;
}

/** Loads one page module, with the loader's automatic retries and a manual Retry. */
export function useRemotePage(remote: RemoteName, module: string): RemotePageState {
  const loader = useRemoteLoader();
  const id = `${remote}/${module}`;
  const [attempt, setAttempt] = useState(0);
  const request = `${id}#${attempt}`;
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const [progress, setProgress] = useState<{ request: string; value: LoadProgress } | undefined>(undefined);
  // The last failure of this module stays on screen while a Retry runs.
  const [lastError, setLastError] = useState<{ id: string; error: unknown } | undefined>(undefined);

  // A cached module renders on the first paint: going back to a page never shows a skeleton.
  const cached = loader.peek(remote, module);

  useEffect(() => {
    if (cached) return undefined;
    let current = true;
    loader
      .load(remote, module, (value) => {
        if (current) setProgress({ request, value });
      })
      .then(
        (Component) => {
          // A transition: React renders the page in slices, yielding to the browser every few
          // ms, instead of one long task as the page's whole tree mounts (the skeleton stays
          // until it is done).
          if (current) startTransition(() => setOutcome({ request, Component }));
        },
        (error: unknown) => {
          if (!current) return;
          setOutcome({ request, error });
          setLastError({ id, error });
        },
      );
    return () => {
      current = false;
    };
  }, [loader, remote, module, id, request, cached]);

  // Retry reloads just this module: the rest of the page stays as it is.
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (cached) return { Component: cached, error: undefined, loading: false, progress: undefined, retry };
  const answered = outcome?.request === request ? outcome : undefined;
  if (answered?.Component) {
    return { Component: answered.Component, error: undefined, loading: false, progress: undefined, retry };
  }
  return {
    Component: undefined,
    error: answered ? answered.error : lastError?.id === id ? lastError.error : undefined,
    loading: !answered,
    progress: !answered && progress?.request === request ? progress.value : undefined,
    retry,
  };
}
