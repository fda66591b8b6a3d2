import { useCallback, useEffect, useState } from 'react';
import { errorStatus, type RemoteLoadSummary } from 'shared-contracts';
import { createShellCalls } from '../../api/shell-calls';
import { useApiClient } from '../guards';

export type SummaryState =
  | { status: 'loading' }
  | { status: 'ready'; summary: RemoteLoadSummary }
  /** The server refused: signed in, but not as an editor. */
  | { status: 'forbidden' }
  | { status: 'error'; retry: () => void };

interface Outcome {
  request: string;
  summary?: RemoteLoadSummary;
  error?: unknown;
}

/**
 * Reads GET /api/telemetry/remote-load/summary for the last `hours` hours, again on Retry. One
 * read on one page, so a hook over the shell's API client rather than a store of its own.
 */
export function useRemoteLoadSummary(hours: number): SummaryState {
  const client = useApiClient();
  const [attempt, setAttempt] = useState(0);
  const request = `${hours}#${attempt}`;
  const [outcome, setOutcome] = useState<Outcome | undefined>(undefined);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    const to = new Date();
    const from = new Date(to.getTime() - hours * 60 * 60 * 1000);
    createShellCalls(client)
      .remoteLoadSummary(from, to)
      .then(
        (summary) => current && setOutcome({ request, summary }),
        (error: unknown) => current && setOutcome({ request, error }),
      );
    return () => {
      current = false;
    };
  }, [client, hours, request]);

  const answered = outcome?.request === request ? outcome : undefined;
  if (!answered) return { status: 'loading' };
  if (answered.summary) return { status: 'ready', summary: answered.summary };
  if (errorStatus(answered.error) === 403) return { status: 'forbidden' };
  return { status: 'error', retry };
}
