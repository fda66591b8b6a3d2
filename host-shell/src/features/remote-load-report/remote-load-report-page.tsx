import { useId, useState } from 'react';
import { BrandErrorPage, PageSkeleton } from '../page-states';
import styles from './remote-load-report.module.css';
import { RemoteLoadTable } from './remote-load-table';
import { useRemoteLoadSummary } from './use-remote-load-summary';

const WINDOWS = [
  { hours: 1, label: 'Last hour' },
  { hours: 24, label: 'Last 24 hours' },
  { hours: 24 * 7, label: 'Last 7 days' },
  { hours: 24 * 30, label: 'Last 30 days' },
] as const;

/**
 * Editors' view of remote-load telemetry: how often each remote failed to load for
 * real visitors and how fast the shell recovered. Loaded lazily: no visitor downloads it.
 */
export default function RemoteLoadReportPage() {
  const [hours, setHours] = useState<number>(24);
  const state = useRemoteLoadSummary(hours);
  const selectId = useId();
  const window = WINDOWS.find((option) => option.hours === hours) ?? WINDOWS[1];

  if (state.status === 'forbidden') {
    return (
      <section className={styles.page} aria-labelledby="remote-loads-title">
        <h1 id="remote-loads-title">Remote loads</h1>
        <p>Only editors and admins can see remote-load telemetry.</p>
      </section>
    );
  }
  if (state.status === 'error') {
    return <BrandErrorPage kind="remote" retry={{ onRetry: state.retry, retrying: false }} />;
  }

  return (
    <section className={styles.page} aria-labelledby="remote-loads-title">
      <h1 id="remote-loads-title">Remote loads</h1>
      <p className={styles.intro}>
        Page modules the shell loaded from each remote for real visitors: how many failed, of what kind, and
        how long the shell took to show the page after a failure (automatic retries, the manifest reload after
        a stale chunk, or the visitor&apos;s Retry).
      </p>
      <div className={styles.controls}>
        <label htmlFor={selectId}>Period</label>
        <select id={selectId} value={hours} onChange={(event) => setHours(Number(event.target.value))}>
          {WINDOWS.map((option) => (
            <option key={option.hours} value={option.hours}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      {state.status === 'loading' && <PageSkeleton label="Loading remote-load figures…" />}
      {state.status === 'ready' && state.summary.remotes.length === 0 && (
        <p role="status">No remote loads were reported in this period.</p>
      )}
      {state.status === 'ready' && state.summary.remotes.length > 0 && (
        <RemoteLoadTable
          rows={state.summary.remotes}
          caption={`Remote loads, ${window.label.toLowerCase()}`}
        />
      )}
    </section>
  );
}
